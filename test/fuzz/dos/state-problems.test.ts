import { describe, expect, it } from 'vitest';
import { driveOnStalingrad, type DosState } from '#games/drive-on-stalingrad';
import { dosStateProblems } from './state-problems';

const blue = () => structuredClone(driveOnStalingrad.setup('operation-blue')) as DosState;
const ids = (s: DosState, prefix: string, status = 'on-map') => Object.keys(s.units).filter((id) => id.startsWith(prefix) && s.units[id]!.status === status).sort();

describe('Drive on Stalingrad state invariants for the fuzzer', () => {
  it('hold in both scenarios as set up', () => {
    expect(dosStateProblems(blue())).toEqual([]);
    expect(dosStateProblems(driveOnStalingrad.setup('operation-uranus') as DosState)).toEqual([]);
  });

  it('catch both sides in one hex, nine units of a side, too many or too few steps', () => {
    const s = blue();
    const [g1, ...germans] = ids(s, 'ger-');
    const [s1] = ids(s, 'sov-');
    s.units = { ...s.units, [s1!]: { ...s.units[s1!]!, hex: s.units[g1!]!.hex } };
    expect(dosStateProblems(s).join('\n')).toContain('both sides stand in');
    const t = blue();
    const hex = t.units[g1!]!.hex;
    for (const id of germans.slice(0, 9)) t.units = { ...t.units, [id]: { ...t.units[id]!, hex } };
    expect(dosStateProblems(t).join('\n')).toMatch(/counted german units, over the limit of 8/);
    const u = blue();
    u.units = { ...u.units, [g1!]: { ...u.units[g1!]!, steps: 3 }, [germans[0]!]: { ...u.units[germans[0]!]!, steps: 0 } };
    expect(dosStateProblems(u).filter((p) => p.includes('steps'))).toHaveLength(2);
  });

  it('catch a unit off the map that stands in a hex, and an unknown status', () => {
    const s = blue();
    const [g1, g2] = ids(s, 'ger-');
    s.units = { ...s.units, [g1!]: { ...s.units[g1!]!, status: 'eliminated', steps: 0 }, [g2!]: { ...s.units[g2!]!, status: 'lost' as never } };
    const text = dosStateProblems(s).join('\n');
    expect(text).toContain(`unit ${g1} is eliminated yet stands in`);
    expect(text).toContain(`unit ${g2} has status lost`);
  });
});
