import type { SosWindowName } from '../sequence/steps';
import { administrativeRules } from './administrative/index';
import { bombardmentRules } from './bombardment/index';
import type { WindowRules } from './phase';
import { unrefereed } from './unrefereed';

const MOVEMENT = unrefereed('movement', 'SoS 8.0');
const RESERVES = unrefereed('reserves movement', 'SoS 8.3');
const ATTACK = unrefereed('fire combat', 'SoS 9.6');

/** The rules of the window named (sequence/steps.ts), by the kind of its phase (SoS 4.3). */
export function windowRules(name: SosWindowName): WindowRules {
  if (name.endsWith('administrative')) return administrativeRules;
  if (name.includes('bombardment')) return bombardmentRules;
  if (name.endsWith('reserves')) return RESERVES;
  if (name.endsWith('movement')) return MOVEMENT;
  return ATTACK;
}
