import { onCLS, onLCP, onTTFB } from 'web-vitals';
import { type INPMetricWithAttribution, onINP } from 'web-vitals/attribution';
import { type VitalReport, attributionOf, attributionOfScript } from './attribution';

/**
 * The script that took the most of the slowest interaction's long animation frames, mapped to
 * the remote release it came from; the route's own remote when no remote script ran in it.
 */
function inpAttribution(metric: INPMetricWithAttribution, pathname: string) {
  const scripts = metric.attribution.longAnimationFrameEntries.flatMap((frame) => frame.scripts);
  const slowest = scripts.sort((a, b) => b.duration - a.duration);
  for (const script of slowest) {
    const at = attributionOfScript(script.sourceURL, pathname);
    if (at) return at;
  }
  return attributionOf(pathname);
}

/**
 * Observes the page's LCP and TTFB (of the page it landed on), CLS and INP (of the page shown
 * when they are reported), each attributed to the remote release that drew it.
 */
export function observeVitals(beacon: { vital(report: VitalReport): void }, landing: string): void {
  const onLanding = (metric: { name: 'LCP' | 'TTFB'; value: number }) => {
    const at = attributionOf(landing);
    if (at) beacon.vital({ ...at, metric: metric.name, value: metric.value });
  };
  onLCP(onLanding);
  onTTFB(onLanding);
  onCLS((metric) => {
    const at = attributionOf(window.location.pathname);
    if (at) beacon.vital({ ...at, metric: 'CLS', value: metric.value });
  });
  onINP((metric) => {
    const at = inpAttribution(metric, window.location.pathname);
    if (at) beacon.vital({ ...at, metric: 'INP', value: metric.value });
  });
}
