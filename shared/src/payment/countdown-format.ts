/** Whole seconds from now until `isoUtc`, never below zero. */
export function secondsUntil(isoUtc: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(isoUtc) - now) / 1000));
}

/** 599 -> '09:59' */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
