import { Button, StatePanel } from '@travel/shared';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { RouteMapProps } from './route-map';
import { useT } from '@travel/shared/i18n';

// A chunk of its own (d3-geo and the outlines), fetched the first time a map comes into view.
const RouteMap = lazy(() => import(/* webpackChunkName: "route-map" */ './route-map'));

const Frame = styled.div`
  aspect-ratio: 600 / 660;
  width: 100%;
`;

/** The route map, loaded when its place comes near the screen. */
export function LazyRouteMap(props: RouteMapProps) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || shown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <Frame ref={frame}>
      {shown && (
        <Suspense fallback={<StatePanel kind="loading" label={t('flights.map.loading')} />}>
          <RouteMap {...props} />
        </Suspense>
      )}
    </Frame>
  );
}

/** On phones the map waits behind a button, so the results come first. */
export function RouteMapToggle(props: RouteMapProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('flights.map.hide') : t('flights.map.show')}
      </Button>
      {open && (
        <div style={{ marginTop: 8 }}>
          <LazyRouteMap {...props} />
        </div>
      )}
    </div>
  );
}
