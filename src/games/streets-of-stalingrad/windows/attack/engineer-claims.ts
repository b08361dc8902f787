import type { Issue } from '#kernel/engine/issues';
import { engineerDrmApplies } from '../../combat/engineer-drm';
import type { TargetHex } from '../../combat/fire-combat';
import type { SosEnv } from '../../game/env';

/**
 * SoS 9.71: "-1 If any German combat engineer or Soviet flame-thrower unit with a red AF is
 * used in an attack against a suburb, city, industrial/fortified, or strong point hex, or
 * against a hex with a fortification unit": each unit an attack (or a breakthrough attack,
 * 10.1) names to claim the DRM has a red AF, at `path` plus its index, and the target hex is
 * one where the DRM may be used. SoS 9.82: "When German combat engineer units or Soviet
 * flame-thrower units will use their DRM in an attack on a hex, these units must suffer the
 * first casualty": a claim where the DRM does not apply would commit the unit to the first
 * loss for nothing (the 9.71 example: used "only its AF points, not its -1 DRM", it is not
 * the first loss), so it is refused.
 */
export function engineerClaimProblems(env: SosEnv, engineers: readonly string[] | undefined, path: readonly (string | number)[], target: TargetHex): Issue[] {
  return (engineers ?? []).flatMap((u, k) => {
    const c = env.findCounter(u);
    if (c && !c.afRed) return [{ path: [...path, k], code: 'not-an-engineer', message: `${u} has no red AF: only German combat engineers and Soviet flame-throwers claim the DRM`, rule: 'SoS 9.71' }];
    if (!engineerDrmApplies(target)) return [{ path: [...path, k], code: 'no-engineer-drm', message: `${target.hex} is ${target.terrain} with no fortification unit: the engineers' -1 is used only against a suburb, city, industrial/fortified or strong point hex or a fortification, so ${u} claims nothing there and is not committed to the first loss`, rule: 'SoS 9.71, 9.82' }];
    return [];
  });
}
