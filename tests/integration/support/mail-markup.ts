import { HtmlValidate } from 'html-validate';

/**
 * Order mails' HTML checked by html-validate's parser with its document and accessibility rules.
 * Mail clients drop <style> blocks, so a mail's styles are inline by necessity: the style rule
 * against inline styles is the one rule left out.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: { 'no-inline-style': 'off' },
});

/** Every problem in a mail's HTML, one line each; none for a clean one. */
export async function mailMarkupProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`));
}
