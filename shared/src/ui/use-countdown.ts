import { useCallback, useEffect, useRef, useState } from 'react';

export type Countdown = {
  /** Whole seconds left; 0 when idle or finished. */
  secondsLeft: number;
  running: boolean;
  start: () => void;
};

/**
 * Counts down whole seconds from `seconds` after `start()`, e.g. the OTP resend wait. Each tick
 * is measured against the end time, so a throttled background tab does not slow it down.
 */
export function useCountdown(seconds: number): Countdown {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const endsAt = useRef(0);

  const start = useCallback(() => {
    endsAt.current = Date.now() + seconds * 1000;
    setSecondsLeft(seconds);
  }, [seconds]);

  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  return { secondsLeft, running, start };
}
