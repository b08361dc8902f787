import type { SosUnit, UnitType } from './fire-combat';

/** Armored units (9.91): tanks, StuGs, armored cars, SP guns, armored infantry and engineers unless dismounted (8.75, 9.96), armored trains (16.63), immobilized tanks and the River Flotilla (9.91). */
// SoS 16.63: armored trains "receive the armored target unit die roll benefit"
const ARMORED: ReadonlySet<UnitType> = new Set(['tank', 'stug', 'armoredCar', 'armoredInfantry', 'armoredEngineer', 'selfPropelledGun', 'armoredTrain', 'immobilizedTank', 'riverFlotilla']);
// SoS 8.75, 9.91, 9.96: armored units (immobilized tanks and the River Flotilla among them) are armored until a "dismounted" marker is placed on them; dismounted infantry and engineers are not armored targets
export const isArmored = (u: SosUnit): boolean => ARMORED.has(u.type) && !u.dismounted;

/** Indirect fire artillery: mortars, infantry guns, howitzers, field guns, rockets (14.01). */
const IF: ReadonlySet<UnitType> = new Set(['ifArtillery', 'mortar', 'rocket']);
export const isIndirectFire = (u: SosUnit): boolean => IF.has(u.type);

/** Infantry-type units (9.64 note, 9.883; digest A5): infantry of every kind, engineers, flame-throwers. */
const INFANTRY_TYPE: ReadonlySet<UnitType> = new Set(['infantry', 'motorizedInfantry', 'armoredInfantry', 'combatEngineer', 'armoredEngineer', 'constructionEngineer', 'flameThrower']);
export const isInfantryType = (u: SosUnit): boolean => INFANTRY_TYPE.has(u.type);

/** Infantry units of every kind (not engineers): the "infantry battalions" and "infantry regiments" of 9.73. */
export const isInfantry = (u: SosUnit): boolean => u.type === 'infantry' || u.type === 'motorizedInfantry' || u.type === 'armoredInfantry';

/** 9.67: the Close Assault Bonus needs an infantry or combat engineer unit. */
export const isInfantryOrCombatEngineer = (u: SosUnit): boolean => ['infantry', 'motorizedInfantry', 'armoredInfantry', 'combatEngineer', 'armoredEngineer'].includes(u.type);

/** 9.73 German Armor Integrity counts tanks and StuGs only. */
export const isTankOrStug = (u: SosUnit): boolean => u.type === 'tank' || u.type === 'stug';

/** Not combat units (9.81): leaders (kept apart), OPs, transports, the tank repair unit, fortifications, minefields, bridges. */
const NOT_COMBAT: ReadonlySet<UnitType> = new Set(['op', 'minefield', 'bridge', 'fortification']);
export const isCombatUnit = (u: SosUnit): boolean => !NOT_COMBAT.has(u.type);

/** German infantry, Soviet Guards or Marine infantry: the units battalion integrity counts (9.73 a, c). */
export const isIntegrityInfantry = (u: SosUnit): boolean => isInfantry(u) && (u.side === 'german' || u.soviet === 'guards' || u.soviet === 'marine');

/**
 * 9.71: attacking armor with German infantry or combat engineers, or Soviet Guards or Marine
 * infantry, in its hex. German armored infantry and armored engineers are German infantry and
 * engineers too (9.73 MUES example; 9.71 note: armored engineers earn both DRMs).
 */
export const isArmorPartner = (u: SosUnit): boolean =>
  u.side === 'german' ? isInfantryType(u) && u.type !== 'constructionEngineer' && u.type !== 'flameThrower' : u.type === 'infantry' && (u.soviet === 'guards' || u.soviet === 'marine');
