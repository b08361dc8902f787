import bundle from '../../../../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { SosBundleSchema } from '#games/streets-of-stalingrad/data/bundle';
import { sosDataOf } from '#games/streets-of-stalingrad/game/data-of-bundle';
import { sosEnv, type SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosLook } from '#games/streets-of-stalingrad/view/sight';

let made: { env: SosEnv; look: SosLook } | null = null;

/** The env and the sight `streetsOfStalingrad` (index.ts) reads: the built bundle's data, the city's line of sight, fair weather. */
export function sosFuzzEnv(): { env: SosEnv; look: SosLook } {
  if (!made) {
    const env = sosEnv(sosDataOf(SosBundleSchema.parse(bundle)));
    made = { env, look: { inLos: env.inLos, badWeather: false } };
  }
  return made;
}
