import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import type { UnitDef } from '#games/kharkov-battles/data/units';
import { combatStackingFailure } from '#games/kharkov-battles/rules/stacking/combat-stacking';
import { combatWeight, uncounted } from '#games/kharkov-battles/rules/stacking/counts';
import { keepsLegalStack, overStackedHexes } from '#games/kharkov-battles/rules/stacking/end-of-phase';
import { stackingFailures } from '#games/kharkov-battles/rules/stacking/hex-limits';
import { occupancy, type Placed } from '#games/kharkov-battles/state/occupancy';
import { gridMap, position, UNITS, type Piece } from './state-fixtures';

const map = gridMap({ rows: [11, 13], cols: [11, 13] });
/** The units of one stack in 1212. */
const stack = (pieces: Piece[], units?: readonly UnitDef[]): Placed[] => {
  const { ctx, state } = position(map, { '1212': pieces }, units ? { units } : {});
  const side = ctx.unit(typeof pieces[0] === 'string' ? pieces[0] : pieces[0]!.id).side;
  return occupancy(ctx, state).at(hexId('1212'), side);
};
const failures = (pieces: Piece[], units?: readonly UnitDef[]): string[] => stackingFailures(stack(pieces, units)).map((f) => `${f.code} (${f.rule})`);
const cadre = (id: string): Piece => ({ id, steps: 1 });

describe('stacking at the end of a friendly movement phase (6.0-6.14)', () => {
  it.each([
    // the designer's note after 6.24: one and a half panzer divisions, or two infantry divisions and a regiment
    ['E12: three German mechanized regiments', ['ger-1-lah', 'ger-2-lah', 'ger-d-dr'], []],
    ['E12: a fourth mechanized regiment', ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-df-dr'], ['too-many-combat-units (KB 6.0)']],
    ['E12: two infantry divisions and a regiment', ['ger-168-id-kb', 'ger-320-id-kb', 'ger-1-lah'], []],
    ['E12: three infantry divisions (6.13)', ['ger-168-id-kb', 'ger-320-id-kb', 'ger-333-id-kb'], ['too-many-infantry-divisions (KB 6.13)']],
    ['6.12: cadres stack freely', ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', cadre('ger-df-dr'), cadre('ger-168-id-kb'), cadre('ger-320-id-kb')], []],
    ['6.12, 6.13: cadre infantry divisions do not count as infantry divisions either', ['ger-168-id-kb', 'ger-320-id-kb', cadre('ger-333-id-kb')], []],
    ['6.12: an HQ does not count', ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-ss-pzk'], []],
    ['6.12: never two HQs in one hex', ['ger-ss-pzk', 'ger-korps-raus'], ['too-many-hqs (KB 6.12)']],
    ['15.32: a Tiger company counts as a cadre', ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-dr-tiger'], []],
    ['20.1: an Ersatz battalion counts as a cadre', ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-ersatz-1'], []],
    ['6.0: a StuG battalion is a combat unit and counts', ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-228-stg'], ['too-many-combat-units (KB 6.0)']],
    ['6.0: breakdown regiments count', ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3', 'ger-brk-kb-4'], ['too-many-combat-units (KB 6.0)']],
    ['6.13: two Soviet corps', ['sov-4-tc-kb', 'sov-12-tc-kb', 'sov-100-rd-kb'], []],
    ['6.13: three Soviet corps', ['sov-4-tc-kb', 'sov-12-tc-kb', 'sov-15-tc-kb'], ['too-many-soviet-corps (KB 6.13)']],
    ['6.13: a corps cadre does not count', ['sov-4-tc-kb', 'sov-12-tc-kb', cadre('sov-15-tc-kb')], []],
    ['6.0, 6.13: four corps break both', ['sov-4-tc-kb', 'sov-12-tc-kb', 'sov-15-tc-kb', 'sov-3-tc-kb'], ['too-many-combat-units (KB 6.0)', 'too-many-soviet-corps (KB 6.13)']],
    ['6.14: a Hungarian division with Germans', ['hun-108-ld', 'ger-44-id-kh', 'ger-126-23pz-kh'], []],
    ['6.13: the Hungarian light division is an infantry-division-sized unit', ['hun-108-ld', 'ger-44-id-kh', 'ger-297-id-kh'], ['too-many-infantry-divisions (KB 6.13)']],
    ['6.13: K\'s 3.Panzer (a mechanized division counter) is not', ['ger-3pz-kh', 'ger-44-id-kh', 'ger-297-id-kh'], []],
  ] as [string, Piece[], string[]][])('%s', (_name, pieces, expected) => {
    expect(failures(pieces)).toEqual(expected);
  });

  it('6.14: Axis-satellite units of two nationalities may not stack together (Germans with any)', () => {
    const rumanian = { ...UNITS.find((u) => u.id === 'hun-108-ld')!, id: 'rum-test-div', nationality: 'rumanian' } as unknown as UnitDef;
    const units = [...UNITS, rumanian];
    expect(failures(['hun-108-ld', 'rum-test-div'], units)).toEqual(['satellite-with-other-nationality (KB 6.14)']);
    expect(failures(['rum-test-div', 'ger-1-lah'], units)).toEqual([]);
  });

  it('names the units a broken limit reads, with a plain message', () => {
    const [f] = stackingFailures(stack(['ger-168-id-kb', 'ger-320-id-kb', 'ger-333-id-kb', 'ger-ss-pzk']));
    expect(f).toEqual({
      code: 'too-many-infantry-divisions',
      rule: 'KB 6.13',
      message: '3 Axis infantry-division-sized units in one hex, more than 2',
      units: ['ger-168-id-kb', 'ger-320-id-kb', 'ger-333-id-kb'],
    });
  });

  it('says why a unit is not counted', () => {
    const reason = (p: Piece): string | null => {
      const [u] = stack([p]);
      const r = uncounted(u!.def, u!.state);
      return r ? `${r.why} (${r.rule})` : null;
    };
    expect(reason('ger-ss-pzk')).toBe('hq (KB 6.12)');
    expect(reason(cadre('ger-1-lah'))).toBe('cadre (KB 6.12)');
    expect(reason('ger-dr-tiger')).toBe('tiger-company (KB 15.32)');
    expect(reason('ger-ersatz-1')).toBe('ersatz (KB 20.1)');
    expect(reason('ger-1-lah')).toBeNull();
  });
});

describe('6.11, 6.24: the end-of-phase check over a side\'s stacks', () => {
  const big = gridMap({ rows: [10, 14], cols: [10, 14] });
  const { ctx, state } = position(big, {
    '1111': ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-df-dr'],
    '1212': ['ger-168-id-kb', 'ger-320-id-kb'],
    '1313': ['ger-ss-pzk', 'ger-korps-raus', 'ger-333-id-kb'],
    '1414': ['sov-4-tc-kb', 'sov-12-tc-kb', 'sov-15-tc-kb'],
  });
  it('lists each over-stacked hex of the side, sorted, with what it breaks; the other side\'s stacks are not its business', () => {
    expect(overStackedHexes(ctx, state, 'axis').map((o) => `${o.hex}: ${o.failures.map((f) => f.code).join(', ')}`)).toEqual([
      '1111: too-many-combat-units',
      '1313: too-many-hqs',
    ]);
    expect(overStackedHexes(ctx, state, 'soviet').map((o) => o.hex)).toEqual(['1414']);
  });
  it('6.11: the owner\'s choice of units to keep is checked', () => {
    expect(keepsLegalStack(ctx, state, 'axis', hexId('1111'), ['ger-1-lah', 'ger-2-lah', 'ger-d-dr'])).toBe(true);
    expect(keepsLegalStack(ctx, state, 'axis', hexId('1111'), ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-df-dr'])).toBe(false);
    expect(keepsLegalStack(ctx, state, 'soviet', hexId('1414'), ['sov-4-tc-kb', 'sov-15-tc-kb'])).toBe(true);
  });
});

describe('combat stacking (6.21-6.23)', () => {
  const legal = (pieces: Piece[]): string => {
    const f = combatStackingFailure(stack(pieces));
    return f ? `${f.code} (${f.rule}): ${f.units.join(', ')}` : 'legal';
  };
  it.each([
    ['one multi-step division', ['ger-168-id-kb'], 'legal'],
    ['two multi-step divisions', ['ger-168-id-kb', 'ger-320-id-kb'], 'too-many-multi-step-units (KB 6.21): ger-168-id-kb, ger-320-id-kb'],
    ['E5c: two regiments with the size symbol on white count as one', ['ger-1-lah', 'ger-2-lah'], 'legal'],
    ['three white-backed regiments are one and a half', ['ger-1-lah', 'ger-2-lah', 'ger-d-dr'], 'too-many-multi-step-units (KB 6.21): ger-1-lah, ger-2-lah, ger-d-dr'],
    ['a division and a white-backed regiment are one and a half', ['ger-168-id-kb', 'ger-1-lah'], 'too-many-multi-step-units (KB 6.21): ger-1-lah, ger-168-id-kb'],
    ['E9: an infantry division and a breakdown regiment (one step) from stack 3', ['ger-168-id-kb', 'ger-brk-kb-1'], 'legal'],
    ['one-step units freely: cadres, HQs, battalions', ['ger-168-id-kb', cadre('ger-320-id-kb'), 'ger-ss-pzk', 'ger-228-stg', 'ger-brk-kb-1'], 'legal'],
    ['a reduced (two-step) rated unit is still multi-step', [{ id: 'ger-168-id-kb', steps: 2 }, 'ger-320-id-kb'], 'too-many-multi-step-units (KB 6.21): ger-168-id-kb, ger-320-id-kb'],
    ['E9: a Guards rifle division counts as one step, with a tank corps', ['sov-25g-rd-kb', 'sov-4-tc-kb'], 'legal'],
    ['two tank corps', ['sov-4-tc-kb', 'sov-12-tc-kb'], 'too-many-multi-step-units (KB 6.21): sov-12-tc-kb, sov-4-tc-kb'],
    ['rifle divisions (one step)', ['sov-100-rd-kb', 'sov-183-rd-kb', 'sov-305-rd-kb'], 'legal'],
  ] as [string, Piece[], string][])('%s', (_name, pieces, expected) => {
    expect(legal(pieces)).toBe(expected);
  });

  it('an NKVD rifle division counts as a Guards one only under the Fall Blau errata (6.21, digest A7)', () => {
    // K's 8th NKVD division is printed with one step: it weighs nothing either way
    const [printed] = stack(['sov-8-nkvd-rd-kh']);
    expect([combatWeight(printed!.def, printed!.state), combatWeight(printed!.def, printed!.state, { nkvdAsGuards: true })]).toEqual([0, 0]);
    // a two-step NKVD rifle division, as a counter mix with the errata has it
    const twoStep = { ...UNITS.find((u) => u.id === 'sov-8-nkvd-rd-kh')!, id: 'sov-nkvd-two-step', steps: 2 } as UnitDef;
    const [nkvd] = stack(['sov-nkvd-two-step'], [...UNITS, twoStep]);
    expect([combatWeight(nkvd!.def, nkvd!.state), combatWeight(nkvd!.def, nkvd!.state, { nkvdAsGuards: true })]).toEqual([2, 0]);
  });

  const POOL: Piece[] = ['ger-168-id-kb', 'ger-320-id-kb', 'ger-1-lah', 'ger-2-lah', 'ger-d-dr', { id: 'ger-df-dr', steps: 2 }, cadre('ger-333-id-kb'), 'ger-brk-kb-1', 'ger-228-stg', 'ger-dr-tiger', 'ger-ersatz-1', 'ger-ss-pzk'];
  const placed = stack(POOL);
  it('weights are additive: a group is legal exactly when its units\' weights sum to at most one multi-step unit, in any order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(placed), (group) => {
        const sum = group.reduce((s, p) => s + combatWeight(p.def, p.state), 0);
        expect(combatStackingFailure(group) === null).toBe(sum <= 2);
        expect(combatStackingFailure([...group].reverse()) === null).toBe(sum <= 2);
      }),
    );
  });
  it('taking units out of a legal group (or stack) never makes it illegal', () => {
    fc.assert(
      fc.property(fc.subarray(placed), fc.nat(), (group, drop) => {
        const fewer = group.filter((_, i) => i !== drop % Math.max(group.length, 1));
        if (combatStackingFailure(group) === null) expect(combatStackingFailure(fewer)).toBeNull();
        if (stackingFailures(group).length === 0) expect(stackingFailures(fewer)).toEqual([]);
      }),
    );
  });
});
