import { issue } from '#kernel/engine/issues';
import { KbRefused } from '../issues/refused';

export type KbVictoryErrorCode = 'not-end-of-turn' | 'turn-already-checked' | 'turn-skipped' | 'not-last-turn' | 'scenario-mismatch';

/**
 * A victory question asked at the wrong point or with input that does not fit the game:
 * nothing is counted. One issue (kernel Issue: a path into the state, a stable code, a plain
 * message, the rule), also given as `path`, `code` and `rule`.
 */
export class KbVictoryError extends KbRefused {
  readonly path: string;
  readonly code: KbVictoryErrorCode;
  readonly rule: string;
  constructor(path: string, code: KbVictoryErrorCode, message: string, rule: string) {
    super('the victory question cannot be answered', [issue(path.split('.'), code, message, rule)]);
    this.name = 'KbVictoryError';
    this.path = path;
    this.code = code;
    this.rule = rule;
  }
}
