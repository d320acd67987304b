import { bootstrapIcon } from './bootstrapIcon';

/** Bootstrap Icons `calendar-heart-fill`. */
export const CalendarHeartFill = /* @__PURE__ */ bootstrapIcon('calendar-heart-fill', [
  'M4 .5a.5.5 0 0 0-1 0V1H2a2 2 0 0 0-2 2v1h16V3a2 2 0 0 0-2-2h-1V.5a.5.5 0 0 0-1 0V1H4zM16 14V5H0v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2M8 7.993c1.664-1.711 5.825 1.283 0 5.132-5.825-3.85-1.664-6.843 0-5.132',
]);
