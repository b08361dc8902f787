import { isCombatUnit } from '../../combat/unit-classes';
import type { SosEnv } from '../../game/env';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { sideAt } from './battlefield';
import { unitOf } from './fire-units';

/**
 * SoS 9.81: "Combat units are considered any infantry, armored, or artillery unit, including
 * immobilized tanks, snipers, mine dogs, and River flotilla units, but not leaders, OP units,
 * transport units, the Soviet tank repair unit, fortifications, minefields, or bridges": the
 * hex holds a combat unit of the side other than `side`, one an "attack" marker (9.64) or a
 * breakthrough attack (10.1) may be aimed at, though it have no AF (2.25: snipers, mine dogs and
 * immobilized tanks have none).
 */
export const holdsEnemyCombatUnit = (env: SosEnv, state: SosState, hex: string, side: SosSide): boolean =>
  sideAt(env, state, hex, side === 'german' ? 'soviet' : 'german').some((id) => {
    const u = unitOf(env, state, id);
    return u !== undefined && isCombatUnit(u);
  });
