import { beforeEach, describe, expect, it } from 'vitest';
import { configureAnalytics, trackEvent, trackPageView } from './analytics';

function gtagScripts() {
  return document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
}

beforeEach(() => {
  window.dataLayer = [];
});

// Runs in order: the first block has no measurement id, the second configures one.
describe('analytics without a measurement id', () => {
  it('loads nothing', () => {
    configureAnalytics({});
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('queues page views and events on the data layer', () => {
    trackPageView('/coupon?tier=HEG-0099-0350');
    trackEvent({ action: 'buy_coupon', category: 'coupon', label: 'HEG-0099-0350', value: 99 });
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/coupon?tier=HEG-0099-0350' },
      {
        event: 'buy_coupon',
        event_category: 'coupon',
        event_label: 'HEG-0099-0350',
        value: 99,
      },
    ]);
  });
});

describe('analytics with a measurement id', () => {
  it('loads gtag.js once and configures it without an automatic page view', () => {
    configureAnalytics({ measurementId: 'G-TRAVEL123' });
    configureAnalytics({ measurementId: 'G-TRAVEL123' });
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TRAVEL123',
    );
    expect(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TRAVEL123', { send_page_view: false }],
    ]);
  });

  it('sends page views and events through gtag', () => {
    trackPageView('/html/orderList');
    trackEvent({ action: 'prize_draw', category: 'coupon' });
    expect(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['event', 'page_view', { page_path: '/html/orderList' }],
      [
        'event',
        'prize_draw',
        { event_category: 'coupon', event_label: undefined, value: undefined },
      ],
    ]);
  });
});
