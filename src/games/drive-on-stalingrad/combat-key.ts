import { z } from 'zod';
import type { BattleKey, CombatKey, ResultCode, ResultTable } from '#kernel/engine/combat-key';
import type { GameEvent } from '#kernel/engine/events';
import type { DosContext } from './data/context';

/**
 * What the Drive on Stalingrad combat report needs beyond the battle events: the events
 * already carry each unit's hex, factor and halvings (rules/strength.ts), so this adds the
 * arithmetic of the totals (DoS 11.8, 11.9, 11.12), how the die was read on the CRT (11.10,
 * 11.29), the result codes as 11.31-11.37 define them, and the table.
 */

const note = z.looseObject({ reason: z.string(), rule: z.string().optional() });
const Line = z.looseObject({
  unit: z.string(),
  printed: z.union([z.number(), z.string()]),
  rolled: z.looseObject({ value: z.number() }).optional(),
  fixed: z.looseObject({ value: z.number() }).optional(),
  halvings: z.array(note).default([]),
});
type Line = z.infer<typeof Line>;
const Battle = z.looseObject({
  type: z.literal('battle'),
  kind: z.string().optional(),
  attackers: z.array(Line),
  defenders: z.array(Line),
  attack: z.number(),
  defense: z.number(),
  raw: z.string(),
  final: z.string(),
  column: z.string().optional(),
  beyond: z.string().optional(),
  die: z.looseObject({ value: z.number() }).optional(),
  crtResult: z.string().optional(),
  result: z.string(),
  conversion: z.looseObject({ from: z.string(), to: z.string(), rule: z.string().optional() }).optional(),
});
type Battle = z.infer<typeof Battle>;

const base = (l: Line): number => l.fixed?.value ?? l.rolled?.value ?? (typeof l.printed === 'number' ? l.printed : 0);

/** "attack 9 = ger-a 6 + (ger-b 5 + ger-c 3) ÷ 2 = 4": units with as many halvings summed and halved once, rounding down, never below 1 (DoS 11.12, 1.3). */
function sideSum(name: string, total: number, lines: readonly Line[]): string {
  const groups = new Map<number, Line[]>();
  for (const l of lines) groups.set(l.halvings.length, [...(groups.get(l.halvings.length) ?? []), l]);
  const terms: string[] = [];
  let grouped = false;
  let computed = 0;
  for (const [k, ls] of [...groups].sort((a, b) => a[0] - b[0])) {
    const parts = ls.map((l) => `${l.unit} ${base(l)}`);
    const sum = ls.reduce((s, l) => s + base(l), 0);
    if (k === 0) {
      terms.push(...parts);
      computed += sum;
      continue;
    }
    const value = sum > 0 ? Math.max(1, Math.floor(sum / 2 ** k)) : 0;
    computed += value;
    grouped ||= ls.length > 1;
    const halved = k === 1 ? '÷ 2' : `÷ ${2 ** k} (halved ${k} times)`;
    terms.push(`${ls.length > 1 ? `(${parts.join(' + ')})` : parts[0]} ${halved} = ${value}`);
  }
  if (Math.max(computed, lines.some((l) => base(l) > 0) ? 1 : 0) !== total) return `${name} ${total}`;
  const rule = [...groups.keys()].some((k) => k > 0) ? ` (rounded down, never below 1: DoS 1.3${grouped ? ', 11.12: units halved alike are added first and halved once' : ''})` : '';
  return `${name} ${total} = ${terms.join(' + ') || '0'}${rule}`;
}

/** "23 ÷ 3 = 7.67, rounded down: 7:1 (DoS 11.8)" or the poor-odds division (11.9). */
function division(b: Battle): string {
  if (b.defense <= 0) return `odds: no defense factors: ${b.raw}`;
  if (b.attack >= b.defense) return `odds ${b.attack} ÷ ${b.defense} = ${Math.round((b.attack / b.defense) * 100) / 100}, rounded down: ${b.raw} (DoS 11.8)`;
  return `poor odds ${b.defense} ÷ ${b.attack} = ${Math.round((b.defense / b.attack) * 100) / 100}, rounded up: ${b.raw} (DoS 11.9)`;
}

function reading(ctx: DosContext, b: Battle): string[] {
  const crt = ctx.tables.crt;
  if (b.beyond) {
    const result = b.beyond === 'above' ? crt.aboveTop : crt.belowBottom;
    return [`final odds ${b.final} are ${b.beyond} the table (${crt.columns[0]} to ${crt.columns[crt.columns.length - 1]}): no die, always ${result} (DoS 11.10)`];
  }
  const column = b.column ?? b.final;
  const cells = crt.results[column] ?? [];
  const out = [`column ${column}: ${cells.map((c, i) => `${i + 1} ${c}`).join(', ')} (DoS 11.29)`];
  if (b.die) out.push(`die ${b.die.value} → ${cells[b.die.value - 1] ?? b.crtResult ?? '?'}`);
  if (b.conversion) out.push(`${b.conversion.from} → ${b.conversion.to}: against defenders in a supplied city (${b.conversion.rule ?? 'DoS 11.22'})`);
  return out;
}

export const CODES: Record<string, Omit<ResultCode, 'code'>> = {
  AS: { meaning: 'Attack Stalled: nothing happens in a prepared assault; in a mobile assault the attackers go back to their launch hex and may not move again that phase', rule: 'DoS 11.31' },
  AL1: { meaning: 'Attack Lose One Step: the attacker removes one step of his choice (in a German mobile assault, from a panzer division); the defender loses nothing', rule: 'DoS 11.32' },
  DR: { meaning: 'Defender Retreat: the defenders retreat one hex, toward their supply, into a hex empty of enemy units; with no retreat open they take a DE instead (11.34)', rule: 'DoS 11.33' },
  DE: { meaning: 'Defender Eliminated: every one-step defender is eliminated, every two-step defender reduced; the attacker loses nothing and may advance into an emptied hex', rule: 'DoS 11.36' },
  EX: { meaning: 'Exchange: the defender takes a DE, then the attacker loses as many steps as the defender lost', rule: 'DoS 11.37' },
};

function codesUsed(battles: readonly Battle[]): ResultCode[] {
  const used = new Set<string>();
  for (const b of battles) for (const c of [b.crtResult, b.result, b.conversion?.from, b.conversion?.to]) if (c) used.add(c);
  return Object.entries(CODES)
    .filter(([code]) => used.has(code))
    .map(([code, c]) => ({ code, ...c }));
}

export function crtTable(ctx: DosContext): ResultTable {
  const crt = ctx.tables.crt;
  return {
    name: `Combat Results Table (${crt.provenance === 'printed' ? 'as printed' : 'reconstructed from the rulebook text: only some cells are printed there'}); above ${crt.columns[crt.columns.length - 1]} always ${crt.aboveTop}, below ${crt.columns[0]} always ${crt.belowBottom} (DoS 11.10)`,
    rule: 'DoS 11.29',
    columns: [...crt.columns],
    rows: [1, 2, 3, 4, 5, 6].map((f) => `die ${f}`),
    cells: Object.fromEntries(crt.columns.map((c) => [c, [...(crt.results[c] ?? [])]])),
  };
}

export function dosCombatKey(ctx: DosContext, events: readonly GameEvent[]): CombatKey {
  const battles: BattleKey[] = [];
  const parsed: Battle[] = [];
  events.forEach((e, i) => {
    const r = Battle.safeParse(e);
    if (!r.success) return;
    const b = r.data;
    parsed.push(b);
    const hidden = [...b.attackers, ...b.defenders].some((l) => typeof l.printed !== 'number' && !l.rolled && !l.fixed);
    battles.push({
      event: i,
      arithmetic: hidden ? [division(b)] : [sideSum('attack', b.attack, b.attackers), sideSum('defense', b.defense, b.defenders), division(b)],
      reading: reading(ctx, b),
    });
  });
  return { battles, codes: codesUsed(parsed), table: crtTable(ctx) };
}
