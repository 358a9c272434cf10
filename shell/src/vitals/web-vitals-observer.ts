import { onCLS, onINP, onLCP } from 'web-vitals';
import { type VitalReport, attributionOf, attributionOfScript } from './attribution';

/** What a long animation frame tells of the scripts that ran in it (LoAF, Chromium). */
interface FrameTiming {
  startTime: number;
  duration: number;
  scripts?: { sourceURL: string; duration: number }[];
}

/** The last long animation frames, where the slowest interaction's scripts are found. */
function watchLongFrames(): FrameTiming[] {
  const frames: FrameTiming[] = [];
  try {
    new PerformanceObserver((list) => {
      frames.push(...(list.getEntries() as unknown as FrameTiming[]));
      frames.splice(0, Math.max(0, frames.length - 50));
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without LoAF: INP goes to the route's own remote.
  }
  return frames;
}

/**
 * Observes the page's LCP and TTFB (of the page it landed on), CLS and INP (of the page shown
 * when they are reported), each attributed to the remote release that drew it; INP to the
 * release of the script that took most of the slowest interaction's long frames.
 */
export function observeVitals(beacon: { vital(report: VitalReport): void }, landing: string): void {
  const frames = watchLongFrames();
  const landed = attributionOf(landing);
  const [navigation] = performance.getEntriesByType('navigation');
  if (landed && navigation && navigation.responseStart > 0) {
    beacon.vital({ ...landed, metric: 'TTFB', value: navigation.responseStart });
  }
  onLCP((metric) => {
    if (landed) beacon.vital({ ...landed, metric: 'LCP', value: metric.value });
  });
  onCLS((metric) => {
    const at = attributionOf(window.location.pathname);
    if (at) beacon.vital({ ...at, metric: 'CLS', value: metric.value });
  });
  onINP((metric) => {
    const pathname = window.location.pathname;
    const event = metric.entries[0];
    const from = event?.startTime ?? 0;
    const to = from + (event?.duration ?? 0);
    const scripts = frames
      .filter((frame) => frame.startTime < to && frame.startTime + frame.duration > from)
      .flatMap((frame) => frame.scripts ?? [])
      .sort((a, b) => b.duration - a.duration);
    let at = attributionOf(pathname);
    for (const script of scripts) {
      const of = attributionOfScript(script.sourceURL, pathname);
      if (of) {
        at = of;
        break;
      }
    }
    if (at) beacon.vital({ ...at, metric: 'INP', value: metric.value });
  });
}
