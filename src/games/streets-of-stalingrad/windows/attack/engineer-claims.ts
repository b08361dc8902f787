import type { Issue } from '#kernel/engine/issues';
import type { SosEnv } from '../../game/env';

/**
 * SoS 9.71: "-1 If any German combat engineer or Soviet flame-thrower unit with a red AF is
 * used in an attack": each unit an attack (or a breakthrough attack, 10.1) names to claim the
 * DRM has a red AF, at `path` plus its index. The terrain the DRM needs is read when the fire
 * is resolved (combat/attack-modifiers.ts).
 */
export function engineerClaimProblems(env: SosEnv, engineers: readonly string[] | undefined, path: readonly (string | number)[]): Issue[] {
  return (engineers ?? []).flatMap((u, k) => {
    const c = env.findCounter(u);
    return c && !c.afRed ? [{ path: [...path, k], code: 'not-an-engineer', message: `${u} has no red AF: only German combat engineers and Soviet flame-throwers claim the DRM`, rule: 'SoS 9.71' }] : [];
  });
}
