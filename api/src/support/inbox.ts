import { type InboxMessage, type InboxReply, type InboxStatus } from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { OpsError } from '../http/ops-json';
import type { StaffActor } from '../staff/staff';
import { recordAudit } from '../staff/staff';
import { enqueueContactReply } from './contact-received';

/** The grievance policy's promises: acknowledged within 48 hours, resolved within one month. */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
export const GRIEVANCE_RESOLVE_MONTHS = 1;

interface MessageRow {
  id: number;
  reference: string;
  name: string;
  email: string;
  mobile: string | null;
  topic: string;
  message: string;
  status: InboxStatus;
  assigned_name: string | null;
  created_at: Date;
  first_reply_at: Date | null;
}

const MESSAGE_VIEW = `select m.id, m.reference, m.name, m.email, m.mobile, m.topic, m.message,
    m.status, s.name as assigned_name, m.created_at,
    (select min(r.created_at) from contact_reply r where r.message_pk = m.id) as first_reply_at
  from contact_message m left join staff_member s on s.id = m.assigned_to`;

function resolveBy(receivedAt: Date): Date {
  const at = new Date(receivedAt);
  at.setUTCMonth(at.getUTCMonth() + GRIEVANCE_RESOLVE_MONTHS);
  return at;
}

function viewOf(row: MessageRow, replies: InboxReply[], now: Date): InboxMessage {
  const acknowledgeBy = new Date(
    row.created_at.getTime() + GRIEVANCE_ACKNOWLEDGE_HOURS * 3_600_000,
  );
  const resolveAt = resolveBy(row.created_at);
  const acknowledged = row.first_reply_at !== null || row.status !== 'new';
  let overdue: InboxMessage['overdue'] = null;
  if (row.status !== 'closed' && now > resolveAt) overdue = 'resolution';
  else if (!acknowledged && now > acknowledgeBy) overdue = 'acknowledgement';
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    topic: row.topic,
    message: row.message,
    status: row.status,
    assignedTo: row.assigned_name,
    receivedAt: row.created_at.toISOString(),
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveAt.toISOString(),
    overdue,
    replies,
  };
}

async function repliesOf(db: Queryable, ids: number[]): Promise<Map<number, InboxReply[]>> {
  const rows = ids.length
    ? await db.query<{
        message_pk: number;
        staff_name: string;
        body: string;
        created_at: Date;
        delivery: InboxReply['delivery'];
      }>(
        // Its delivery is the e-mail's, from the customer messages outbox.
        `select r.message_pk, r.staff_name, r.body, r.created_at,
                case coalesce(m.status, r.delivery) when 'sending' then 'queued'
                  else coalesce(m.status, r.delivery) end as delivery
         from contact_reply r
         left join customer_message m
           on m.event_key = 'contact-reply:' || r.id and m.channel = 'email'
         where r.message_pk = any($1::bigint[]) order by r.id`,
        [ids],
      )
    : [];
  const byMessage = new Map<number, InboxReply[]>();
  for (const row of rows) {
    const list = byMessage.get(row.message_pk) ?? [];
    list.push({
      by: row.staff_name,
      body: row.body,
      at: row.created_at.toISOString(),
      delivery: row.delivery,
    });
    byMessage.set(row.message_pk, list);
  }
  return byMessage;
}

/**
 * The inbox: messages of one status (default: every open one, new and answered), oldest first,
 * so the one that has waited longest is on top. `grievance` orders by the policy's deadline.
 */
export async function listInbox(
  db: Queryable,
  now: Date,
  filter: { status?: InboxStatus | 'open'; limit?: number } = {},
): Promise<InboxMessage[]> {
  const status = filter.status ?? 'open';
  const rows = await db.query<MessageRow>(
    `${MESSAGE_VIEW} where ($1 = 'open' and m.status <> 'closed') or m.status = $1
     order by m.created_at, m.id limit $2`,
    [status, filter.limit ?? 200],
  );
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => viewOf(row, replies.get(row.id) ?? [], now));
}

async function lockedMessage(tx: Queryable, reference: string): Promise<MessageRow> {
  const [locked] = await tx.query<{ id: number }>(
    'select id from contact_message where reference = $1 for update',
    [reference.trim().toUpperCase()],
  );
  if (!locked)
    throw new OpsError(`No contact message has the reference ${reference}.`, 'not-found');
  const [row] = await tx.query<MessageRow>(`${MESSAGE_VIEW} where m.id = $1`, [locked.id]);
  if (!row) throw new Error('the locked message is missing');
  return row;
}

async function messageView(db: Queryable, id: number, now: Date): Promise<InboxMessage> {
  const [row] = await db.query<MessageRow>(`${MESSAGE_VIEW} where m.id = $1`, [id]);
  if (!row) throw new Error('the message just changed is missing');
  return viewOf(row, (await repliesOf(db, [id])).get(id) ?? [], now);
}

/** What a change of a message records in the audit ledger. */
interface MessageChange {
  action: string;
  reason?: string;
  details: Record<string, unknown>;
}

/**
 * One change of a message: locked, changed, recorded in the audit ledger with the staff member's
 * name, all in one transaction; then the message as it is now.
 */
async function changeMessage(
  db: Database,
  reference: string,
  by: StaffActor,
  now: Date,
  change: (tx: Queryable, row: MessageRow) => Promise<MessageChange>,
): Promise<InboxMessage> {
  const id = await db.transaction(async (tx) => {
    const row = await lockedMessage(tx, reference);
    const { action, reason, details } = await change(tx, row);
    await recordAudit(
      tx,
      by,
      {
        action,
        record: `contact:${row.reference}`,
        reason,
        details,
      },
      now,
    );
    return row.id;
  });
  return messageView(db, id, now);
}

/**
 * Stores a staff reply and marks the message answered. The reply is kept and shown; it is sent
 * to the customer by the customer messages outbox, and until then says 'not sent'.
 */
export async function replyToMessage(
  db: Database,
  reference: string,
  body: string,
  by: StaffActor,
  now: Date,
): Promise<InboxMessage> {
  const text = body.trim();
  if (text.length < 2 || text.length > 5000) {
    throw new OpsError('A reply must be 2 to 5000 characters.', 'invalid');
  }
  return changeMessage(db, reference, by, now, async (tx, row) => {
    if (row.status === 'closed') {
      throw new OpsError(`${row.reference} is closed; reopen it before replying.`, 'conflict');
    }
    const [reply] = await tx.query<{ id: number }>(
      `insert into contact_reply (message_pk, staff_id, staff_name, body, created_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [row.id, by.staffId, by.name, text, now],
    );
    if (!reply) throw new Error('the reply just stored is missing');
    await enqueueContactReply(tx, Number(reply.id), row, { body: text, by: by.name }, now);
    await tx.query(
      `update contact_message set status = 'answered', updated_at = $2,
         assigned_to = coalesce(assigned_to, $3) where id = $1`,
      [row.id, now, by.staffId],
    );
    return { action: 'inbox.reply', details: { length: text.length } };
  });
}

/** Closes or reopens a message, with a reason for the ledger. */
export async function setMessageStatus(
  db: Database,
  reference: string,
  status: InboxStatus,
  reason: string,
  by: StaffActor,
  now: Date,
): Promise<InboxMessage> {
  return changeMessage(db, reference, by, now, async (tx, row) => {
    if (row.status === status) {
      throw new OpsError(`${row.reference} is already ${status}.`, 'conflict');
    }
    await tx.query('update contact_message set status = $2, updated_at = $3 where id = $1', [
      row.id,
      status,
      now,
    ]);
    return { action: `inbox.${status}`, reason, details: { from: row.status } };
  });
}

/** Assigns a message to a staff member with the support role (by e-mail), or to nobody. */
export async function assignMessage(
  db: Database,
  reference: string,
  assignee: string | null,
  by: StaffActor,
  now: Date,
): Promise<InboxMessage> {
  return changeMessage(db, reference, by, now, async (tx, row) => {
    let staffId: number | null = null;
    if (assignee) {
      const [member] = await tx.query<{ id: number }>(
        `select id from staff_member where lower(email) = lower($1) and disabled_at is null
         and 'support' = any(roles)`,
        [assignee.trim()],
      );
      if (!member) {
        throw new OpsError(`${assignee} is not an active support staff member.`, 'not-found');
      }
      staffId = member.id;
    }
    await tx.query('update contact_message set assigned_to = $2, updated_at = $3 where id = $1', [
      row.id,
      staffId,
      now,
    ]);
    return { action: 'inbox.assign', details: { to: assignee } };
  });
}
