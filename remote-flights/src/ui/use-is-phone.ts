import { MOBILE_BREAKPOINT_PX } from '@travel/shared';
import { useEffect, useState } from 'react';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** True on a phone-sized window, where forms and filters open as a sheet. */
export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(QUERY).matches);
  useEffect(() => {
    const list = window.matchMedia(QUERY);
    const update = () => setPhone(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return phone;
}
