import { trackEvent } from '@travel/shared';
import { useEffect, useRef } from 'react';

/** The booking funnel as analytics sees it: one event per step, category "flights". */
export const FUNNEL_CATEGORY = 'flights';

export type FunnelStep =
  | { action: 'search'; label: string }
  | { action: 'select_itinerary'; label: string }
  | { action: 'begin_checkout'; label: string; valuePaise: number }
  | { action: 'apply_coupon'; label: string; valuePaise: number }
  | { action: 'purchase'; label: string; valuePaise: number }
  | { action: 'cancel'; label: string; valuePaise: number };

/** Reports one funnel step; amounts go out in whole rupees, as analytics reports sum them. */
export function trackFunnel(step: FunnelStep): void {
  trackEvent({
    action: step.action,
    category: FUNNEL_CATEGORY,
    label: step.label,
    ...('valuePaise' in step ? { value: Math.round(step.valuePaise / 100) } : {}),
  });
}

/**
 * Reports a step once per `key` (e.g. the order id) while the component lives, however often
 * it renders or its data is fetched again; null reports nothing yet.
 */
export function useFunnelStepOnce(step: FunnelStep | null, key: string | null): void {
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (step === null || key === null) return;
    const id = `${step.action}:${key}`;
    if (sent.current.has(id)) return;
    sent.current.add(id);
    trackFunnel(step);
  });
}
