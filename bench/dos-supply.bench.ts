import bundle from '../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import { sideNetwork } from '#games/drive-on-stalingrad/rules/supply/network';
import { supplyOf, supplyOfAll } from '#games/drive-on-stalingrad/rules/supply/supply-of';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { Figure } from './support/figure';
import { measure } from './support/measure';
import { round } from './support/stats';

/**
 * dos.supply.*: the supply network of Operation Blue's set-up (DoS 7.3-7.14), which the
 * rules trace before every move and battle (7.16). `network.<side>` rebuilds a side's
 * network with the cache missed (a new marker each run); `unit` asks one unit's supply in
 * an unchanged position (the cache hit: building the position key); `all-units` every
 * unit on the map, as the views and the supply-change events do.
 */
export async function run(): Promise<Figure[]> {
  const ctx = createContext(DataBundle.parse(bundle));
  const state = setupScenario(ctx, 'operation-blue');
  const figures: Figure[] = [];
  for (const side of ['german', 'soviet'] as const) {
    let i = 0;
    const miss = (): DosState => ({ ...state, supply: { ...state.supply, markers: { ...state.supply.markers, [side]: [`miss-${i++}`] } } }) as DosState;
    const m = await measure(() => sideNetwork(ctx, miss(), side), { warmup: 20, runs: 400, maxMs: 5_000 });
    figures.push({ name: `dos.supply.network.${side}`, value: round(m.median), unit: 'ms' });
  }
  const unit = Object.keys(state.units).find((id) => state.units[id]!.status === 'on-map')!;
  const hit = await measure(() => supplyOf(ctx, state, unit), { warmup: 50, runs: 2_000, maxMs: 3_000 });
  figures.push({ name: 'dos.supply.unit.cached', value: round(hit.median * 1000), unit: 'us' });
  const all = await measure(() => supplyOfAll(ctx, state), { warmup: 10, runs: 200, maxMs: 5_000 });
  figures.push({ name: 'dos.supply.all-units', value: round(all.median), unit: 'ms' });
  return figures;
}
