import type { UnitOptions } from '#kernel/engine/ruleset';
import { unitId, type HexId } from '#kernel/ids';
import type { UnitDef } from '../data/units';
import type { KbState, KbUnitState } from '../state/types';
import { combatOptions } from './combat-options';
import type { OptionsInput } from './input';
import { movementOptions } from './movement-options';
import { northDutyOf } from './north-duty';

/** A destination and how the unit gets there: the hexes entered, in order, and the Movement Points spent. */
export interface KbMove {
  hex: HexId;
  cost: number;
  path: HexId[];
}

/**
 * One unit's options, with the Kharkov Battles listings the kernel's shape has no field for.
 * Each listing is written as the order that makes it:
 * - `moves`: Tactical Movement (KB 10.2), `move: {unit, path}`;
 * - `strategicMoves`: Strategic Movement (10.3), `move: {unit, path, strategic: true}`;
 * - `infiltrations`: Mobile Infiltration (11.1), `move: {unit, path: [hex], infiltrate: true}`;
 * - `overrunMoves`: an Overrun of the lone unit in `target` (11.31), `overrun: {unit, path, target}`;
 * - `attacks` with `order: 'assault'`: a Mobile Assault from where the unit stands (11.2),
 *   `assault: {unit, target}`; without `order`, a Prepared Assault target (12.0), `attack: {attackers, targets}`;
 * - `assaultMoves`: a Mobile Assault on `target` after moving up along `path` (`cost` MP) by
 *   Tactical Movement (11.2), `assault: {unit, path, target}`, one per target not in `attacks`.
 */
export interface KbUnitOptions extends UnitOptions {
  strategicMoves?: KbMove[];
  infiltrations?: KbMove[];
  overrunMoves?: (KbMove & { target: HexId })[];
  assaultMoves?: (KbMove & { target: HexId })[];
  /** KB 20.1: a 38th Army unit south of hex row KB49xx that can move north: a file that gives orders must move it (options/north-duty.ts). */
  mustMove?: true;
}

/** The kind of window a name is: what the options list for it. */
export const windowKind = (name: string): 'movement' | 'combat' | 'other' => (name.endsWith('-movement') ? 'movement' : name.endsWith('-combat') ? 'combat' : 'other');

/**
 * What each of the side's units on the map may do in the open window (sorted by unit id):
 * in a movement window its moves of each kind, its Overruns and the Mobile Assaults it may
 * make from where it stands (KB 10.0-11.3); in a combat window the enemy hexes it may attack
 * (12.0-12.36); with notes saying why it may not, with the rule. Every listed move is one the
 * Movement Phase carries out as it stands (movement-phase/execute.ts). Units off the map are
 * not listed (the template names the ones waiting to enter). A window of the other side, or
 * a Preparation window, lists the units and their notes alone.
 */
export function kbUnitOptions(o: OptionsInput): KbUnitOptions[] {
  const { ctx, state, side, window } = o;
  const kind = window.side === side ? windowKind(window.name) : 'other';
  const moving = kind === 'movement' ? movementOptions(o) : null;
  const fighting = kind === 'combat' ? combatOptions(o) : null;
  const out: KbUnitOptions[] = [];
  const popovOutOfGas = Object.values(state.units).some((u) => u.outOfGas);
  for (const id of Object.keys(state.units).sort()) {
    const st = state.units[id]!;
    const def = ctx.units.get(id);
    if (!def || def.side !== side || st.where !== 'map' || st.hex === null) continue;
    const u: KbUnitOptions = { unit: unitId(id), label: unitLabel(def, st), hex: st.hex };
    const notes = statusNotes(def, st);
    // KB 20.1 optional fuel limitation
    if (popovOutOfGas && def.class === 'mechanized' && (def.colour === 'orange' || def.colour === 'pink')) notes.push('Popov is Out of Gas: it rolls on the C&C Table at -3 and has no Winter Combat Bonus (KB 20.1, 14.2)');
    if (moving) {
      const listing = moving(id, notes);
      Object.assign(u, listing);
      // KB 20.1: the same duty the Movement window's check and adjudication read
      if (northDutyOf(o, id, listing)) {
        u.mustMove = true;
        notes.push('south of hex row KB49xx after a retreat: it must move north this Movement Phase, by an order of its own (a move, an Overrun or a Mobile Assault after moving up); every step goes north while it is south of the row; with an empty file the server moves it (KB 20.1)');
      }
    }
    if (fighting) Object.assign(u, fighting(id, notes));
    if (notes.length > 0) u.notes = notes;
    out.push(u);
  }
  return out;
}

/** The counter as a player reads it: its name, and its face when it is not at full strength (KB 2.7). */
export function unitLabel(def: UnitDef, st: KbUnitState): string {
  const face = def.steps > 1 && st.steps === 1 ? ' (cadre)' : def.steps === 3 && st.steps === 2 ? ' (reduced)' : '';
  return `${def.name}${face}`;
}

/** What the unit's markers and supply state mean for it, whatever the window. */
function statusNotes(def: UnitDef, st: KbUnitState): string[] {
  const notes: string[] = [];
  if (st.supply === 'out-of-supply') notes.push('Out of Supply: reduced MPA, no Strategic Movement, no Overrun (KB 8.32, 11.34)');
  if (st.supply === 'isolated') notes.push('Isolated: reduced MPA, no Strategic Movement, Overrun or Mobile Infiltration (KB 8.33, 11.1, 11.34)');
  if (st.marks.limitedSupport) notes.push("Limited Support: MPA halved, no Mobile Assault, no Prepared Assault (KB 9.4, 11.2, 12.0)");
  if (st.marks.disorganized) notes.push('Disorganized: its strength is halved in this turn\'s friendly combat phase (KB 11.28)');
  if (st.outOfGas) notes.push("Out of Gas: orange- and pink-icon mechanized units roll on the C&C Table at -3 and lose the Winter Combat Bonus (KB 20.1, optional)");
  if (st.marks.preparedAssault) notes.push('Prepared Assault marker: it must attack in the coming combat phase (KB 7.26, 12.1)');
  return notes;
}
