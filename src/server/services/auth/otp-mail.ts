import type { Mail } from '../../adapters/mail/mailer';
import { OTP_VALID_MINUTES, type OtpPurpose } from './otp';
import { escapeHtml } from '../../../shared/escape-html';

const SHOP = 'Bhopal Threads';


/** The one-time-code mail: the shop's name, the code and how long it is valid, in text and HTML. */
export function otpMail(to: string, purpose: OtpPurpose, code: string): Mail {
  const action = purpose === 'signup' ? 'create your account' : 'reset your password';
  const subject = `${code} is your ${SHOP} OTP`;
  const text = [
    `Namaste,`,
    '',
    `Your ${SHOP} one-time password (OTP) to ${action} is: ${code}`,
    '',
    `It is valid for ${OTP_VALID_MINUTES} minutes and works once. Never share it with anyone; our team will never ask for it.`,
    `If you did not ask for this code, you can ignore this mail.`,
    '',
    `${SHOP}, Bhopal, Madhya Pradesh`,
  ].join('\n');
  const html = `<!doctype html><html lang="en-IN"><body style="font-family:Arial,sans-serif;color:#111;background:#f7f5f0;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 16px">${SHOP}</h1>
<p>Your one-time password (OTP) to ${escapeHtml(action)} is:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${escapeHtml(code)}</p>
<p>It is valid for ${OTP_VALID_MINUTES} minutes and works once. Never share it with anyone; our team will never ask for it.</p>
<p style="color:#555;font-size:13px">If you did not ask for this code, you can ignore this mail.</p>
<p style="color:#555;font-size:13px">${SHOP}, Bhopal, Madhya Pradesh</p>
</div></body></html>`;
  return { to, subject, text, html };
}
