import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT, mailFolderOf, type CaughtMail } from './mail-paths';

/**
 * A real SMTP server on loopback for the whole run: the shop sends its OTP mail through
 * nodemailer to it (SMTP_URL in the config's webServer env), and each mail lands as JSON in
 * .tmp/e2e-mail-<port>/<recipient> for the specs to read. nodemailer connects only when it sends, so whether the
 * shop or this server starts first does not matter.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(E2E_MAIL_DIR, { recursive: true, force: true });
  await mkdir(E2E_MAIL_DIR, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then(async (email) => {
            const mail: CaughtMail = {
              to: (email.to?.[0]?.address ?? '').toLowerCase(),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              attachmentIds: email.attachments.map((part) => (part.contentId ?? '').replace(/^<|>$/g, '')),
              receivedAt: Date.now(),
            };
            // In the recipient's folder, written under a temporary name and renamed, so a reader
            // never sees half a file.
            const folder = mailFolderOf(mail.to);
            await mkdir(folder, { recursive: true });
            const name = `${mail.receivedAt}-${randomUUID()}.json`;
            const partial = path.join(folder, `.${name}`);
            await writeFile(partial, JSON.stringify(mail));
            await rename(partial, path.join(folder, name));
          })
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      });
    },
  });
  // A shop stopped mid-mail resets its socket: a client gone, not a reason to crash the run.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });

  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
