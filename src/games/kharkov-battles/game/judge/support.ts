import type { HexId } from '#kernel/ids';
import type { KbScenarioId } from '../../data/ids';
import { fullSupport, type FullSupport, type SupportingHq, type SupportedUnit } from '../../rules/support/full-support';
import { scenarioFullSupport } from '../../rules/support/scenario';
import { supportClassOf } from '../../rules/support/support-class';
import { geographyOf } from '../../rules/supply/geography';
import { supplyLines } from '../../rules/supply/line';
import type { ScenarioForces } from '../../data/setup';
import type { KbContext } from '../../state/context';
import type { KbState } from '../../state/types';
import { isHq } from '../../state/unit-status';
import { stateSupplyQueries } from '../../windows/preparation/supply-world';

/**
 * KB 9.3-9.35 on the state: which Axis units can receive full support now, from the
 * Supported German corps HQs on the map (9.31), their supply lines (8.1) and the
 * scenario's grants (20.1, 20.2). Declared PanzerKorps divisions (9.32) are not known
 * here: a PanzerKorps with more divisions in range than its limit supports none of them.
 */
export function fullSupportOnState(ctx: KbContext, state: KbState, forces: ScenarioForces, sources: (side: 'axis' | 'soviet') => readonly HexId[], inPlay: (h: HexId) => boolean): FullSupport {
  const units: SupportedUnit[] = [];
  const hqs: SupportingHq[] = [];
  for (const st of Object.values(state.units)) {
    if (st.where !== 'map' || st.hex === null) continue;
    const def = ctx.unit(st.id);
    if (def.side !== 'axis') continue;
    if (isHq(def) && def.hq && def.hq.type !== 'army' && def.hq.type !== 'group') {
      hqs.push({ id: def.id, hex: st.hex, type: def.hq.type, range: def.hq.range, divisionLimit: def.hq.divisionLimit ?? 3, supported: st.hqSupported });
    } else if (!isHq(def)) {
      units.push({ id: def.id, hex: st.hex, cls: supportClassOf(def), supply: st.supply, silhouette: def.silhouette });
    }
  }
  const lines = supplyLines(geographyOf(ctx.map, { inPlay }), stateSupplyQueries(ctx, state, sources), 'axis');
  return fullSupport(units, hqs, lines, sources('axis'), {}, scenarioFullSupport(forces.support, state.at.turn));
}

/** The scenario whose supply sources a function gives (KB 8.2, 20.1-20.3). */
export type SourcesOf = (scenario: KbScenarioId) => (side: 'axis' | 'soviet') => readonly HexId[];
