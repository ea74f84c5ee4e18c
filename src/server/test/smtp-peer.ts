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

/**
 * Parses one received message: its headers (unfolded, encoded words decoded) and the decoded text
 * of every part (quoted-printable or base64, UTF-8), enough to search for links, names and words.
 */
export function parseMail(raw: string) {
  const [head] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), decodeWords(line.slice(i + 1).trim()));
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const body = parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const partHead = part.slice(0, split);
      const content = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return qpBytes(content).toString('utf8');
      return content;
    })
    .join('\n');
  return { headers, body };
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
