import type { TemplateInfo, UnitOptions } from '#kernel/engine/ruleset';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { setupSlots } from '#games/campaign-to-stalingrad/setup/setup-slots';
import { setupArea } from '#games/campaign-to-stalingrad/setup/game-options';
import { setupWindow, type SetupState } from './open';
import { unitLabel } from '#games/campaign-to-stalingrad/unit-label';

/** Per-unit options in a set-up window: where each unit the side places may set up (CtS 35.1). */
export function setupOptions(ctx: CtsContext, state: SetupState, side: CtsSide): UnitOptions[] {
  if (side !== state.setup) return [];
  return [...setupSlots(ctx, ctx.scenarios.get(state.scenario)!, side, state, setupArea(state)).values()].map((slot) => ({
    unit: slot.unit as UnitOptions['unit'],
    label: `${unitLabel(ctx.units.get(slot.unit)!, state.units[slot.unit]!)} (${slot.army})`,
    hex: state.units[slot.unit]!.hex!,
    placements: [...slot.hexes].sort(),
    notes: [`sets up ${slot.where} (${slot.rule ?? 'CtS 35.1'})`],
  }));
}

/** The turn-file template of a set-up window: every constraint, each unit with the hexes it may set up in, an example. */
export function setupTemplate(ctx: CtsContext, state: SetupState, side: CtsSide): TemplateInfo {
  const w = setupWindow(state);
  const units = setupOptions(ctx, state, side);
  const standing = state.standing[side];
  const notes = [`${w.id}: ${w.description}`];
  if (side !== state.setup) {
    notes.push(`This window waits for the ${state.setup} set-up; you may send standing orders only (orders: []).`);
    return { notes, units, exampleOrders: [], ...(standing ? { standing } : {}) };
  }
  notes.push(
    'place: {units: [ids], hex} sets units up in a hex; each unit is placed once; units you leave out keep the hex shown (the historical set-up). The whole position is checked once every placement is made.',
    'hexes are ids of the two maps on one grid; a south-map hex may be written as printed with an S (S4336 = 6336)',
  );
  if (side === 'axis') {
    const depots = state.depots.filter((d) => d.side === 'axis').map((d) => d.hex);
    notes.push(`place: {depot: hex, hex} sets up the Axis depot now in the first hex in any hex west of the June 28th start line, each depot once (CtS 35.2 [Change]); the depots are in ${depots.join(', ')}`);
  }
  if (side === 'soviet') notes.push('standing: {setupLosses: [ids]} names your set-up losses: five steps, one a unit, three an army at most, and five more in the 38th Army (CtS 35.1(4) and [Change]); default: the first rifle divisions by id');
  const first = units[0];
  return { notes, units, exampleOrders: first ? [{ place: { units: [first.unit], hex: first.hex } }] : [], ...(standing ? { standing } : {}) };
}
