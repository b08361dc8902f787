import type { RetreatAsk } from '#games/kharkov-battles/windows/combat/pause';
import { describe, expect, it } from 'vitest';
import { d10Value } from '#kernel/dice/d10';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { adjudicateCombat, resumeCombat } from '#games/kharkov-battles/windows/combat/index';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, ofType } from './window-combat-fixture';

/**
 * KB 12.73 with 12.61, 12.65 ("The losing side will always resolve their result first"):
 * the Breakout Attempt belongs to the stack that retreats, the one its (n) steps leave.
 * Four breakdown regiments (1211, 1112, 1313, 1113) attack a one-step Soviet tank brigade
 * and a rifle division in 1212: 3-1, die 9, D(1)r1. The Soviet loss order takes the (1)
 * from the tank brigade, which is eliminated: the rifle division that retreats is not
 * capable of Mobile Infiltration (11.1), so no attempt is offered, none is accepted, and
 * the regiment of 1211 advances into 1212 as its order says.
 */
const at = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1313': ['ger-brk-kb-3'], '1113': ['ger-brk-kb-4'], '1212': ['sov-116-tbr-kb', 'sov-167-rd-kb'] };
const orders = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3', 'ger-brk-kb-4'], targets: ['1212'], advance: [{ units: ['ger-brk-kb-1'], path: ['1212'] }] })];
const BREAKOUT = 'attack-1/defender/retreat/1212/breakout';
const standing = (soviet: KbStanding): Readonly<Record<KbSide, KbStanding | null>> => ({ axis: null, soviet });
const LOSS_ORDER = { lossOrder: ['sov-116-tbr-kb', 'sov-167-rd-kb'] } as KbStanding;

describe('the Breakout Attempt judged on the stack its (n) steps leave (12.73, 12.61)', () => {
  const { env, state } = combatField(at);
  const r = adjudicateCombat(env, state, 'axis', orders, standing(LOSS_ORDER), dice({ 'attack-1': 9 }), LABEL);

  it('the pause offers no Breakout Attempt: the unit capable of Mobile Infiltration is the (1)', () => {
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '3-1', die: 9, result: 'D(1)r1' }]);
    const ways = (r.pause!.group.asks[0] as RetreatAsk).ways;
    expect(ways[0]!.hold).toBe(0);
    expect(ways.map((w) => w.breakout)).toEqual(ways.map(() => undefined));
  });
  it('an answer asking the attempt anyway is not taken as one; the victor advances as ordered', () => {
    const a = resumeCombat(env, r.state, r.pause!, { hold: 0, path: null, breakout: true }, standing(LOSS_ORDER), dice({}, { [BREAKOUT]: d10Value(7) }));
    expect(ofType(a.events, 'decision-answered')).toMatchObject([{ decision: 'retreat', hold: 0, rule: 'KB 12.62, 12.72' }]);
    expect((ofType(a.events, 'decision-answered')[0] as { breakout?: boolean }).breakout).toBeUndefined();
    expect(ofType(a.events, 'breakout')).toEqual([]);
    expect(ofType(a.events, 'order-part-skipped', 'standing-order-not-followed')).toEqual([]);
    expect(a.state.units['sov-116-tbr-kb']!.where).not.toBe('map');
    expect(a.state.units['ger-brk-kb-1']!.hex).toBe('1212');
  });
  it('a standing `breakout: always` makes no attempt either, and drops no advance', () => {
    const s = adjudicateCombat(env, state, 'axis', orders, standing({ ...LOSS_ORDER, retreat: { policy: 'retreat' }, breakout: 'always' } as KbStanding), dice({ 'attack-1': 9 }, { [BREAKOUT]: d10Value(7) }), LABEL);
    expect(s.pause).toBeNull();
    expect(ofType(s.events, 'breakout')).toEqual([]);
    expect(ofType(s.events, 'order-part-skipped', 'standing-order-not-followed')).toEqual([]);
    expect(s.state.units['ger-brk-kb-1']!.hex).toBe('1212');
  });
  it('a pause recorded offering the attempt on such a stack: the attempt alone is given up, said to the Soviet player, and the Axis advance is made', () => {
    const old = structuredClone(r.pause!);
    const ask = (old.group.asks[0] as RetreatAsk);
    ask.ways[0]!.breakout = ask.ways[0]!.paths.map(() => true);
    old.group.posts[0]!.retreat.breakout = { [ask.hex]: true };
    const a = resumeCombat(env, r.state, old, null, standing(LOSS_ORDER), dice({}, { [BREAKOUT]: d10Value(7) }));
    expect(ofType(a.events, 'breakout')).toEqual([]);
    expect(ofType(a.events, 'order-part-skipped')).toEqual([]);
    expect(ofType(a.events, 'standing-order-not-followed')).toMatchObject([{ side: 'soviet', part: 'breakout', code: 'no-breakout', rule: 'KB 12.73' }]);
    expect(ofType(a.events, 'step-lost')).toMatchObject([{ unit: 'sov-116-tbr-kb', why: 'mandatory' }, { unit: 'sov-167-rd-kb', why: 'retreat-ezoc' }]);
    expect(a.state.units['ger-brk-kb-1']!.hex).toBe('1212');
  });
  it('with the rifle division first in the loss order, the tank brigade retreats and may break out', () => {
    const t = adjudicateCombat(env, state, 'axis', orders, standing({ lossOrder: ['sov-167-rd-kb', 'sov-116-tbr-kb'] } as KbStanding), dice({ 'attack-1': 9 }), LABEL);
    expect((t.pause!.group.asks[0] as RetreatAsk).ways[0]!.breakout?.some(Boolean)).toBe(true);
  });
});
