import { describe, expect, it } from 'vitest';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { battleIssues } from '#games/campaign-to-stalingrad/windows/legality';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * The optional rules of Section Five read sentence by sentence against the code
 * (docs/rules-audit-campaign-to-stalingrad.md, "Reading of the optional rules (Section V)").
 * Each test here is written as the rulebook text reads and names its row; the two the code
 * first disagreed with (39.0 (5), 41.0 (1) Overrun) were seen to fail before the fix.
 */
const axisHq: TinyUnit = { id: 'ahq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true };
const rifle: TinyUnit = { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' };
const infantry = (id: string, hex: string, attack = 6): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: [`${attack}-7-4`, '3-4-4'], hex });

/**
 * CtS 39.0 "As before, river benefits are not cumulative with any other type of terrain." ...
 * "All units attacking into and out of a Marsh hex or across a Marsh hexside have their attack
 * strength reduced to 1/3." Two German infantry divisions (6 each, in Attack Supply) attack a
 * Soviet rifle division (4) in a Marsh hex across a Volga hexside.
 */
describe('CtS 39.0 Rivers read as the text reads (game option rivers)', () => {
  const odds = (river: string, terrain: Record<string, string>) => {
    const w = tinyWorld({ units: [axisHq, infantry('a1', '1510'), infantry('a2', '1510'), rifle], hexsides: { '1509|1510': [river] }, terrain });
    const o = battleOdds(w.ctx, withGameOptions(w.state, { rivers: 'on' }), BattleOrderSchema.parse({ attackers: ['a1', 'a2'], targets: ['1509'] }));
    return { attack: o.attack.total, defense: o.defense.total };
  };

  // Row 39.0 (5) "not cumulative": the defender has the better of the Volga's 1/4 and the Marsh's 1/3, never both (12 x 1/12 = 1)
  it('into a Marsh hex across the Volga the defender has the Volga (1/4) or the Marsh (1/3), not both: 12 becomes 3', () => {
    expect(odds('volga', { '1509': 'marsh' })).toEqual({ attack: 3, defense: 4 });
  });

  it('out of a Marsh hex across the Volga the same: the Volga (1/4) or the Marsh (1/3), not both: 12 becomes 3', () => {
    expect(odds('volga', { '1510': 'marsh' })).toEqual({ attack: 3, defense: 4 });
  });

  it('into a Marsh hex across a Major river the river is ignored (11.1 A) and the Marsh reduces to 1/3: 12 becomes 4', () => {
    expect(odds('major-river', { '1509': 'marsh' })).toEqual({ attack: 4, defense: 4 });
  });

  it('across the Volga into clear terrain the attack is reduced to 1/4: 12 becomes 3', () => {
    expect(odds('volga', {})).toEqual({ attack: 3, defense: 4 });
  });
});

/**
 * CtS 40.0 "To declare a Heavy Artillery Barrage the Soviet Player must have an Artillery
 * Division (on its "0" movement side) stacked with a Supply Depot and adjacent to the target
 * hex or adjacent to a friendly unit that is attacking the target hex." A Soviet rifle division
 * in 1509 attacks German infantry in 1510; the Artillery Division stands in 1511, next to the
 * target but two hexes from the attacker.
 */
describe('CtS 40.0 Heavy Artillery Barrages read as the text reads (game option artilleryBarrage)', () => {
  const issues = (artilleryHex: string) => {
    const w = tinyWorld({
      units: [{ id: 'art', side: 'soviet', type: 'artillery', faces: ['4-3-0'], hex: artilleryHex }, rifle, infantry('inf', '1510')],
      depots: [{ side: 'soviet', hex: artilleryHex }],
    });
    const state = { ...withGameOptions(w.state, { artilleryBarrage: 'on' }), phasing: 'soviet' as const };
    return battleIssues(w.ctx, state, 'soviet', BattleOrderSchema.parse({ attackers: ['rd'], targets: ['1510'], barrage: 'art' }), ['b']).map((i) => [i.code, i.rule]);
  };

  it('next to the target hex, though not next to the attacking unit: the barrage may be declared', () => {
    expect(issues('1511')).toEqual([]);
  });

  it('next to neither the target hex nor a unit attacking it: refused, naming the rule', () => {
    expect(issues('1513')).toEqual([['not-adjacent', 'CtS 40.0']]);
  });
});

/**
 * CtS 41.0 (5) "There is no limit to the number, type or nationality of units for which one
 * Army HQ may provide General Supply." Fourteen German divisions, four of them motorized, and
 * a Hungarian and a Rumanian division trace their Line of Supply to one German (non-Panzer)
 * Army HQ only: more than its 12 divisions, 3 motorized and 2 units of another nationality.
 */
describe('CtS 41.0 (5) read as the text reads (game option hqLimits)', () => {
  it('the Supply Phase puts every one of them in General Supply, the option on as off', () => {
    const hexes = ['1510', '1511', '1513', '1514', '1515', '1516', '1610', '1611', '1612', '1613', '1614', '1615', '1616', '1410'];
    const units: TinyUnit[] = [
      { id: '6A', name: '6th Army HQ', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512' },
      ...hexes.map((hex, i): TinyUnit => (i < 4 ? { id: `m${i}`, side: 'axis', type: 'motorized', faces: ['8-5-8', '4-3-8'], hex, outOfSupply: true } : { ...infantry(`i${i}`, hex), outOfSupply: true })),
      { ...infantry('hun', '1411'), nationality: 'hungarian', outOfSupply: true },
      { ...infantry('rum', '1412'), nationality: 'rumanian', outOfSupply: true },
      { ...infantry('ita', '1413'), nationality: 'italian', outOfSupply: true },
    ];
    const w = tinyWorld({ units });
    const outOfSupply = (options?: Record<string, unknown>) => {
      const after = supplyPhase(w.ctx, withGameOptions(w.state, options), 'axis').state;
      return Object.entries(after.units).filter(([, u]) => u.outOfSupply).map(([id]) => id);
    };
    expect(outOfSupply({ hqLimits: 'on' })).toEqual([]);
    expect(outOfSupply()).toEqual([]);
  });
});

/**
 * CtS 41.0 (1) "Activated German Army HQ may provide Attack Supply to only 12 divisions." with
 * 14.0 (an Overrun is resolved "as a normal combat") and 16.6 (a non-motorized unit traces its
 * Attack Supply again at the moment of the Overrun). The 6th Army HQ has given Attack Supply to
 * twelve infantry divisions this Combat Phase, i1 among them (i13 stands by); i1 advances and overruns the rifle
 * division in 1509 (6 to 4).
 */
describe('CtS 41.0 (1) with 14.0 read as the text reads (game option hqLimits)', () => {
  const ids = Array.from({ length: 13 }, (_, i) => `i${i + 1}`);
  const w = tinyWorld({
    units: [
      { id: '6A', name: '6th Army HQ', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
      ...ids.map((id, i) => infantry(id, i === 0 ? '1510' : `20${String(i + 1).padStart(2, '0')}`)),
      rifle,
    ],
  });
  const state = withGameOptions(w.state, { hqLimits: 'on' });
  const overrun = (given: string[]) => battleOdds(w.ctx, { ...state, attackSupplyGiven: { '6A': given } }, BattleOrderSchema.parse({ attackers: ['i1'], targets: ['1509'] }), 'overrun');

  // Row 41.0 (1) Overrun: i1 is already one of the HQ's twelve, so its Overrun adds no division to the count
  it('a division the HQ already supplies this Combat Phase is no thirteenth division: its Overrun is at full strength, 6 to 4', () => {
    expect(overrun(ids.slice(0, 12)).attack.total).toBe(6);
  });

  it('a thirteenth division would be one: with twelve others supplied, i1 overruns halved, 3 to 4', () => {
    expect(overrun(ids.slice(1)).attack.total).toBe(3);
  });
});
