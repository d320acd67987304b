import { bootstrapIcon } from './bootstrapIcon';

/** Bootstrap Icons `slash-circle`. */
export const SlashCircle = /* @__PURE__ */ bootstrapIcon('slash-circle', [
  'M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16',
  'M11.354 4.646a.5.5 0 0 0-.708 0l-6 6a.5.5 0 0 0 .708.708l6-6a.5.5 0 0 0 0-.708',
]);
