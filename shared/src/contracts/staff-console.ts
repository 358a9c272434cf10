// The staff console's calls (/travel/ops/*): what the api answers and the console shows. The
// api builds these views; the console (ops/) only reads them.
import type { CouponSeriesSummary } from './schemas/coupons';

/** What a staff member may do: support (customers, inbox), finance (refunds), catalogue (coupon
 * series), release (what is live), admin (staff, the draw, the ledger). Several per person. */
export const STAFF_ROLES = ['support', 'finance', 'catalogue', 'release', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every staff call and the roles that may make it (anyone signed in: 'any'). The api enforces
 * it; the console shows a page to those who may read what it shows.
 */
export const STAFF_ENDPOINTS = {
  me: { method: 'GET', url: '/travel/ops/staff/me', roles: 'any' },
  listStaff: { method: 'GET', url: '/travel/ops/staff', roles: ['admin'] },
  addStaff: { method: 'POST', url: '/travel/ops/staff', roles: ['admin'] },
  disableStaff: { method: 'POST', url: '/travel/ops/staff/disable', roles: ['admin'] },
  resetStaff: { method: 'POST', url: '/travel/ops/staff/reset', roles: ['admin'] },
  createToken: { method: 'POST', url: '/travel/ops/staff/tokens', roles: 'any' },
  revokeToken: { method: 'POST', url: '/travel/ops/staff/tokens/revoke', roles: 'any' },
  audit: { method: 'GET', url: '/travel/ops/audit', roles: ['admin'] },
  listSeries: { method: 'GET', url: '/travel/ops/coupons/series', roles: ['catalogue', 'admin'] },
  addSeries: { method: 'POST', url: '/travel/ops/coupons/series', roles: ['catalogue'] },
  endSeries: { method: 'POST', url: '/travel/ops/coupons/series/end', roles: ['catalogue'] },
  find: { method: 'GET', url: '/travel/ops/find', roles: ['support', 'finance'] },
  customer: { method: 'GET', url: '/travel/ops/customers/:uid', roles: ['support', 'finance'] },
  refundQueue: { method: 'GET', url: '/travel/ops/refunds', roles: ['finance'] },
  approveRefund: { method: 'POST', url: '/travel/ops/refunds/approve', roles: ['finance'] },
  rejectRefund: { method: 'POST', url: '/travel/ops/refunds/reject', roles: ['finance'] },
  resendRefund: { method: 'POST', url: '/travel/ops/refunds/resend', roles: ['finance'] },
  reconciliation: {
    method: 'GET',
    url: '/travel/ops/payments/reconciliation',
    roles: ['finance'],
  },
  reconcile: { method: 'POST', url: '/travel/ops/payments/reconcile', roles: ['finance'] },
  inbox: { method: 'GET', url: '/travel/ops/inbox', roles: ['support'] },
  reply: { method: 'POST', url: '/travel/ops/inbox/reply', roles: ['support'] },
  messageStatus: { method: 'POST', url: '/travel/ops/inbox/status', roles: ['support'] },
  assignMessage: { method: 'POST', url: '/travel/ops/inbox/assign', roles: ['support'] },
  draws: { method: 'GET', url: '/travel/ops/draws', roles: ['admin'] },
  openDraw: { method: 'POST', url: '/travel/ops/draws/open', roles: ['admin'] },
  holdDraw: { method: 'POST', url: '/travel/ops/draws/hold', roles: ['admin'] },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST'; url: string; roles: 'any' | readonly StaffRole[] }
>;

/** What a support agent sees of a visitor: never the password digest or a session token. */
export interface CustomerSummary {
  uid: string;
  nickname: string;
  email: string;
  mobileNo: string;
  createdAt: string;
}

export interface FoundRecord {
  kind:
    'booking' | 'coupon order' | 'coupon' | 'coupon refund' | 'flight refund' | 'contact message';
  id: string;
  /** The visitor it belongs to; null for a contact message from someone without an account. */
  customerUid: string | null;
  summary: string;
}

export interface FindResult {
  query: string;
  /** What the query was read as, so the agent knows what was searched. */
  readAs: string;
  customers: CustomerSummary[];
  records: FoundRecord[];
}

export interface CustomerPage {
  customer: CustomerSummary;
  couponOrders: {
    orderId: string;
    productCode: string;
    amountPaise: number;
    status: string;
    createdAt: string;
    couponCode: string | null;
    couponStatus: string | null;
    couponExpirationDate: string;
    attention: string | null;
  }[];
  bookings: {
    orderId: string;
    pnr: string | null;
    route: string;
    departureDate: string;
    amountPaise: number;
    status: string;
    createdAt: string;
    attention: string | null;
  }[];
  refunds: {
    kind: 'coupon' | 'flight';
    refundId: string;
    orderId: string;
    amountPaise: number;
    status: string;
    reason: string | null;
    createdAt: string;
  }[];
  contactMessages: {
    reference: string;
    topic: string;
    status: string;
    createdAt: string;
    message: string;
  }[];
  /** The e-mails and SMS sent (or still to be sent) to this customer, newest first. Sign-in codes
   * are never among them. */
  messagesSent: SentMessage[];
}

export const INBOX_STATUSES = ['new', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export interface InboxReply {
  by: string;
  body: string;
  at: string;
  /** The e-mail to the customer: queued (waiting for the worker or its next try), sent, or failed
   * after every retry. */
  delivery: 'queued' | 'sent' | 'failed' | 'not sent';
}

export interface InboxMessage {
  reference: string;
  name: string;
  email: string;
  mobile: string | null;
  topic: string;
  message: string;
  status: InboxStatus;
  assignedTo: string | null;
  receivedAt: string;
  /** The grievance policy's dates for this message, and whether they have passed unmet. */
  acknowledgeBy: string;
  resolveBy: string;
  overdue: 'acknowledgement' | 'resolution' | null;
  replies: InboxReply[];
}

export interface QueuedRefund {
  kind: 'coupon' | 'flight';
  refundId: string;
  orderId: string;
  customerEmail: string;
  amountPaise: number;
  status: string;
  /** What the visitor wrote (coupon), or why the gateway failed it. */
  reason: string | null;
  requestedAt: string;
  /** Business days (Monday to Friday, India dates) since it was asked for. */
  ageBusinessDays: number;
  /** Past the policy's review days, still waiting for a person or the gateway. */
  overdue: boolean;
  /** A coupon refund waiting for review: finance may approve or reject it. */
  canDecide: boolean;
  /** Failed at the gateway (not turned down by staff), and nothing stands in the way of
   * sending it again by the original route (POST /travel/ops/refunds/resend). */
  canResend: boolean;
}

/** One reconciliation run, kept with the latest ones: what it found and did. */
export interface ReconciliationRun {
  startedAt: string;
  finishedAt: string;
  /** schedule: the api's own timer (RECONCILE_INTERVAL_SECONDS); staff:<name>: asked for by a
   * finance member, from the console or the CLI. */
  trigger: string;
  /** False when another replica was reconciling at that moment: this run did nothing. */
  ran: boolean;
  /** Orders whose payment it asked the gateway about, and payments it applied. */
  ordersAsked: number;
  paymentsApplied: number;
  /** Orders closed because their payment window had ended. */
  ordersClosed: number;
  /** Refunds it sent that had not reached the gateway, and quiet ones the gateway settled. */
  refundsSent: number;
  refundsSettled: number;
  /** Payments we did not honour, sent back to the payer. */
  returnsSent: number;
  /** Gateway calls that failed; the next run asks again. */
  gatewayErrors: number;
  /** Why the run stopped, when it failed. */
  error: string | null;
}

/** Something reconciliation has not put right (yet), for a person to look at. */
export interface ReconciliationItem {
  kind: 'coupon' | 'flight';
  /** The order (a payment past its window) or the refund. */
  id: string;
  orderId: string;
  amountPaise: number;
  /** When the payment window ended, the refund went to the gateway, or the gateway failed it. */
  since: string;
  /** What is wrong, in words. */
  note: string;
}

export interface ReconciliationItems {
  /** How many there are; `items` holds the oldest 50. */
  total: number;
  items: ReconciliationItem[];
}

/** GET /travel/ops/payments/reconciliation: when it ran, what it did, and what is open now. */
export interface ReconciliationStatus {
  /** Whether this api runs it by itself, and how often. */
  schedule: { enabled: boolean; everySeconds: number | null };
  /** The latest run (periodic or asked for), or null before the first. */
  lastRun: ReconciliationRun | null;
  /** The latest runs, newest first (at most 10). */
  recentRuns: ReconciliationRun[];
  open: {
    /** Orders still waiting for a payment whose window has ended (the next run closes them). */
    paymentsPastWindow: ReconciliationItems;
    /** Refunds with the gateway for longer than the policy's credit days (7 business days). */
    refundsProcessingLong: ReconciliationItems;
    /** Refunds the gateway failed, not sent again yet. */
    refundsFailedAtGateway: ReconciliationItems;
  };
}

export interface AttentionOrder {
  kind: 'coupon' | 'flight';
  orderId: string;
  customerEmail: string;
  status: number;
  attention: string;
  updatedAt: string;
}

export interface SeriesTier {
  code: string;
  totalAmountPaise: number;
  backAmountPaise: number;
}

export interface StaffSeriesView extends CouponSeriesSummary {
  status: 'on sale' | 'upcoming' | 'ended' | 'withdrawn';
  endedEarlyAt: string | null;
  createdAt: string;
  createdBy: string;
  tiers: SeriesTier[];
}

/** One customer message and how its delivery went. */
export interface SentMessage {
  /** What it says: bookingConfirmed, couponPurchased, contactReceived… */
  kind: string;
  channel: 'email' | 'sms';
  to: string;
  /** An e-mail's subject; an SMS's whole text. */
  subject: string;
  /** queued: waiting for the worker or its next try; failed: given up after every retry. */
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  /** Why the last try failed, as the mail server said it. */
  lastError: string | null;
  /** The order, booking or contact message it is about. */
  about: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One remote release's loads reported by visitors' browsers over the status window. */
export interface ReleaseLoads {
  version: string;
  loads: number;
  failures: number;
  /** failures / loads, 0 without loads. */
  failureRate: number;
  /** Mean time of the successful loads, null without any. */
  averageOkMs: number | null;
}

/** GET /travel/ops/releases/status: what is live for each remote, and how it loads. */
export interface ReleaseStatusAnswer {
  minutes: number;
  remotes: {
    name: string;
    live: ReleaseLoads | null;
    canary:
      | (ReleaseLoads & {
          percent: number;
          startedAt: string;
          /** Made live by the canary check after these minutes of good health; null: by hand. */
          autoPromoteMinutes: number | null;
        })
      | null;
    lastKnownGood: string | null;
  }[];
}

/** One time step of a release's figures from its visitors; null where none were reported. */
export interface ReleaseVitalsPoint {
  /** The step's first minute. */
  at: string;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  /** Errors and rejections per remote load; null without loads. */
  errorRate: number | null;
  /** Page views (LCP samples) in the step. */
  views: number;
}

/**
 * GET /travel/ops/releases/vitals?remote=&hours=: a remote's live, canary and last known good
 * releases, each with its p75 vitals and error rate per step, and its most frequent errors.
 */
export interface ReleaseVitalsAnswer {
  remote: string;
  since: string;
  until: string;
  stepMinutes: number;
  releases: {
    role: 'live' | 'canary' | 'lastKnownGood';
    version: string;
    points: ReleaseVitalsPoint[];
    topErrors: { kind: string; message: string; route: string; count: number }[];
  }[];
}

/** GET /travel/ops/releases/history: the release ledger, oldest first. */
export interface ReleaseHistoryAnswer {
  entries: {
    id: number;
    name: string;
    action: string;
    operator: string;
    reason: string;
    from: string | null;
    to: string | null;
    canaryPercent: number | null;
    forced: boolean;
    at: string;
  }[];
}

/** GET /travel/ops/releases: every published release, oldest first. */
export interface ReleaseListAnswer {
  releases: {
    name: string;
    version: string;
    publishedAt: string;
    live: boolean;
    /** The canary share, when this version is the running canary. */
    canaryPercent: number | null;
  }[];
}

/** One browser's release preview: that version of that remote instead of the live one. */
export interface ReleasePreview {
  remote: string;
  version: string;
  expiresAt: string;
}

/**
 * POST /travel/ops/releases/preview {remote, version, minutes?}: the preview, now set in this
 * browser; `url` opens it in another browser, `end` (a path of the site) ends it.
 */
export interface ReleasePreviewAnswer extends ReleasePreview {
  url: string;
  end: string;
}

/** GET /travel/ops/releases/preview: this browser's preview, if any, and how to end it. */
export interface BrowserPreviewAnswer {
  preview: ReleasePreview | null;
  end: string;
}

/** POST /travel/ops/releases/{rollback,promote,abort}: what changed. */
export interface ReleaseChangeAnswer {
  name: string;
  from: string | null;
  to: string | null;
}
