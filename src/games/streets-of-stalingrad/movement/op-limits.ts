import type { Counter } from '../data/counters';
import { before, nextPhase } from '../sequence/phase-line';
import { SOS_PHASES, type SosSide } from '../sequence/phases';
import type { SosOpRecord, SosState } from '../state/types';

/**
 * OP units' limits after spotting and after moving (SoS 14.95, 14.96), read on the sequence
 * of play (4.3, `sequence/phases.ts`):
 * - 14.95: "If they are used to spot targets for artillery, OP units may not move in their
 *   side's next immediate movement phase": the first phase after the spotting whose kind is a
 *   movement phase (Movement, Reserves Movement or Exploit Movement) of the OP's side; the OP
 *   is turned back "at the end of that phase". A German OP that spots in Simultaneous
 *   Bombardment Phase 2 may not move in German Movement Phase 3; a Soviet one, not in Soviet
 *   Reserves Movement Phase 4.
 * - 14.96: "OP units that move may not spot for IF artillery units in the phase immediately
 *   following their movement", advances after combat (9.85) and a join to a unit of its
 *   command (14.92) included: the next phase of the sequence, whoever's it is. An OP that
 *   moves in German Movement Phase 3 may not spot in Soviet Reserves Movement Phase 4; one
 *   that advances after combat in Attack Phase 5 may not spot in Simultaneous Bombardment Phase 6.
 */

const MOVEMENT_KINDS = new Set(['movement', 'reserves', 'exploit-movement']);

/** SoS 14.95: `side`'s next movement phase after (turn, phase). */
export const nextOwnMovementPhase = (turn: number, phase: number, side: SosSide): [number, number] =>
  nextPhase(turn, phase, (n) => {
    const p = SOS_PHASES[n - 1]!;
    return MOVEMENT_KINDS.has(p.kind) && p.actor === side;
  });

const ops = (counters: readonly Counter[]): Counter[] => counters.filter((c) => c.type === 'op');

function add(records: readonly SosOpRecord[] | undefined, added: readonly SosOpRecord[]): SosOpRecord[] {
  const ids = new Set(added.map((r) => r.unit));
  return [...(records ?? []).filter((r) => !ids.has(r.unit)), ...added].sort((a, b) => a.unit.localeCompare(b.unit));
}

/** SoS 14.95: the OP units of `spotters` spotted for artillery in (turn, phase). */
export function recordOpSpotted(state: SosState, spotters: readonly Counter[], turn: number, phase: number): SosState {
  const added = ops(spotters).map((c): SosOpRecord => {
    const [untilTurn, untilPhase] = nextOwnMovementPhase(turn, phase, c.side);
    return { unit: c.id, turn, phase, untilTurn, untilPhase };
  });
  return added.length === 0 ? state : { ...state, opSpotted: add(state.opSpotted, added) };
}

/** SoS 14.96, 9.85, 14.92: the OP units of `movers` moved (advanced, joined) in (turn, phase). */
export function recordOpMoved(state: SosState, movers: readonly Counter[], turn: number, phase: number): SosState {
  const [untilTurn, untilPhase] = nextPhase(turn, phase, () => true);
  const added = ops(movers).map((c): SosOpRecord => ({ unit: c.id, turn, phase, untilTurn, untilPhase }));
  return added.length === 0 ? state : { ...state, opMoved: add(state.opMoved, added) };
}

const holds = (records: readonly SosOpRecord[] | undefined, unit: string, turn: number, phase: number): SosOpRecord | undefined =>
  records?.find((r) => r.unit === unit && r.untilTurn === turn && r.untilPhase === phase);

/** SoS 14.95: the spotting that keeps the OP `unit` from moving in (turn, phase), if any. */
export const opHeldBySpotting = (state: SosState, unit: string, turn: number, phase: number): SosOpRecord | undefined => holds(state.opSpotted, unit, turn, phase);

/** SoS 14.96: the move that keeps the OP `unit` from spotting in (turn, phase), if any. */
export const opBlindAfterMove = (state: SosState, unit: string, turn: number, phase: number): SosOpRecord | undefined => holds(state.opMoved, unit, turn, phase);

/**
 * SoS 14.94: "OP units that are pinned ... may still spot target units in the same phase they are
 * pinned. OP units are already pinned at the start of a phase may not spot targets until the next
 * Simultaneous Bombardment Phase": the OP units of `pinned` were pinned in (turn, phase); the
 * record holds for that phase only.
 */
export function recordOpPinned(state: SosState, pinned: readonly Counter[], turn: number, phase: number): SosState {
  const added = ops(pinned).map((c): SosOpRecord => ({ unit: c.id, turn, phase, untilTurn: turn, untilPhase: phase }));
  return added.length === 0 ? state : { ...state, opPinned: add(state.opPinned, added) };
}

/** SoS 14.94: the pin of the OP `unit` made in (turn, phase) itself, if any: it still spots then. */
export const opPinnedThisPhase = (state: SosState, unit: string, turn: number, phase: number): SosOpRecord | undefined => holds(state.opPinned, unit, turn, phase);

/** The records whose phase has ended by (turn, phase) go ("turn it back at the end of that phase"); run at each server step. */
export function expireOpRecords(state: SosState, turn: number, phase: number): SosState {
  const keep = (rs: readonly SosOpRecord[] | undefined) => rs?.filter((r) => !before([r.untilTurn, r.untilPhase], [turn, phase]));
  const spotted = keep(state.opSpotted);
  const moved = keep(state.opMoved);
  const pinned = keep(state.opPinned);
  if (spotted?.length === state.opSpotted?.length && moved?.length === state.opMoved?.length && pinned?.length === state.opPinned?.length) return state;
  const next: SosState = { ...state };
  if (spotted && spotted.length) next.opSpotted = spotted;
  else delete next.opSpotted;
  if (moved && moved.length) next.opMoved = moved;
  else delete next.opMoved;
  if (pinned && pinned.length) next.opPinned = pinned;
  else delete next.opPinned;
  return next;
}
