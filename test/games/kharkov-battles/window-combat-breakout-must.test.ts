import type { RetreatAsk } from '#games/kharkov-battles/windows/combat/pause';
import { describe, expect, it } from 'vitest';
import { d10Value } from '#kernel/dice/d10';
import { hexId } from '#kernel/ids';
import { resolveBattle } from '#games/kharkov-battles/assault/resolve';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { adjudicateCombat, resumeCombat } from '#games/kharkov-battles/windows/combat/index';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING, ofType } from './window-combat-fixture';

/**
 * KB 12.73: "A defending stack containing a unit(s) which is capable of Mobile Infiltration
 * (11.1) that **must** retreat through an EZOC may instead make a 'Breakout Attempt'" (the
 * 12.83 errata repeats it: "which loses the combat and must retreat through an EZOC"), with
 * 12.72: the stack moves "one hex at a time into a hex which is free of EZOC". Two regiments
 * in 1211 attack a one-step Soviet tank brigade in 1212, die 5: Dr1. A third regiment in 1012
 * controls 1113; 1213 and 1313, as far from the attackers, are free of EZOC. The brigade need
 * not retreat through an EZOC, so no attempt is offered, on 1113 either.
 */
const at = { '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1212': ['sov-116-tbr-kb'], '1012': ['ger-brk-kb-3'] };
const orders = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] })];
const BREAKOUT = 'attack-1/defender/retreat/1212/breakout';

describe('the Breakout Attempt only where every retreat goes through an EZOC (12.73 "must")', () => {
  const { env, state } = combatField(at);
  const r = adjudicateCombat(env, state, 'axis', orders, NO_STANDING, dice({ 'attack-1': 5 }), LABEL);

  it('the pause lists 1113 among the retreats, and no Breakout Attempt on any', () => {
    expect(ofType(r.events, 'crt')).toMatchObject([{ die: 5, result: 'Dr1' }]);
    const ways = (r.pause!.group.asks[0] as RetreatAsk).ways;
    expect(ways[0]!.paths).toContainEqual(['1113']);
    expect(ways[0]!.paths).toContainEqual(['1213']);
    expect(ways.map((w) => w.breakout)).toEqual(ways.map(() => undefined));
  });
  it('an answer by 1113 asking the attempt makes none: the step for the EZOC hex is lost', () => {
    const a = resumeCombat(env, r.state, r.pause!, { hold: 0, path: [hexId('1113')], breakout: true }, NO_STANDING, dice({}, { [BREAKOUT]: d10Value(7) }));
    expect(ofType(a.events, 'breakout')).toEqual([]);
    expect(ofType(a.events, 'step-lost')).toMatchObject([{ unit: 'sov-116-tbr-kb', why: 'retreat-ezoc' }]);
  });
  it('a standing `breakout: always` with `prefer: [1113]` makes none either', () => {
    const standing = { axis: null, soviet: { retreat: { policy: 'retreat', prefer: ['1113'] }, breakout: 'always' } as KbStanding };
    const s = adjudicateCombat(env, state, 'axis', orders, standing, dice({ 'attack-1': 5 }, { [BREAKOUT]: d10Value(7) }), LABEL);
    expect(s.pause).toBeNull();
    expect(ofType(s.events, 'breakout')).toEqual([]);
    // its one step goes for 1113, the hex its standing order prefers
    expect(ofType(s.events, 'step-lost')).toMatchObject([{ unit: 'sov-116-tbr-kb', why: 'retreat-ezoc' }]);
  });
  it('the battle resolved with the attempt asked on 1113 is refused (`no-breakout`)', () => {
    const a = resolveBattle(env, state, { id: 'attack-1', attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: [hexId('1212')] }, dice({ 'attack-1': 5 }, { [BREAKOUT]: d10Value(7) }), LABEL, { choices: { retreat: { [hexId('1212')]: [hexId('1113')] }, breakout: { '1212': true } } });
    expect(a).toMatchObject({ ok: false, issues: [{ code: 'no-breakout', rule: 'KB 12.73', path: ['choices', 'breakout', '1212'] }] });
  });
});
