import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import type { CtsState, Weather } from '#games/campaign-to-stalingrad/state/types';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { activationCost } from '#games/campaign-to-stalingrad/rules/supply/activation-cost';
import { unitAdvance } from '#games/campaign-to-stalingrad/rules/combat/advance-limit';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { rasputitsaStep } from '#games/campaign-to-stalingrad/rules/weather/rasputitsa';
import { tinyWorld, type TinySpec } from './support/tiny-world';

/**
 * CtS 31.0 THE RASPUTITSA (Section III, the Campaign Game): when it begins and ends (31.1),
 * and its effects (31.2), on fragments whose scenario plays Section III.
 */
const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];
const log = (from: number, ...weather: Weather[]) => weather.map((w, i) => ({ turn: from + i, weather: w, roll: 1 }));

describe('CtS 31.1 When it Occurs', () => {
  const at = (turn: number, weatherLog: ReturnType<typeof log>, extra: Partial<CtsState> = {}, scenario: TinySpec['scenario'] = SECTION_III) => {
    const { ctx, state } = tinyWorld({ scenario, units: [] });
    return rasputitsaStep(ctx, { ...state, turn, weatherLog, weather: weatherLog.at(-1)!.weather, ...extra });
  };
  it('"can start at any time after Turn 26 by rolling a Rain result two turns in a row": Rain on turns 27 and 28 starts it on 28', () => {
    const r = at(28, log(27, 'rain', 'rain'));
    expect(r.state.rasputitsa).toBe(true);
    expect(r.events).toMatchObject([{ type: 'rasputitsa', rule: 'CtS 31.1', on: true }]);
  });
  it('Rain on turns 26 and 27: it starts on 27, the second Rain after turn 26 (a reading: the turn it starts is after 26)', () => {
    expect(at(27, log(26, 'rain', 'rain')).state.rasputitsa).toBe(true);
  });
  it('not on turn 26 or before, whatever the rain', () => {
    expect(at(26, log(25, 'rain', 'rain')).state.rasputitsa).toBeUndefined();
  });
  it('not on one Rain, nor on Rain after Snow Storm', () => {
    expect([at(30, log(29, 'overcast', 'rain')).state.rasputitsa, at(30, log(29, 'snow', 'rain')).state.rasputitsa]).toEqual([undefined, undefined]);
  });
  it('not in a game that does not play Section III (Fall Blau, Operation Uranus)', () => {
    expect(at(30, log(29, 'rain', 'rain'), {}, { sections: [2] } as TinySpec['scenario']).state.rasputitsa).toBeUndefined();
  });
  it('"ends at any time after Turn 44 by rolling a Snow Storm or Overcast result two turns in a row": Snow Storm then Overcast on 45 and 46 ends it on 46', () => {
    const r = at(46, log(45, 'snow', 'overcast'), { rasputitsa: true });
    expect('rasputitsa' in r.state).toBe(false);
    expect(r.events).toMatchObject([{ type: 'rasputitsa', rule: 'CtS 31.1', on: false }]);
  });
  it('not on turn 44 or before, nor on one Snow Storm', () => {
    expect([at(44, log(43, 'snow', 'snow'), { rasputitsa: true }).state.rasputitsa, at(47, log(46, 'rain', 'snow'), { rasputitsa: true }).state.rasputitsa]).toEqual([true, true]);
  });
});

/** One Axis unit in 1515 in the Axis Movement Phase, the Rasputitsa on or off; the Soviet far off. */
const mover = (faces: string, mud: boolean, extra: Partial<TinySpec> = {}) => {
  const w = tinyWorld({ scenario: SECTION_III, units: [{ id: 'u', side: 'axis', type: faces === '10-6-10' ? 'panzer' : 'infantry', faces: [faces], hex: '1515' }], ...extra });
  return { ...w, state: { ...w.state, phase: 'movement' as const, ...(mud ? { rasputitsa: true } : {}) } };
};
const west = (n: number) => Array.from({ length: n }, (_, i) => `15${String(14 - i).padStart(2, '0')}`);
const roadTo = (n: number) => {
  const path = ['1515', ...west(n)];
  return Object.fromEntries(path.slice(1).map((h, i) => [`${h}|${path[i]}`, ['road']]));
};
const problems = (faces: string, mud: boolean, n: number, extra: Partial<TinySpec> = {}) => {
  const { ctx, state } = mover(faces, mud, extra);
  return checkMove(ctx, state, { unit: 'u', path: west(n) }).problems.map((p) => p.code);
};

describe('CtS 31.2 (1): "Motorized Movement Point cost is increased to 2 MPs for Clear Terrain and increased to 1 MP for the road movement"', () => {
  it('a motorized unit of allowance 10 goes 5 clear hexes, not 6, in the Rasputitsa; 10 without it', () => {
    expect([problems('10-6-10', true, 5), problems('10-6-10', true, 6)]).toEqual([[], ['over-budget']]);
    expect(problems('10-6-10', false, 10)).toEqual([]);
  });
  it('along a road it goes 10 hexes, not 11 (1 MP a road hex); 20 without the Rasputitsa (1/2 MP)', () => {
    expect([problems('10-6-10', true, 10, { hexsides: roadTo(11) }), problems('10-6-10', true, 11, { hexsides: roadTo(11) })]).toEqual([[], ['over-budget']]);
  });
  it('"The Non-motorized Movement Point cost is not affected": an infantry division of allowance 4 still goes 4 clear hexes', () => {
    expect(problems('6-7-4', true, 4)).toEqual([]);
  });
  it('the destinations options() lists for the motorized unit are those checkMove allows: 5 hexes at most', () => {
    const far = (mud: boolean) => {
      const { ctx, state } = mover('10-6-10', mud);
      return Math.max(...unitOptions(ctx, state, 'axis').find((o) => o.unit === 'u')!.moves!.map((m) => m.path.length));
    };
    expect([far(true), far(false)]).toEqual([5, 10]);
  });
});

describe('CtS 31.2 (3): "Lake hexsides become impassable"', () => {
  it('a unit that may cross a lake hexside as its whole move (4.4.7) may not in the Rasputitsa', () => {
    const lake = { hexsides: { '1514|1515': ['lake'] } };
    expect(problems('6-7-4', false, 1, lake)).toEqual([]);
    expect(problems('6-7-4', true, 1, lake)).toEqual(['lake-in-rasputitsa']);
  });
});

describe('CtS 31.2 (2): "All units which achieve an Advance After Combat may only advance a maximum of one hex"', () => {
  it.each([
    ['motorized', 5],
    ['cavalry', 3],
    ['non-motorized', 2],
  ] as const)('%s: an Advance 5 lets it advance %i, one in the Rasputitsa (with the reason and rule)', (kind, plain) => {
    const opts = { weather: 'clear' as Weather, acrossMajor: false, kind, outOfSupply: false };
    expect(unitAdvance(5, opts).value).toBe(plain);
    const muddy = unitAdvance(5, { ...opts, mud: true });
    expect([muddy.value, muddy.steps.at(-1)]).toEqual([1, { value: 1, reason: 'the Rasputitsa: at most one hex', rule: 'CtS 31.2' }]);
  });
  it('through a battle: a panzer division with Advance 6 may advance one hex', () => {
    const fight = (mud: boolean) => {
      const { ctx, state } = tinyWorld({
        scenario: SECTION_III,
        units: [
          { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-10'], hex: '1510' },
          { id: 'pz2', side: 'axis', type: 'panzer', faces: ['10-6-10'], hex: '1510' },
          { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
        ],
      });
      const order = BattleOrderSchema.parse({ attackers: ['pz', 'pz2'], targets: ['1509'], advance: { units: ['pz'], path: ['1509', '1508'] } });
      const r = resolveBattle(ctx, { ...state, ...(mud ? { rasputitsa: true } : {}) }, order, new FixedDice({ 'b/white#1': 3, 'b/black': 6 }), 'b', { attacker: { rerollOnes: false, lossOrder: [] } });
      return (r.events.find((e) => e.type === 'advance' && (e as { unit?: string }).unit === 'pz') as { allowed?: number } | undefined)?.allowed;
    };
    const plain = fight(false)!;
    expect(plain).toBeGreaterThan(1);
    expect(fight(true)).toBe(1);
  });
});

describe('CtS 31.2 [Change]: "Transport Points are affected like combat units - road hexes count as one and off road hexes count as two hexes"', () => {
  /** An Axis Army HQ `n` clear hexes west of the railhead at 1512 (rail 1512-1520). */
  const hqAt = (hex: string, mud: boolean) => {
    const hexsides: Record<string, string[]> = {};
    const control: Record<string, 'axis'> = {};
    for (let c = 20; c >= 12; c--) {
      control[`15${c}`] = 'axis';
      if (c > 12) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
    }
    const { ctx, state } = tinyWorld({ scenario: SECTION_III, hexsides, control, units: [{ id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex }] });
    return activationCost(ctx, { ...state, ...(mud ? { rasputitsa: true } : {}) }, 'axis', hexId(hex));
  };
  it.each([
    ['1509', 1, 2],
    ['1508', 1, 2],
    ['1507', 1, 2],
    ['1506', 2, 3],
  ])('an Army HQ at %s is activated for %i TP, %i in the Rasputitsa (five hexes a Transport Point, each off-road hex counting two)', (hex, plain, mud) => {
    expect([hqAt(hex, false), hqAt(hex, true)]).toMatchObject([{ tp: plain }, { tp: mud }]);
  });
});
