import type { SosWindowName } from '../sequence/steps';
import { administrativeRules } from './administrative/index';
import { attackRules } from './attack/index';
import { movementRules } from './movement/index';
import type { WindowRules } from './phase';
import { reservesRules } from './reserves/index';
import { unrefereed } from './unrefereed';

const BOMBARDMENT = unrefereed('bombardment (indirect fire and Stukas)', 'SoS 14.4, 15.1');

/** The rules of the window named (sequence/steps.ts), by the kind of its phase (SoS 4.3). */
export function windowRules(name: SosWindowName): WindowRules {
  if (name.endsWith('administrative')) return administrativeRules;
  if (name.includes('bombardment')) return BOMBARDMENT;
  if (name.endsWith('reserves')) return reservesRules;
  if (name.endsWith('movement')) return movementRules;
  return attackRules;
}
