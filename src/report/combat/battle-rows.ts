import type { BattleKey, CombatKey, KeyFactorLine } from '#kernel/engine/combat-key';
import type { GameEvent } from '#kernel/engine/events';
import { type BattleShape, type FactorLineShape, type LossLineShape, type ModifierShape, type UnitMoveShape } from './event-shapes';
import { gatherBattles } from './step-loss-followers';

/** One battle of the combat report, every cell already in words. */
export interface BattleRow {
  /** 1, 2, … in the order fought; the map marks the target with "B<number>". */
  number: number;
  /** The event type, e.g. "battle"; titles may add others (mobile assaults). */
  kind: string;
  side?: string;
  target: string;
  /** The place name printed on the target hex, if any. */
  place?: string;
  attackers: string[];
  defenders: string[];
  /** "17 vs 6 = 2:1". */
  odds: string;
  /** How the totals and the odds were reckoned: "attack 17 = ger-a 8 + ger-b 9", the division to the column. */
  arithmetic: string[];
  /** How the result was read: the table column used, each die's cell, what changed the result afterwards. */
  reading: string[];
  /** Each column shift or DRM with its reason and rule. */
  modifiers: string[];
  /** "1:1" or "7:1 (above the table: no roll)". */
  final: string;
  /** "T01/german/0331/attack: d6 = 4"; factor rolls too. */
  dice: string[];
  /** "DR", or "DE → AL1 (city, DoS 11.22)". */
  result: string;
  losses: string[];
  retreats: string[];
  advances: string[];
  notes: string[];
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

function modifierText(m: ModifierShape, drm: boolean): string {
  const what = drm || m.kind === 'drm' ? `${signed(m.value)} DRM` : `${signed(m.value)}${m.value > 0 ? 'R' : m.value < 0 ? 'L' : ''}`;
  return `${what} ${m.reason}${m.rule ? ` (${m.rule})` : ''}`;
}

function factorText(l: FactorLineShape, label: (hex: string) => string): string {
  const parts: string[] = [];
  if (l.printed !== undefined) parts.push(`${l.printed}`);
  if (l.rolled) parts.push(`rolled ${l.rolled.value}`);
  if (l.fixed) parts.push(`fixed ${l.fixed.value}: ${l.fixed.reason}${l.fixed.rule ? ` (${l.fixed.rule})` : ''}`);
  for (const h of l.halvings ?? []) parts.push(`halved: ${h.reason}${h.rule ? ` (${h.rule})` : ''}`);
  const eff = l.effective !== undefined && `${l.effective}` !== `${l.printed}` ? ` = ${l.effective}` : '';
  return `${l.unit}${l.hex ? ` [${label(l.hex)}]` : ''} ${parts.join(', ')}${eff}`.trim();
}

const CHANGE: Record<string, string> = { '0.5': 'halved', '2': 'doubled', '3': 'tripled', '0': 'adds nothing' };

/** A unit's line the title worked out (CombatKey): "ger-1pz [1045] 8, halved: no Attack Supply (CtS 16.6) = 4". */
function keyFactorText(l: KeyFactorLine, label: (hex: string) => string): string {
  const changes = l.changes.map((c) => `${CHANGE[String(c.by)] ?? `x${c.by}`}: ${c.reason} (${c.rule})`);
  const value = Math.round(l.value * 100) / 100;
  return `${l.unit} [${label(l.hex)}] ${[`${l.printed}`, ...changes].join(', ')}${value !== l.printed ? ` = ${value}` : ''}`;
}

/** "sov-143rd: 1346 → 1345 → 1344 (CtS 12.1)", every hex the event names; off the map when it leaves it (CtS 17.0, 17.3). */
function moveText(m: UnitMoveShape, label: (hex: string) => string): string {
  const hexes = [m.from, ...(m.route ?? [m.to])].map(label).join(' → ');
  const off = m.offMap ? `, off ${m.lost ? 'the enemy map edge' : 'the map'} at ${label(m.offMap)}${m.lost ? ': eliminated' : ''}` : '';
  return `${m.unit}: ${hexes}${off}${m.rule ? ` (${m.rule})` : ''}`;
}

function lossText(l: LossLineShape): string {
  const what = l.eliminated ? 'eliminated' : 'reduced';
  const why = [l.reason, l.rule].filter(Boolean).join(', ');
  return `${l.unit} ${what}${why ? ` (${why})` : ''}`;
}

function diceLines(b: BattleShape): string[] {
  const out: string[] = [];
  for (const l of [...b.attackers, ...b.defenders]) if (l.rolled) out.push(`${l.rolled.label}: ${l.unit} factor = ${l.rolled.value}`);
  if (b.die) out.push(`${b.die.label}: ${b.die.value}`);
  for (const d of b.dice ?? []) out.push(`${d.label}: ${d.value}`);
  return out;
}

function finalText(b: BattleShape): string {
  const label = b.final ?? b.column ?? '?';
  if (b.beyond) return `${label} (${b.beyond} the table: no roll)`;
  return b.column && b.column !== label ? `${label} (column ${b.column})` : label;
}

function resultText(b: BattleShape): string {
  const cell = b.cell ? ` [${b.cell}]` : '';
  if (b.conversion) return `${b.conversion.from} → ${b.conversion.to}${b.conversion.rule ? ` (${b.conversion.rule})` : ''}${cell}`;
  return `${b.result}${cell}`;
}

function row(b: BattleShape, number: number, place: (hex: string) => string | undefined, label: (hex: string) => string, key?: BattleKey): BattleRow {
  const strength = b.attack !== undefined && b.defense !== undefined ? `${b.attack} vs ${b.defense}` : '';
  const r: BattleRow = {
    number,
    kind: b.type,
    target: label(b.target),
    attackers: key?.attackers ? key.attackers.map((l) => keyFactorText(l, label)) : b.attackers.map((l) => factorText(l, label)),
    defenders: key?.defenders ? key.defenders.map((l) => keyFactorText(l, label)) : b.defenders.map((l) => factorText(l, label)),
    odds: [strength, b.raw].filter(Boolean).join(' = '),
    arithmetic: key?.arithmetic ?? [],
    modifiers: [...b.shifts.map((m) => modifierText(m, false)), ...b.drms.map((m) => modifierText(m, true))],
    final: finalText(b),
    dice: diceLines(b),
    reading: key?.reading ?? [],
    result: key?.result ?? resultText(b),
    losses: [...b.losses, ...b.eliminations].map(lossText),
    retreats: b.retreats.map((m) => moveText(m, label)),
    advances: [
      ...b.advances.map((m) => `${m.unit}: ${label(m.from)} → ${label(m.to)}`),
      ...b.advanceRefused.map((m) => `${m.unit} may not advance: ${m.reason}${m.rule ? ` (${m.rule})` : ''}`),
    ],
    notes: b.notes.map((n) => `${n.text}${n.rule ? ` (${n.rule})` : ''}`),
  };
  if (b.side) r.side = b.side;
  const name = place(b.target);
  if (name) r.place = name;
  return r;
}

/**
 * The battles among a step's events, one row each, numbered in the order fought; `label`
 * gives the label a hex is shown by (its printed label, kernel/map/hex-label.ts); `key` the
 * title's key to them (Ruleset.combatKey): unit lines the events leave out, the arithmetic
 * and how each result was read.
 */
export function battleRows(
  events: readonly GameEvent[],
  place: (hex: string) => string | undefined = () => undefined,
  label: (hex: string) => string = (h) => h,
  key?: CombatKey,
): BattleRow[] {
  const rows: BattleRow[] = [];
  const keys = new Map((key?.battles ?? []).map((k) => [events[k.event], k]));
  for (const [e, b] of gatherBattles(events).battles) rows.push(row(b, rows.length + 1, place, label, keys.get(e)));
  return rows;
}
