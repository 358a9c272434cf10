// A server-rendered page starts its scripts once its largest image (the hero) has been painted,
// so that first paint shares neither the line nor the main thread with them. The server leaves
// the files the page needs as inert links (api/src/static/server-render.ts): those marked
// data-travel-after-paint become preloads, all at once; those marked data-travel-entry (the
// shell's entry scripts) become scripts, run in their order. A page whose hero is slow to come
// starts them after START_AT_MOST_MS.
(() => {
  const START_AT_MOST_MS = 2500;
  const PRELOADS_PER_TASK = 4;
  let started = false;

  function start() {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[data-travel-entry]')) {
      const script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.append(script);
    }
    // A few at a time, each few in a task of its own: starting a request costs a slow phone a
    // few milliseconds, and a score of them at once would be a long task.
    const links = [...document.querySelectorAll('link[data-travel-after-paint]')];
    (function preloadSome() {
      for (const link of links.splice(0, PRELOADS_PER_TASK)) link.rel = 'preload';
      if (links.length > 0) setTimeout(preloadSome, 0);
    })();
  }

  /** After the next frame has been painted. */
  function afterPaint() {
    requestAnimationFrame(() => setTimeout(start, 0));
  }

  setTimeout(start, START_AT_MOST_MS);
  const hero = document.querySelector('#root img[fetchpriority="high"]');
  if (hero instanceof HTMLImageElement) hero.decode().then(afterPaint, afterPaint);
  else afterPaint();
})();
