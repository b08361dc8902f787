import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy } from '../occupancy';
import { isArmyHq, isNonCombat } from '../unit-kind';
import { BEYOND_THE_CHART, MOVEMENT_OVERRUN_ODDS, movementOverrunOdds, movementOverrunProblems, movementOverruns } from './movement-overrun';
import { placedAir } from '../air/placed';
import { oddsBoard } from '../combat/odds';
import { armorSteps, faceOf } from '../unit-values';

/** A Movement Phase overrun the side could declare now, with the least Maximum Effort that reaches 10-1. */
export interface OverrunChance {
  target: HexId;
  units: string[];
  maximumEffort: 0 | 1 | 2;
}

/**
 * The least printed attack that might reach 10-1: the right shifts a 4.7 overrun can add
 * are Maximum Effort 2 (11.6), Armor Superiority 2 with armor among the attackers (11.2),
 * Ground Support 2 with own air in the hex (23.11); below 10-1 by that many columns, on
 * a defense halved for isolation at best (11.3). Terrain only adds to the defense.
 */
function leastAttack(columns: readonly string[], defense: number, armor: boolean, air: boolean): number {
  const shifts = 2 + (armor ? 2 : 0) + (air ? 2 : 0);
  const column = columns[Math.max(columns.indexOf(MOVEMENT_OVERRUN_ODDS) - shifts, 0)]!;
  const ratio = Number(column.split('-')[0]!.split(' ')[0]) || 0; // "1 1/2-1" and below: any attack may do
  return (ratio * defense) / 2;
}

/**
 * CtS 4.7 for the options listing: each enemy hex holding combat units, not overrun yet,
 * against which the side's combat units already next to it, all together, may declare a
 * Movement Phase overrun now (movementOverrunProblems finds nothing), at Maximum Effort 0,
 * else 1, else 2. Hexes whose printed factors cannot reach 10-1 are passed over unread;
 * with `near`, so are hexes next to none of those units (the odds board is read only when a
 * hex may reach 10-1).
 */
export function overrunChances(ctx: CtsContext, state: CtsState, side: CtsSide, near?: ReadonlySet<string>): OverrunChance[] {
  const enemy = enemyOf(side);
  const done = new Set<string>(movementOverruns(state, side).flatMap((o) => [o.hex, ...o.units]));
  const targets = new Set<HexId>();
  for (const [id, u] of Object.entries(state.units)) {
    const spec = ctx.units.get(id);
    if (spec?.side !== enemy || u.where !== 'map' || u.hex === null || isNonCombat(spec) || done.has(u.hex)) continue;
    targets.add(u.hex);
  }
  const columns = [...ctx.tables.crt.columns, ...BEYOND_THE_CHART];
  const airHexes = new Set<string>(placedAir(ctx, state, side).map((a) => a.hex));
  const occ = occupancy(ctx, state);
  let board: ReturnType<typeof oddsBoard> | undefined;
  const nearHexes = near ? new Set([...near].map((id) => state.units[id]?.hex).filter((h) => h)) : undefined;
  const out: OverrunChance[] = [];
  for (const target of [...targets].sort()) {
    if (nearHexes && !ctx.map.neighbours(target).some((h) => nearHexes.has(h))) continue;
    const defense = occ.at(target, enemy).reduce((s, p) => s + faceOf(p.spec, p.state).defense, 0);
    const units = ctx.map
      .neighbours(target)
      .flatMap((h) => occ.at(h, side))
      .filter((p) => !isNonCombat(p.spec) && (isArmyHq(p.spec) || !p.spec.type.endsWith('-hq')) && !p.state.disrupted && !done.has(p.spec.id) && faceOf(p.spec, p.state).attack > 0)
      .map((p) => p.spec.id)
      .sort();
    const attack = units.reduce((sum, id) => sum + faceOf(ctx.units.get(id)!, state.units[id]!).attack, 0);
    const armor = units.some((id) => armorSteps(ctx.units.get(id)!, state.units[id]!) > 0);
    if (units.length === 0 || attack < leastAttack(columns, defense, armor, airHexes.has(target))) continue;
    board ??= oddsBoard(ctx, state, side);
    if (!movementOverrunOdds(ctx, state, { target, units, maximumEffort: 2 }, board).enough) continue; // one reading rules most out
    for (const maximumEffort of [0, 1, 2] as const) {
      const o = { target, units, maximumEffort };
      if (!movementOverrunOdds(ctx, state, o, board).enough) continue;
      if (movementOverrunProblems(ctx, state, side, o).length === 0) out.push(o);
      break;
    }
  }
  return out;
}
