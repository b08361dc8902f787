import { z } from 'zod';
import type { BattleKey, CombatKey, FactorChange, KeyFactorLine, ResultCode } from '#kernel/engine/combat-key';
import type { GameEvent } from '#kernel/engine/events';
import { oddsIndex } from '#kernel/combat/odds';
import type { Tables } from '../data/tables';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { crtTable, lineName } from './crt-table';
import { mobileCodes, mobileMeaning, preparedCodes, preparedMeaning } from './result-codes';

/**
 * What the Kharkov Battles combat report needs beyond a step's events (Ruleset.combatKey):
 * each Prepared Assault's units with their hex, Combat Strength and every adjustment (KB
 * 2.7, 8.32, 8.33, 11.28, 12.31, 12.33, 14.1, 14.2), the totals and the odds column
 * (12.0), the terrain line (12.24), every shift (5.21, 12.32-12.5, 15.3, 18.11), and how
 * the die was read on the CRT (12.6, 12.64); each Mobile Assault's odds, die modifiers and
 * reading (11.2). Everything comes from the events as the reader sees them: the battle's
 * `strength` events give each unit's strength once it fights (KB 2.6). The state before
 * the step gives only where the units stood (carried through the step's moves, retreats and
 * advances) and their printed counters; never a Strength Chit, which the events reveal or
 * not. A Combat Rating unit whose value was adjusted leaves its chit's value unknown to
 * the reader: that side's units are then listed in the arithmetic only, with their
 * strengths and adjustments, rather than with a printed value the reader cannot know.
 */

const Applied = z.looseObject({ reason: z.string(), rule: z.string() });
const Strength = z.looseObject({ type: z.literal('strength'), side: z.string(), unit: z.string(), strength: z.number(), applied: z.array(Applied).default([]) });
const Participants = z.looseObject({ type: z.literal('participants'), side: z.string(), hex: z.string(), units: z.array(z.string()) });
const Totals = z.looseObject({ type: z.literal('totals'), attack: z.number(), defense: z.number(), odds: z.string() });
const Line = z.looseObject({ type: z.literal('terrain-line'), line: z.string() });
const Shift = z.looseObject({ type: z.literal('shift'), reason: z.string(), rule: z.string(), shift: z.number() });
const Crt = z.looseObject({ type: z.literal('crt'), final: z.string(), die: z.number().nullable(), automatic: z.boolean(), result: z.string(), rule: z.string().optional() });
const Drm = z.looseObject({ reason: z.string(), rule: z.string(), drm: z.number() });
const Mobile = z.looseObject({
  type: z.literal('mobile-assault'),
  unit: z.string(),
  from: z.string(),
  target: z.string(),
  attack: z.number(),
  defense: z.number(),
  odds: z.string(),
  die: z.number().nullable(),
  modifiers: z.array(Drm).default([]),
  modified: z.number().nullable(),
  result: z.looseObject({ code: z.string() }).nullable(),
});
type Strength = z.infer<typeof Strength>;

/** Reason keys in words, as the rules name them. */
const WORDS: Record<string, string> = {
  'out-of-supply': 'Out of Supply',
  isolated: 'Isolated',
  disorganized: 'Disorganized',
  'across-major-river': 'attacking across a Major River',
  'mechanized-into-marsh': 'mechanized, attacking into Marsh',
  'winter-combat-bonus': 'Winter Combat Bonus',
  'nkvd-tenacity': 'NKVD tenacity in a town or city',
  'at-least-one': 'never below 1',
  cadre: 'cadre',
  'attacker-air-point': 'attacker Air Point',
  'defender-air-point': 'defender Air Point',
  'combined-arms': 'Combined Arms',
  encirclement: 'Encirclement',
  town: 'town',
  'minor-river': 'every attacker across a Minor River',
  rubble: 'Rubble',
  'fortified-zone': 'Fortified Zone',
  'attacking-tiger': 'attacking Tiger',
  'defending-tiger': 'defending Tiger',
};
const words = (reason: string): string => WORDS[reason] ?? reason.replace(/-/g, ' ');
const HALVINGS = new Set(['out-of-supply', 'disorganized', 'across-major-river', 'mechanized-into-marsh']);
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Where each unit stands, from the state before the step carried through its events. */
type Where = Map<string, string>;

function carry(where: Where, e: GameEvent): void {
  const path = Array.isArray(e['path']) ? (e['path'] as unknown[]) : [];
  const end = typeof path.at(-1) === 'string' ? (path.at(-1) as string) : null;
  const ids = Array.isArray(e['units']) ? (e['units'] as unknown[]) : typeof e['unit'] === 'string' ? [e['unit']] : [];
  switch (e.type) {
    case 'moved':
    case 'retreated':
    case 'advanced':
      if (end) for (const id of ids) if (typeof id === 'string') where.set(id, end);
      break;
    case 'overrun':
      if (typeof e['unit'] === 'string' && typeof e['hex'] === 'string') where.set(e['unit'], e['hex']);
      if (typeof e['victim'] === 'string') typeof e['displacedTo'] === 'string' ? where.set(e['victim'], e['displacedTo']) : where.delete(e['victim']);
      break;
    case 'eliminated':
      if (typeof e['unit'] === 'string') where.delete(e['unit']);
      break;
    default:
  }
}

/**
 * One unit's line when its printed value is known to every reader: a unit that prints its
 * strength (2.6), a cadre (2.71), or a Combat Rating unit fought at its chit's value with
 * nothing changed (the value is then its strength, which the event shows). Null otherwise.
 */
function factorLine(ctx: KbContext, s: Strength, hex: string): KeyFactorLine | null {
  const def = ctx.units.get(s.unit);
  if (!def) return null;
  const cadre = s.applied.some((a) => a.reason === 'cadre');
  const adjusted = s.applied.filter((a) => a.reason !== 'cadre');
  const printed = cadre ? 1 : def.rating === undefined ? (def.strength ?? 0) : adjusted.length === 0 ? s.strength : null;
  if (printed === null) return null;
  let v = printed;
  let halved = false;
  const changes: FactorChange[] = [];
  for (const a of adjusted) {
    const reason = words(a.reason);
    if (HALVINGS.has(a.reason) || (a.reason === 'isolated' && a.rule === 'KB 8.33b')) {
      changes.push(halved ? { by: 1, reason: `${reason} (no second halving)`, rule: `${a.rule}, KB 2.7` } : { by: 0.5, reason, rule: a.rule });
      if (!halved) v = Math.floor(v / 2);
      halved = true;
    } else if (a.reason === 'nkvd-tenacity' || a.reason === 'winter-combat-bonus') {
      changes.push({ by: 2, reason, rule: a.rule });
      v *= 2;
    } else if (a.reason === 'isolated' || a.reason === 'at-least-one') {
      changes.push({ by: v > 0 ? 1 / v : 1, reason: a.reason === 'isolated' ? 'Isolated: attacks with 1' : 'never below 1', rule: a.rule });
      v = 1;
    } else changes.push({ by: 1, reason, rule: a.rule });
  }
  return v === s.strength ? { unit: s.unit, hex, printed, changes, value: s.strength } : null;
}

/** "ger-1-lah 4 (Out of Supply, KB 8.32a)": a unit's strength as the event shows it. */
const termOf = (s: Strength): string => `${s.unit} ${s.strength}${s.applied.length ? ` (${s.applied.map((a) => `${words(a.reason)}, ${a.rule}`).join('; ')})` : ''}`;

function sideSum(name: string, total: number, units: readonly Strength[]): string[] {
  const sum = units.reduce((n, u) => n + u.strength, 0);
  const out = [`${name} ${total} = ${units.map(termOf).join(' + ') || '0'}`];
  if (sum !== total) out.push(`the ${name} counts ${total}, not ${sum}: an HQ adds 1 stacked with others and defends alone with 1, a Tiger company adds only its shift, an Ersatz battalion never attacks (KB 15.11, 15.12, 15.32, 20.1)`);
  return out;
}

function division(attack: number, defense: number, odds: string): string {
  const ratio = defense > 0 ? Math.round((attack / defense) * 100) / 100 : Infinity;
  return `odds ${attack} ÷ ${defense} = ${Number.isFinite(ratio) ? ratio : '∞'}: column ${odds}, rounded off in the defender's favour (KB 12.0)`;
}

/** One Prepared Assault: the events from its first to its `crt`. */
function preparedKey(ctx: KbContext, tables: Tables | undefined, where: Where, group: readonly GameEvent[], index: number): { key: BattleKey; code: string } {
  const strengths = group.map((e) => Strength.safeParse(e)).filter((r) => r.success).map((r) => r.data);
  const participants = group.map((e) => Participants.safeParse(e)).filter((r) => r.success).map((r) => r.data);
  const totals = group.map((e) => Totals.safeParse(e)).find((r) => r.success)?.data;
  const line = group.map((e) => Line.safeParse(e)).find((r) => r.success)?.data.line;
  const shifts = group.map((e) => Shift.safeParse(e)).filter((r) => r.success).map((r) => r.data);
  const crt = Crt.parse(group.at(-1));
  const defenderSide = participants[0]?.side;
  const defenders = strengths.filter((s) => s.side === defenderSide);
  const attackers = strengths.filter((s) => s.side !== defenderSide);
  const hexOf = (id: string): string => where.get(id) ?? participants.find((p) => p.units.includes(id))?.hex ?? '?';
  const lines = (xs: readonly Strength[]): KeyFactorLine[] | null => {
    const out = xs.map((s) => factorLine(ctx, s, hexOf(s.unit)));
    return out.every((l) => l !== null) && out.length > 0 ? (out as KeyFactorLine[]) : null;
  };
  const aLines = lines(attackers);
  const dLines = lines(defenders);
  const arithmetic = totals
    ? [...sideSum('attack', totals.attack, attackers), ...sideSum('defense', totals.defense, defenders), division(totals.attack, totals.defense, totals.odds)]
    : ['the totals are not among the events'];
  if (line) arithmetic.push(`the defender's terrain reads the CRT's ${lineName(line)} line (KB 12.24)`);
  for (const s of shifts) arithmetic.push(`${signed(s.shift)} column${Math.abs(s.shift) === 1 ? '' : 's'} (${s.shift > 0 ? 'right' : 'left'}): ${words(s.reason)} (${s.rule})`);
  if (totals && shifts.length > 0) arithmetic.push(`column ${totals.odds} shifted ${signed(shifts.reduce((n, s) => n + s.shift, 0))}: final column ${crt.final}`);
  const reading: string[] = [];
  if (crt.automatic) {
    const beyond = (oddsIndex(crt.final) ?? 0) < 0 ? 'at or below the lowest' : 'at or above the highest';
    reading.push(`final odds ${crt.final} are ${beyond} odds the table resolves by roll: ${crt.result} without a roll of the die (KB 12.64)`);
  } else {
    const cells = tables && line ? tables.crt.lines[line]?.[crt.final] : undefined;
    if (cells) reading.push(`${lineName(line!)} line, column ${crt.final}: ${cells.map((c, d) => `${d} ${c}`).join(', ')} (KB 12.6)`);
    reading.push(`die ${crt.die} → ${crt.result}`);
  }
  const key: BattleKey = {
    event: index,
    ...(aLines ? { attackers: aLines } : {}),
    ...(dLines ? { defenders: dLines } : {}),
    arithmetic,
    reading,
    result: `${crt.result}: ${preparedMeaning(crt.result)}`,
  };
  return { key, code: crt.result };
}

function mobileKey(tables: Tables | undefined, e: z.infer<typeof Mobile>, index: number): BattleKey {
  const arithmetic = [`attack ${e.attack} (${e.unit}) against defense ${e.defense} in ${e.target}`, division(e.attack, e.defense, e.odds)];
  if (e.die === null || e.result === null) {
    return { event: index, arithmetic, reading: [`below ${tables?.mobileAssault.minimumOdds ?? '1-1'}: no Mobile Assault is made (KB 11.21)`], result: 'no assault (KB 11.21)' };
  }
  const mods = e.modifiers.map((m) => `${signed(m.drm)} ${words(m.reason)} (${m.rule})`);
  const reading = [`die ${e.die}${mods.length ? ` ${mods.join(' ')}` : ''} = ${e.modified} (KB 11.2)`];
  if (tables) reading.push(`Mobile Assault Table: ${tables.mobileAssault.results.map((r) => `${r.from === undefined ? `≤${r.to}` : r.to === undefined ? `≥${r.from}` : r.from === r.to ? r.from : `${r.from}-${r.to}`} ${r.result}`).join(', ')}`);
  reading.push(`${e.modified} → ${e.result.code}`);
  return { event: index, arithmetic, reading, result: `${e.result.code}: ${mobileMeaning(e.result.code)}` };
}

/**
 * KB 12.0-12.8, 11.2: the key to a step's battles. `before` is the state before the step
 * (null: the units' hexes are read from the battle's own events only); `tables` the
 * bundle's charts, for the CRT column and the table the report prints (the context holds
 * no tables). Each battle's key points at its `prepared-assault` summary (battle-summary.ts)
 * or, without one, its `crt` event; a Mobile Assault's at its `mobile-assault-battle`
 * summary, or without one its `mobile-assault` event.
 */
export function kbCombatKey(ctx: KbContext, before: KbState | null, events: readonly GameEvent[], tables?: Tables): CombatKey {
  const where: Where = new Map();
  for (const u of Object.values(before?.units ?? {})) if (u.where === 'map' && u.hex !== null) where.set(u.id, u.hex);
  const battles: BattleKey[] = [];
  const prepared: string[] = [];
  const mobile: string[] = [];
  let start = -1;
  events.forEach((e, i) => {
    if (start < 0 && (e.type === 'participants' || e.type === 'strength' || e.type === 'chit-drawn' || e.type === 'air-points' || e.type === 'army-committed' || e.type === 'building-removed')) start = i;
    if (e.type === 'crt' && Crt.safeParse(e).success) {
      // the battle's summary (battle-summary.ts), when the step has one, is the event the report reads the battle by
      const k = preparedKey(ctx, tables, where, events.slice(start < 0 ? i : start, i + 1), events[i + 1]?.type === 'prepared-assault' ? i + 1 : i);
      battles.push(k.key);
      prepared.push(k.code);
      start = -1;
      return;
    }
    const m = Mobile.safeParse(e);
    if (m.success) {
      battles.push(mobileKey(tables, m.data, events[i + 1]?.type === 'mobile-assault-battle' ? i + 1 : i));
      if (m.data.result) mobile.push(m.data.result.code);
    }
    carry(where, e);
  });
  const codes: ResultCode[] = [...preparedCodes(prepared), ...mobileCodes(mobile)];
  const table = tables ? crtTable(tables.crt) : { name: 'Combat Results Table', rule: 'KB 12.0, 12.24, 12.6', columns: [], rows: [], cells: {} };
  return { battles, codes, table };
}
