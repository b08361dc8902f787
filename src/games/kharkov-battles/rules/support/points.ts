import { issue, type Issue } from '#kernel/engine/issues';
import type { SupplyState } from '../../state/types';

/** An Axis HQ as the Support Point rules see it (KB 9.21, 9.22, 20.2). */
export interface SupportPointHq {
  id: string;
  /** From the counter (units.yaml hq.type). */
  type: 'PzK' | 'AK' | 'AK+PzK' | 'army' | 'group';
  nationality: 'german' | 'hungarian' | 'soviet';
  supply: SupplyState;
  /** The counter's name, for messages (the id when absent). */
  name?: string;
  /** KB 9.21: already on its Supported side (a flip would spend a point for nothing). */
  supported?: boolean;
  /** KB 9.22: on the map (an HQ on the Turn Record Track cannot be flipped); true when absent. */
  onMap?: boolean;
}

export interface SupportScenarioRules {
  /** KB 20.3: every German HQ is Supported without spending. */
  allSupported?: boolean;
  /** KB 20.2: HQs that may never be flipped (Group Kortzfleisch, XI Korps). */
  neverSupported?: readonly string[];
}

export type SupportSpending =
  | { ok: true; supported: string[]; spent: number }
  | { ok: false; issues: Issue[] };

/**
 * The Axis player's flips in the Mutual Maintenance Phase (KB 9.1, 9.21, 9.22): one Support
 * Point per PanzerKorps HQ, one per pair of ArmeeKorps HQs (an odd one costs a whole
 * point), one for the K XVII ArmeeKorps, which also acts as a PanzerKorps (20.2). Only an
 * Operational German corps HQ on the map, not yet Supported, may be flipped, never one the
 * scenario forbids (20.2). Every reason against is reported (the cost of the flips that are
 * allowed included), and nothing is spent then.
 */
export function spendSupportPoints(
  order: readonly string[],
  hqs: ReadonlyMap<string, SupportPointHq>,
  available: number,
  scenario: SupportScenarioRules = {},
  path: (string | number)[] = ['support'],
): SupportSpending {
  if (scenario.allSupported) {
    // KB 20.3: no Support Points are spent
    const german = [...hqs.values()].filter((h) => h.nationality === 'german').map((h) => h.id).sort();
    return { ok: true, supported: german, spent: 0 };
  }
  const issues: Issue[] = [];
  const seen = new Set<string>();
  let pzk = 0;
  let ak = 0;
  order.forEach((id, i) => {
    const at = [...path, i];
    const hq = hqs.get(id);
    if (!hq) return issues.push(issue(at, 'unknown-hq', `${id} is not an HQ in play`, 'KB 9.21'));
    const name = hq.name ?? id;
    if (seen.has(id)) return issues.push(issue(at, 'hq-flipped-twice', `${name} is named twice: an HQ is flipped only once`, 'KB 9.21'));
    seen.add(id);
    if (hq.nationality !== 'german' || !['PzK', 'AK', 'AK+PzK'].includes(hq.type)) {
      return issues.push(issue(at, 'not-a-german-corps-hq', `${name} is not a German PanzerKorps or ArmeeKorps HQ`, 'KB 9.21'));
    }
    if (scenario.neverSupported?.includes(id)) return issues.push(issue(at, 'hq-never-supported', `${name} may never receive Support in this scenario`, 'KB 20.2'));
    if (hq.supported === true) return issues.push(issue(at, 'hq-already-supported', `${name} is already on its Supported side`, 'KB 9.21'));
    if (hq.onMap === false) return issues.push(issue(at, 'hq-not-on-map', `${name} is not on the map`, 'KB 9.22'));
    if (hq.supply !== 'operational') {
      return issues.push(issue(at, 'hq-not-operational', `${name} is ${hq.supply === 'out-of-supply' ? 'Out of Supply' : 'Isolated'}: only an Operational HQ may be Supported`, 'KB 9.22'));
    }
    if (hq.type === 'AK') ak += 1;
    else pzk += 1; // KB 9.21; KB 20.2: the XVII AK takes one full point
    return undefined;
  });
  const spent = pzk + Math.ceil(ak / 2);
  if (spent > available) {
    issues.push(
      issue(path, 'not-enough-support-points', `flipping these HQs costs ${spent} Support Point${spent === 1 ? '' : 's'} (${pzk} PanzerKorps, ${ak} ArmeeKorps at two per point) but ${available} are saved`, 'KB 9.21'),
    );
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, supported: [...order], spent };
}
