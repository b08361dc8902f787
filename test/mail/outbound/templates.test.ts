import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholders, renderMail } from '#mail/outbound/template-text';
import { loadTemplates } from '#mail/outbound/load-templates';
import { TEMPLATE_FIELDS, TEMPLATE_NAMES, templateProblems } from '#mail/outbound/templates';

describe('mail templates', () => {
  it('fills {{placeholders}} and splits the Subject line from the body', () => {
    const mail = renderMail('Subject: [Umpire {{game}}]   step {{step}}\n\nLine {{step}}\n\n\n\n{{list}}\n\n', { game: 'g_X', step: '3', list: 'a\nb' });
    expect(mail).toEqual({ subject: '[Umpire g_X] step 3', body: 'Line 3\n\na\nb\n' });
  });

  it('refuses a placeholder without a value rather than sending it', () => {
    expect(() => fillTemplate('Hello {{name}}', {})).toThrow('no value for {{name}}');
  });

  it('leaves text that only looks like a placeholder alone', () => {
    expect(fillTemplate('{{ not one }} {{x}} {x}', { x: '1' })).toBe('{{ not one }} 1 {x}');
  });

  it('ships templates that use only the fields their composer fills', () => {
    const templates = loadTemplates();
    expect(templateProblems(templates)).toEqual([]);
    for (const name of TEMPLATE_NAMES) {
      for (const p of placeholders(templates[name])) expect(TEMPLATE_FIELDS[name]).toContain(p);
    }
  });

  it('names every problem of an edited template set', () => {
    const t = loadTemplates();
    expect(templateProblems({ ...t, receipt: 'Hello {{sidee}}', 'game-start': t['game-start'].replace('{{token}}', 'TOKEN') })).toEqual([
      'receipt: the first line must read "Subject: …"',
      'receipt: unknown placeholder {{sidee}}',
      'game-start: must show {{token}}',
    ]);
    const { results: _r, ...missing } = t;
    expect(templateProblems(missing)).toEqual(['results: missing']);
  });
});
