import type { GameMap } from '#kernel/map/game-map';
import type { HexId } from '#kernel/ids';
import { isProhibited, type StepCost, type StepVerdict } from '#kernel/movement/path';
import type { TecMovement, Weather } from '#games/kharkov-battles/data/tec-movement';
import { rowOf } from '#games/kharkov-battles/data/ids';
import { CITY, DNEPR_RIVER, MAJOR_RIVER, TOWN } from './features';
import type { Mover } from './mover';
import type { MoveQueries } from './queries';
import { terrainCost } from './terrain-cost';

/** Everything a step's cost depends on besides the two hexes. */
export interface MoveContext {
  map: GameMap;
  tec: TecMovement;
  weather: Weather;
  mover: Mover;
  q: MoveQueries;
}

/** KB 7.22: leaving an Enemy-controlled hex costs two MP more than the hex entered. */
export const EZOC_EXIT = 2;
/** KB 11.31: entering the hex of an Overrun costs one MP more. */
export const OVERRUN_EXTRA = 1;
/** KB 10.32: a Strategic move stays at least this many hexes from every enemy unit. */
export const STRATEGIC_CLEARANCE = 3;

const no = (code: string, message: string, rule: string): StepVerdict => ({ prohibited: true, code, message, rule });

/**
 * Where the mover may not go at all, whatever the cost: KB 20.3, a hex out of the scenario's
 * play area is entered by no move, Overrun or Mobile Assault; KB 20.1, a hex south of the
 * mover's southernmost row (Operation Star's 38th Army), unless the step from `from` goes
 * north (a unit a retreat left south of it "must move north as soon as possible"). Null when
 * the step may be taken.
 */
export function outOfBounds(ctx: Pick<MoveContext, 'map' | 'q' | 'mover'>, to: HexId, from?: HexId): StepVerdict | null {
  if (ctx.q.inPlay && !ctx.q.inPlay(to)) return no('hex-out-of-play', `${ctx.map.label(to)} is out of play in this scenario`, 'KB 20.3');
  if (southOfBound(ctx.mover, to, from)) return no('south-of-38th-army-bound', `a 38th Army unit may not move south of hex row KB${ctx.mover.southernmostRow}xx (${ctx.map.label(to)})`, 'KB 20.1');
  return null;
}

/** KB 20.1: the step into `to` takes the mover south of its southernmost row, and not north from `from`. */
export function southOfBound(mover: Pick<Mover, 'southernmostRow'>, to: HexId, from?: HexId): boolean {
  const row = mover.southernmostRow;
  return row !== undefined && rowOf(to) < row && (from === undefined || rowOf(to) <= rowOf(from));
}

/**
 * One step of Tactical Movement (KB 10.2): the terrain cost with the Tactical road rate
 * (10.22), plus 2 MP for leaving an Enemy-controlled hex (7.22). Never from one
 * Enemy-controlled hex directly into another (7.25; Mobile Infiltration is the one-hex
 * exception, infiltration.ts). Never into an enemy-occupied hex (10.51) except an Overrun
 * of a lone unit without ZOC, for 1 MP more (11.31), which an Out of Supply or Isolated
 * unit (11.34) or a unit that is not multi-step (11.31) may not make, nor into a town or
 * city or across a Major or Dnepr River (11.33). That entering an EZOC ends the move
 * (10.52) depends on the path: see walk.ts and reach.ts.
 */
export function tacticalStep(ctx: MoveContext): StepCost {
  const { map, tec, weather, mover, q } = ctx;
  return (from, to) => {
    const away = outOfBounds(ctx, to, from);
    if (away) return away;
    let overrun = false;
    if (q.enemyOccupied(to)) {
      if (!q.overrunTarget(to)) return no('enemy-occupied', `${map.label(to)} holds enemy units`, 'KB 10.51');
      const refusal = overrunRefusal(ctx, from, to);
      if (refusal) return refusal;
      overrun = true;
    }
    const zocFrom = q.enemyZoc(from);
    if (zocFrom && q.enemyZoc(to)) return no('ezoc-to-ezoc', `a unit may not move from the EZOC in ${map.label(from)} directly into the EZOC in ${map.label(to)}`, 'KB 7.25');
    const terrain = terrainCost(map, from, to, { tec, weather, class: mover.class, road: 'tactical', rubble: q.rubble(to), pontoon: q.pontoon(from, to) });
    if (isProhibited(terrain)) return terrain;
    return { cost: terrain.cost + (zocFrom ? EZOC_EXIT : 0) + (overrun ? OVERRUN_EXTRA : 0) };
  };
}

function overrunRefusal(ctx: MoveContext, from: HexId, to: HexId): StepVerdict | null {
  const { map, mover } = ctx;
  const at = map.label(to);
  if (!mover.multiStep) return no('overrun-not-multi-step', `only a multi-step combat unit may Overrun the unit in ${at}`, 'KB 11.31');
  if (mover.supply !== 'operational') return no('overrun-supply', `an ${mover.supply === 'isolated' ? 'Isolated' : 'Out of Supply'} unit may not Overrun`, 'KB 11.34');
  if (map.hasFeature(to, CITY) || map.hasFeature(to, TOWN)) return no('overrun-town-or-city', `no Overrun against a unit in a town or city (${at})`, 'KB 11.33');
  const side = map.hexsideFeatures(from, to);
  if (side.includes(MAJOR_RIVER) || side.includes(DNEPR_RIVER) || ctx.q.pontoon(from, to)) return no('overrun-river', `no Overrun across a Major or Dnepr River (into ${at})`, 'KB 11.33');
  return null;
}

/**
 * The hexes within two hexes of an enemy unit, which a Strategic move may not start in,
 * pass or end in (KB 10.32: "at least three hexes away").
 */
export function nearEnemy(ctx: MoveContext): Set<HexId> {
  const near = new Set<HexId>();
  for (const e of ctx.q.enemyUnitHexes()) for (const h of ctx.map.grid.within(e, STRATEGIC_CLEARANCE - 1)) near.add(h);
  return near;
}

/**
 * One step of Strategic Movement (KB 10.3): the terrain cost with the Strategic road rate
 * (10.33), never within two hexes of an enemy unit (10.32); a Soviet unit never enters an
 * interdicted hex (5.32).
 */
export function strategicStep(ctx: MoveContext, near: ReadonlySet<HexId> = nearEnemy(ctx)): StepCost {
  const { map, tec, weather, mover, q } = ctx;
  return (from, to) => {
    const away = outOfBounds(ctx, to, from);
    if (away) return away;
    if (near.has(to)) return no('strategic-near-enemy', `${map.label(to)} is within two hexes of an enemy unit`, 'KB 10.32');
    if (mover.side === 'soviet' && q.interdicted(to)) return no('strategic-interdicted', `${map.label(to)} is interdicted: a Soviet unit using Strategic Movement must stop before it`, 'KB 5.32');
    return terrainCost(map, from, to, { tec, weather, class: mover.class, road: 'strategic', rubble: q.rubble(to), pontoon: q.pontoon(from, to) });
  };
}

/**
 * Why the unit may not use Strategic Movement at all from its start: Out of Supply or
 * Isolated (8.32e, 8.33e), starting within two hexes of an enemy unit (10.32), or a Soviet
 * unit starting in an interdicted hex (5.32). Null when it may.
 */
export function strategicStartRefusal(ctx: MoveContext, start: HexId, near: ReadonlySet<HexId> = nearEnemy(ctx)): { code: string; message: string; rule: string } | null {
  const { map, mover, q } = ctx;
  if (mover.supply === 'out-of-supply') return { code: 'strategic-supply', message: 'an Out of Supply unit may not use Strategic Movement', rule: 'KB 8.32e' };
  if (mover.supply === 'isolated') return { code: 'strategic-supply', message: 'an Isolated unit may not use Strategic Movement', rule: 'KB 8.33e' };
  if (near.has(start)) return { code: 'strategic-near-enemy', message: `${map.label(start)} is within two hexes of an enemy unit`, rule: 'KB 10.32' };
  if (mover.side === 'soviet' && q.interdicted(start)) return { code: 'strategic-interdicted', message: `a Soviet unit starting in the interdicted ${map.label(start)} may not use Strategic Movement`, rule: 'KB 5.32' };
  return null;
}

/**
 * KB 11.2 Procedure: a Mobile Assault costs two MP plus the cost of entering the target hex,
 * roads and railroads ignored. Whether it may be made at all is the combat rules' (11.2-11.24).
 */
export function mobileAssaultCost(ctx: MoveContext, from: HexId, target: HexId): StepVerdict {
  const { map, tec, weather, mover, q } = ctx;
  const away = outOfBounds(ctx, target, from);
  if (away) return away;
  const terrain = terrainCost(map, from, target, { tec, weather, class: mover.class, road: 'none', rubble: q.rubble(target), pontoon: q.pontoon(from, target) });
  return isProhibited(terrain) ? terrain : { cost: EZOC_EXIT + terrain.cost };
}
