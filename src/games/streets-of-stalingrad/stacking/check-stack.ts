import type { SosSide } from '../combat/fire-combat';
import type { SosTables } from '../data/tables';
import { countsAsCombatUnit, EXTRA_KINDS, isStackArmor, SOVIET_ONLY, type Piece, type PieceKind } from './pieces';

/** The stacking limits as data (`tables.yaml` `stacking`, transcribed from 5.3-5.6 and 17.21). */
export type StackingTable = SosTables['stacking'];

/** One broken stacking limit, with a stable code and the rule. */
export interface StackProblem {
  code: 'over-stacked' | 'over-stacked-extra' | 'flotilla-off-volga' | 'minefield-stack' | 'not-for-side';
  message: string;
  rule: string;
}

/** The hex the pieces stand in, as far as stacking reads it. */
export interface StackHex {
  /** A Volga River hex (5.5: River Flotilla units only there). */
  volga: boolean;
  /**
   * The side whose minefield stands in the hex, if any (5.6). Its limits are read for the
   * minefield owner's units ("one friendly combat unit"); an enemy's units standing on it
   * (9.71, 17.23) keep 5.3's and 5.4's (a reading: 5.6 speaks of placing and of friendly units).
   */
  minefield?: SosSide;
}

/**
 * SoS 5.3, 5.4: the most combat units of a side in one hex. German: four "as long as at least
 * one of these units is a tank (panzer), StuG, or armored car unit"; without one the text is
 * silent, and this reads it as the Soviet's three (digest 3.15, an inference: the "as long as"
 * makes the fourth depend on the armor).
 */
export function combatUnitLimit(table: StackingTable, side: SosSide, pieces: readonly Piece[]): { limit: number; rule: string } {
  if (side === 'soviet') return { limit: table.combat.soviet, rule: 'SoS 5.4' };
  return { limit: pieces.some((p) => isStackArmor(p.kind)) ? table.combat.germanWithArmor : table.combat.soviet, rule: 'SoS 5.3' };
}

/**
 * Every stacking limit one side's pieces in one hex break (SoS 5.3-5.7), all at once. The
 * limits apply at the end of a phase (5.1), not to units moving through (5.2), and 5.8 lets
 * moving units pinned in a full hex exceed them: the caller asks at the end of a phase.
 * With a minefield in the hex (5.6) one friendly combat unit and one of a leader, an OP, a
 * sniper or a mine dog may stand there (17.21 adds the bridge to that list of one companion),
 * and no other piece they do not name (the fortification, 5.7's markers and Stukas, are the caller's).
 */
export function stackProblems(table: StackingTable, side: SosSide, pieces: readonly Piece[], hex: StackHex): StackProblem[] {
  const own = pieces.filter((p) => p.side === side);
  const out: StackProblem[] = [];
  for (const p of own) {
    if (side === 'german' && SOVIET_ONLY.has(p.kind)) {
      out.push({ code: 'not-for-side', message: `${p.id}: a ${p.kind} is a Soviet piece only`, rule: 'SoS 5.5' });
    }
  }
  const combat = own.filter((p) => countsAsCombatUnit(p.kind));
  const minefields = pieces.filter((p) => p.kind === 'minefield');
  if (minefields.length > table.minefieldHex.minefield && minefields.some((p) => p.side === side)) out.push({ code: 'minefield-stack', message: `${minefields.length} minefields in one hex; only one may be placed there`, rule: 'SoS 5.6' });
  if (hex.minefield === side) {
    // 5.6: "you may stack only one friendly combat unit, plus any one of the following: Leader, OP, Sniper (Soviet only), Mine dog (Soviet only)"
    // 17.21: "One leader unit, or OP unit, or mine dog, or sniper unit, or bridge unit may stack with the above combat unit."
    const oneOf = new Set<PieceKind>(table.minefieldHex.oneOf);
    const companions = own.filter((p) => oneOf.has(p.kind));
    const others = own.filter((p) => !countsAsCombatUnit(p.kind) && !companions.includes(p) && p.kind !== 'minefield' && p.kind !== 'stuka' && p.kind !== 'explosion' && p.kind !== 'bridge' && p.kind !== 'fortification');
    if (combat.length > table.minefieldHex.combat) out.push({ code: 'minefield-stack', message: `${combat.length} combat units in a minefield hex; only ${table.minefieldHex.combat} may stand there`, rule: 'SoS 5.6' });
    if (companions.length > 1) out.push({ code: 'minefield-stack', message: `${companions.map((p) => p.id).join(', ')} in a minefield hex: only one leader, OP, sniper, mine dog or bridge may stand there with the combat unit`, rule: 'SoS 5.6' });
    for (const p of others) out.push({ code: 'minefield-stack', message: `${p.id}: a ${p.kind} may not stack in a minefield hex`, rule: 'SoS 5.6' });
    return out;
  }
  const { limit, rule } = combatUnitLimit(table, side, own);
  if (combat.length > limit) {
    const why = side === 'german' ? (limit === 4 ? ' (four with a tank, StuG or armored car)' : ' (three without a tank, StuG or armored car among them)') : '';
    out.push({ code: 'over-stacked', message: `${combat.length} combat units in one hex, more than ${limit}${why}`, rule });
  }
  const counts = new Map<PieceKind, number>();
  for (const p of own) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
  for (const [kind, n] of counts) {
    const max = EXTRA_KINDS.has(kind) ? table.extras[kind as keyof StackingTable['extras']] : undefined;
    if (max !== undefined && n > max) out.push({ code: 'over-stacked-extra', message: `${n} ${kind} pieces in one hex, more than ${max}`, rule: kind === 'leader' ? 'SoS 5.5, 18.11' : 'SoS 5.5' });
  }
  if (!hex.volga && counts.has('riverFlotilla')) out.push({ code: 'flotilla-off-volga', message: 'River Flotilla units stack only on Volga River hexes', rule: 'SoS 5.5' });
  return out;
}
