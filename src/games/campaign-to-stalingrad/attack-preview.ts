import { cached } from '#kernel/memo/cached';
import type { AttackPreview } from '#kernel/engine/ruleset';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import { parseOrder } from './orders/schema';
import { hexLabel } from './printed-hexes';
import { battleOdds, oddsBoard, type OddsBoard } from './rules/combat/odds';
import type { CtsState } from './state/types';
import { checkSubmission } from './windows/check';
import { openWindow } from './windows/sequence';
import { side as asSide, type HexId } from '#kernel/ids';

/** One board a state and side: the options listing previews every attack it offers on the same state (states are never changed in place). */
const boards = new WeakMap<CtsState, Map<CtsSide, OddsBoard>>();
function boardFor(ctx: CtsContext, state: CtsState, side: CtsSide): OddsBoard {
  return cached(cached(boards, state, () => new Map<CtsSide, OddsBoard>()), side, () => oddsBoard(ctx, state, side));
}

/**
 * A battle as its side would see it before sending it (CtS 10.2, 11.1-11.8, 16.6): the
 * problems the window's check finds for the one attack, then the strengths, the raw
 * odds column and every column shift known before the dice (battleOdds, odds.ts). The
 * defense is always known: the Basic Game hides nothing, and under the optional Fog of War
 * (42.0) an attack is made on an adjacent hex, whose stack the attacker sees whole.
 * Ground Support (23.11), Maximum Effort (11.6) and the optional Heavy Artillery Barrage (40.0) are chosen in the order and are not counted here; the defender's
 * Determined Defense (12.5) comes after the dice.
 */
export function attackPreview(ctx: CtsContext, state: CtsState, side: CtsSide, attack: { target: string; units: string[] }): AttackPreview {
  const out: AttackPreview = { target: attack.target, units: [...attack.units], problems: [], shifts: [], notes: [] };
  const window = openWindow(ctx, state);
  if (!window || state.phasing !== side || state.phase !== 'combat') {
    out.problems.push({ path: [], code: 'no-attacks-now', message: `the open window (${window?.id ?? 'none'}) takes no attacks from ${side}`, rule: 'CtS 3.1' });
    return out;
  }
  const parsed = parseOrder({ attack: { attackers: attack.units, targets: [attack.target] } });
  if (!parsed.success) {
    for (const i of parsed.error.issues) out.problems.push({ path: i.path.map(String), code: 'bad-attack', message: i.message });
    return out;
  }
  const order = parsed.data as { attack: { attackers: string[]; targets: HexId[]; maximumEffort: 0 | 1 | 2 } };
  const problems = checkSubmission(ctx, state, { side: asSide(side), orders: [order] });
  out.problems.push(...problems.map((p) => ({ ...p, path: p.path.slice(2) })));
  if (out.problems.length > 0) return out;
  const odds = battleOdds(ctx, state, order.attack, 'battle', ctx.tables.crt.columns, [], new Set(), boardFor(ctx, state, side));
  const col = (i: number): string => (i < 0 ? `below ${odds.columns[0]} (no attack, CtS 10.1.8)` : odds.columns[Math.min(i, odds.columns.length - 1)]!);
  out.target = hexLabel(ctx, order.attack.targets[0]!);
  out.attack = odds.attack.total;
  out.defense = Math.round(odds.defense.total * 100) / 100;
  out.rawOdds = `${odds.oddsText}: ${col(odds.raw)}`;
  out.odds = col(odds.raw < 0 ? -1 : odds.final);
  out.column = out.odds;
  // 10.1.8: raw odds worse than the table's first column allow no attack (shifts do not save it)
  if (odds.raw < 0) out.problems.push({ path: [], code: 'odds-below-table', message: `${odds.oddsText} is worse than ${odds.columns[0]}: no attack`, rule: 'CtS 10.1.8' });
  out.shifts = odds.shifts.map((m) => ({ value: m.value, reason: m.reason, rule: m.rule }));
  for (const l of [...odds.attack.lines, ...odds.defense.lines]) for (const r of l.reasons) out.notes.push(`${l.unit}: ${r}`);
  out.notes.push('Ground Support (CtS 23.11) and Maximum Effort (CtS 11.6) are not counted; Determined Defense (CtS 12.5) comes after the dice');
  return out;
}
