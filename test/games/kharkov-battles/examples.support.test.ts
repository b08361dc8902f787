import { describe, expect, it } from 'vitest';
import { loadUnits } from '../../../scenarios/kharkov-battles/compile/units';
import { fullSupport, type SupportedUnit, type SupportingHq } from '#games/kharkov-battles/rules/support/full-support';
import { spendSupportPoints, type SupportPointHq } from '#games/kharkov-battles/rules/support/points';
import { limitedSupportMarkers, supportStatus, unsupportedMechanizedInHex } from '#games/kharkov-battles/rules/support/status';
import { supportClassOf } from '#games/kharkov-battles/rules/support/support-class';
import { movementAllowance } from '#games/kharkov-battles/rules/supply/mpa';
import { supplyLines } from '#games/kharkov-battles/rules/supply/line';
import type { UnitDef } from '#games/kharkov-battles/data/units';
import type { HexId } from '#kernel/ids';
import { geography, kbMap, queriesOf, type World } from './supply-fixture';

const counters = new Map(loadUnits().units.map((u) => [u.id, u]));
const counter = (id: string): UnitDef => {
  const u = counters.get(id);
  if (!u) throw new Error(`no counter ${id}`);
  return u;
};

/**
 * A Mutual Maintenance Phase (KB 4.1 A.4, 9.1-9.4) on a line of twelve hexes, a road along
 * it from the Axis supply source in 0101:
 *
 *   0104 XXXXVIII PzK   0106 1/LAH   0107 Korps Raus   0108 2/LAH   0109 168 ID   0110 4/6 + 228 StuG   0111 III PzK
 */
describe('a Maintenance Phase: Support Points, full support, Limited Support, and the Prepared Assaults that follow', () => {
  const at: Record<string, string> = {
    'ger-48-pzk': '0104', 'ger-1-lah': '0106', 'ger-korps-raus': '0107', 'ger-2-lah': '0108',
    'ger-168-id-kb': '0109', 'ger-4-6pz': '0110', 'ger-228-stg': '0110', 'ger-3-pzk': '0111',
  };
  const hexsides: Record<string, string[]> = {};
  for (let c = 1; c < 12; c++) hexsides[`01${String(c).padStart(2, '0')}|01${String(c + 1).padStart(2, '0')}`] = ['road'];
  const w: World = { map: kbMap(1, 12, { hexsides }), units: Object.fromEntries(Object.values(at).map((h) => [h, 'axis'])), sources: { axis: ['0101'] } };
  const hqIds = Object.keys(at).filter((id) => counter(id).hq);
  const unitIds = Object.keys(at).filter((id) => !counter(id).hq);

  // KB 9.21: two Support Points on the track; the XXXXVIII PzK takes one, Korps Raus half of the other
  const spending = spendSupportPoints(
    ['ger-48-pzk', 'ger-korps-raus'],
    new Map(hqIds.map((id): [string, SupportPointHq] => [id, { id, type: counter(id).hq!.type, nationality: counter(id).nationality, supply: 'operational' }])),
    2,
  );
  const flipped = spending.ok ? spending.supported : [];
  const hqs: SupportingHq[] = hqIds.map((id) => {
    const hq = counter(id).hq!;
    return { id, hex: at[id] as HexId, type: hq.type as SupportingHq['type'], range: hq.range, divisionLimit: hq.divisionLimit ?? 3, supported: flipped.includes(id) };
  });
  const units: SupportedUnit[] = unitIds.map((id) => ({ id, hex: at[id] as HexId, cls: supportClassOf(counter(id)), supply: 'operational', silhouette: counter(id).silhouette }));
  const full = fullSupport(units, hqs, supplyLines(geography(w), queriesOf(w), 'axis'), ['0101' as HexId]);

  it('the counters: the PanzerKorps and Korps Raus print their ranges', () => {
    expect(hqs.map((h) => [h.id, h.type, h.range])).toEqual([['ger-48-pzk', 'PzK', 4], ['ger-korps-raus', 'AK', 3], ['ger-3-pzk', 'PzK', 4]]);
  });

  it('two Support Points pay for one PanzerKorps and one ArmeeKorps (9.21); the III PzK stays Unsupported', () => {
    expect(spending).toEqual({ ok: true, supported: ['ger-48-pzk', 'ger-korps-raus'], spent: 2 });
  });

  it('full support: the LAH regiments from the XXXXVIII PzK (two and four hexes), the 168th and the StuG from Korps Raus (9.32, 9.33)', () => {
    expect(Object.fromEntries(full.by)).toEqual({
      'ger-1-lah': { hq: 'ger-48-pzk', rule: 'KB 9.32' },
      'ger-2-lah': { hq: 'ger-48-pzk', rule: 'KB 9.32' },
      'ger-168-id-kb': { hq: 'ger-korps-raus', rule: 'KB 9.33' },
      'ger-228-stg': { hq: 'ger-korps-raus', rule: 'KB 9.33' },
    });
  });

  it("the 4/6 regiment is beyond the PzK's range and next to an Unsupported one: 'Limited Support' for the turn (9.3), its MPA halved rounding up (9.4)", () => {
    expect(limitedSupportMarkers(units, full)).toEqual(['ger-4-6pz']);
    expect(movementAllowance({ mpa: counter('ger-4-6pz').mpa, mechanized: true, supply: 'operational', limitedSupport: true })).toEqual({ mpa: 5, rule: 'KB 9.4' });
  });

  it('in the Combat Phase, 0110 may not declare a Prepared Assault although its StuG has full support (9.41); 0108 and 0109 may', () => {
    const marked = new Set(limitedSupportMarkers(units, full));
    const hexFacts = (h: string) =>
      units.filter((u) => u.hex === h).map((u) => ({ mechanized: counter(u.id).class === 'mechanized', status: supportStatus(u, marked.has(u.id), 'operational', full) }));
    expect(hexFacts('0110')).toEqual([{ mechanized: true, status: 'limited' }, { mechanized: true, status: 'full' }]);
    expect(['0108', '0109', '0110'].map((h) => unsupportedMechanizedInHex(hexFacts(h)))).toEqual([false, false, true]);
  });
});
