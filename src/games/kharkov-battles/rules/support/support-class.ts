import type { UnitDef } from '../../data/units';

/**
 * Which HQ may give a unit full support (KB 9.32-9.35, 15.31; digest A13):
 * - `division`: a mechanized regimental unit of a German mechanized division, cadres
 *   included, or a Tiger company with its division: only a PanzerKorps HQ, counted by
 *   division against its limit (9.32, 15.31). `regimental` units check at the end of the
 *   Mutual Maintenance Phase (9.3); a Tiger company checks when its hex attacks.
 * - `independent`: a German mechanized unit of no division (the Fuehrer Begleitabteilung):
 *   either kind of HQ, outside the three-division limit (9.34).
 * - `corps`: silhouette units (Tiger battalions included, 15.31), non-mechanized German
 *   units, and other Axis-satellite units (A13): an ArmeeKorps HQ (9.33).
 * - `none`: HQs and Soviet units; only Axis combat units need support (KB 9.0).
 */
export type SupportClass =
  | { kind: 'division'; division: string; regimental: boolean }
  | { kind: 'independent' }
  | { kind: 'corps' }
  | { kind: 'none' };

export function supportClassOf(u: UnitDef): SupportClass {
  if (u.side !== 'axis' || u.kind === 'hq') return { kind: 'none' };
  if (u.tiger?.echelon === 'company' && u.tiger.parent) return { kind: 'division', division: u.tiger.parent, regimental: false }; // KB 15.31
  if (u.silhouette) return { kind: 'corps' }; // KB 9.33, 15.31
  if (u.nationality === 'german' && u.class === 'mechanized') {
    return u.parent ? { kind: 'division', division: u.parent, regimental: true } : { kind: 'independent' }; // KB 9.32, 9.34
  }
  return { kind: 'corps' }; // KB 9.33; satellites as German non-mechanized units (A13)
}
