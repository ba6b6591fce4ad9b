import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailFolderOf, type CaughtMail } from './mail-paths';

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const folder = mailFolderOf(address);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as CaughtMail));
  return mails.sort((a, b) => b.receivedAt - a.receivedAt);
}

/**
 * Waits for the newest mail to `address` received at or after `since` (ms since the epoch;
 * pass the time just before the action that sends it, so an older code is never picked up).
 */
export async function waitForMail(address: string, since: number, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [newest] = (await mailsTo(address)).filter((mail) => mail.receivedAt >= since);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms (is the e2e SMTP catcher running?)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every mail to `address` received at or after `since`, newest first. */
export async function mailsSince(address: string, since: number): Promise<CaughtMail[]> {
  return (await mailsTo(address)).filter((mail) => mail.receivedAt >= since);
}

/** The 6-digit one-time code of the newest mail to `address` since `since`. */
export async function waitForOtp(address: string, since: number): Promise<string> {
  const mail = await waitForMail(address, since);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail to ${address}: ${mail.subject}`);
  return code;
}
