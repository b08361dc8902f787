import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { zocHexes } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { battleIssues } from '#games/campaign-to-stalingrad/windows/legality';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const pz: TinyUnit = { id: 'pz', side: 'axis', nationality: 'german', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1510' };
const eng: TinyUnit = { id: 'eng', side: 'axis', nationality: 'german', type: 'engineer', faces: ['2-2-4'], hex: '1510' };
const hq: TinyUnit = { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true };
const shq: TinyUnit = { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1405' };
const rd: TinyUnit = { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' };

/** A fragment with the engineer and a panzer division next to 1509, a Major City unless `city` is false; Section II unless `sectionTwo` is false. */
const world = (units: TinyUnit[], city = true, sectionTwo = true) =>
  tinyWorld({ units: [hq, shq, rd, ...units], ...(city ? { features: { '1509': ['major-city'] } } : {}), scenario: sectionTwo ? { sections: [2] } : {} });

const engineerShifts = (w: ReturnType<typeof world>, attackers: string[]) =>
  battleOdds(w.ctx, w.state, { attackers, targets: ['1509'], maximumEffort: 0 }).shifts.filter((m) => m.rule === 'CtS 29.0');

describe('Combat Engineers (CtS 29.0)', () => {
  it('29.0: the engineer involved in an attack against a Major City hex gives the Axis one column right', () => {
    expect(engineerShifts(world([pz, eng]), ['pz', 'eng'])).toMatchObject([{ value: 1, kind: 'column-shift' }]);
    expect(engineerShifts(world([pz, eng]), ['pz'])).toEqual([]); // not involved in the attack
    expect(engineerShifts(world([pz, eng], false), ['pz', 'eng'])).toEqual([]); // not a Major City hex
    expect(engineerShifts(world([pz, eng], true, false), ['pz', 'eng'])).toEqual([]); // a game without Section II
  });

  it('29.0: "If the Axis player suffers any step losses, the first step must come from the combat engineer unit", whatever order the player gave', () => {
    const fight = (w: ReturnType<typeof world>, white: number) =>
      resolveBattle(w.ctx, w.state, BattleOrderSchema.parse({ attackers: ['pz', 'eng'], targets: ['1509'] }), new FixedDice({ 'b/white#1': white, 'b/black': 1 }), 'b', {
        attacker: { rerollOnes: false, lossOrder: ['pz'] },
      });
    const losses = (r: ReturnType<typeof fight>) => r.events.filter((e) => e.type === 'step-loss' || e.type === 'eliminated').map((e) => (e as { unit?: string }).unit);
    const battle = (r: ReturnType<typeof fight>) => r.events.find((e) => e.type === 'battle') as { results: string[] } | undefined;
    // white 1 gives the attacker one step to lose: the player named the panzer division, the engineer loses it
    const two = fight(world([pz, eng]), 1);
    expect(battle(two)!.results[0]).toMatch(/^A1/);
    expect(two.state.units.eng!.steps).toBe(0);
    expect(two.state.units.pz!.steps).toBe(2);
    expect(losses(two)).toContain('eng');
    // without Section II the player's order stands: the panzer division loses the step
    const one = fight(world([pz, eng], true, false), 1);
    expect(one.state.units.pz!.steps).toBe(1);
    expect(one.state.units.eng!.steps).toBe(1);
  });
});

describe('Artillery Divisions (CtS 28.1)', () => {
  const art = (hex: string): TinyUnit => ({ id: 'art', side: 'soviet', type: 'artillery', faces: ['8-2-0'], hex });
  const rifle = (id: string, hex: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['1-1-4'], hex });
  const axis: TinyUnit = { id: 'gi', side: 'axis', nationality: 'german', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex: '1509' };
  const place = (units: TinyUnit[], sectionTwo = true) => tinyWorld({ units: [axis, ...units], scenario: sectionTwo ? { sections: [2] } : {} });
  const issues = (w: ReturnType<typeof place>, attackers: string[]) =>
    battleIssues(w.ctx, w.state, 'soviet', BattleOrderSchema.parse({ attackers, targets: ['1509'] }), ['orders', 0, 'attack']).map((i) => i.code);

  it('28.1: "An Artillery Division does not have to be adjacent to an enemy unit for it to attack ... if it is adjacent to a friendly unit which is involved in the attack"', () => {
    // 1507 is two hexes from the target 1509 and next to 1508, where the rifle division attacks from
    expect(issues(place([art('1507'), rifle('r', '1508')]), ['r', 'art'])).toEqual([]);
    const w = place([art('1507'), rifle('r', '1508')]);
    const fought = resolveBattle(w.ctx, w.state, BattleOrderSchema.parse({ attackers: ['r', 'art'], targets: ['1509'] }), new FixedDice({ 'b/white#1': 3, 'b/black': 1 }), 'b', { attacker: { rerollOnes: false, lossOrder: [] } });
    expect(fought.events.find((e) => e.type === 'battle')).toMatchObject({ results: [expect.any(String)] });
    expect(battleOdds(w.ctx, w.state, { attackers: ['r', 'art'], targets: ['1509'], maximumEffort: 0 }).attack.lines.map((l) => l.unit)).toEqual(['r', 'art']);
    expect(issues(place([art('1507'), rifle('r', '1508')]), ['art'])).toContain('not-adjacent'); // no friendly unit in the attack
    expect(issues(place([art('1506'), rifle('r', '1508')]), ['r', 'art'])).toContain('not-adjacent'); // not next to the attacker
    expect(issues(place([art('1507'), rifle('r', '1508')], false), ['r', 'art'])).toContain('not-adjacent'); // a game without Section II
  });

  it('28.1: "Artillery Divisions have no Zones Of Control": alone none, but with two other one-step units three Combat Units without ZOCs (6.2.1.3)', () => {
    const alone = place([art('1505')]);
    expect(zocHexes(alone.ctx, occupancy(alone.ctx, alone.state), 'soviet')).not.toContain('1505');
    const w = place([art('1505'), rifle('r1', '1505'), rifle('r2', '1505')]);
    expect(zocHexes(w.ctx, occupancy(w.ctx, w.state), 'soviet')).toContain('1505');
    const two = place([art('1505'), rifle('r1', '1505')]);
    expect(zocHexes(two.ctx, occupancy(two.ctx, two.state), 'soviet')).not.toContain('1505');
    const three = place([rifle('r0', '1505'), rifle('r1', '1505'), rifle('r2', '1505')]);
    expect(zocHexes(three.ctx, occupancy(three.ctx, three.state), 'soviet')).toContain('1505');
  });
});
