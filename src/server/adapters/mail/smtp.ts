import nodemailer from 'nodemailer';
import { SHOP_SENDER, type Mailer } from './mailer';

/**
 * Mail through an SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * A send gives up within about a minute (nodemailer waits up to 10 minutes by default): a
 * shopper waiting for an OTP is told sooner, and the mail queue's lease on an order mail
 * (5 minutes, services/mail-queue/sender.ts) always outlasts a send.
 */
export function smtpMailer(smtpUrl: string, from = SHOP_SENDER): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments ?? [] });
    },
    async close() {
      transport.close();
    },
  };
}
