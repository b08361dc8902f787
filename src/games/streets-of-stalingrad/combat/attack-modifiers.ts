import type { SpottingTable } from '../data/tables';
import type { FireCombat, Leader } from './fire-combat';
import type { FireDrm } from './fire-drm';
import { fortificationDrm } from './fortification-drm';
import { armoredTargetDrm, nkvdDrm, outOfSupplyDrm, spottingDrm } from './common-modifiers';
import { isArmored, isArmorPartner, isIndirectFire, isInfantryType } from './unit-classes';
import { unitIntegrity } from './unit-integrity';
import { engineerDrmApplies } from './engineer-drm';

/** Pavlov's House (18.18). */
export const PAVLOVS_HOUSE = '0531';

/** 9.71: the enemy leader in the defending hex, +1 (Pavlov on Pavlov's House +2, 18.18). */
function defendingLeader(c: FireCombat): FireDrm[] {
  const l = c.target.leader;
  if (!l) return [];
  if (l.kind === 'pavlov' && c.target.hex === PAVLOVS_HOUSE) return [{ value: 2, reason: "Pavlov defends Pavlov's House", rule: 'SoS 18.18' }];
  return [{ value: 1, reason: `enemy leader ${l.id} in the defending hex`, rule: 'SoS 9.71' }];
}

/** 9.71: +1 per adjacent enemy leader commanding the defenders whose hex no direct fire attacks; never Pavlov, Herman or a commissar (18.21). */
const adjacentLeaders = (c: FireCombat): FireDrm[] =>
  (c.target.adjacentLeaders ?? [])
    .filter((l) => l.kind === 'leader' && l.commandsDefenders && !l.hexUnderDirectAttack)
    .map((l) => ({ value: 1, reason: `adjacent enemy leader ${l.id} commands the defenders`, rule: 'SoS 9.71' }));

/** 9.71 Assault Advantage: attacked across three hexsides or more, two of them opposite, and surrounded. Only adjacent attackers count. */
function assaultAdvantage(c: FireCombat): FireDrm[] {
  const sides = new Set(c.firers.filter((f) => f.distance === 1 && f.hexside !== undefined).map((f) => f.hexside!));
  const opposite = [...sides].some((s) => sides.has((s + 3) % 6));
  if (sides.size < 3 || !opposite || !c.target.surrounded) return [];
  return [{ value: -1, reason: 'Assault Advantage: attacked from three adjacent hexes, two opposite, and surrounded', rule: 'SoS 9.71' }];
}

/** 9.71: -1 per leader attacking (Pavlov from Pavlov's House -2, 18.18). */
// SoS 18.13: read off the leader's hex as each attack is resolved, wherever he moved to in the phase, in any number of attacks a turn
const attackingLeaders = (c: FireCombat): FireDrm[] =>
  (c.hexes ?? [])
    .flatMap((h) => (h.leader && c.firers.some((f) => f.hex === h.hex) ? [h.leader] : []))
    .map((l: Leader) =>
      l.kind === 'pavlov' && l.hex === PAVLOVS_HOUSE
        ? { value: -2, reason: "Pavlov attacks from Pavlov's House", rule: 'SoS 18.18' }
        : { value: -1, reason: `leader ${l.id} attacks`, rule: 'SoS 9.71' },
    );

/**
 * Every attacker modifier of 9.71 that applies, each with its reason and rule, in the
 * order the rule lists them. The TEC is not in the text: its modifier is the hex's
 * `tecDrm` when the map data gives one.
 */
export function attackModifiers(c: FireCombat, spotting: SpottingTable): FireDrm[] {
  if (c.infiltration) return [{ value: -1, reason: 'Herman infiltrates: only his modifier', rule: 'SoS 13.5' }];
  const t = c.target;
  const drms: FireDrm[] = [...spottingDrm(c, spotting), ...unitIntegrity(c), ...outOfSupplyDrm(c)];
  if (c.firers.some((f) => f.side === 'soviet' && f.onVolga)) drms.push({ value: 1, reason: 'Soviet units attack from a Volga River hex', rule: 'SoS 9.71' });
  drms.push(...nkvdDrm(c), ...armoredTargetDrm(c));
  if (c.firers.some((f) => f.onEnemyMinefield && (isInfantryType(f) || isArmored(f)))) drms.push({ value: 1, reason: 'an attacking unit is on an enemy minefield', rule: 'SoS 17.23' });
  drms.push(...fortificationDrm(t, 'SoS 17.31'));
  drms.push(...defendingLeader(c), ...adjacentLeaders(c));
  if (t.tecDrm) drms.push({ value: t.tecDrm, reason: `Terrain Effects Chart: ${t.terrain}`, rule: 'SoS 9.71' });
  drms.push(...assaultAdvantage(c));
  if (c.firers.some((f) => f.afRed && f.claimsRedAf) && engineerDrmApplies(t)) {
    drms.push({ value: -1, reason: 'a combat engineer or flame-thrower with a red AF attacks', rule: 'SoS 9.71' });
  }
  const hexes = new Set(c.firers.map((f) => f.hex));
  // 9.71: an armored unit and another unit, its infantry partner, attacking from one hex.
  const armorWithPartner = (h: string) => c.firers.some((a) => a.hex === h && isArmored(a) && c.firers.some((p) => p.hex === h && p.id !== a.id && isArmorPartner(p)));
  if ([...hexes].some(armorWithPartner)) {
    drms.push({ value: -1, reason: 'attacking armor stacked with attacking infantry', rule: 'SoS 9.71' });
  }
  drms.push(...attackingLeaders(c));
  if (c.firers.some(isIndirectFire) && c.firers.some((f) => !isIndirectFire(f))) drms.push({ value: -1, reason: 'IF artillery used with direct fire units', rule: 'SoS 9.71' });
  return drms;
}
