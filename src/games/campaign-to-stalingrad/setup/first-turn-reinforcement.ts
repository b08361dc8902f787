import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide, Scenario } from '../data/schema';
import { railHexes } from '../rules/railroads/rail-links';
import type { CtsState } from '../state/types';
import { startLineSide } from './start-line';

/** What the set-up position says of the map: who controls each hex, where each unit stands. */
export type SetupPosition = Pick<CtsState, 'control' | 'units'>;

/**
 * CtS Errata 2 (URANUS REINFORCEMENT CARD): "The first turn Soviet reinforcement may start
 * the game on any friendly controlled rail hex that is not adjacent to an enemy unit." The
 * hexes open to it in the players' set-up: rail hexes `side` controls on its own side of the
 * start line (36.1(1)), none next to an enemy unit of the position (the Axis sets up first,
 * 36.1, so his units stand where he placed them). Not held to its army's set-up area.
 */
export function firstTurnReinforcementHexes(ctx: CtsContext, scenario: Scenario, side: CtsSide, position: SetupPosition): Set<HexId> {
  const enemyHexes = new Set<HexId>();
  for (const u of Object.values(position.units)) {
    if (u.where === 'map' && u.hex !== null && ctx.units.get(u.id)?.side !== side) enemyHexes.add(u.hex);
  }
  const nextToEnemy = (h: HexId): boolean => ctx.map.neighbours(h).some((n) => enemyHexes.has(n));
  return new Set(railHexes(ctx).filter((h) => position.control[h] === side && startLineSide(scenario.startLine.rows, h) === side && !nextToEnemy(h)));
}

/** The units of `scenario`'s first-turn reinforcement (Errata 2) that `side` sets up. */
export function firstTurnReinforcementUnits(scenario: Scenario, side: CtsSide): ReadonlySet<string> {
  const r = scenario.firstTurnReinforcement;
  return new Set(r && r.side === side ? r.units : []);
}
