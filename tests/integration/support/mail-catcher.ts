import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Its attached parts (the order mails' inline pictures), by Content-ID. */
  attachments: { contentId: string; mimeType: string; bytes: number }[];
  /** When the server accepted it (Date.now()). */
  receivedAt: number;
}

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Waits for the next mail to this address (one not returned before). */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  /** Fails the next deliveries, as a broken mail server would. */
  failDeliveries(fail: boolean): void;
  /** Answers each message only after this long, as a slow or overloaded mail server would (0: at once). */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
}

/** `port`: listen there (a test that starts the mail server after the shop has tried it); a free port by default. */
export async function startMailCatcher(options: { port?: number } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  let failing = false;
  let answerDelayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => setTimeout(answer, answerDelayMs));
      function answer() {
        if (failing) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            const attachments = email.attachments.map((part) => ({
              contentId: (part.contentId ?? '').replace(/^<|>$/g, ''),
              mimeType: part.mimeType,
              bytes: typeof part.content === 'string' ? part.content.length : part.content.byteLength,
            }));
            mails.push({ to: email.to?.[0]?.address ?? '', subject: email.subject ?? '', text: email.text ?? '', html: email.html ?? '', attachments, receivedAt: Date.now() });
            callback();
          },
          (error: Error) => callback(error),
        );
      }
    },
  });
  // A shop killed mid-mail (the crash tests SIGKILL it) resets its socket: that is a client gone,
  // not a failure of the catcher, and an 'error' with no listener would crash the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    // A bound against a mail that never comes, not a speed check: an order-placed mail draws its
    // tax invoice PDF when it is sent, and the mails after it wait; a CI run at load 20 took over 5 s.
    async next(to, timeoutMs = 20_000) {
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
    delayAnswers(ms) {
      answerDelayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
