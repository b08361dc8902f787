/**
 * Mail templates (templates/*.txt): a first line `Subject: …`, a blank line, then the body.
 * `{{name}}` is replaced by the value of `name`; nothing else is special. A placeholder
 * without a value is an error, so a typo in an edited template fails loudly, not in a mail.
 */
export interface MailText {
  subject: string;
  body: string;
}

const PLACEHOLDER = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g;

/** The placeholder names a template uses, in order of first use. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail template: no value for {{${name}}}`);
    return value;
  });
}

/** Splits a filled template into subject and body; the subject is one line, the body ends with one newline. */
export function splitMail(text: string): MailText {
  const normalized = text.replace(/\r\n/g, '\n');
  const match = /^Subject:[ \t]*(.*)\n\n?/.exec(normalized);
  if (!match) throw new Error('mail template: the first line must read "Subject: …"');
  const subject = match[1]!.replace(/\s+/g, ' ').trim();
  const body = `${normalized
    .slice(match[0].length)
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
  return { subject, body };
}

export function renderMail(template: string, values: Readonly<Record<string, string>>): MailText {
  return splitMail(fillTemplate(template, values));
}
