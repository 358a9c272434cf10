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

/** Every page the visitor sees is measured, the ones reached by a link in the page too. */
const SOFT = { reportSoftNavs: true };

/**
 * The path a metric measures: the page of its navigation, hard or soft (where the browser
 * tells soft navigations apart), else the page shown now.
 */
function pathOf(metric: { navigationURL?: string }): string {
  if (!metric.navigationURL) return window.location.pathname;
  return new URL(metric.navigationURL, window.location.href).pathname;
}

/**
 * Observes the vitals of each page the visitor sees: TTFB of the page it landed on, and LCP,
 * CLS and INP of that page and of every page reached after it without a reload (a soft
 * navigation, in browsers that report them), each attributed to the remote release that drew
 * it; INP to the release of the script that took most of the slowest interaction's long frames.
 */
export function observeVitals(
  beacon: { vital(report: VitalReport, navigation?: number): void },
  landing: string,
): void {
  const frames = watchLongFrames();
  const landed = attributionOf(landing);
  const [navigation] = performance.getEntriesByType('navigation');
  if (landed && navigation && navigation.responseStart > 0) {
    beacon.vital({ ...landed, metric: 'TTFB', value: navigation.responseStart });
  }
  onLCP((metric) => {
    const at = attributionOf(pathOf(metric));
    if (at) beacon.vital({ ...at, metric: 'LCP', value: metric.value }, metric.navigationId);
  }, SOFT);
  onCLS((metric) => {
    const at = attributionOf(pathOf(metric));
    if (at) beacon.vital({ ...at, metric: 'CLS', value: metric.value }, metric.navigationId);
  }, SOFT);
  onINP((metric) => {
    const pathname = pathOf(metric);
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
    if (at) beacon.vital({ ...at, metric: 'INP', value: metric.value }, metric.navigationId);
  }, SOFT);
}
