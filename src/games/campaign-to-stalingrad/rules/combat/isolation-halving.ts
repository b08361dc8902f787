import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { isIsolated } from '../communication';
import type { Occupancy } from '../occupancy';
import { armyHqSources, sourceReached } from '../supply/sources';
import type { Participant } from './participants';

/**
 * CtS 9.3.1 (with its [Change]): at the moment of attack, Isolated Soviet units that are
 * not Guard or NKVD, and Isolated Axis Minor Allies, defend at half strength, unless in a
 * Major City hex or able to trace a Line of Supply to a friendly Army HQ that is not
 * Disrupted. Germans never are. Returns the ids halved.
 */
export function halvedForIsolation(ctx: CtsContext, state: CtsState, occ: Occupancy, defenders: readonly Participant[], bondsAgainstDefender: BondMap): Set<string> {
  const out = new Set<string>();
  for (const d of defenders) {
    const eligible = d.spec.side === 'soviet' ? d.spec.branch !== 'guard' && d.spec.branch !== 'nkvd' : d.spec.nationality !== 'german';
    if (!eligible) continue;
    if (ctx.map.hasFeature(d.hex, 'major-city')) continue;
    if (!isIsolated(ctx, state, occ, d.spec.side, d.hex, bondsAgainstDefender)) continue;
    if (sourceReached(ctx, occ, d.spec.side, bondsAgainstDefender, d.hex, armyHqSources(ctx, state, d.spec.side))) continue;
    out.add(d.spec.id);
  }
  return out;
}
