// Customer messages a second, from the outbox table through the delivery worker to an SMTP
// server on loopback (smtp-server, as the tests use). Plain e-mails without attachments: what is
// measured is the outbox and the worker, not PDF rendering. One worker, then two at once (as two
// replicas run them), each message sent exactly once. PGlite; PostgreSQL too with DATABASE_URL.
//
//   pnpm --filter api bench:mail [BENCH_MESSAGES=1000]
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/database';
import { smtpMailSender } from '../src/messages/mail';
import { enqueueMessage } from '../src/messages/outbox';
import { type WorkerDeps, deliverDue } from '../src/messages/worker';
import { onEachEngine } from './support';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);

async function main(): Promise<void> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

  const rows = await onEachEngine(async (engine, db: Database) => {
    const figures: string[] = [];
    for (const workers of [1, 2]) {
      const at = new Date();
      for (let n = 0; n < MESSAGES; n += 1) {
        await enqueueMessage(
          db,
          {
            eventKey: `bench:${workers}:${n}`,
            kind: 'bookingConfirmed',
            channel: 'email',
            recipient: `traveller${n}@example.com`,
            subject: `Booking confirmed: PNR BENCH${n}`,
            text: 'Your flight is booked.\n'.repeat(20),
            html: `<p>${'Your flight is booked. '.repeat(20)}</p>`,
          },
          at,
        );
      }
      const before = received;
      const deps: WorkerDeps = {
        db,
        now: () => new Date(),
        mail: smtpMailSender(url, 'HegTravel <tickets@hegtravel.in>'),
        sms: { provider: 'outbox', send: () => Promise.reject(new Error('no SMS here')) },
        smsTemplate: () => undefined,
        attachments: {
          eTicket: () => Promise.reject(new Error('no attachments here')),
          taxDocument: () => Promise.reject(new Error('no attachments here')),
        },
        logger: pino({ level: 'silent' }),
      };
      const start = performance.now();
      const drain = async () => {
        while ((await deliverDue(deps, 20)).sent > 0);
      };
      await Promise.all(Array.from({ length: workers }, drain));
      const seconds = (performance.now() - start) / 1000;
      deps.mail.close();
      const sent = received - before;
      figures.push(
        `${workers} worker${workers > 1 ? 's' : ''}: ${sent} sent (of ${MESSAGES}) in ${seconds.toFixed(2)} s = ${(sent / seconds).toFixed(0)} messages/s`,
      );
    }
    return `${engine}: ${figures.join('; ')}`;
  });
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const row of rows) console.log(row);
}

await main();
