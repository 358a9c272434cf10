import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackFunnel, useFunnelStepOnce } from './funnel';
import type { FunnelStep } from './funnel';

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(cleanup);

const events = () => (window.dataLayer ?? []) as { event: string }[];

describe('trackFunnel', () => {
  it('sends each step of the booking funnel as one event in the flights category, amounts in rupees', () => {
    const steps: FunnelStep[] = [
      { action: 'search', label: 'DEL-BOM' },
      { action: 'select_itinerary', label: 'DEL-BOM' },
      { action: 'begin_checkout', label: 'DEL-BOM flexi', valuePaise: 1_234_550 },
      { action: 'apply_coupon', label: '₹350.00 coupon', valuePaise: 35_000 },
      { action: 'purchase', label: 'DEL-BOM flexi', valuePaise: 1_199_550 },
      { action: 'cancel', label: 'travellers', valuePaise: 412_000 },
    ];
    for (const step of steps) trackFunnel(step);
    expect(window.dataLayer).toEqual([
      { event: 'search', event_category: 'flights', event_label: 'DEL-BOM', value: undefined },
      {
        event: 'select_itinerary',
        event_category: 'flights',
        event_label: 'DEL-BOM',
        value: undefined,
      },
      {
        event: 'begin_checkout',
        event_category: 'flights',
        event_label: 'DEL-BOM flexi',
        value: 12_346,
      },
      {
        event: 'apply_coupon',
        event_category: 'flights',
        event_label: '₹350.00 coupon',
        value: 350,
      },
      { event: 'purchase', event_category: 'flights', event_label: 'DEL-BOM flexi', value: 11_996 },
      { event: 'cancel', event_category: 'flights', event_label: 'travellers', value: 4_120 },
    ]);
  });
});

function Step({ step, stepKey }: { step: FunnelStep | null; stepKey: string | null }) {
  useFunnelStepOnce(step, stepKey);
  return null;
}

describe('useFunnelStepOnce', () => {
  const purchase: FunnelStep = { action: 'purchase', label: 'DEL-BOM saver', valuePaise: 500_000 };

  it('reports nothing until the step is known', () => {
    render(<Step step={null} stepKey="FL1" />);
    expect(events()).toEqual([]);
  });

  it('reports a step once however often the screen renders or its data comes again', () => {
    const { rerender } = render(<Step step={purchase} stepKey="FL1" />);
    rerender(<Step step={{ ...purchase }} stepKey="FL1" />);
    rerender(<Step step={{ ...purchase, valuePaise: 500_000 }} stepKey="FL1" />);
    expect(events().map((event) => event.event)).toEqual(['purchase']);
  });

  it('reports it again for another booking', () => {
    const { rerender } = render(<Step step={purchase} stepKey="FL1" />);
    rerender(<Step step={purchase} stepKey="FL2" />);
    rerender(<Step step={purchase} stepKey="FL1" />);
    expect(events().map((event) => event.event)).toEqual(['purchase', 'purchase']);
  });
});
