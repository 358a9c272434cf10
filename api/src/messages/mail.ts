import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments: MailAttachment[];
}

/** Where e-mail goes: an SMTP server, or the development outbox. */
export interface MailSender {
  readonly name: 'smtp' | 'outbox';
  /** Resolves once the mail is accepted; throws with the reason when it is not. */
  send: (mail: Mail, messageId: number, at: Date) => Promise<void>;
  close: () => void;
}

/** Through the SMTP server of SMTP_URL (smtp://user:pass@host:port, or smtps://). */
export function smtpMailSender(url: string, from: string): MailSender {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  // A few kept connections: a new one per mail (greeting, EHLO) costs more than the mail.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? {
          auth: {
            user: decodeURIComponent(parsed.username),
            pass: decodeURIComponent(parsed.password),
          },
        }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: mail.attachments,
        // Attachments are our own buffers: never a file path or a URL to fetch.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: kept in mail_outbox, readable at /travel/dev/mail-outbox. */
export function outboxMailSender(db: Queryable): MailSender {
  return {
    name: 'outbox',
    async send(mail, messageId, at) {
      await db.query(
        `insert into mail_outbox (message_id, to_address, subject, text_body, html_body,
           attachment_names, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          messageId,
          mail.to,
          mail.subject,
          mail.text,
          mail.html ?? null,
          mail.attachments.map((attachment) => attachment.filename),
          at,
        ],
      );
    },
    close: () => undefined,
  };
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachments: string[];
  createdAt: string;
}

/** The newest mails of the development outbox, for one address or all. */
export async function readMailOutbox(
  db: Queryable,
  query: { to?: string | undefined; limit: number },
): Promise<OutboxMail[]> {
  const rows = await db.query<{
    id: number;
    to_address: string;
    subject: string;
    text_body: string;
    attachment_names: string[];
    created_at: Date;
  }>(
    `select id, to_address, subject, text_body, attachment_names, created_at from mail_outbox
     where ($1::text is null or to_address = $1) order by id desc limit $2`,
    [query.to ?? null, query.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    attachments: row.attachment_names,
    createdAt: row.created_at.toISOString(),
  }));
}
