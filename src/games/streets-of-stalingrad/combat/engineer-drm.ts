import type { TargetHex } from './fire-combat';

/** Terrain where a red AF counts (9.71): suburb, city, industrial/fortified, strong point. */
const RED_AF_TERRAIN: ReadonlySet<string> = new Set(['suburb', 'city', 'industrial', 'strongPoint']);

/**
 * SoS 9.71: "-1 If any German combat engineer or Soviet flame-thrower unit with a red AF is used
 * in an attack against a suburb, city, industrial/fortified, or strong point hex, or against a
 * hex with a fortification unit": the target hex where the engineers' DRM may be used; and so,
 * SoS 9.82, where a unit claiming it takes the first loss to the defensive fire.
 */
export const engineerDrmApplies = (t: Pick<TargetHex, 'terrain' | 'fortification'>): boolean => RED_AF_TERRAIN.has(t.terrain) || t.fortification === true;
