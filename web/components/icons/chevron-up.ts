import { bootstrapIcon } from './bootstrapIcon';

/** Bootstrap Icons `chevron-up`. */
export const ChevronUp = /* @__PURE__ */ bootstrapIcon('chevron-up', [
  {
    d: 'M7.646 4.646a.5.5 0 0 1 .708 0l6 6a.5.5 0 0 1-.708.708L8 5.707l-5.646 5.647a.5.5 0 0 1-.708-.708z',
    evenOdd: true,
  },
]);
