import { describe, expect, it } from 'vitest';
import { SosLosMapSchema } from '#games/streets-of-stalingrad/data/los-map';
import { rawLosMap } from './los-fixture';

/** Every bad line of the LOS map source gets an answer with its path; the source parses as it stands. */
const issues = (edit: (m: Record<string, any>) => void): { path: string; message: string }[] => {
  const m = structuredClone(rawLosMap()) as Record<string, any>;
  edit(m);
  const r = SosLosMapSchema.safeParse(m);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('SoS LOS map source schema', () => {
  it('the reconstructed source parses', () => {
    expect(issues(() => {})).toEqual([]);
  });

  it('a hex label that is not four digits', () => {
    expect(issues((m) => (m.hexes['123'] = { terrain: 'clear', note: 'x' }))).toContainEqual(
      expect.objectContaining({ path: 'hexes.123', message: expect.stringMatching(/four digits/) }));
  });

  it('a hex off the declared grid', () => {
    expect(issues((m) => (m.hexes['9999'] = { terrain: 'clear', note: 'x' }))).toContainEqual(
      { path: 'hexes.9999', message: 'hex "9999" is not on the grid' });
  });

  it('a feature point outside its hex, and a feature both area and line', () => {
    const out = issues((m) => {
      m.hexes['2336'].features = [{ kind: 'tartar-wall', line: [[0, 0], [1.5, 0]] }, { kind: 'city', area: [[0, 0], [0.1, 0], [0, 0.1]], line: [[0, 0], [0.1, 0]] }];
    });
    expect(out.map((i) => i.path)).toEqual(expect.arrayContaining(['hexes.2336.features.0.line.1', 'hexes.2336.features.1']));
  });

  it('a hexside that does not join two adjacent hexes in key order', () => {
    expect(issues((m) => (m.hexsides['2337|2336'] = { features: ['tartar-wall'], note: 'x' }))).toContainEqual(
      expect.objectContaining({ path: 'hexsides.2337|2336' }));
    expect(issues((m) => (m.hexsides['2336|2338'] = { features: ['tartar-wall'], note: 'x' }))).toContainEqual(
      expect.objectContaining({ path: 'hexsides.2336|2338' }));
    expect(issues((m) => (m.hexsides['2336|2337'] = { features: ['tartar-wall'], note: 'drawn along the side' }))).toEqual([]);
  });

  it('an override of a hex with itself, or a second ruling for the same pair', () => {
    expect(issues((m) => m.overrides.push({ between: ['1039', '1039'], los: 'clear', note: 'x' }))).toContainEqual(
      { path: 'overrides.3.between', message: 'an override joins two different hexes' });
    expect(issues((m) => m.overrides.push({ between: ['1635', '1039'], los: 'blocked', note: 'x' }))).toContainEqual(
      { path: 'overrides.3', message: 'a second override for 1039|1635' });
  });

  it('an override between adjacent hexes, which always see each other (9.37)', () => {
    expect(issues((m) => m.overrides.push({ between: ['1039', '1139'], los: 'blocked', note: 'x' }))).toContainEqual(
      { path: 'overrides.3.between', message: 'adjacent hexes 1039 and 1139 always see each other (SoS 9.37): an override between them is never read' });
  });

  it('an override for an OP viewer that is not for spotting: an OP unit never fires (2.25)', () => {
    expect(issues((m) => (m.overrides[0].only = { purpose: 'fire', viewer: 'op' }))).toContainEqual(
      { path: 'overrides.0.only.purpose', message: 'an OP unit has no AF or DF and never fires (SoS 2.25): an override for an OP viewer is for spotting (purpose: spot)' });
    expect(issues((m) => (m.overrides[0].only = { purpose: 'spot', viewer: 'op' }))).toEqual([]);
  });

  it('a feature kind the rules do not know', () => {
    expect(issues((m) => (m.hexes['2334'].features = [{ kind: 'hedge' }]))).toContainEqual(
      expect.objectContaining({ path: 'hexes.2334.features.0.kind' }));
  });
});
