import type { SosPlace } from '../../state/types';
import { placeUnits, type MadeMove, type PhaseRun } from './phase-run';
import type { Carry } from './transport-move';

/** A planned move as far as placing it needs. */
interface CarriedMove {
  units: readonly string[];
  from: SosPlace;
  path: readonly SosPlace[];
  carry: Carry;
}

/** SoS 16.45: where the passengers got on (the transport's start place, or the hex of the path). */
export const pickupPlace = (m: Pick<CarriedMove, 'from' | 'path' | 'carry'>): SosPlace => (m.carry.pickup < 0 ? m.from : m.path[m.carry.pickup]!);

/** SoS 16.45: where the passengers are set down: `unload`, or where they got on when the move was cut short before they left it. */
export const dropPlace = (m: Pick<CarriedMove, 'from' | 'path' | 'carry'>): SosPlace => (m.carry.unload > m.carry.pickup ? m.path[m.carry.unload]! : pickupPlace(m));

/**
 * SoS 16.45, 16.46: a transport's move made: the transport at the end of its path, the
 * passengers still in play where they were set down; for the end-of-phase stacking check
 * (5.1) each is a move of its own into its hex, the passengers' at the unload hex.
 */
export function placeCarried(run: PhaseRun, m: CarriedMove, order: number): void {
  const end = m.path.at(-1)!;
  const transport = m.units.filter((id) => id === m.carry.transport);
  const riders = m.units.filter((id) => m.carry.passengers.includes(id));
  run.state = placeUnits(run.state, transport, end);
  if (m.carry.unload > m.carry.pickup) run.state = placeUnits(run.state, riders, dropPlace(m));
  const made: MadeMove[] = [];
  if (transport.length > 0) made.push({ order, units: transport, from: m.from, to: end, pathLength: m.path.length });
  if (riders.length > 0 && m.carry.unload > m.carry.pickup) made.push({ order, units: riders, from: pickupPlace(m), to: dropPlace(m), pathLength: m.carry.unload + 1 });
  run.moves.push(...made);
}
