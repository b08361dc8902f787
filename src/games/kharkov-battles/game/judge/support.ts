import type { HexId } from '#kernel/ids';
import type { KbScenarioId } from '../../data/ids';
import { fullSupport, type FullSupport, type SupportingHq, type SupportedUnit } from '../../rules/support/full-support';
import { scenarioFullSupport } from '../../rules/support/scenario';
import { supportClassOf } from '../../rules/support/support-class';
import { geographyOf } from '../../rules/supply/geography';
import { supplyLines } from '../../rules/supply/line';
import type { SupplyQueries } from '../../rules/supply/queries';
import { inEnemyZoc } from '../../rules/zoc/enemy-zoc';
import { pontoonOn } from '../../rules/zoc/hexside';
import type { ScenarioForces } from '../../data/setup';
import type { KbContext } from '../../state/context';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { isHq } from '../../state/unit-status';

/**
 * KB 8.1, 8.2: the supply questions answered from the state; the ZOC as `context` reads it
 * before friendly units negate it (7.42's negation is supply's own): 'movement' outside a
 * combat phase, 'attack-determination' in one (7.31).
 */
export function stateSupplyQueries(ctx: KbContext, state: KbState, sources: (side: 'axis' | 'soviet') => readonly HexId[], context: 'movement' | 'attack-determination' = 'movement'): SupplyQueries {
  const occ = occupancy(ctx, state);
  return {
    enemyOccupied: (h, side) => occ.occupant(h) === enemyOf(side),
    friendlyOccupied: (h, side) => occ.occupant(h) === side,
    enemyZoc: (h, side) => inEnemyZoc(ctx, state, side, h, context),
    sources,
    pontoon: (a, b) => pontoonOn(state, a, b),
  };
}

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
