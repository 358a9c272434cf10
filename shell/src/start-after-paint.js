// A server-rendered page starts its scripts once its largest image (the hero) is on the screen,
// so that first paint shares neither the line nor the main thread with them. The server leaves
// the files the page needs as inert links (api/src/site/server-render.ts): those marked
// AFTER_PAINT_ATTRIBUTE become preloads, all requested at once, a couple per task; those marked
// ENTRY_ATTRIBUTE (the shell's entry scripts) are preloaded with them and become scripts, run in
// their order, once the shell's own files (AFTER_PAINT_ATTRIBUTE="shell") have come. The entry's
// first work (the federation runtime) then does not share a slow phone's processor with the
// browser reading a score of scripts, and a slow remote does not hold it back. A page whose hero
// is slow to come starts after START_AT_MOST_MS; its entry runs RUN_AT_MOST_MS after that at the
// latest. The shell's build writes it as /start-after-paint.js with TRAVEL_FIRST_PAINT, the
// names and timeouts of @travel/shared's first-paint.ts (`startAfterPaintGlue`).
/* global TRAVEL_FIRST_PAINT */
(() => {
  const {
    AFTER_PAINT_ATTRIBUTE,
    ENTRY_ATTRIBUTE,
    SHELL_FILES,
    START_AT_MOST_MS,
    RUN_AT_MOST_MS,
    HERO_NOT_LARGEST_MS,
    PRELOADS_PER_TASK,
  } = TRAVEL_FIRST_PAINT;
  let started = false;

  function start() {
    if (started) return;
    started = true;
    const entries = [...document.querySelectorAll(`link[${ENTRY_ATTRIBUTE}]`)];
    const links = [...document.querySelectorAll(`link[${AFTER_PAINT_ATTRIBUTE}]`)];
    let running = false;
    function run() {
      if (running) return;
      running = true;
      for (const link of entries) {
        const script = document.createElement('script');
        script.src = link.href;
        script.async = false;
        document.head.append(script);
      }
    }
    const shellFiles = links.filter(
      (link) => link.getAttribute(AFTER_PAINT_ATTRIBUTE) === SHELL_FILES,
    );
    let waiting = entries.length + shellFiles.length;
    const loaded = () => {
      waiting -= 1;
      if (waiting === 0) run();
    };
    for (const link of [...entries, ...shellFiles]) {
      link.addEventListener('load', loaded, { once: true });
      link.addEventListener('error', loaded, { once: true });
    }
    setTimeout(run, RUN_AT_MOST_MS);
    const all = [...entries, ...links];
    (function preloadSome() {
      for (const link of all.splice(0, PRELOADS_PER_TASK)) link.rel = 'preload';
      if (all.length > 0) setTimeout(preloadSome, 0);
    })();
  }

  /** After the next frame has been painted. */
  function afterPaint() {
    requestAnimationFrame(() => setTimeout(start, 0));
  }

  setTimeout(start, START_AT_MOST_MS);
  const hero = document.querySelector('#root img[fetchpriority="high"]');
  const hasHero = hero instanceof HTMLImageElement;
  // Where the browser reports paints, start once the hero (or, on a page without one, the first
  // contentful paint) is on the screen, not merely drawn: a frame is drawn on the main thread,
  // then rasterised, and on a slow phone that second half would otherwise share the processor
  // with the browser reading the scripts.
  const paintsReported =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (paintsReported) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => !hasHero || entry.element === hero)) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // The hero is not the largest paint on every screen: then its decoding and a margin do.
    if (hasHero) hero.decode().then(() => setTimeout(afterPaint, HERO_NOT_LARGEST_MS), afterPaint);
  } else if (hasHero) hero.decode().then(afterPaint, afterPaint);
  else afterPaint();
})();
