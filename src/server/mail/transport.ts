import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { ensureDir } from '../storage/ensure-dir';

/** A file sent with a message. Text only, so a queued message stays JSON (decision 057). */
export interface MailAttachment {
  filename: string;
  /** The text itself, or a binary file's bytes in base64 (`encoding`). */
  content: string;
  /** The whole header value, parameters included: `text/calendar; method=PUBLISH; charset=UTF-8`. */
  contentType: string;
  /** A binary file (an invoice's PDF, decision 065) travels as base64 text. */
  encoding?: 'base64';
}

/** One message as the queue carries it: plain text and HTML, both always. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Where the mail goes, for the log at start (never credentials). */
  readonly description: string;
  send(message: MailMessage & { from: string }): Promise<void>;
  close(): void;
}

/**
 * The message with only our three fields of each attachment: nodemailer also reads `path`, `href`
 * and `raw`, which a job row must not be able to smuggle in.
 */
function forNodemailer(message: MailMessage & { from: string }) {
  const { attachments, ...rest } = message;
  if (!attachments) return rest;
  return {
    ...rest,
    attachments: attachments.map(({ filename, content, contentType, encoding }) => ({
      filename,
      content,
      contentType,
      ...(encoding === 'base64' ? { encoding: 'base64' } : {}),
    })),
  };
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise (a local trial) one `.eml` file per message
 * in DATA_DIR/outbox, written by nodemailer's own MIME builder, so a newcomer can open them.
 */
export function createMailTransport(opts: { smtpUrl?: string; dataDir: string }): MailTransport {
  // A message comes from a job row: nodemailer must never read a file or fetch a URL that one names.
  const sandbox = { disableFileAccess: true, disableUrlAccess: true };
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    const secure = url.protocol === 'smtps:';
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...sandbox,
    });
    return {
      description: `SMTP ${url.protocol}//${url.hostname}:${url.port || (secure ? 465 : 587)}`,
      async send(message) {
        await transport.sendMail(forNodemailer(message));
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    ...sandbox,
  });
  return {
    description: `files in ${outbox}`,
    async send(message) {
      const info = (await builder.sendMail(forNodemailer(message))) as unknown as { message: Buffer };
      await ensureDir(outbox);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // Written under another name, then renamed: a reader never finds half a message.
      const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      // A full or read-only disk fails the send, so the queue keeps the job and retries it later;
      // the part already written is removed, never left to be taken for a message.
      try {
        await writeFile(`${file}.part`, info.message);
        await rename(`${file}.part`, file);
      } catch (err) {
        await rm(`${file}.part`, { force: true }).catch(() => {});
        throw err;
      }
    },
    close: () => builder.close(),
  };
}
