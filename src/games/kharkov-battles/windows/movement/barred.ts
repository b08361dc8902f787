import type { KbSide } from '../../data/ids';
import type { MovementEvent, Refusal } from '../../movement-phase/events';
import { readOptions } from '../../server-steps/options';
import type { KbContext } from '../../state/context';
import type { KbState } from '../../state/types';
import { commandResultOf } from '../../state/unit-status';
import { withUnits } from '../../state/update';

/**
 * The side's units that may not move at all this Movement Phase for a reason the Movement
 * Phase itself does not read, with the refusal their orders get:
 * - KB 13.2: a Soviet unit marked OOC by a 'halt' on this turn's C&C Table (a 'hold' moves;
 *   its Mobile Assaults are refused by the Movement Phase, movement-phase/mobile-assault.ts);
 * - KB 20.1 (optional, turn 0): an orange-icon Soviet mechanized unit.
 */
export function barredUnits(ctx: KbContext, state: KbState, side: KbSide, options: Readonly<Record<string, string>>): Map<string, Refusal> {
  const out = new Map<string, Refusal>();
  if (side !== 'soviet') return out;
  const turnZero = state.scenario === 'operation-star' && state.at.turn === 0 && readOptions(state.scenario, options).historicalTurnZero;
  for (const st of Object.values(state.units)) {
    if (st.where !== 'map' || !st.committed) continue;
    const def = ctx.unit(st.id);
    if (def.side !== 'soviet') continue;
    if (commandResultOf(st) === 'halt') out.set(st.id, { code: 'out-of-command', message: `${st.id} is out of command (OOC, 'halt') this turn and may not move`, rule: 'KB 13.2' });
    else if (turnZero && def.class === 'mechanized' && def.colour === 'orange') out.set(st.id, { code: 'turn-zero-limitation', message: `${st.id} is an orange-icon mechanized unit: it may not move on turn 0 (optional Historical Limitation)`, rule: 'KB 20.1' });
  }
  return out;
}

/**
 * The Movement Phase (movement-phase/execute.ts) refuses any order of an uncommitted
 * Soviet unit (13.11) before anything else; a barred unit is run as one, and the refusal
 * its orders meet is then given back as the barred unit's own (`restore`).
 */
export function asUncommitted(state: KbState, barred: ReadonlyMap<string, Refusal>): KbState {
  return withUnits(state, Object.fromEntries([...barred.keys()].map((id) => [id, { committed: false }])));
}

export function restore(state: KbState, events: readonly MovementEvent[], barred: ReadonlyMap<string, Refusal>): { state: KbState; events: MovementEvent[] } {
  if (barred.size === 0) return { state, events: [...events] };
  const back = withUnits(state, Object.fromEntries([...barred.keys()].filter((id) => state.units[id]).map((id) => [id, { committed: true }])));
  return {
    state: back,
    events: events.map((e) => (e.kind === 'skipped' && barred.has(e.unit) ? { ...e, reasons: e.reasons.map((r) => (r.code === 'uncommitted' ? barred.get(e.unit)! : r)) } : e)),
  };
}
