/** One thing wrong with a set-up: where (a path into the scenario's forces), a stable code, a plain message, the rule. */
export interface SetupIssue {
  path: string;
  code: 'wrong-map' | 'unknown-unit' | 'not-a-scenario-counter' | 'hex-not-on-map' | 'hex-out-of-play' | 'both-sides-in-hex' | 'over-stacked' | 'pontoon-not-a-hexside';
  message: string;
  rule?: string;
}

/** A scenario's forces that cannot be set up on the map given: every issue found, none of it applied. */
export class KbSetupError extends Error {
  readonly issues: readonly SetupIssue[];
  constructor(issues: readonly SetupIssue[]) {
    const shown = issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`);
    super(`the set-up cannot be placed (${issues.length} issue${issues.length === 1 ? '' : 's'}): ${shown.join('; ')}${issues.length > 5 ? '; …' : ''}`);
    this.name = 'KbSetupError';
    this.issues = issues;
  }
}
