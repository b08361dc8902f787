import type { Dice, DieRecord } from '../engine/dice';
import { assertLabel, assertSides, manyLabel } from './label';

/**
 * Scripted dice for tests and fixtures. Values are taken by label when the script has
 * one for it (rollMany looks up `label#1`, `label#2`, …), else from the sequence in order.
 * Like StepDice it throws on a label used twice in one step and on a value outside
 * 1..sides, so a fixture catches the same ruleset bugs the real dice would. Running out
 * throws an error naming the label.
 *
 *   new FixedDice([3, 5])                          // in sequence
 *   new FixedDice({ 'T01/german-combat/1031/attack': 6 })
 *   FixedDice.mixed({ 'T01/weather': 2 }, [4, 4])  // by label, else in sequence
 */
export class FixedDice implements Dice {
  private readonly byLabel: Map<string, number>;
  private readonly sequence: number[];
  private next = 0;
  private readonly used = new Set<string>();
  private readonly records: DieRecord[] = [];

  constructor(values: number[] | Record<string, number>) {
    if (Array.isArray(values)) {
      this.byLabel = new Map();
      this.sequence = [...values];
    } else {
      this.byLabel = new Map(Object.entries(values));
      this.sequence = [];
    }
  }

  static mixed(byLabel: Record<string, number>, sequence: number[]): FixedDice {
    const dice = new FixedDice(byLabel);
    dice.sequence.push(...sequence);
    return dice;
  }

  roll(label: string, sides: number): number {
    const value = this.take(label, sides);
    this.records.push({ label, sides, value });
    return value;
  }

  rollMany(label: string, sides: number, count: number): number[] {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`dice count must be a whole number >= 0, got ${count}`);
    const values: number[] = [];
    for (let i = 1; i <= count; i++) values.push(this.roll(manyLabel(label, i), sides));
    return values;
  }

  hidden(label: string, sides: number): number {
    const value = this.take(label, sides);
    this.records.push({ label, sides, value, hidden: true });
    return value;
  }

  transcript(): DieRecord[] {
    return this.records.map((r) => ({ ...r }));
  }

  /** Sequence values not yet used (a test may assert it is 0). */
  remaining(): number {
    return this.sequence.length - this.next;
  }

  /** Labels scripted by name that no roll asked for. */
  unusedLabels(): string[] {
    return [...this.byLabel.keys()].filter((l) => !this.used.has(l));
  }

  private take(label: string, sides: number): number {
    assertLabel(label);
    assertSides(sides);
    if (this.used.has(label)) throw new Error(`FixedDice: dice label "${label}" used twice in one step`);
    this.used.add(label);
    let value = this.byLabel.get(label);
    if (value === undefined) {
      value = this.sequence[this.next];
      if (value === undefined) {
        throw new Error(
          `FixedDice ran out of values at roll "${label}" (d${sides}): ` +
            `no value scripted for this label and all ${this.sequence.length} sequence values are used`,
        );
      }
      this.next++;
    }
    if (!Number.isInteger(value) || value < 1 || value > sides) {
      throw new RangeError(`FixedDice: scripted value ${value} for "${label}" is not a face of a d${sides}`);
    }
    return value;
  }
}
