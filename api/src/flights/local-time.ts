/** '02 Dec 2026, 06:10' from '2026-12-02T06:10:00+05:30' (local time at the airport). */
export function localTime(iso: string): string {
  const [date, time] = [iso.slice(0, 10), iso.slice(11, 16)];
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
  return `${day}, ${time}`;
}
