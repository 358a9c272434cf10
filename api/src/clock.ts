/**
 * The server's "now". Without a start it is the wall clock; with one (TRAVEL_CLOCK) it starts
 * at that moment and runs on at the wall clock's pace, so windows and timeouts still pass.
 */
export function serverClock(start: Date | undefined, wall: () => number = Date.now): () => Date {
  if (!start) return () => new Date(wall());
  const offset = start.getTime() - wall();
  return () => new Date(wall() + offset);
}
