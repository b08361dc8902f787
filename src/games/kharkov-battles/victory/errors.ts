/** A victory question asked at the wrong point or with input that does not fit the game: nothing is counted. */
export class KbVictoryError extends Error {
  constructor(
    readonly path: string,
    readonly code: 'not-end-of-turn' | 'turn-already-checked' | 'turn-skipped' | 'not-last-turn' | 'scenario-mismatch',
    message: string,
    readonly rule: string,
  ) {
    super(`${path}: ${message} (${rule})`);
    this.name = 'KbVictoryError';
  }
}
