import type { ScenarioData, UnitDef } from '#games/drive-on-stalingrad/data/schema';
import { unitsById } from './bundle-fixture';

/** Checks both scenarios' set-ups share: stacking (6.1-6.4) and nationality (6.3). */

export const SATELLITES = ['hungarian', 'italian', 'romanian'];
export const germanSide = (u: UnitDef): boolean => u.nationality !== 'soviet';

export const unit = (id: string): UnitDef => {
  const u = unitsById.get(id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};

/** hex -> the counters set up there. */
export function stacksOf(s: ScenarioData): Map<string, UnitDef[]> {
  const stacks = new Map<string, UnitDef[]>();
  for (const p of s.setup) stacks.set(p.hex, [...(stacks.get(p.hex) ?? []), unit(p.unit)]);
  return stacks;
}

/**
 * Every way a stack breaks 6.1-6.4: both sides in one hex; more than 8 units a side (Soviet
 * artillery apart, at most 3); German-side nationalities mixed, except one satellite panzer
 * division with German mech units (6.3).
 */
export function stackingProblems(stacks: Map<string, UnitDef[]>): string[] {
  const out: string[] = [];
  for (const [x, us] of stacks) {
    if (new Set(us.map(germanSide)).size !== 1) out.push(`${x} holds both sides`);
    const arty = us.filter((u) => u.type === 'artillery' || u.type === 'heavy-cannon');
    if (us.length - arty.length > 8) out.push(`${x} over-stacked`);
    if (arty.length > 3) out.push(`${x} more than 3 artillery`);
    if (!germanSide(us[0]!)) continue;
    const nat = new Set(us.map((u) => (u.nationality === 'slovak' ? 'german' : u.nationality)));
    const satPanzers = us.filter((u) => SATELLITES.includes(u.nationality) && u.type === 'panzer');
    const withGermanMech =
      nat.size === 2 && nat.has('german') && satPanzers.length === 1 &&
      us.every((u) => u === satPanzers[0] || (!SATELLITES.includes(u.nationality) && u.mobility === 'mech'));
    if (nat.size !== 1 && !withGermanMech) out.push(`${x} mixes nationalities`);
  }
  return out;
}
