import { bootstrapIcon } from './bootstrapIcon';

/** Bootstrap Icons `chevron-down`. */
export const ChevronDown = /* @__PURE__ */ bootstrapIcon('chevron-down', [
  {
    d: 'M1.646 4.646a.5.5 0 0 1 .708 0L8 10.293l5.646-5.647a.5.5 0 0 1 .708.708l-6 6a.5.5 0 0 1-.708 0l-6-6a.5.5 0 0 1 0-.708',
    evenOdd: true,
  },
]);
