import { z } from 'zod';
import type { BattleKey, CombatKey, KeyFactorLine, ResultCode, ResultTable } from '#kernel/engine/combat-key';
import type { GameEvent } from '#kernel/engine/events';
import { hexId, type HexId } from '#kernel/ids';
import type { CtsContext } from './data/context';
import { bonusFactors } from './rules/combat/army-bonus';
import { battleOdds } from './rules/combat/odds';
import { withAttackSupplyGiven } from './rules/supply/attack-supply-limits';
import type { Strength } from './rules/combat/strength';
import type { CtsState, UnitWhere } from './state/types';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/**
 * What the Campaign To Stalingrad combat report needs beyond the battle events (CtS 10.2-10.4,
 * 11.1-11.8, 12.1-12.5, 16.6). A battle event names its units by id only, so each battle's
 * units, hexes and factors with every halving and doubling are worked out again from the
 * state before the step, carried forward through the step's earlier events (losses,
 * retreats, advances, moves), with the same odds code the battle used (rules/combat/odds.ts).
 * A battle whose totals that does not give back exactly is left without unit lines rather
 * than shown wrong.
 */

const die = z.looseObject({ first: z.number(), reroll: z.number().optional(), value: z.number() });
const Battle = z.looseObject({
  type: z.literal('battle'),
  targets: z.array(z.string()).min(1),
  attackers: z.array(z.string()),
  defenders: z.array(z.string()),
  attack: z.number(),
  defense: z.number(),
  rawColumn: z.string().optional(),
  column: z.string(),
  dice: z.looseObject({ white: z.array(die), black: die }),
  results: z.array(z.string()),
  maximumEffort: z.number().default(0),
  determinedDefense: z.number().default(0),
  advance: z.number(),
  /** 36.6 [Change]: the scenario bonus the battle took, with its attack factors. */
  bonus: z.looseObject({ army: z.string(), factors: z.number(), rule: z.string() }).optional(),
});
type Battle = z.infer<typeof Battle>;

const round2 = (n: number): number => Math.round(n * 100) / 100;
const num = (n: number): string => `${round2(n)}`;
const FRACTION: Record<string, string> = { '0.5': '½', [String(1 / 3)]: '⅓', '0.25': '¼', '0.125': '⅛', '2': '2', '3': '3', '0': '0' }; // ⅓: 39.0 (optional)
const times = (by: number): string => `× ${FRACTION[String(by)] ?? num(by)}`;

/** Each unit of one side of the battle as its line, or null when a unit is not on the map in the state carried forward. */
function keyLines(strength: Strength, hexOf: (unit: string) => string): KeyFactorLine[] {
  return strength.lines.map((l) => ({ unit: l.unit, hex: hexOf(l.unit), printed: l.printed, changes: l.changes, value: l.value }));
}

/** "attack 15 = ger-1pz 8 × ½ + ger-2pz 11" (fractions kept per unit, the total rounded down once, CtS 10.2). */
function sideSum(name: string, total: number, lines: readonly KeyFactorLine[], roundedDown: boolean): string {
  const terms = lines.map((l) => `${l.unit} ${l.printed}${l.changes.map((c) => ` ${times(c.by)}`).join('')}`);
  const exact = lines.reduce((s, l) => s + l.value, 0);
  const rounding = roundedDown && exact !== total ? ` = ${num(exact)}, rounded down to ${total} (CtS 10.2)` : '';
  return `${name} ${num(total)} = ${terms.join(' + ') || '0'}${rounding}`;
}

/** "6 ÷ 4 = 1.5: the column 1 1/2-1 (the highest not above it, CtS 10.2)". */
function division(b: Battle, columns: readonly string[]): string {
  const raw = b.rawColumn ?? '?';
  const ratio = b.defense > 0 ? b.attack / b.defense : Infinity;
  const shown = Number.isFinite(ratio) ? `${Math.round(ratio * 100) / 100}` : '∞';
  const top = raw === columns[columns.length - 1] ? ' (odds above 7-1 are fought on 7-1, CtS 10.1.8)' : '';
  return `odds ${num(b.attack)} ÷ ${num(b.defense)} = ${shown}: column ${raw}, the highest not above it (CtS 10.2)${top}`;
}

/** How the dice were read on the column (CtS 10.2-10.4), and what Maximum Effort and Determined Defense did (11.6, 12.5). */
function reading(ctx: CtsContext, b: Battle): { lines: string[]; result: string } {
  const crt = ctx.tables.crt;
  const losses = crt.losses[b.column] ?? [];
  const advances = crt.advance[b.column] ?? [];
  const lines = [`column ${b.column}: white ${losses.map((c, i) => `${i + 1} ${c}`).join(', ')}; black ${advances.map((a, i) => `${i + 1} advance ${a}`).join(', ')} (CtS 10.2)`];
  b.dice.white.forEach((d, i) => lines.push(`white die ${i + 1}: ${d.value} → ${losses[d.value - 1] ?? '?'}${d.reroll !== undefined ? ` (a ${d.first} rerolled, CtS 11.5)` : ''}`));
  const crtAdvance = advances[b.dice.black.value - 1] ?? b.advance;
  lines.push(`black die: ${b.dice.black.value} → advance ${crtAdvance}${b.dice.black.reroll !== undefined ? ` (a ${b.dice.black.first} rerolled, CtS 11.5)` : ''}`);
  if (b.results.length > 1) lines.push(`two white dice (Magnitude, CtS 10.3): their step losses are added (CtS 10.4)`);
  if (b.maximumEffort > 0) {
    lines.push(`Maximum Effort ${b.maximumEffort}: ${b.maximumEffort} column${b.maximumEffort > 1 ? 's' : ''} right, the attacker's step losses ${b.maximumEffort === 1 ? 'doubled' : 'tripled'}, a "-" counts ${b.maximumEffort === 1 ? 'A1' : 'A2'} (CtS 11.6)`);
  }
  let result = `${b.results.join(' + ')}, advance ${crtAdvance}`;
  if (b.determinedDefense > 0) {
    lines.push(`Determined Defense ${b.determinedDefense}: the defender's step losses ${b.determinedDefense === 1 ? 'doubled' : 'tripled'}, the advance ${crtAdvance} → ${b.advance} (CtS 12.5)`);
    result += `; Determined Defense ${b.determinedDefense} (CtS 12.5): advance ${b.advance}`;
  }
  result += b.advance > 0 ? ', the defender retreats two hexes (CtS 12.1)' : ', no retreat (CtS 12.1)';
  return { lines, result };
}

/** The step's later battles are fought on the position the earlier ones left: their losses, retreats and advances carried onto the state. */
function carry(state: CtsState, e: GameEvent): CtsState {
  const units = copyUnits(state.units);
  const set = (id: unknown, change: (u: CtsState['units'][string]) => CtsState['units'][string]): void => {
    if (typeof id === 'string' && units[id]) units[id] = change(units[id]!);
  };
  const last = (p: unknown): HexId | null => (Array.isArray(p) && typeof p.at(-1) === 'string' ? hexId(p.at(-1) as string) : null);
  const ids = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
  switch (e.type) {
    case 'step-loss':
      set(e['unit'], (u) => unitWith(u, { steps: u.steps - Number(e['steps'] ?? 0) }));
      break;
    case 'eliminated':
      set(e['unit'], (u) => unitWith(u, { steps: 0, hex: null, where: (typeof e['to'] === 'string' ? e['to'] : 'cadre') as UnitWhere }));
      break;
    case 'retreat': {
      const off = typeof e['offMap'] === 'string' ? hexId(e['offMap']) : null;
      const end = last(e['path']);
      for (const id of ids(e['units'])) set(id, (u) => (off ? unitWith(u, { where: 'off-map', hex: off, retreatedThisPhase: true, disrupted: true }) : end ? unitWith(u, { hex: end, retreatedThisPhase: true, disrupted: true }) : u));
      break;
    }
    case 'advance':
    case 'move': {
      const end = last(e['path']);
      if (end) for (const id of [...ids(e['units']), ...(e['units'] ? [] : [e['unit']])]) set(id, (u) => unitWith(u, { where: 'map', hex: end }));
      break;
    }
    case 'overrun-enters':
      if (typeof e['hex'] === 'string') for (const id of ids(e['units'])) set(id, (u) => unitWith(u, { hex: hexId(e['hex'] as string) }));
      break;
    default:
      return state;
  }
  return { ...state, units };
}

/** The units of one battle worked out on `state`, or null when they do not give the battle's own totals. */
function unitLines(ctx: CtsContext, state: CtsState, b: Battle, overrun: boolean): { attackers: KeyFactorLine[]; defenders: KeyFactorLine[]; attack: Strength; defense: Strength } | null {
  try {
    const order = { attackers: b.attackers, targets: b.targets.map(hexId), maximumEffort: 0 as const };
    const supplied = overrun ? new Set(b.attackers) : new Set<string>();
    const added = b.bonus ? bonusFactors(b.bonus.army, b.bonus.factors, b.bonus.rule) : null; // 36.6
    const odds = battleOdds(ctx, state, order, overrun ? 'overrun' : 'battle', ctx.tables.crt.columns, [], supplied, undefined, added);
    if (odds.attack.total !== b.attack || round2(odds.defense.total) !== round2(b.defense)) return null;
    if (odds.defenders.map((d) => d.spec.id).join() !== b.defenders.join()) return null;
    const hexOf = (id: string): string => state.units[id]?.hex ?? '?';
    return { attackers: keyLines(odds.attack, hexOf), defenders: keyLines(odds.defense, hexOf), attack: odds.attack, defense: odds.defense };
  } catch {
    return null;
  }
}

/** The result codes of the step's battles, as 10.4, 11.6, 12.1 and 12.5 define them. */
function codesUsed(battles: readonly Battle[]): ResultCode[] {
  const seen = new Map<string, ResultCode>();
  const add = (code: string, meaning: string, rule: string): void => {
    if (!seen.has(code)) seen.set(code, { code, meaning, rule });
  };
  for (const b of battles) {
    for (const r of b.results) {
      for (const part of r.split('/')) {
        const m = /^([AD])(\d+)$/.exec(part);
        if (m) add(part, `the ${m[1] === 'A' ? 'attacker' : 'defender'} loses ${m[2]} step${m[2] === '1' ? '' : 's'}`, 'CtS 10.4');
        else if (part === '-') add('-', 'no step losses (Maximum Effort turns it into a loss for the attacker, 11.6; Determined Defense into one for the defender, 12.5)', 'CtS 10.4');
      }
      if (r.includes('/')) add('A/D', 'both losses of a cell: the attacker\'s first, the defender\'s second', 'CtS 10.4');
    }
    add('advance N', 'the black die: N > 0 makes every defender retreat two hexes and lets the attacker advance up to N hexes; 0 means no retreat and no advance', 'CtS 10.4, 12.1, 12.4');
    if (b.maximumEffort > 0) add(`Maximum Effort ${b.maximumEffort}`, `the attacker took ${b.maximumEffort} column${b.maximumEffort > 1 ? 's' : ''} right and ${b.maximumEffort === 1 ? 'doubles' : 'triples'} his own step losses`, 'CtS 11.6');
    if (b.determinedDefense > 0) add(`Determined Defense ${b.determinedDefense}`, `the defender ${b.determinedDefense === 1 ? 'doubles' : 'triples'} his step losses to cut the advance by ${b.determinedDefense} hex${b.determinedDefense > 1 ? 'es' : ''} (an Axis defender by twice as many, 12.5 [Change])`, 'CtS 12.5');
  }
  const order = (c: ResultCode): number => (/^A\d/.test(c.code) ? 0 : /^D\d/.test(c.code) ? 1 : c.code === '-' ? 2 : c.code === 'A/D' ? 3 : 4);
  return [...seen.values()].sort((a, b) => order(a) - order(b) || (order(a) < 2 ? a.code.localeCompare(b.code) : 0));
}

export function crtTable(ctx: CtsContext): ResultTable {
  const crt = ctx.tables.crt;
  const faces = [1, 2, 3, 4, 5, 6];
  return {
    name: `Combat Results Table (${crt.provenance === 'printed' ? 'as printed' : 'reconstructed from the rulebook text: only some cells are printed there'})`,
    rule: 'CtS 10.2-10.4',
    columns: [...crt.columns],
    rows: [...faces.map((f) => `white ${f}`), ...faces.map((f) => `black ${f}`)],
    cells: Object.fromEntries(crt.columns.map((c) => [c, [...(crt.losses[c] ?? []), ...(crt.advance[c] ?? []).map((a) => `advance ${a}`)]])),
  };
}

export function ctsCombatKey(ctx: CtsContext, before: CtsState | null, events: readonly GameEvent[]): CombatKey {
  let state: CtsState | null = before;
  const battles: BattleKey[] = [];
  const parsed: Battle[] = [];
  events.forEach((e, i) => {
    const r = Battle.safeParse(e);
    if (!r.success) {
      if (state) state = carry(state, e);
      return;
    }
    const b = r.data;
    parsed.push(b);
    const given = (e['attackSupply'] as { given?: Record<string, string[]> } | undefined)?.given; // 41.0 (optional): the phase's count before the next battle
    const overrun = events[i - 1]?.type === 'overrun';
    const lines = state ? unitLines(ctx, state, b, overrun) : null;
    const read = reading(ctx, b);
    const arithmetic = lines
      ? [sideSum('attack', b.attack, lines.attackers, true), sideSum('defense', b.defense, lines.defenders, false), division(b, ctx.tables.crt.columns)]
      : [
          `attack ${num(b.attack)}, defense ${num(b.defense)}${state ? ' (the units\' factors could not be worked out again from the position before the step)' : ''}`,
          division(b, ctx.tables.crt.columns),
        ];
    battles.push({ event: i, ...(lines ? { attackers: lines.attackers, defenders: lines.defenders } : {}), arithmetic, reading: read.lines, result: read.result });
    if (state && given) state = withAttackSupplyGiven(state, given);
  });
  return { battles, codes: codesUsed(parsed), table: crtTable(ctx) };
}
