import type { Modifier } from '#kernel/engine/events';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import type { Occupancy } from '../occupancy';
import { armyHqSources, sourceReached } from '../supply/sources';
import type { Participant } from './participants';

/** What 45.0 does to one battle: the attacker's shift, and the defenders' Determined Defense withheld. */
export interface CommandControl {
  shift: Modifier;
  /** The defenders that trace no Line of Supply to an Army HQ. */
  cutOff: string[];
}

/**
 * CtS 45.0 Command Control (optional, game option commandControl): "An Axis or Soviet unit
 * that is attacked and cannot trace a Line of Supply to an Army HQ at the moment of combat
 * suffers the following penalties 1. The attacking player receives a favorable shift of one
 * column to the right on the CRT. 2. The defending units may not use Determined Defense."
 * Read per battle: one defender cut off from every friendly Army HQ gives the one shift and
 * takes Determined Defense from the defence. The Line of Supply is 16.2's (8 hexes to a
 * German Army HQ, 5 to the others), to an Army HQ activated or not and not Disrupted, as
 * 9.3.1 traces it. Null when the option is off or every defender traces one.
 */
export function commandControl(ctx: CtsContext, state: CtsState, occ: Occupancy, defenders: readonly Participant[], bondsAgainstDefender: BondMap): CommandControl | null {
  if (!optionalRule(state, 'commandControl') || defenders.length === 0) return null;
  const side = defenders[0]!.spec.side;
  const hqs = armyHqSources(ctx, state, side);
  const cutOff = defenders.filter((d) => sourceReached(ctx, occ, side, bondsAgainstDefender, d.hex, hqs) === null).map((d) => d.spec.id);
  if (cutOff.length === 0) return null;
  return {
    shift: { value: 1, kind: 'column-shift', reason: `Command Control: ${cutOff.join(', ')} trace${cutOff.length === 1 ? 's' : ''} no Line of Supply to an Army HQ`, rule: 'CtS 45.0' },
    cutOff,
  };
}
