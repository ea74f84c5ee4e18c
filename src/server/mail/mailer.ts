import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { MailMessage, MailTransport } from './transport';

const MAIL_QUEUE = 'mail-send';

export interface Mailer {
  /**
   * Queues a message. With `tx` it is written in that transaction: it exists (and is sent) only if
   * the change that causes it commits. A request never waits for the mail server.
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
