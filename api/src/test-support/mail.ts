import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { BOOKING_ATTACHMENTS } from '../flights/documents';
import { type MailSender, outboxMailSender } from '../messages/mail';
import type { WorkerDeps } from '../messages/worker';
import { type SmsSender, smsTemplates } from '../sms';
import { outboxSender } from '../sms/outbox';
import { tempDir } from './app';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every mail accepted, parsed, in the order received. */
  received: ParsedMail[];
  /** While set, every recipient is refused with this 550 reason. */
  refuse: string | null;
  close: () => Promise<void>;
}

/** A real SMTP server on loopback (smtp-server), as a test's mail provider; close it after. */
export async function testSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    refuse: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const error = Object.assign(new Error(state.refuse), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          state.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}

let pdftotextReady: Promise<void> | undefined;

/** Debian's poppler-utils, installed with apt-get when missing (as the replica tests do nginx). */
function ensurePdftotext(): Promise<void> {
  const run = promisify(execFile);
  pdftotextReady ??= run('pdftotext', ['-v']).then(
    () => undefined,
    async () => {
      await run('apt-get', ['update']);
      await run('apt-get', ['install', '-y', 'poppler-utils']);
    },
  );
  return pdftotextReady;
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  await ensurePdftotext();
  const file = path.join(await tempDir('pdf'), 'file.pdf');
  await writeFile(file, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
}

/**
 * The message worker as the api runs it, on this database: e-mail through `mail` (the dev mail
 * outbox unless given), SMS into the SMS outbox, e-tickets rendered.
 */
export function testWorker(
  db: Database,
  options: {
    now: () => Date;
    logger: FastifyBaseLogger;
    mail?: MailSender;
    sms?: SmsSender;
    smsTemplate?: WorkerDeps['smsTemplate'];
  },
): WorkerDeps {
  return {
    db,
    now: options.now,
    mail: options.mail ?? outboxMailSender(db),
    sms: options.sms ?? outboxSender(db, options.logger, options.now),
    smsTemplate: options.smsTemplate ?? smsTemplates({ provider: 'outbox' }),
    attachments: BOOKING_ATTACHMENTS,
    logger: options.logger,
  };
}
