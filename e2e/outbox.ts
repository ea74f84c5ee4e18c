import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The mail the server under test wrote: without SMTP_URL every message is one `.eml` file in
 * DATA_DIR/outbox (the folder global-setup made). Journeys read their own recipient's mail.
 */
function outboxDir() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (global setup)');
  return path.join(dir, 'outbox');
}

function decode(raw: string) {
  // Quoted-printable soft breaks and escapes in the body (nodemailer writes text parts that way);
  // the headers stay as they are (a URL's `=12` there is not an escape).
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split);
  return (
    head +
    body
      .replace(/=\r?\n/g, '')
      // A run of escapes is the bytes of UTF-8 text ('=C3=B3' is 'ó'), decoded together.
      .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
  );
}

export function mailsTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir())
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const to = new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return files
    .map((f) => readFileSync(path.join(outboxDir(), f), 'utf8'))
    .filter((raw) => to.test(raw))
    .map(decode);
}

/**
 * A header's value as a person reads it: folded lines joined, and RFC 2047 encoded words
 * (`=?UTF-8?Q?Malec=C3=B3n?=`, `=?UTF-8?B?…?=`, which nodemailer writes for non-ASCII text) decoded.
 */
export function headerValue(mail: string, name: string): string {
  const head = mail.slice(0, Math.max(0, mail.search(/\r?\n\r?\n/)) || mail.length);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const raw = unfolded.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_h, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            );
      return bytes.toString('utf8');
    });
}

/** Waits for the newest mail to `address` whose subject matches, and returns it decoded. */
export async function waitForMail(address: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address)
          .filter((m) => subject.test(headerValue(m, 'Subject')))
          .pop();
        return Boolean(found);
      },
      { timeout: 45_000, message: `a mail to ${address} matching ${subject}` },
    )
    .toBe(true);
  return found as string;
}

/** The first link in a mail whose path starts with `prefix` (such as '/reset-password'). */
export function linkIn(mail: string, prefix: string): string {
  const match = mail.match(new RegExp(`https?://[^/\\s"<>]+${prefix}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${prefix} link in the mail`);
  return match[0].replace(/&amp;/g, '&');
}
