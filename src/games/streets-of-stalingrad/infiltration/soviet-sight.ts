import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { enemySight } from '../view/sight';

/**
 * SoS 7.1, 7.2, 13.3: the German units the Soviet sees, by the same sight as his view
 * (view/sight.ts `enemySight` with the city's line of sight): 13.3 lets him "choose the exact
 * target" of the infiltration, read as choosing among the units he may examine (7.1); a unit
 * hidden from him (7.2: every unit in a city or industrial/fortified hex) he may not name.
 */
export function sovietSees(env: SosEnv, state: SosState): (id: string) => boolean {
  const sight = enemySight(env, state, 'soviet', { inLos: env.inLos, badWeather: false });
  return (id) => sight.get(id)?.visible ?? false;
}
