import type { GameEvent } from '#kernel/engine/events';
import { determineSupply, type SupplyUnit } from '../rules/supply/states';
import { popovFuelRoll } from '../rules/supply/popov-fuel';
import { withUnits } from '../state/update';
import type { KbState } from '../state/types';
import { readOptions } from './options';
import { pocketAttrition } from './pocket-attrition';
import { atStep, labelRoot } from './position';
import { positionSupply, viewFor } from './supply-trace';
import type { ServerStepInput, ServerStepRun } from './types';

/**
 * KB 4.1 A.3, 8.0-8.4: the Mutual Supply Determination Phase. With the optional fuel rule
 * (20.1) the Soviet player first rolls for Popov (`T{nn}/supply/popov`). Then every unit of
 * both sides on the map traces a line of any length to a friendly source (uncommitted Soviet
 * units trace none, 13.11): Operational, Out of Supply, or Isolated when it already had an
 * OOS or Isolated marker (8.31-8.33). Each hex with a unit Isolated now and before rolls for
 * Pocket Attrition (8.4, `T{nn}/supply/attrition/KB3617`). The lines never read the weather
 * (KB 8.12); only the Attrition roll does (19.22).
 */
export const runSupplyPhase: ServerStepRun = (step, input) => {
  const view = viewFor(input.view, 'A.3');
  const { ctx } = input.data;
  const root = `${labelRoot(step, input)}/supply`;
  const fuel = popovRoll(atStep(input.state, step), input, `${root}/popov`);
  let state = fuel.state;
  const events: GameEvent[] = [...fuel.events];
  const supply = positionSupply(ctx, view, state);
  const units: SupplyUnit[] = Object.values(state.units)
    .filter((u) => u.where === 'map' && u.hex !== null)
    .map((u) => {
      const side = ctx.unit(u.id).side;
      return { id: u.id, side, hex: u.hex!, state: u.supply, uncommitted: side === 'soviet' && !u.committed };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const msdp = determineSupply(units, supply.toSources);
  state = withUnits(state, Object.fromEntries(msdp.changes.map((c) => [c.unit, { supply: c.to }])));
  const count = (side: string, s: string): number => units.filter((u) => u.side === side && msdp.states.get(u.id) === s).length;
  events.push({
    type: 'kb-supply',
    rule: 'KB 8.3',
    turn: step.turn,
    changes: msdp.changes,
    outOfSupply: { axis: count('axis', 'out-of-supply'), soviet: count('soviet', 'out-of-supply') },
    isolated: { axis: count('axis', 'isolated'), soviet: count('soviet', 'isolated') },
    attrition: msdp.attrition.map((h) => ctx.map.label(h)),
    text: `Supply determined (8.3): ${msdp.changes.length === 0 ? 'no unit changed state' : msdp.changes.map((c) => `${c.unit} ${c.from} to ${c.to} (${c.rule})`).join('; ')}`,
  });
  const pockets = pocketAttrition(ctx, input.tables, state, msdp.attrition, input.dice, `${root}/attrition`, input.lossOrders ?? {});
  return { state: pockets.state, record: input.record, events: [...events, ...pockets.events], result: null };
};

/** KB 20.1 optional: the Popov fuel roll at the beginning of the MSDP, from turn 6 until Popov is Out of Gas. */
function popovRoll(state: KbState, input: ServerStepInput, label: string): { state: KbState; events: GameEvent[] } {
  if (state.scenario !== 'operation-star') return { state, events: [] };
  const popov = Object.values(state.units).find((u) => input.data.ctx.unit(u.id).reverse === 'out-of-gas');
  if (!popov) return { state, events: [] };
  const r = popovFuelRoll(state.at.turn, { optionChosen: readOptions(state.scenario, input.options).historicalFuel, outOfGas: popov.outOfGas }, input.dice, label);
  if (!r.rolled) return { state, events: [] };
  const text = `Popov fuel roll (20.1, optional): the Soviet player rolls ${r.die} (${label}): ${r.outOfGas ? "4 or less, Popov is 'Out of Gas' for the rest of the game" : 'more than 4, nothing happens'}`;
  const event: GameEvent = { type: 'kb-popov-fuel', rule: 'KB 20.1', unit: popov.id, roll: { label, by: 'soviet', die: r.die }, outOfGas: r.outOfGas, text };
  return { state: r.outOfGas ? withUnits(state, { [popov.id]: { outOfGas: true } }) : state, events: [event] };
}
