import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosState } from '../state/types';

type Step = { state: SosState; events: GameEvent[] };

const toBox = (state: SosState, unit: string, box: string): SosState => ({ ...state, pieces: { ...state.pieces, [unit]: { ...state.pieces[unit]!, at: box } } });

/**
 * SoS 16.57: "A 'P' = immediately place the pinned RF unit(s) in any East Bank box until the
 * next turn": the pinned River Flotilla units among `units` still on the map go back at once
 * to the box each came from (chosen: the box it was taken from), pinned.
 */
export function returnPinnedFlotilla(state: SosState, units: readonly string[], turn: number): Step {
  let s = state;
  const back: { unit: string; box: string }[] = [];
  for (const unit of units) {
    const p = s.pieces[unit];
    const use = s.flotillaUsed.find((u) => u.unit === unit && u.turn === turn);
    if (!p || !use || !p.pinned || p.at === null || p.at === use.box) continue;
    s = toBox(s, unit, use.box);
    back.push({ unit, box: use.box });
  }
  return { state: s, events: back.length ? [{ type: 'flotilla-returned', rule: 'SoS 16.57', pinned: true, units: back }] : [] };
}

/**
 * SoS 16.56, 16.57: when the phase in which River Flotilla units were used is over, those on
 * the map go back to the East Bank box each came from (16.56: "any East Bank box"; chosen:
 * the one it was taken from). Each one eliminated in the phase rolls a d10, halved and
 * rounded up: it comes back that many turns later, to that box, at the start of the Soviet
 * Movement Phase 10 (returnsDue).
 */
export function endFlotillaPhase(state: SosState, turn: number, phase: number, label: string, dice: Dice): Step {
  let s = state;
  const events: GameEvent[] = [];
  const back: { unit: string; box: string }[] = [];
  for (const use of state.flotillaUsed.filter((u) => u.turn === turn && u.phase === phase)) {
    const p = s.pieces[use.unit]!;
    if (p.eliminated) {
      if (s.flotillaReturns.some((r) => r.unit === use.unit)) continue;
      const die = dice.roll(`${label}/flotilla/${use.unit}/return`, 10);
      const later = Math.ceil(die / 2);
      s = { ...s, flotillaReturns: [...s.flotillaReturns, { unit: use.unit, turn: turn + later, box: use.box }] };
      events.push({ type: 'flotilla-return-rolled', rule: 'SoS 16.57', unit: use.unit, die, turns: later, returnTurn: turn + later, box: use.box });
    } else if (p.at !== null && p.at !== use.box) {
      s = toBox(s, use.unit, use.box);
      back.push({ unit: use.unit, box: use.box });
    }
  }
  if (back.length) events.unshift({ type: 'flotilla-returned', rule: 'SoS 16.56', units: back });
  return { state: s, events };
}

/** SoS 16.57: at the start of the Soviet Movement Phase 10, the eliminated River Flotilla units whose turn has come are back in their East Bank box. */
export function returnsDue(state: SosState, turn: number): Step {
  const due = state.flotillaReturns.filter((r) => r.turn <= turn);
  if (due.length === 0) return { state, events: [] };
  let s: SosState = { ...state, flotillaReturns: state.flotillaReturns.filter((r) => r.turn > turn) };
  for (const r of due) s = { ...s, pieces: { ...s.pieces, [r.unit]: { ...s.pieces[r.unit]!, at: r.box, eliminated: false, pinned: false, spent: false } } };
  return { state: s, events: [{ type: 'flotilla-back', rule: 'SoS 16.57', units: due.map((r) => ({ unit: r.unit, box: r.box })) }] };
}

/** SoS 16.52: the record of use is the turn's; it empties in the Administrative Phase. */
export const clearFlotillaUse = (state: SosState, turn: number): SosState =>
  state.flotillaUsed.some((u) => u.turn !== turn) ? { ...state, flotillaUsed: state.flotillaUsed.filter((u) => u.turn === turn) } : state;
