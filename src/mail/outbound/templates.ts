import { placeholders } from './template-text';

/** The mail templates (templates/<name>.txt). */
export const TEMPLATE_NAMES = ['game-start', 'receipt', 'rejection', 'results', 'reminder', 'referee-notice', 'standings'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
export type MailTemplates = Readonly<Record<TemplateName, string>>;

/** Every placeholder each template may use (the composer always supplies these). */
export const TEMPLATE_FIELDS: Readonly<Record<TemplateName, readonly string[]>> = {
  'game-start': ['tag', 'game', 'title', 'scenario', 'side', 'sides', 'token', 'diceCommitment', 'gameSaltHash', 'opening', 'next', 'page'],
  receipt: ['tag', 'game', 'side', 'window', 'verdict', 'verdictLine', 'version', 'final', 'fileHash', 'logHead', 'receivedAt', 'source', 'status', 'orders', 'notes', 'page'],
  rejection: ['tag', 'game', 'reason', 'originalSubject', 'message', 'status', 'code', 'errors', 'help'],
  results: [
    'tag', 'game', 'title', 'scenario', 'headline', 'step', 'window', 'at', 'viewer', 'side', 'files', 'events', 'dice',
    'seed', 'previousName', 'previousSeed', 'ctx', 'stateHashBefore', 'stateHashAfter', 'logHead', 'nextShort', 'next', 'report', 'corrections', 'page',
  ],
  reminder: ['tag', 'game', 'title', 'scenario', 'side', 'window', 'description', 'deadline', 'left', 'draft', 'policy', 'page'],
  'referee-notice': ['tag', 'game', 'title', 'scenario', 'window', 'deadline', 'missing', 'what', 'detail', 'action'],
  standings: ['tournament', 'name', 'participant', 'round', 'results', 'table', 'points'],
};

/**
 * Checks a template set: every template present, starting with a Subject line, using only
 * placeholders its composer fills, and game-start carrying the token. Returns the problems.
 */
export function templateProblems(templates: Partial<Record<TemplateName, string>>): string[] {
  const problems: string[] = [];
  for (const name of TEMPLATE_NAMES) {
    const text = templates[name];
    if (text === undefined) {
      problems.push(`${name}: missing`);
      continue;
    }
    if (!/^Subject:/.test(text)) problems.push(`${name}: the first line must read "Subject: …"`);
    const known = new Set(TEMPLATE_FIELDS[name]);
    for (const p of placeholders(text)) if (!known.has(p)) problems.push(`${name}: unknown placeholder {{${p}}}`);
  }
  if (templates['game-start'] !== undefined && !placeholders(templates['game-start']).includes('token')) {
    problems.push('game-start: must show {{token}}');
  }
  return problems;
}
