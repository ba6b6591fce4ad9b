/** A message the shop sends: always both a plain-text and an HTML body. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Pictures the HTML shows as `cid:` images (mail clients block remote images; these travel inside the mail), and files such as the tax invoice PDF. */
  attachments?: Array<InlineImage | MailFile>;
}

/** A file attached to a mail for the reader to open (no `cid`: not shown inside the HTML). */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface InlineImage {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends mail. SMTP in production; a local outbox when no SMTP server is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export const SHOP_SENDER = '"Bhopal Threads" <no-reply@bhopalthreads.in>';
