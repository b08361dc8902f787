import type { SosWindowName } from '../sequence/steps';
import { administrativeRules } from './administrative/index';
import { attackRules } from './attack/index';
import { bombardmentRules } from './bombardment/index';
import { movementRules } from './movement/index';
import type { WindowRules } from './phase';
import { reservesRules } from './reserves/index';


/** The rules of the window named (sequence/steps.ts), by the kind of its phase (SoS 4.3). */
export function windowRules(name: SosWindowName): WindowRules {
  if (name.endsWith('administrative')) return administrativeRules;
  if (name.includes('bombardment')) return bombardmentRules;
  if (name.endsWith('reserves')) return reservesRules;
  if (name.endsWith('movement')) return movementRules;
  return attackRules;
}
