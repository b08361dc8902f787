import type { TemplateInfo } from '../../kernel/engine/ruleset';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { unitOptions } from './options';
import { openWindow } from './windows/sequence';

/** Ready-to-edit material for the open window's turn file. */
export function templateFor(ctx: CtsContext, state: CtsState, side: CtsSide): TemplateInfo {
  const w = openWindow(state);
  const units = unitOptions(ctx, state, side);
  const notes = [
    w ? `${w.id}: ${w.description}` : 'the game has ended',
    `Turn ${state.turn}; Supply Points: Axis ${state.supplyPoints.axis}, Soviet ${state.supplyPoints.soviet}`,
    'standing: {defender: {determinedDefense: {policy: hold, maxLevel: 1}, lossOrder: [...]}, attacker: {rerollOnes: true}} carries your choices in battles (CtS 10.5, 11.5, 12.5)',
  ];
  const example: unknown[] = [];
  const mover = units.find((u) => (u.moves ?? []).length > 0);
  if (mover && mover.moves) example.push({ move: { unit: mover.unit, path: mover.moves[0]!.path } });
  const attacker = units.find((u) => (u.attacks ?? []).length > 0);
  if (attacker && attacker.attacks) example.push({ attack: { attackers: [attacker.unit], targets: [attacker.attacks[0]!.target] } });
  return { notes, units, exampleOrders: example, ...(state.standing[side] ? { standing: state.standing[side] } : {}) };
}
