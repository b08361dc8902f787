import type { Firer } from '../../combat/fire-combat';
import type { SpottingSituation } from '../../data/tables';
import type { SosState } from '../../state/types';
import { outOfSupplyOf } from '../../supply/out-of-supply';
import { ifHeldAfterMove } from '../../movement/moved-artillery';
import { indirectRange, placeDistance } from '../bombardment/if-range';
import { newTally, readIndirect } from '../bombardment/indirect-groups';
import type { PhaseContext } from '../phase';
import type { AttackBody } from './check-attack';
import { unitOf } from './fire-units';

/** The IF units of an attack that fire when it is resolved, with the one spotting situation that applies (14.31), and the groups that no longer may. */
export interface AttackIndirect {
  firers: Firer[];
  spotting: SpottingSituation | undefined;
  dropped: { units: string[]; spotter: string; why: string[] }[];
  /** SoS 14.3: a named leader spots an adjacent target hex for a group (the WBBT's -1, wbbt-defense.ts). */
  named?: boolean;
}

/**
 * SoS 9.66 note: "if the spotting modifier is +3, then it remains +3 even if the spotting units
 * are pinned by defensive fire": the position with each spotter the attack's own defensive
 * fire pinned (pinned now, not in `before`, the position the attack met) read as it was.
 */
function spottersAsDeclared(state: SosState, before: SosState, spotters: readonly string[]): SosState {
  const pinnedByDf = spotters.filter((id) => state.pieces[id]?.pinned && before.pieces[id] && !before.pieces[id]!.pinned);
  if (pinnedByDf.length === 0) return state;
  return { ...state, pieces: { ...state.pieces, ...Object.fromEntries(pinnedByDf.map((id) => [id, { ...state.pieces[id]!, pinned: before.pieces[id]!.pinned }])) } };
}

/**
 * SoS 14.01, 14.02, 14.2-14.3: the attack's IF groups read again on the position the attack
 * meets (an earlier attack of the phase may have pinned a spotter or a unit): a group that may
 * still fire fires its AF (9.13) at its IF range (14.53 from a box), spotted; one that may not
 * is dropped with its reasons. The least favourable spotting situation of the groups applies.
 * `before`: the position before the attack's defensive fire; a spotter that fire pinned still
 * spots, with the situation it had (9.66 note); one pinned by an earlier attack does not (14.23).
 */
export function attackIndirect(ctx: PhaseContext, state: SosState, a: AttackBody, before: SosState = state): AttackIndirect {
  // SoS 14.11: an IF unit that moved since its side's last attack phase does not fire its AF in this one
  const groups = (a.indirect ?? []).map((g) => ({ ...g, units: g.units.filter((u) => !ifHeldAfterMove(state, u, ctx.turn, ctx.window.phase)) })).filter((g) => g.units.length > 0);
  return indirectFirers(ctx, spottersAsDeclared(state, before, groups.map((g) => g.spotter)), groups, a.target);
}

/**
 * SoS 9.52, 9.56: the defender's IF support aimed at the attacking hex `at`, read again on the
 * position the defensive fire meets, as attackIndirect reads the attacker's; the attacked hex's
 * units may spot against its attackers (14.23).
 */
export function supportIndirect(ctx: PhaseContext, state: SosState, a: AttackBody, support: readonly { units: readonly string[]; spotter: string; at: string }[], at: string): AttackIndirect {
  return indirectFirers({ ...ctx, side: ctx.side === 'german' ? 'soviet' : 'german' }, state, support.filter((g) => g.at === at), at, a.target);
}

function indirectFirers(ctx: PhaseContext, state: SosState, groups: readonly { units: readonly string[]; spotter: string }[], target: string, defended?: string): AttackIndirect {
  const out: AttackIndirect = { firers: [], spotting: undefined, dropped: [] };
  const table = ctx.env.tables.spotting.situations as Record<string, number>;
  for (const g of groups) {
    const read = readIndirect(ctx, state, [g], target, [], new Set(), newTally(), defended);
    if (read.issues.length > 0 || read.units.length === 0) {
      out.dropped.push({ units: [...g.units], spotter: g.spotter, why: read.issues.map((i) => i.message) });
      continue;
    }
    if (read.named) out.named = true;
    const s = (read.spotting ?? 'selfSpotting') as SpottingSituation;
    if (out.spotting === undefined || table[s]! > table[out.spotting]!) out.spotting = s;
    for (const id of read.units) {
      const u = unitOf(ctx.env, state, id)!;
      const at = state.pieces[id]!.at!;
      const oos = outOfSupplyOf(state, id);
      // SoS 19.5, 19.6: the firer's "Out of Supply" marker
      out.firers.push({ ...u, hex: at, distance: placeDistance(ctx.env.map, at, target)!, range: indirectRange(ctx.env.counter(id)), ...(oos > 0 ? { outOfSupply: oos } : {}) });
    }
  }
  return out;
}
