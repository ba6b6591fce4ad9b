import { escapeHtml } from '../../../shared/escape-html';
/** A plain mail to the shop's own people (alerts, digests): HTML with its plain-text twin, no pictures. */
export interface OwnerMail {
  subject: string;
  text: string;
  html: string;
}


/** A section of an owner mail: a heading and its lines (each a row of the table in HTML). */
export interface OwnerMailSection {
  heading: string;
  lines: string[];
  /** Said when the section has no lines. */
  empty?: string;
}

/** Builds an owner mail from a greeting line, sections and a link to the staff screen. */
export function ownerMail(subject: string, intro: string, sections: OwnerMailSection[], link: { href: string; label: string }): OwnerMail {
  const text = [
    intro,
    ...sections.flatMap((section) => ['', section.heading, ...(section.lines.length ? section.lines.map((line) => `- ${line}`) : [section.empty ?? 'None.'])]),
    '',
    `${link.label}: ${link.href}`,
    '',
    'Bhopal Threads staff alert',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#111;background:#f7f5f0;padding:24px">
<div style="max-width:600px;margin:auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (section) =>
      `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(section.heading)}</h2>\n${
        section.lines.length ? `<ul>${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : `<p>${escapeHtml(section.empty ?? 'None.')}</p>`
      }`,
  )
  .join('\n')}
<p><a href="${escapeHtml(link.href)}" style="color:#b4361c;font-weight:bold">${escapeHtml(link.label)}</a></p>
<p style="color:#555;font-size:13px">Bhopal Threads staff alert</p>
</div>
</body>
</html>`;
  return { subject, text, html };
}
