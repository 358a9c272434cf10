import type { StaffRole } from '@travel/shared/contracts';

/** The console's pages, in the order of its menu, and who sees each. */
export const CONSOLE_PAGES = [
  { path: 'find', label: 'Find', roles: ['support', 'finance'] },
  { path: 'refunds', label: 'Refunds', roles: ['finance'] },
  { path: 'inbox', label: 'Inbox', roles: ['support'] },
  { path: 'draw', label: 'Draw', roles: ['admin'] },
  { path: 'series', label: 'Coupon series', roles: ['catalogue', 'admin'] },
  { path: 'releases', label: 'Releases', roles: ['release'] },
  { path: 'staff', label: 'Staff', roles: ['admin'] },
  { path: 'ledger', label: 'Audit ledger', roles: ['admin'] },
] as const satisfies readonly { path: string; label: string; roles: readonly StaffRole[] }[];

export type ConsolePage = (typeof CONSOLE_PAGES)[number];
