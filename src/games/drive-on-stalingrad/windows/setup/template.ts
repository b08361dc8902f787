import type { TemplateInfo, UnitOptions } from '#kernel/engine/ruleset';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { setupSlots } from '#games/drive-on-stalingrad/rules/setup/slots';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import { unitDef } from '#games/drive-on-stalingrad/state/units';
import { setupWindow, type SetupState } from './open';
import { unitLabel } from '#games/drive-on-stalingrad/options';

/** Per-unit options in a set-up window: where each unit the side places may set up (DoS 12.1). */
export function setupOptions(ctx: DosContext, state: SetupState, side: DosSide): UnitOptions[] {
  if (side !== state.setup) return [];
  return [...setupSlots(ctx, state.scenario, side).values()].map((slot) => ({
    unit: slot.unit,
    label: unitLabel(unitDef(ctx, slot.unit), state.units[slot.unit]!),
    hex: state.units[slot.unit]!.hex!,
    placements: [...slot.hexes].sort(),
    notes: [slot.kind === 'front-line' ? (slot.facing ? `a front-line hex opposite ${slot.facing.join(' or ')}, the German-side armies ${slot.army} faces (DoS 12.1, 3.2)` : 'any front-line hex (DoS 12.1)') : slot.kind === 'army' ? `inside the ${slot.army} set-up area (DoS 12.1)` : 'any German-held hex west of the start line, one freely placed unit a hex (DoS 12.1)'],
  }));
}

/** The turn-file template of a set-up window: every constraint, the units with their hexes, an example. */
export function setupTemplate(ctx: DosContext, state: SetupState, side: DosSide): TemplateInfo {
  const window = setupWindow(state);
  const units = setupOptions(ctx, state, side);
  const standing = state.standing[side];
  const notes = [`Window ${window.id}: ${window.description}`];
  if (side !== state.setup) {
    notes.push(`This window waits for the ${state.setup} player's set-up; you may send standing orders only (orders: []).`);
    return { notes, units, exampleOrders: [], ...(standing ? { standing } : {}) };
  }
  notes.push(
    'place: {units: [ids], hex} sets units up in a hex; each unit is placed once; units you leave out keep the hex shown (the historical set-up).',
    'Each unit below lists the hexes where it may set up (placements). The whole position is checked once every placement is made: stacking (DoS 6.1-6.4)' +
      (side === 'soviet' ? ' and a Soviet unit in every front-line hex (DoS 12.1).' : ' and one freely placed unit a hex at most (DoS 12.1).'),
  );
  const first = units[0];
  const exampleOrders = first ? [{ place: { units: [first.unit], hex: first.hex } }] : [];
  return { notes, units, exampleOrders, ...(standing ? { standing } : {}) };
}
