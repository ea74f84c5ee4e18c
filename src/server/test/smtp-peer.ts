import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestAppBeside } from './app';

/** A real SMTP peer in the test process: it keeps what it receives. */
export function smtpPeer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  return {
    received,
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Every mail received for exactly this address, parsed. */
    mailsTo: (to: string) => received.map(parseMail).filter((m) => m.headers.get('to') === to),
  };
}

export type SmtpPeer = ReturnType<typeof smtpPeer>;

/**
 * The test app sending its mail to a new SMTP peer, its links on the public address mail gives
 * (`env` adds to both); `close` stops the app, then the peer.
 */
export async function createMailingApp(env: Record<string, string> = {}) {
  const peer = smtpPeer();
  const port = await peer.listen();
  const { t, close } = await createTestAppBeside(peer, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://semana.example',
    ...env,
  });
  return { t, peer, close };
}

const qpBytes = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  );

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header, as text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : qpBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );

/** A header block, unfolded, its encoded words decoded, the names in lower case. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), decodeWords(line.slice(i + 1).trim()));
  }
  return headers;
}

/** A part's content as bytes, its transfer encoding (quoted-printable or base64) undone. */
function contentOf(headers: Map<string, string>, content: string): Buffer {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return qpBytes(content);
  return Buffer.from(content, 'utf8');
}

interface MailPart {
  headers: Map<string, string>;
  content: Buffer;
}

/** The leaf parts of a MIME entity, depth first (a multipart/mixed holding a multipart/alternative). */
function leafParts(headers: Map<string, string>, content: string): MailPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [{ headers, content: contentOf(headers, content) }];
  return content
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const split = part.search(/\r?\n\r?\n/);
      return leafParts(headersOf(part.slice(0, split)), part.slice(split).trim());
    });
}

/**
 * Parses one received message: its headers (unfolded, encoded words decoded), the decoded text of
 * every part that is not an attachment (UTF-8), enough to search for links, names and words, and
 * each attachment's file name, content type and content (bytes exactly as sent).
 */
export function parseMail(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const parts = leafParts(headers, raw.slice(split).trim());
  const isAttachment = (part: MailPart) =>
    /^attachment\b/i.test(part.headers.get('content-disposition') ?? '');
  const body = parts
    .filter((part) => !isAttachment(part))
    .map((part) => part.content.toString('utf8'))
    .join('\n');
  const attachments = parts.filter(isAttachment).map((part) => ({
    filename: /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1],
    contentType: part.headers.get('content-type') ?? '',
    content: part.content,
  }));
  return { headers, body, attachments };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What a test reads of the peer's mail: every mail to an address (parsed), and the newest whose
 * subject matches, waited for. `peerOf` is read at each call, so it may be set in a beforeAll.
 */
export function mailbox(peerOf: () => SmtpPeer) {
  const mailsTo = (address: string) =>
    peerOf()
      .received.map(parseMail)
      .filter((m) => (m.headers.get('to') ?? '').toLowerCase().includes(address.toLowerCase()));
  const matching = (address: string, subject: RegExp) =>
    mailsTo(address).filter((m) => subject.test(m.headers.get('subject') ?? ''));
  return {
    mailsTo,
    async mailTo(address: string, subject: RegExp) {
      await until(() => matching(address, subject).length > 0);
      return matching(address, subject).pop() as ReturnType<typeof parseMail>;
    },
  };
}

/** The token of the site link to `page` in a mail (`https://semana.example/<page>?token=…`). */
export function linkToken(mail: { body: string }, page: string): string {
  const match = mail.body.match(new RegExp(`https://semana\\.example/${page}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[1];
}
