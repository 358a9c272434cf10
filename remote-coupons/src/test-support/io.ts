import { act } from '@testing-library/react';

const turn = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));

/** Lets real I/O (the local server, the HTTP client) run until `done` holds. */
export async function until(done: () => boolean): Promise<void> {
  for (let count = 0; count < 500; count += 1) {
    if (done()) return;
    await turn();
  }
  throw new Error('the expected state never came');
}

/**
 * Lets the event loop turn as often as a call needs to reach the local server (two turns here;
 * fifty leave room), so a call that should not happen would have been counted by then.
 */
export async function letIoRun(): Promise<void> {
  for (let count = 0; count < 50; count += 1) await turn();
}
