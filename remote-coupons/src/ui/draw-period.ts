import { formatIst } from '@travel/shared/contracts/plain';

/** The last minute of a draw's period: its closesAt is midnight at the start of the next day. */
export function entriesCloseLabel(closesAt: string): string {
  return formatIst(new Date(Date.parse(closesAt) - 60_000).toISOString());
}
