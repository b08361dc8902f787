import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { SosPlace, SosState } from '../../state/types';
import { newTally, type Tally } from '../bombardment/indirect-groups';
import type { CommandHalving } from './command';
import type { CommandLost } from '../../leaders/command-lost';

/** A move made this phase, as the end-of-phase stacking check needs it (5.1). */
export interface MadeMove {
  order: number;
  units: string[];
  from: SosPlace;
  to: SosPlace;
  pathLength: number;
  /** SoS 18.15, 14.92: the move was a `join` order (a problem it makes is reported at its `hex`, not at a path). */
  join?: true;
}

/**
 * A movement phase as it runs through a file's orders, in the phase's order: the position as
 * it changes, the events, the problems of each order (the check reports them; the
 * adjudication skips the order), and what later orders read of earlier ones.
 */
export interface PhaseRun {
  state: SosState;
  /** SoS 17.22: the position the phase begins with ("a friendly combat unit is already in that hex at the start of a phase"). */
  begin: SosState;
  /** 18.51, 18.53: the commanders' absence, read on the position the phase begins with. */
  command: CommandHalving;
  events: GameEvent[];
  issues: Issue[];
  /** Units that have moved this phase (a unit moves once a phase). */
  moved: Set<string>;
  /** 8.65: stacks that crossed along an arrow into its landing hex, by `${arrow}/${hex}`. */
  arrowStacks: Map<string, number>;
  /** 8.66: combat units that crossed along each arrow this phase. */
  arrowUnits: Map<number, number>;
  /** 8.66: combat units and leaders that crossed into each West Bank hex through a non-arrow Volga hex. */
  shoreUnits: Map<string, { combat: number; leaders: number }>;
  moves: MadeMove[];
  /** SoS 11.2: the other side's units that have opportunity-fired this phase. */
  fired: Set<string>;
  /** SoS 5.8, 11.11: hexes where opportunity fire pinned movers; their stacks may exceed the limits. */
  stoppedByFire: Set<string>;
  /** SoS 10.4: the hexes that have undergone a breakthrough attack this phase. */
  breakthroughTargets: Set<string>;
  /** SoS 10.7: units that moved through a "breakthru" marker this phase (they make no breakthrough attack). */
  throughBreakthru: Set<string>;
  /** SoS 14.22, 14.24: what each spotter has spotted for the mortars of this phase's breakthrough attacks (10.3). */
  spotted: Tally;
  /** SoS 18.1: leaders whose moving stack lost every unit of their command to opportunity fire: they move at the end of the phase. */
  commandLost: CommandLost[];
}

export const newRun = (state: SosState, command: CommandHalving): PhaseRun => ({ state, begin: state, command, events: [], issues: [], moved: new Set(), arrowStacks: new Map(), arrowUnits: new Map(), shoreUnits: new Map(), moves: [], fired: new Set(), stoppedByFire: new Set(), breakthroughTargets: new Set(), throughBreakthru: new Set(), spotted: newTally(), commandLost: [] });

/** Every piece of `units` moved to `to`. */
export function placeUnits(state: SosState, units: readonly string[], to: SosPlace | null): SosState {
  const pieces = { ...state.pieces };
  for (const id of units) pieces[id] = { ...pieces[id]!, at: to };
  return { ...state, pieces };
}
