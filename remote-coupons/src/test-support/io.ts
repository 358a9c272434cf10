import { act } from '@testing-library/react';

const turn = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));

/**
 * Lets real I/O (the local server, the HTTP client) run until `done` holds, for up to `ms` of
 * real time (the first call also loads the HTTP client).
 */
export async function until(done: () => boolean, ms = 5_000): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (done()) return;
    await turn();
  }
  if (!done()) throw new Error('the expected state never came');
}

/**
 * Lets the event loop turn as often as a call needs to reach the local server (two turns here;
 * fifty leave room), so a call that should not happen would have been counted by then.
 */
export async function letIoRun(): Promise<void> {
  for (let count = 0; count < 50; count += 1) await turn();
}
