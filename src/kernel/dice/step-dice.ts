import type { Dice, DieRecord } from '../engine/dice';
import { hexToFixedBytes } from '../canonical/hash';
import { assertLabel, assertSides, manyLabel } from './label';
import { hiddenCommitment, hiddenDraw, rollDieBytes } from './roll';

/**
 * The Dice port for one adjudication step (design.md "Dice v1"): public rolls keyed with
 * s_k, hidden draws keyed with gameSalt ‖ s_k, all bound to the step's context. Every die
 * is recorded in order. A label used twice in one step is a programming error in the
 * ruleset (it would give the same die twice) and throws, as does a non-ASCII label.
 */
export class StepDice implements Dice {
  private readonly seedHex: string;
  private readonly ctxHex: string;
  private readonly gameSaltHex: string | undefined;
  private readonly used = new Set<string>();
  private readonly records: DieRecord[] = [];
  /** Hidden values, by record index; only fullTranscript() shows them. */
  private readonly hiddenValues = new Map<number, number>();

  /** The seed and context as bytes, read once (every public die is keyed with them). */
  private readonly seed: Uint8Array;
  private readonly ctx: Uint8Array;

  constructor(args: { seedHex: string; ctxHex: string; gameSaltHex?: string }) {
    this.seed = hexToFixedBytes(args.seedHex, 32, 'seed');
    this.ctx = hexToFixedBytes(args.ctxHex, 32, 'dice context');
    if (args.gameSaltHex !== undefined) hexToFixedBytes(args.gameSaltHex, 32, 'game salt');
    this.seedHex = args.seedHex;
    this.ctxHex = args.ctxHex;
    this.gameSaltHex = args.gameSaltHex;
  }

  roll(label: string, sides: number): number {
    this.claim(label, sides);
    const value = rollDieBytes(this.seed, this.ctx, label, sides);
    this.records.push({ label, sides, value });
    return value;
  }

  /** `count` dice labelled `label#1` … `label#count`, each recorded on its own. */
  rollMany(label: string, sides: number, count: number): number[] {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`dice count must be a whole number >= 0, got ${count}`);
    assertLabel(label);
    const values: number[] = [];
    for (let i = 1; i <= count; i++) values.push(this.roll(manyLabel(label, i), sides));
    return values;
  }

  hidden(label: string, sides: number): number {
    if (this.gameSaltHex === undefined) {
      throw new Error(`hidden draw "${label}" needs the game salt, and this step has none`);
    }
    this.claim(label, sides);
    const value = hiddenDraw(this.gameSaltHex, this.seedHex, this.ctxHex, label, sides);
    this.hiddenValues.set(this.records.length, value);
    this.records.push({ label, sides, hidden: true, commitment: hiddenCommitment(this.gameSaltHex, label, value) });
    return value;
  }

  /** What the log publishes: public values, and only commitments for hidden draws. */
  transcript(): DieRecord[] {
    return this.records.map((r) => ({ ...r }));
  }

  /** Everything, hidden values included: for the referee's archive, opened when the game ends. */
  fullTranscript(): DieRecord[] {
    return this.records.map((r, i) => {
      const v = this.hiddenValues.get(i);
      return v === undefined ? { ...r } : { ...r, value: v };
    });
  }

  private claim(label: string, sides: number): void {
    assertLabel(label);
    assertSides(sides);
    if (this.used.has(label)) throw new Error(`dice label "${label}" used twice in one step`);
    this.used.add(label);
  }
}
