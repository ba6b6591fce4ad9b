import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SHOP_SENDER, type Mailer } from './mailer';

/**
 * Without SMTP_URL, mail is kept as .eml files in DATA_DIR/outbox (open them with any mail
 * program) and logged, so that a fresh checkout can sign up offline.
 */
export function outboxMailer(folder: string, log: (message: string) => void, from = SHOP_SENDER): Mailer {
  // nodemailer's stream transport builds the exact MIME message an SMTP server would get.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments ?? [] });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`Mail to ${mail.to} "${mail.subject}" kept in ${file} (no SMTP_URL set).`);
    },
    async close() {},
  };
}
