import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { MailAttachment, MailMessage, MailTransport } from './transport';

const MAIL_QUEUE = 'mail-send';

/**
 * What a queued message may carry (decision 057). A job's data is a row of the job table, read on
 * every fetch: a calendar file is a few kilobytes, and anything near this is a mistake, refused
 * where it is made rather than retried for a day by the worker.
 */
export const ATTACHMENT_LIMITS = { count: 5, totalBytes: 256 * 1024, filenameLength: 100 };

// A name a mail program shows and saves: no folders, no quotes, no control characters.
const FILENAME = /^[^\\/"\p{Cc}]+$/u;
// A binary attachment's bytes as base64 text (decision 065).
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// `type/subtype` and simple `; name=value` parameters: nothing that could end the header line.
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(?:\s*;\s*[\w.+-]+=(?:[\w.+-]+|"[^"\p{Cc}]*"))*$/u;

/** Throws a RangeError naming what is wrong (never the content) when the attachments break a rule. */
function checkAttachments(attachments: MailAttachment[] | undefined): void {
  if (!attachments) return;
  if (attachments.length > ATTACHMENT_LIMITS.count) {
    throw new RangeError(
      `A mail carries at most ${ATTACHMENT_LIMITS.count} attachments, not ${attachments.length}`,
    );
  }
  let total = 0;
  for (const { filename, content, contentType, encoding } of attachments) {
    if (filename.length > ATTACHMENT_LIMITS.filenameLength || !FILENAME.test(filename)) {
      throw new RangeError('A mail attachment needs a plain file name');
    }
    if (!CONTENT_TYPE.test(contentType))
      throw new RangeError(`Not a content type: ${JSON.stringify(contentType)}`);
    if (typeof content !== 'string') throw new RangeError(`The attachment ${filename} is not text`);
    if (encoding !== undefined && (encoding !== 'base64' || !BASE64.test(content)))
      throw new RangeError(`The attachment ${filename} is not base64`);
    total += Buffer.byteLength(content, 'utf8');
  }
  if (total > ATTACHMENT_LIMITS.totalBytes) {
    throw new RangeError(`A mail's attachments hold ${total} bytes; at most ${ATTACHMENT_LIMITS.totalBytes}`);
  }
}

export interface Mailer {
  /**
   * Queues a message. With `tx` it is written in that transaction: it exists (and is sent) only if
   * the change that causes it commits. A request never waits for the mail server. Attachments
   * that break `ATTACHMENT_LIMITS` throw here, before anything is written.
   */
  queue(message: MailMessage, tx?: Db): Promise<void>;
  /** Starts sending queued mail in this process (each message goes out once across processes). */
  startWorker(): Promise<void>;
}

/**
 * Mail through the durable queue (decision 019): the request enqueues, a worker sends with retries
 * and backoff (about a day of attempts), so a mail server that is down loses nothing. Failures are
 * logged with the job id and the error only, never the message or its addresses.
 */
export function createMailer(
  queue: JobQueue,
  transport: MailTransport,
  from: string,
  log: { warn(obj: object, msg: string): void },
): Mailer {
  return {
    async queue(message, tx) {
      checkAttachments(message.attachments);
      await queue.send(MAIL_QUEUE, message, { tx });
    },
    async startWorker() {
      await queue.work<MailMessage>(MAIL_QUEUE, async (message, jobId) => {
        try {
          await transport.send({ ...message, from });
        } catch (err) {
          // The log's error serializer keeps the class, code and frames, and masks the addresses a
          // refusing server names in its message; the recipients and the server's reply stay out.
          log.warn({ jobId, err }, 'mail not sent yet; it will be retried');
          throw err;
        }
      });
    },
  };
}
