/**
 * The dice port the rules see. Implementations live in kernel/dice (committed,
 * labelled HMAC rolls, design.md "Dice v1") and in tests (fixed dice).
 *
 * A label is ASCII, '/'-separated, stable and readable, e.g.
 * "T07/german-combat/1031/attack". Adding a roll never shifts another, so two
 * rolls must never share a label within one adjudication step.
 */
export interface Dice {
  /** One die of `sides` faces, 1..sides. */
  roll(label: string, sides: number): number;
  /** `count` dice; they are labelled `label#1`, `label#2`, … */
  rollMany(label: string, sides: number, count: number): number[];
  /**
   * A draw the other side must not learn (untried values, chits, hidden units).
   * The value is committed in the transcript as SHA256(gameSalt ‖ label ‖ value)
   * and opens when the game ends.
   */
  hidden(label: string, sides: number): number;
}

/** One entry of a step's dice transcript. */
export interface DieRecord {
  label: string;
  sides: number;
  /** The face, present for public rolls. */
  value?: number;
  /** For hidden draws: SHA256(gameSalt ‖ label ‖ value), hex. */
  commitment?: string;
  hidden?: boolean;
}
