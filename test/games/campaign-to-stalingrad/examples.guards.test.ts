import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side as sideId } from '#kernel/ids';
import { UnitSpecSchema } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { conversionKind } from '#games/campaign-to-stalingrad/rules/guards/guard-kind';
import { conversionCalledFor } from '#games/campaign-to-stalingrad/rules/guards/conversion-trigger';
import { standingIssues } from '#games/campaign-to-stalingrad/windows/standing-issues';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/** CtS 32.0-32.2 Soviet Guard Conversions (Section III, the Campaign Game), on fragments that play Section III. */
const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];

describe('CtS 32.2: which units convert, into what', () => {
  const spec = (type: string, size: string, branch = 'regular', side = 'soviet') =>
    UnitSpecSchema.parse({ id: 'x', name: 'x', side, nationality: side === 'soviet' ? 'soviet' : 'german', branch, type, size, army: '-', faces: [{ attack: 3, defense: 4, move: 4 }] });
  it.each([
    ['a rifle division', spec('rifle', 'XX'), 'rifle-division'],
    ['a tank corps', spec('tank', 'XXX'), 'tank-corps'],
    ['a cavalry corps', spec('cavalry', 'XXX'), 'cavalry-corps'],
    ['(3) motorized infantry, into a Guards Rifle Division', spec('motorized', 'XX'), 'rifle-division'],
    ['a tank brigade (not a corps)', spec('tank', 'X'), null],
    ['a cavalry division (not a corps)', spec('cavalry', 'XX'), null],
    ['(2) an Artillery Division', spec('artillery', 'XX'), null],
    ['(2) an Army HQ', spec('army-hq', 'XXXX'), null],
    ['a Guards Rifle Division already', spec('rifle', 'XX', 'guard'), null],
    ['a German infantry division', spec('infantry', 'XX', 'regular', 'axis'), null],
  ] as const)('%s: %s', (_what, u, kind) => expect(conversionKind(u)).toBe(kind));
});

describe('CtS 32.0: the dice that call for a conversion', () => {
  it.each([
    ['axis', [{ label: 'w', first: 1, reroll: 1, value: 1 }], true],
    ['axis', [{ label: 'w', first: 1, reroll: 4, value: 4 }], false],
    ['axis', [{ label: 'w', first: 1, value: 1 }], false],
    ['axis', [{ label: 'w', first: 6, reroll: 6, value: 6 }], false],
    ['soviet', [{ label: 'w', first: 3, value: 3 }, { label: 'b', first: 6, reroll: 6, value: 6 }], true],
    ['soviet', [{ label: 'w', first: 1, reroll: 1, value: 1 }], false],
  ] as const)('%s attacking, dice %j: %s', (attacker, dice, called) => expect(conversionCalledFor(attacker, dice)).toBe(called));
});

/** Two German infantry divisions in 1510 attack a Soviet rifle division of 3 steps in 1509; a Guards Rifle Division waits in the Pool. */
const UNITS: TinyUnit[] = [
  { id: 'inf1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
  { id: 'inf2', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
  { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509', steps: 2 },
  { id: 'gd', side: 'soviet', type: 'rifle', branch: 'guard', faces: ['4-5-4', '3-3-4', '1-2-4'], hex: '1509', where: 'withdrawn' },
  { id: 'gtc', side: 'soviet', type: 'tank', size: 'XXX', branch: 'guard', faces: ['8-6-8', '4-3-8'], hex: '1509', where: 'withdrawn' },
];
const fight = (opts: { pool?: string[]; scenario?: TinySpec['scenario']; guards?: { convert: 'first' | 'never'; prefer: string[] }; white?: number } = {}) => {
  const { ctx, state } = tinyWorld({ scenario: opts.scenario ?? SECTION_III, units: UNITS });
  const s: CtsState = { ...state, guardPool: opts.pool ?? ['gtc', 'gd'], ...(opts.guards ? { standing: { soviet: { guards: opts.guards } } } : {}) };
  // white 1 rerolled (11.5, German Tactical Advantage) to `white`; black 2: advance 0, no retreat
  const dice = new FixedDice({ 'b/white#1': 1, 'b/white#1/reroll': opts.white ?? 1, 'b/black': 2 });
  const r = resolveBattle(ctx, s, BattleOrderSchema.parse({ attackers: ['inf1', 'inf2'], targets: ['1509'] }), dice, 'b', { attacker: { rerollOnes: true, lossOrder: [] } });
  return { ...r, conversion: r.events.find((e) => e.type === 'guard-conversion') };
};

describe('CtS 32.0, 32.1: a conversion in the Axis Combat Phase', () => {
  it('the Axis rerolls a 1 and rolls 1 again: the rifle division becomes the Guards Rifle Division of the Pool, at the same step level, where it stood', () => {
    const r = fight();
    expect(r.conversion).toMatchObject({ rule: 'CtS 32.1', from: 'rd', to: 'gd', hex: '1509' });
    const after = r.state.units;
    expect([after['gd']!.where, after['gd']!.hex, after['rd']!.where, after['rd']!.hex]).toEqual(['map', '1509', 'withdrawn', null]);
    expect(r.state.guardPool).toEqual(['gtc']);
  });
  it('"arrives at the same step level as the replaced unit": the steps the rifle division has after the battle', () => {
    const unconverted = fight({ pool: ['gtc'] }).state.units['rd']!.steps;
    expect(fight().state.units['gd']!.steps).toBe(unconverted);
    expect(unconverted).toBeLessThan(3);
  });
  it('a reroll that reads another face calls for nothing', () => {
    expect(fight({ white: 3 }).conversion).toBeUndefined();
  });
  it('32.2 (1): "If there are none of the correct type available then the conversion does not take place"', () => {
    const r = fight({ pool: ['gtc'] });
    expect(r.conversion).toMatchObject({ rule: 'CtS 32.2', none: true });
    expect([r.state.units['rd']!.where, r.state.guardPool]).toEqual(['map', ['gtc']]);
  });
  it('"may be converted": the Soviet\'s standing orders may decline it', () => {
    const r = fight({ guards: { convert: 'never', prefer: [] } });
    expect(r.conversion).toMatchObject({ declined: true });
    expect(r.state.units['rd']!.where).toBe('map');
  });
  it('not in a game that does not play Section III', () => {
    expect(fight({ scenario: { sections: [2] } as TinySpec['scenario'] }).conversion).toBeUndefined();
  });
});

describe("CtS 32.0: the Soviet's standing orders for conversions", () => {
  const { ctx, state } = tinyWorld({ scenario: SECTION_III, units: UNITS });
  it('only the Soviet files them, and names units that may convert', () => {
    expect(standingIssues(ctx, state, { side: sideId('axis'), orders: [], standing: { guards: { convert: 'first', prefer: [] } } }).map((i) => [i.code, i.rule])).toEqual([['soviet-only', 'CtS 32.0']]);
    expect(standingIssues(ctx, state, { side: sideId('soviet'), orders: [], standing: { guards: { prefer: ['gd', 'inf1', 'rd'] } } }).map((i) => [i.path.join('.'), i.code])).toEqual([
      ['standing.guards.prefer.0', 'not-convertible'],
      ['standing.guards.prefer.1', 'not-yours'],
    ]);
  });
});
