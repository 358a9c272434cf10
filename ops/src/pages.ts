import { STAFF_ENDPOINTS } from '@travel/shared/contracts/plain';

/**
 * The console's pages, in the order of its menu. A page is shown to whoever may make the call
 * that fills it, so the menu and the api's answers never disagree.
 */
export const CONSOLE_PAGES = [
  { path: 'find', label: 'Find', roles: STAFF_ENDPOINTS.find.roles },
  { path: 'refunds', label: 'Refunds', roles: STAFF_ENDPOINTS.refundQueue.roles },
  { path: 'inbox', label: 'Inbox', roles: STAFF_ENDPOINTS.inbox.roles },
  { path: 'draw', label: 'Draw', roles: STAFF_ENDPOINTS.draws.roles },
  { path: 'series', label: 'Coupon series', roles: STAFF_ENDPOINTS.listSeries.roles },
  { path: 'releases', label: 'Releases', roles: ['release'] },
  { path: 'staff', label: 'Staff', roles: STAFF_ENDPOINTS.listStaff.roles },
  { path: 'ledger', label: 'Audit ledger', roles: STAFF_ENDPOINTS.audit.roles },
] as const;

export type ConsolePage = (typeof CONSOLE_PAGES)[number];
