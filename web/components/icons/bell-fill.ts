import { bootstrapIcon } from './bootstrapIcon';

/** Bootstrap Icons `bell-fill`. */
export const BellFill = /* @__PURE__ */ bootstrapIcon('bell-fill', [
  'M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2m.995-14.901a1 1 0 1 0-1.99 0A5 5 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901',
]);
