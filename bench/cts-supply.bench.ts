import { createContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { isIsolated } from '#games/campaign-to-stalingrad/rules/communication';
import { enemyOf, occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { realBundle } from '../test/games/campaign-to-stalingrad/support/real-bundle';
import type { Figure } from './support/figure';
import { ctsScriptedPosition } from './support/cts-scripted-position';
import { measure } from './support/measure';
import { round } from './support/stats';

/**
 * cts.supply.*: the supply and line-of-communication computations of Campaign To
 * Stalingrad in a scripted Fall Blau game when turn 3 opens (fronts in contact,
 * bench/support/cts-scripted-position.ts). `phase.<side>` is that side's Supply Phase
 * (16.11: Connecting Rail Hexes, Army HQ sources not Isolated, a Line of Supply for every
 * unit); `bonds.<side>` the side's ZOC bonds (6.3-6.9), which every line and move asks;
 * `isolation.all-units` the 9.2 isolation test (a LOC to a friendly edge) of every unit on
 * the map, with each side's enemy bonds built once, as the 35.8 victory check asks it.
 */
export async function run(): Promise<Figure[]> {
  const ctx = createContext(realBundle);
  const state = ctsScriptedPosition('T03/axis-movement');
  const figures: Figure[] = [];
  for (const side of ['axis', 'soviet'] as CtsSide[]) {
    const m = await measure(() => supplyPhase(ctx, state, side), { warmup: 3, runs: 40, maxMs: 6_000 });
    figures.push({ name: `cts.supply.phase.${side}`, value: round(m.median), unit: 'ms' });
  }
  for (const side of ['axis', 'soviet'] as CtsSide[]) {
    const m = await measure(() => bondsOf(ctx, state, side), { warmup: 5, runs: 100, maxMs: 4_000 });
    figures.push({ name: `cts.supply.bonds.${side}`, value: round(m.median), unit: 'ms' });
  }
  const onMap = Object.entries(state.units).filter(([, u]) => u.where === 'map' && u.hex !== null);
  const isolation = () => {
    const occ = occupancy(ctx, state);
    const bonds = { axis: bondsOf(ctx, state, 'axis', occ), soviet: bondsOf(ctx, state, 'soviet', occ) };
    let isolated = 0;
    for (const [id, u] of onMap) {
      const side = ctx.units.get(id)!.side;
      if (isIsolated(ctx, state, occ, side, u.hex!, bonds[enemyOf(side)])) isolated++;
    }
    return isolated;
  };
  const m = await measure(isolation, { warmup: 3, runs: 40, maxMs: 6_000 });
  figures.push(
    { name: 'cts.supply.isolation.all-units', value: round(m.median), unit: 'ms' },
    { name: 'cts.supply.isolation.units', value: onMap.length, unit: 'count' },
    { name: 'cts.supply.isolation.isolated', value: isolation(), unit: 'count' },
  );
  return figures;
}
