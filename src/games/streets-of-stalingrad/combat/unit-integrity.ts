import type { FireCombat, Firer, Leader, SosUnit } from './fire-combat';
import type { FireDrm } from './fire-drm';
import { isInfantry, isIntegrityInfantry, isTankOrStug } from './unit-classes';

/**
 * Unit integrity (9.73): attacks, defensive fire and opportunity fire only, never
 * bombardment. Formations come from the counters (battalion, regiment on the front,
 * brigade/division/corps on the back). Snipers and armored trains count neither for nor
 * against (16.12; SoS 16.65: "ATU are ignored when determining unit integrity for attacks",
 * read for every fire the integrity modifiers apply to); independent units and German divisional support battalions bring
 * no penalty.
 */

const counts = (u: SosUnit): boolean => u.type !== 'sniper' && u.type !== 'armoredTrain';
const penalised = (u: SosUnit): boolean => counts(u) && !u.formation?.independent && !u.formation?.divisionalSupport;

function byHex(firers: readonly Firer[]): Firer[][] {
  const hexes = new Map<string, Firer[]>();
  for (const f of firers) hexes.set(f.hex, [...(hexes.get(f.hex) ?? []), f]);
  return [...hexes.values()];
}

const distinct = (units: readonly SosUnit[], key: (u: SosUnit) => string | undefined): number => new Set(units.map(key).filter((k) => k !== undefined)).size;

/** Some formation value held by two or more of the units. */
function shared(units: readonly SosUnit[], key: (u: SosUnit) => string | undefined, atLeast: number): boolean {
  const n = new Map<string, number>();
  for (const u of units) {
    const k = key(u);
    if (k !== undefined) n.set(k, (n.get(k) ?? 0) + 1);
  }
  return [...n.values()].some((c) => c >= atLeast);
}

const battalion = (u: SosUnit) => u.formation?.battalion;
const regiment = (u: SosUnit) => u.formation?.regiment;
const division = (u: SosUnit) => u.formation?.division;

/** 9.73 German Armor Integrity: `atLeast` tanks or StuGs of one hex belong to "the same battalion or regiment". */
const armorTogether = (h: readonly Firer[], atLeast: number): boolean =>
  shared(h.filter(isTankOrStug), battalion, atLeast) || shared(h.filter(isTankOrStug), regiment, atLeast);

/**
 * 9.73: a leader (not Pavlov or Herman) of the same formation as an attacking unit, stacked
 * with attacking infantry and taking part, negates the positive integrity modifiers. His
 * own -1 is the 9.71 leader modifier.
 */
function negatingLeader(leaders: readonly Leader[], firers: readonly Firer[]): Leader | undefined {
  return leaders.find((l) => {
    if (l.kind === 'pavlov' || l.kind === 'herman') return false;
    const stacked = firers.filter((f) => f.hex === l.hex);
    const same = (f: Firer) =>
      (l.formation?.battalion !== undefined && f.formation?.battalion === l.formation.battalion) ||
      (l.formation?.regiment !== undefined && f.formation?.regiment === l.formation.regiment) ||
      (l.formation?.division !== undefined && f.formation?.division === l.formation.division);
    return stacked.some((f) => isInfantry(f)) && firers.some(same);
  });
}

function attackIntegrity(c: FireCombat): FireDrm[] {
  const hexes = byHex(c.firers.filter(counts));
  const drms: FireDrm[] = [];
  const inf = (h: readonly Firer[]) => h.filter(isIntegrityInfantry);
  if (hexes.some((h) => shared(inf(h), battalion, 2))) drms.push({ value: -1, reason: 'Battalion Integrity: two or more infantry units of one battalion attack from one hex', rule: 'SoS 9.73' });
  if (hexes.some((h) => distinct(h.filter((u) => penalised(u) && isInfantry(u)), battalion) > 1)) drms.push({ value: 1, reason: 'Battalion Integrity: an attacking hex holds units of different infantry battalions', rule: 'SoS 9.73' });
  const regimentInfantry = c.firers.filter((f) => isIntegrityInfantry(f) && (f.side === 'german' || f.soviet === 'guards'));
  const regiments = new Map<string, Firer[]>();
  for (const f of regimentInfantry) if (f.formation?.regiment) regiments.set(f.formation.regiment, [...(regiments.get(f.formation.regiment) ?? []), f]);
  if ([...regiments.values()].some((r) => r.length >= 4 && new Set(r.map((f) => f.hex)).size >= 2)) {
    drms.push({ value: -1, reason: 'Regimental Integrity: four or more infantry units of one regiment attack from two or more hexes', rule: 'SoS 9.73' });
  }
  if (hexes.some((h) => distinct(h.filter((u) => penalised(u) && isInfantry(u)), regiment) > 1)) drms.push({ value: 1, reason: 'Regimental Integrity: an attacking hex holds units of different infantry regiments', rule: 'SoS 9.73' });
  if (distinct(c.target.units.filter((u) => counts(u) && !u.formation?.independent), division) > 1) drms.push({ value: -1, reason: 'Brigade/Division/Corps Integrity: the defending hex holds units of different formations', rule: 'SoS 9.73' });
  if (hexes.some((h) => distinct(h.filter(penalised), division) > 1)) drms.push({ value: 1, reason: 'Brigade/Division/Corps Integrity: an attacking hex holds units of different brigades, divisions or corps', rule: 'SoS 9.73' });
  if (c.side === 'german' && c.target.terrain === 'clear' && hexes.some((h) => armorTogether(h, 3))) {
    drms.push({ value: -1, reason: 'German Armor Integrity: three or more tanks or StuGs of one battalion or regiment attack from one hex at a clear hex', rule: 'SoS 9.73' });
  }
  const leader = negatingLeader((c.hexes ?? []).flatMap((h) => (h.leader ? [h.leader] : [])), c.firers);
  if (!leader) return drms;
  return drms.map((d) => (d.value > 0 ? { ...d, value: 0, reason: `${d.reason}, negated by leader ${leader.id}` } : d));
}

function fireIntegrity(c: FireCombat): FireDrm[] {
  const hexes = byHex(c.firers.filter(counts));
  const drms: FireDrm[] = [];
  if (hexes.some((h) => shared(h.filter(isIntegrityInfantry), battalion, 2))) drms.push({ value: -1, reason: 'Battalion Integrity: two or more firing units in one hex belong to one battalion', rule: 'SoS 9.73' });
  if (c.side === 'german' && hexes.some((h) => armorTogether(h, 2))) {
    drms.push({ value: -1, reason: 'German Armor Integrity: two or more tanks or StuGs of one battalion or regiment fire from one hex', rule: 'SoS 9.73' });
  }
  return drms;
}

/** The unit integrity modifiers of a fire combat (9.73); a negated one stays listed at 0, so the report shows it. */
export const unitIntegrity = (c: FireCombat): FireDrm[] => (c.kind === 'attack' ? attackIntegrity(c) : fireIntegrity(c));
