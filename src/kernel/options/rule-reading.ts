import type { GameOptionInfo } from '../engine/ruleset';

/**
 * A game option that chooses between readings of a rule the text leaves open, its default
 * the reading the title plays when the option is not given. The values' type is kept, so a
 * title's accessor returns the reading as a union of its values.
 */
export interface RuleReading<V extends string = string> extends GameOptionInfo {
  values: V[];
  default: V;
}

export const ruleReading = <const V extends string>(option: { name: string; values: readonly V[]; default: NoInfer<V>; rule: string; description: string }): RuleReading<V> => ({
  ...option,
  values: [...option.values],
});

/**
 * The readings a game's options choose among `readings`, keeping only those that differ
 * from their default (so a game created without options, or with every default, has none:
 * undefined). Other members of the options pass through. A value the option does not know
 * throws, naming the option, its rule and its values (the service answers `invalid-options`).
 */
export function chosenReadings(readings: readonly RuleReading[], options: Record<string, unknown> | undefined): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const r of readings) {
    const value = options?.[r.name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !r.values.includes(value)) {
      throw new Error(`option ${r.name}: ${JSON.stringify(value)} is not one of ${r.values.join(', ')} (${r.rule}: ${r.values.join(' or ')})`);
    }
    if (value !== r.default) out[r.name] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The reading a game plays: the one its options chose, else the option's default. */
export const readingOf = <V extends string>(chosen: object | undefined, reading: RuleReading<V>): V =>
  ((chosen as Readonly<Record<string, string>> | undefined)?.[reading.name] as V | undefined) ?? reading.default;
