import type { TemplateInfo, UnitOptions } from '#kernel/engine/ruleset';
import type { DosContext } from './data/context';
import { optionsFor } from './options';
import { arrivalTemplate } from './rules/reinforcements/arrival-template';
import { supplyStandingNotes, supplyTemplateNotes } from './rules/supply/supply-template';
import { asSide, type DosSide } from './state/sides';
import { specialStandingNotes, specialTemplateNotes } from './template-specials';
import type { DosState } from './state/types';
import { checkSubmission } from './windows/check';
import { phaseNow } from './windows/sequence';
import { openWindow } from './windows/window';

/** The standing orders every side may give: retreat choices (DoS 11.33, 11.34) and step losses (11.32, 11.37). */
const STANDING_NOTE = 'standing: {retreat: {prefer: [stack-together, best-terrain, away-from-enemy], hexes: {from: [to…]}}, losses: fewest-factors | strongest-first}.';

/** One example order for the phase: the first listed attack, else the first listed move. */
function example(options: UnitOptions[], phase: 'movement' | 'combat'): unknown | null {
  for (const o of options) {
    if (phase === 'combat' && o.attacks && o.attacks[0]) return { attack: { target: o.attacks[0].target, units: [o.unit] } };
    if (phase === 'movement' && o.moves && o.moves[0]) return { move: { unit: o.unit, path: o.moves[0].path } };
  }
  return null;
}

/**
 * Ready-to-edit material for the open window's turn file (Ruleset.template): what the
 * window decides, the side's units with their options, example orders that pass check(),
 * and the side's standing orders.
 */
export function templateFor(ctx: DosContext, state: DosState, side: DosSide): TemplateInfo {
  const window = openWindow(ctx, state);
  const units = optionsFor(ctx, state, side);
  const standing = state.standing[side];
  if (!window) return { notes: ['The game has ended.'], units, exampleOrders: [], ...(standing ? { standing } : {}) };
  const notes = [`Window ${window.id}: ${window.description}`];
  if (!window.waitingFor.includes(asSide(side))) {
    notes.push(`This window waits for the ${state.at.side} player; you may send standing orders only (orders: []).`);
    notes.push(...supplyStandingNotes(side), ...specialStandingNotes(ctx, state, side), STANDING_NOTE); // DoS 7.6, 9.32, 11.25, 11.32-11.34
    return { notes, units, exampleOrders: [], ...(standing ? { standing } : {}) };
  }
  const exampleOrders: unknown[] = [];
  if (state.at.step === 0) {
    exampleOrders.push({ declare: { phaseOrder: 'combat-first' } });
    notes.push('Orders run in the order written; a later order sees the results of the earlier ones (DoS 11.5).');
  }
  const phase = phaseNow(state);
  exampleOrders.push(...arrivalTemplate(ctx, state, side, phase, notes)); // DoS 8.1-8.7
  notes.push(...supplyTemplateNotes(ctx, state, side)); // DoS 7.6, 7.14
  notes.push(...specialTemplateNotes(ctx, state, side, phase)); // DoS 9.18, 9.23-9.32, 10.0, 11.25
  const ex = example(units, phase);
  if (ex) exampleOrders.push(ex);
  notes.push(
    phase === 'combat'
      ? 'attack: {target, units, losses?: [ids in the order steps go, 11.32/11.37], advance?: all | none | [ids] (11.38)}.'
      : 'move: {unit, path} or {units, path} for a stack that began the phase together (9.5); path = hexes entered.',
  );
  notes.push(STANDING_NOTE);
  const legal = checkSubmission(ctx, state, { side: asSide(side), orders: exampleOrders }).length === 0;
  return { notes, units, exampleOrders: legal ? exampleOrders : exampleOrders.filter((o) => 'declare' in (o as object)), ...(standing ? { standing } : {}) };
}
