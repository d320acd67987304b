import { bootstrapIcon } from './bootstrapIcon';

/** Bootstrap Icons `yin-yang`. */
export const YinYang = /* @__PURE__ */ bootstrapIcon('yin-yang', [
  'M9.167 4.5a1.167 1.167 0 1 1-2.334 0 1.167 1.167 0 0 1 2.334 0',
  'M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0M1 8a7 7 0 0 1 7-7 3.5 3.5 0 1 1 0 7 3.5 3.5 0 1 0 0 7 7 7 0 0 1-7-7m7 4.667a1.167 1.167 0 1 1 0-2.334 1.167 1.167 0 0 1 0 2.334',
]);
