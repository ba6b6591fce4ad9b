import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * The markup guard, shared by the integration test (server-rendered HTML) and the
 * e2e test (the DOM after hydration): html-validate (a pinned devDependency) with its standard
 * and accessibility presets, and one rule of our own below. The W3C Nu checker and pa11y are
 * the outside tools it stands in for; they are run by hand (tests/README.md).
 *
 * Standards and accessibility, not style: React writes `<meta/>`, `autoComplete` and ids like
 * `_R_q_`, which are valid HTML and which html-validate's style presets would flag. `aria-label`
 * on a list names it (ARIA allows a name on any namable role), so it is allowed.
 */
const CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    'no-redundant-role': 'error',
    'heading-level': 'error',
    'valid-id': 'off',
  },
};
const validator = new HtmlValidate(CONFIG);

/**
 * Widget states that ARIA allows only on widget roles, found on an element without a role that
 * takes them (html-validate has no rule for it; the Nu checker reports it as an error): the
 * studio's upload `<label aria-disabled>` was one.
 */
const WIDGET_STATE_ON_PLAIN_ELEMENT = /<(label|div|span|p|li|ul|ol|section|article|img|h[1-6])\b(?![^>]*\brole=)[^>]*\baria-(disabled|checked|selected|pressed)=/gi;

/** Every problem in a page, one line each ('rule: message (where)'); none for a clean page. */
export async function markupProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  const found = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`),
  );
  for (const match of html.matchAll(WIDGET_STATE_ON_PLAIN_ELEMENT)) {
    found.push(`widget-state: aria-${match[2]} is not allowed on <${match[1]}> without a widget role (${match[0].slice(0, 120)})`);
  }
  return found;
}
