import { bootstrapIcon } from './bootstrapIcon';

/** Bootstrap Icons `hearts`. */
export const Hearts = /* @__PURE__ */ bootstrapIcon('hearts', [
  {
    d: 'M4.931.481c1.627-1.671 5.692 1.254 0 5.015-5.692-3.76-1.626-6.686 0-5.015m6.84 1.794c1.084-1.114 3.795.836 0 3.343-3.795-2.507-1.084-4.457 0-3.343M7.84 7.642c2.71-2.786 9.486 2.09 0 8.358-9.487-6.268-2.71-11.144 0-8.358',
    evenOdd: true,
  },
]);
