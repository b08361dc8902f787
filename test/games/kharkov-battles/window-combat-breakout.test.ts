import { describe, expect, it } from 'vitest';
import { d10Value } from '#kernel/dice/d10';
import { adjudicateCombat, resumeCombat, type RetreatAsk } from '#games/kharkov-battles/windows/combat/index';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING, ofType } from './window-combat-fixture';

/**
 * KB 12.73 in the Combat Phase (D8): three breakdown regiments ring a one-step Soviet tank
 * brigade in 1212 (1211, 1112, 1313): 5-1, die 3; the brigade must retreat, and every way out enters their
 * ZOC (a step). The brigade is capable of Mobile Infiltration (11.1), so it may make a
 * Breakout Attempt instead: asked in the paused window's answer or by a standing `breakout`.
 * The die is the stack's retreat label then `/breakout`; 7 reads `free`.
 */
const ring = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1313': ['ger-brk-kb-3'] };
const orders = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], targets: ['1212'] })];
const BREAKOUT = 'attack-1/defender/retreat/1212/breakout';

describe('the Breakout Attempt asked in the paused retreat window (12.73)', () => {
  const { env, state } = combatField({ ...ring, '1212': ['sov-116-tbr-kb'] });
  const r = adjudicateCombat(env, state, 'axis', orders, NO_STANDING, dice({ 'attack-1': 3 }), LABEL);

  it('the pause lists the Breakout Attempt among the legal answers for each retreat through the EZOC the brigade makes', () => {
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '5-1', die: 3 }]);
    const ways = (r.pause!.group.asks[0] as RetreatAsk).ways;
    expect(ways[0]!.hold).toBe(0);
    expect(ways[0]!.breakout).toEqual(ways[0]!.paths.map(() => true));
    // holding a step instead of a hex takes the one-step brigade itself: no stack is left to break out (12.62, 12.73)
    expect(ways.map((w) => w.hold)).toEqual([0, 1]);
    expect(ways[1]!.breakout).toBeUndefined();
  });
  it('answered with a Breakout Attempt: one die, free, no step lost; the answer, the die, the modifiers and the result are events', () => {
    const a = resumeCombat(env, r.state, r.pause!, { hold: 0, path: null, breakout: true }, NO_STANDING, dice({}, { [BREAKOUT]: d10Value(7) }));
    expect(ofType(a.events, 'decision-answered')).toMatchObject([{ decision: 'retreat', hold: 0, breakout: true, rule: 'KB 12.62, 12.72, 12.73' }]);
    expect(ofType(a.events, 'breakout')).toEqual([{ type: 'breakout', side: 'soviet', hex: '1212', die: 7, modifiers: [], result: 'free', ezocSteps: 1, stepsLost: 0, rule: 'KB 12.73' }]);
    expect(ofType(a.events, 'step-lost')).toEqual([]);
    expect(a.state.units['sov-116-tbr-kb']!.hex).not.toBe('1212');
  });
  it('answered without it: the step is lost for the EZOC hex as before', () => {
    const a = resumeCombat(env, r.state, r.pause!, { hold: 0, path: null }, NO_STANDING, dice({}, { [BREAKOUT]: d10Value(7) }));
    expect(ofType(a.events, 'breakout')).toEqual([]);
    expect(ofType(a.events, 'step-lost')).toMatchObject([{ unit: 'sov-116-tbr-kb', why: 'retreat-ezoc' }]);
  });
});

describe('the standing `breakout` (12.73, D8)', () => {
  const { env, state } = combatField({ ...ring, '1212': ['sov-116-tbr-kb'] });
  const standing = (breakout: unknown) => ({ axis: null, soviet: { retreat: { policy: 'retreat' as const }, breakout } }) as never;
  it('`always`: no pause, the attempt is rolled', () => {
    const r = adjudicateCombat(env, state, 'axis', orders, standing('always'), dice({ 'attack-1': 3 }, { [BREAKOUT]: d10Value(7) }), LABEL);
    expect(r.pause).toBeNull();
    expect(ofType(r.events, 'breakout')).toMatchObject([{ die: 7, result: 'free' }]);
    expect(ofType(r.events, 'step-lost')).toEqual([]);
  });
  it('`{steps: 2}`: the retreat costs one step only, so no attempt', () => {
    const r = adjudicateCombat(env, state, 'axis', orders, standing({ steps: 2 }), dice({ 'attack-1': 3 }, { [BREAKOUT]: d10Value(7) }), LABEL);
    expect(ofType(r.events, 'breakout')).toEqual([]);
    expect(ofType(r.events, 'step-lost')).toMatchObject([{ why: 'retreat-ezoc' }]);
  });
  it('a rifle division (not capable of Mobile Infiltration, 11.1) makes none, whatever `always` says', () => {
    const rifle = combatField({ ...ring, '1212': ['sov-25g-rd-kb'] });
    const r = adjudicateCombat(rifle.env, rifle.state, 'axis', orders, standing('always'), dice({ 'attack-1': 3 }, { [BREAKOUT]: d10Value(7) }), LABEL);
    expect(ofType(r.events, 'breakout')).toEqual([]);
    expect(ofType(r.events, 'step-lost')).toMatchObject([{ why: 'retreat-ezoc' }]);
  });
});
