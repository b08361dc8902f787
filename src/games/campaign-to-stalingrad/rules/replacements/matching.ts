import type { UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import { isArmorType, isHq, isMechanized, isMotorized } from '../unit-kind';

/**
 * CtS 21.5 (digest 3.11): which units a replacement of each type may rebuild. German
 * Panzer: any Axis armor or mechanized unit, the Hungarian and Rumanian panzer divisions
 * too; German Infantry: German non-motorized units; German Mechanized: any German unit
 * (HQs too) but armor; Luftwaffe: Luftwaffe units; an allied nationality: its own units
 * but the panzer divisions; Soviet Armor: armor and mechanized; Soviet Mechanized: any
 * Soviet unit but armor and artillery; Soviet Infantry: non-motorized units but cavalry,
 * NKVD and Naval; Cavalry, Naval, NKVD their own (Naval and NKVD also as infantry).
 * Artillery and engineers never (21.5.5).
 */
export function mayRebuild(type: string, u: UnitSpec): boolean {
  if (u.type === 'artillery' || u.type === 'engineer' || u.type === 'oil') return false;
  const armorish = isArmorType(u) || isMechanized(u);
  const foot = !isMotorized(u) && !isHq(u);
  switch (type) {
    case 'german-panzer':
      return u.side === 'axis' && armorish;
    case 'german-infantry':
      return u.nationality === 'german' && foot;
    case 'german-mechanized':
      return u.nationality === 'german' && !isArmorType(u);
    case 'luftwaffe':
      return u.branch === 'luftwaffe';
    case 'hungarian':
    case 'italian':
    case 'rumanian':
    case 'slovakian':
      return u.nationality === type && !(u.type === 'panzer');
    case 'soviet-armor':
      return u.side === 'soviet' && armorish;
    case 'soviet-mechanized':
      return u.side === 'soviet' && !isArmorType(u);
    case 'soviet-infantry':
      return u.side === 'soviet' && foot && u.type !== 'cavalry' && u.branch !== 'nkvd' && u.branch !== 'naval';
    case 'soviet-cavalry':
      return u.side === 'soviet' && u.type === 'cavalry';
    case 'soviet-naval':
      return u.side === 'soviet' && (u.branch === 'naval' || (foot && u.type !== 'cavalry' && u.branch !== 'nkvd'));
    case 'nkvd':
      return u.side === 'soviet' && (u.branch === 'nkvd' || (foot && u.type !== 'cavalry' && u.branch !== 'naval'));
    default:
      return false;
  }
}
