import type { CouponProduct } from '@travel/shared';
import { COUPON_CATALOGUE_ANSWER, XSRF_COOKIE, XSRF_HEADER } from '@travel/shared/contracts/plain';
import { type RefObject, useEffect, useState } from 'react';

const xsrfToken = (): string => {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return decodeURIComponent(cookie?.slice(XSRF_COOKIE.length + 1) ?? '');
};

/**
 * The catalogue call with fetch: the one public read of the home page, which would otherwise
 * load the API client (axios) for it. A refused XSRF token comes back with a fresh cookie, so it
 * is tried once more.
 */
async function readCatalogue(signal: AbortSignal, retry = true): Promise<CouponProduct[]> {
  const response = await fetch(COUPON_CATALOGUE_ANSWER.path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      [XSRF_HEADER]: xsrfToken(),
    },
    body: JSON.stringify(COUPON_CATALOGUE_ANSWER.body),
    signal,
  });
  const envelope = (await response.json()) as { code?: number; data?: unknown };
  if (envelope.code === 200 && Array.isArray(envelope.data)) {
    return envelope.data as CouponProduct[];
  }
  if (retry && response.status === 403) return readCatalogue(signal, false);
  throw new Error(`the catalogue answered ${response.status}`);
}

export type Catalogue =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; products: CouponProduct[] };

/**
 * The coupons on sale now, from the server's catalogue (the one the coupon page sells from), so
 * a new series shows here without a release of this remote. Read once, when the grid comes near
 * the screen (`near`), with fetch: the home page loads neither the API client nor TanStack Query
 * (docs/decisions/0008-server-state-with-tanstack-query.md), and the grid keeps its size
 * meanwhile, so nothing below it moves.
 */
export function useCouponCatalogue(near: RefObject<Element | null>): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: 'loading' });
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = near.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: '150px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    readCatalogue(controller.signal).then(
      (products) => setCatalogue({ state: 'ready', products: onSale(products) }),
      () => {
        if (!controller.signal.aborted) setCatalogue({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [wanted]);
  return catalogue;
}

/** The coupons that can be bought now (the catalogue also lists ended ones). */
export const onSale = (products: readonly CouponProduct[]): CouponProduct[] =>
  products.filter((product) => product.available);
