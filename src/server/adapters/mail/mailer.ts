/** A message the shop sends: always both a plain-text and an HTML body. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail. SMTP in production; a local outbox when no SMTP server is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export const SHOP_SENDER = '"Bhopal Threads" <no-reply@bhopalthreads.in>';
