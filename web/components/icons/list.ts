import { bootstrapIcon } from './bootstrapIcon';

/** Bootstrap Icons `list`. */
export const List = /* @__PURE__ */ bootstrapIcon('list', [
  {
    d: 'M2.5 12a.5.5 0 0 1 .5-.5h10a.5.5 0 0 1 0 1H3a.5.5 0 0 1-.5-.5m0-4a.5.5 0 0 1 .5-.5h10a.5.5 0 0 1 0 1H3a.5.5 0 0 1-.5-.5m0-4a.5.5 0 0 1 .5-.5h10a.5.5 0 0 1 0 1H3a.5.5 0 0 1-.5-.5',
    evenOdd: true,
  },
]);
