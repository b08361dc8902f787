import type { SosWindowName } from '../sequence/steps';
import { administrativeRules } from './administrative/index';
import { attackRules } from './attack/index';
import type { WindowRules } from './phase';
import { unrefereed } from './unrefereed';

const BOMBARDMENT = unrefereed('bombardment (indirect fire and Stukas)', 'SoS 14.4, 15.1');
const MOVEMENT = unrefereed('movement', 'SoS 8.0');
const RESERVES = unrefereed('reserves movement', 'SoS 8.3');
const ATTACK = attackRules;

/** The rules of the window named (sequence/steps.ts), by the kind of its phase (SoS 4.3). */
export function windowRules(name: SosWindowName): WindowRules {
  if (name.endsWith('administrative')) return administrativeRules;
  if (name.includes('bombardment')) return BOMBARDMENT;
  if (name.endsWith('reserves')) return RESERVES;
  if (name.endsWith('movement')) return MOVEMENT;
  return ATTACK;
}
