import type { KbState } from '../state/types';
import { occupancy } from '../state/occupancy';
import { Issues } from './errors';
import type { PrepData, StepResult } from './step';

/** KB 20.1: where the Axis player places an available Ersatz battalion this turn (a printed hex label). */
export interface ErsatzInput {
  hex: string;
}

/**
 * KB 4.1 A.5.a, 20.1 (Operation Star): one Ersatz battalion becomes available in the MRRP of
 * each of turns 2, 3 and 4; each turn the Axis player may place one available battalion in a
 * friendly-owned town or city hex, with at most three on the map. An eliminated battalion goes
 * back to the reinforcement chart and is available again. Available = battalions made
 * available so far less those not on the chart. Refuses, changing nothing, a scenario
 * without them, none available, three already on the map, or a hex that is not a
 * friendly-owned town or city free of the enemy.
 */
export function placeErsatz(data: PrepData, state: KbState, input: ErsatzInput): StepResult {
  const { ctx, forces } = data;
  const rule = forces.ersatz;
  const issues = new Issues();
  if (!rule) {
    issues.add('ersatz', 'no-ersatz', `${forces.name} has no Ersatz battalions`, 'KB 20.1');
    issues.done();
  }
  const { availableOn, maxOnMap } = rule!;
  const all = Object.values(state.units).filter((u) => ctx.unit(u.id).kind === 'ersatz');
  const onChart = all.filter((u) => u.where === 'reinforcement-chart').map((u) => u.id).sort();
  const onMap = all.filter((u) => u.where === 'map').length;
  const granted = Math.min(all.length, availableOn.filter((t) => t <= state.at.turn).length);
  const available = Math.min(onChart.length, granted - (all.length - onChart.length));
  if (available <= 0) issues.add('ersatz', 'none-available', `no Ersatz battalion is available on turn ${state.at.turn}`, 'KB 20.1');
  if (onMap >= maxOnMap) issues.add('ersatz', 'three-on-map', `${onMap} Ersatz battalions are already on the map: at most ${maxOnMap}`, 'KB 20.1');
  const hex = ctx.map.resolve(input.hex);
  if (hex === null || state.owner[hex] === undefined) issues.add('ersatz.hex', 'hex-not-in-play', `${input.hex} is not a hex in play`, 'KB 20.1');
  else if (!ctx.map.hasFeature(hex, 'town') && !ctx.map.hasFeature(hex, 'city')) issues.add('ersatz.hex', 'not-town-or-city', `${input.hex} is not a town or city hex`, 'KB 20.1');
  else if (state.owner[hex] !== 'axis') issues.add('ersatz.hex', 'not-friendly-owned', `${input.hex} is not Axis-owned`, 'KB 20.1');
  else if (occupancy(ctx, state).occupant(hex) === 'soviet') issues.add('ersatz.hex', 'enemy-in-hex', `Soviet units stand in ${input.hex}`, 'KB 20.1');
  issues.done();
  const id = onChart[0]!;
  const st = state.units[id]!;
  return {
    state: { ...state, units: { ...state.units, [id]: { ...st, where: 'map', hex: hex!, entryArea: null, steps: 1, supply: 'operational' } } },
    events: [{ type: 'kb-ersatz', rule: 'KB 20.1', unit: id, hex: input.hex, text: `${ctx.unit(id).name} is placed at ${input.hex}: strictly defensive, it never moves or attacks (20.1)` }],
  };
}
