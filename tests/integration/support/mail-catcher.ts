import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Waits for the next mail to this address (one not returned before). */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  /** Fails the next deliveries, as a broken mail server would. */
  failDeliveries(fail: boolean): void;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  let failing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            mails.push({ to: email.to?.[0]?.address ?? '', subject: email.subject ?? '', text: email.text ?? '', html: email.html ?? '' });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((candidate) => candidate.to === to && !taken.has(candidate));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    failDeliveries(fail) {
      failing = fail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
