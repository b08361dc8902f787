import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
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
