import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { stayOf } from '#src/shared/bookings/stay.ts';
import { type JobQueue, openJobQueue } from '../jobs/queue';
import { rowsOf } from '../lib/sql-rows';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { parseMail, type SmtpPeer, smtpPeer, until } from '../test/smtp-peer';
import { ICS_CONTENT_TYPE, stayEvent } from './ics';
import { ATTACHMENT_LIMITS, createMailer } from './mailer';
import { createMailTransport, type MailAttachment, type MailMessage } from './transport';

/**
 * Attachments through the whole path (decision 057): the mailer checks them, the queue keeps them
 * as JSON in a job row, the worker hands them to nodemailer, and a real SMTP peer, or the outbox
 * file, receives the calendar file byte for byte.
 */
const stay = stayOf('2027-03-06', '2027-03-12', 'America/Mazatlan');
const ics = stayEvent({
  uid: 'booking-K7Q2MX@semana.example',
  start: stay.checkInAt,
  end: stay.checkOutAt,
  timeZone: 'America/Mazatlan',
  summary: 'Villa del Arco, Los Cabos',
  location: 'Camino Viejo a San José km 0.5, Cabo San Lucas',
  description: 'Llegada: sábado 6 de marzo de 2027, 15:00 (hora de Los Cabos); salida: 13 de marzo, 11:00.',
});
const calendarFile: MailAttachment = {
  filename: 'estancia-K7Q2MX.ics',
  content: ics,
  contentType: ICS_CONTENT_TYPE,
};
const message = (attachments?: MailAttachment[]): MailMessage => ({
  to: 'lucia@example.test',
  subject: 'Tu reservación está confirmada',
  text: 'Tu estancia en Los Cabos está confirmada.',
  html: '<p>Tu estancia en Los Cabos está confirmada.</p>',
  attachments,
});

interface Sender {
  database: TestDatabase;
  jobs: JobQueue;
  mailer: ReturnType<typeof createMailer>;
  dataDir: string;
  warnings: object[];
  close(): Promise<void>;
}

/** The production mailer on a fresh database, sending through SMTP to `smtpUrl`, or to the outbox. */
async function sender(smtpUrl?: string): Promise<Sender> {
  const database = await createTestDatabase();
  const warnings: object[] = [];
  const log = { error: (obj: object) => warnings.push(obj), warn: (obj: object) => warnings.push(obj) };
  const jobs = openJobQueue(database.database, log, { pollingIntervalSeconds: 0.2 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'semana-attachments-'));
  const transport = createMailTransport({ smtpUrl, dataDir });
  const mailer = createMailer(jobs, transport, 'Semana <mail@semana.example>', log);
  await jobs.start();
  await mailer.startWorker();
  return {
    database,
    jobs,
    mailer,
    dataDir,
    warnings,
    async close() {
      await jobs.stop();
      transport.close();
      await database.drop();
    },
  };
}

const open: Sender[] = [];
const peers: SmtpPeer[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
  for (const p of peers.splice(0)) await p.close();
});

async function smtpSender() {
  const peer = smtpPeer();
  peers.push(peer);
  const port = await peer.listen();
  const s = await sender(`smtp://127.0.0.1:${port}`);
  open.push(s);
  return { peer, s };
}

describe('mail attachments', { timeout: 60_000 }, () => {
  it('delivers a calendar file to a real SMTP server with its name, type and content intact', async () => {
    const { peer, s } = await smtpSender();
    await s.mailer.queue(message([calendarFile]));
    await until(() => peer.received.length === 1);
    const mail = parseMail(peer.received[0]);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/mixed;/);
    // The text and HTML are still there, and the file is not mistaken for either.
    expect(mail.body).toContain('Tu estancia en Los Cabos está confirmada.');
    expect(mail.body).toContain('<p>Tu estancia en Los Cabos está confirmada.</p>');
    expect(mail.body).not.toContain('BEGIN:VCALENDAR');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file.filename).toBe('estancia-K7Q2MX.ics');
    // nodemailer adds the file's name as a parameter after ours.
    expect(file.contentType).toMatch(/^text\/calendar; method=PUBLISH; charset=UTF-8(?:;|$)/);
    expect(file.content.equals(Buffer.from(ics, 'utf8'))).toBe(true);
    expect(file.content.toString('utf8')).toContain('DTSTART:20270306T220000Z\r\n');
    expect(s.warnings).toEqual([]);
  });

  it('writes the calendar file into the outbox message without SMTP_URL', async () => {
    const s = await sender();
    open.push(s);
    await s.mailer.queue(message([calendarFile]));
    const outbox = path.join(s.dataDir, 'outbox');
    const files = () => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    await until(() => files().length === 1);
    const mail = parseMail(readFileSync(path.join(outbox, files()[0]), 'utf8'));
    expect(mail.attachments.map((a) => a.filename)).toEqual(['estancia-K7Q2MX.ics']);
    expect(mail.attachments[0].contentType).toMatch(/^text\/calendar; method=PUBLISH; charset=UTF-8(?:;|$)/);
    // The file keeps its CRLF line ends although the outbox writes the message with Unix ones.
    expect(mail.attachments[0].content.equals(Buffer.from(ics, 'utf8'))).toBe(true);
  });

  it('refuses, when queuing, attachments over the size, count, name or type rules, and queues nothing for them', async () => {
    const { peer, s } = await smtpSender();
    const text = (content: string): MailAttachment => ({
      filename: 'notes.txt',
      content,
      contentType: 'text/plain',
    });
    // Counted in UTF-8 bytes: 128 Ki "ñ" are 256 KiB, the most a mail may carry.
    const atLimit = 'ñ'.repeat(ATTACHMENT_LIMITS.totalBytes / 2);
    const refused: [string, MailAttachment[]][] = [
      ['one byte over the total', [text(atLimit), text('x')]],
      ['one file over the total', [text(`${atLimit}x`)]],
      ['too many files', Array.from({ length: ATTACHMENT_LIMITS.count + 1 }, () => text('x'))],
      ['a path in the name', [{ ...calendarFile, filename: '../../etc/estancia.ics' }]],
      ['a line break in the name', [{ ...calendarFile, filename: 'estancia.ics\r\nBcc: x@example.test' }]],
      ['an empty name', [{ ...calendarFile, filename: '' }]],
      ['a header after the type', [{ ...calendarFile, contentType: 'text/calendar\r\nBcc: x@example.test' }]],
      ['no subtype', [{ ...calendarFile, contentType: 'text' }]],
    ];
    for (const [why, attachments] of refused) {
      await expect(s.mailer.queue(message(attachments)), why).rejects.toThrow(RangeError);
    }
    const queued = async () =>
      rowsOf<{ n: number }>(
        await s.database.database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'mail-send'`,
        ),
      )[0].n;
    expect(await queued()).toBe(0);

    await s.mailer.queue(message([text(atLimit)]));
    expect(await queued()).toBe(1);
    await until(() => peer.received.length === 1);
    expect(parseMail(peer.received[0]).attachments[0].content.toString('utf8')).toBe(atLimit);
  });

  it('sends no file and fetches no address that a job row names instead of content', async () => {
    const { peer, s } = await smtpSender();
    // Queued past the mailer's check, as a tampered row would be: nodemailer would read `path` and `href`.
    const forged = {
      filename: 'hosts.txt',
      contentType: 'text/plain',
      path: '/etc/hosts',
      href: 'http://127.0.0.1:9/',
    };
    await s.jobs.send('mail-send', { ...message(), attachments: [forged] });
    await until(() => peer.received.length === 1);
    const [file] = parseMail(peer.received[0]).attachments;
    expect(file.filename).toBe('hosts.txt');
    expect(file.content.length).toBe(0);
  });
});
