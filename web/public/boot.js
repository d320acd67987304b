// Starts the app's scripts on the prerendered entry pages (home.html, members.html: see
// ENTRY_PAGES in vite.config.ts) once the page has been drawn: its HTML and CSS get the connection
// to themselves first, and the scripts (which replace the drawing with the same markup) follow.
// `data-modules` lists the entry module first, then the modules it and the page import (fetched
// in parallel as modulepreload).
(() => {
  const boot = document.currentScript;
  const modules = (boot?.dataset.modules ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    modules.forEach((src, i) => {
      const element = document.createElement(i === 0 ? 'script' : 'link');
      if (i === 0) {
        element.type = 'module';
        element.src = src;
      } else {
        element.rel = 'modulepreload';
        element.href = src;
      }
      element.crossOrigin = '';
      document.head.append(element);
    });
  };
  // After the first frame; a tab opened in the background draws no frames: a timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 200);
})();
