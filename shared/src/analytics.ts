type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js?id=';

let gtag: Gtag | undefined;

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Loads Google Analytics 4 when a measurement id is given; without one nothing is loaded. */
export function configureAnalytics({ measurementId }: { measurementId?: string }): void {
  if (!measurementId || gtag) return;
  gtag = function queueGtagCommand() {
    // gtag.js only reads Arguments objects from its queue, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer().push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Reports a route change: path plus query string, e.g. '/coupon?tier=HEG-0099-0350'. */
export function trackPageView(pathWithQuery: string): void {
  if (gtag) {
    gtag('event', 'page_view', { page_path: pathWithQuery });
    return;
  }
  dataLayer().push({ event: 'page_view', page_path: pathWithQuery });
}

export type AnalyticsEvent = {
  action: string;
  category: string;
  label?: string;
  value?: number;
};

export function trackEvent({ action, category, label, value }: AnalyticsEvent): void {
  if (gtag) {
    gtag('event', action, { event_category: category, event_label: label, value });
    return;
  }
  dataLayer().push({ event: action, event_category: category, event_label: label, value });
}
