import { KbRefused } from '../issues/refused';

/** One thing wrong with a set-up: where (a path into the scenario's forces), a stable code, a plain message, the rule. */
export interface SetupIssue {
  path: string;
  code: 'wrong-map' | 'unknown-unit' | 'not-a-scenario-counter' | 'hex-not-on-map' | 'hex-out-of-play' | 'both-sides-in-hex' | 'over-stacked' | 'pontoon-not-a-hexside';
  message: string;
  rule?: string;
}

/** A scenario's forces that cannot be set up on the map given: every issue found, none of it applied. */
export class KbSetupError extends KbRefused<SetupIssue> {
  constructor(issues: readonly SetupIssue[]) {
    super('the set-up cannot be placed', issues);
    this.name = 'KbSetupError';
  }
}
