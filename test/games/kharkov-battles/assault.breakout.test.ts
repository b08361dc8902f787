import { describe, expect, it } from 'vitest';
import { resolveBattle, type AssaultAnswer } from '#games/kharkov-battles/assault/resolve';
import type { Attack } from '#games/kharkov-battles/assault/attack';
import type { AssaultEvent } from '#games/kharkov-battles/assault/events';
import { d10Value } from '#kernel/dice/d10';
import { hexId } from '#kernel/ids';
import { assaultGameEvent } from '#games/kharkov-battles/windows/combat/events';
import { kbBattleSummaries } from '#games/kharkov-battles/view/battle-summary';
import { battlefield, dice, fragment, LABEL } from './assault-fixture';

/**
 * KB 12.73: "A defending stack containing a unit(s) which is capable of Mobile Infiltration
 * (11.1) that must retreat through an EZOC may instead make a 'Breakout Attempt'. Roll one
 * die and consult the Breakout Table." Three breakdown regiments ring 1212 (1211, 1112,
 * 1313): every way out enters their ZOC. The Breakout die is the stack's retreat label
 * then `/breakout`; the (reconstructed) table reads 0-2 fail, 3-5 normal, 6-9 free.
 */
const h = hexId;
const ring = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1313': ['ger-brk-kb-3'] };
const attack: Attack = { id: 'a', attackers: ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], targets: [h('1212')] };
const BREAKOUT = 'a/defender/retreat/1212/breakout';
const kinds = (events: AssaultEvent[], kind: AssaultEvent['kind']) => events.filter((e) => e.kind === kind);
const ok = (a: AssaultAnswer) => {
  if (!a.ok) throw new Error(JSON.stringify(a.issues));
  return a;
};

describe('the Breakout Attempt (12.73)', () => {
  const tank = battlefield(fragment(), { ...ring, '1212': ['sov-116-tbr-kb'] });
  const withBreakout = (face: number) => resolveBattle(tank.env, tank.state, attack, dice({ a: 3 }, { [BREAKOUT]: d10Value(face) }), LABEL, { choices: { breakout: { '1212': true } } });

  it('without the attempt, the tank brigade loses a step for the enemy-controlled hex it enters (the control case)', () => {
    const a = ok(resolveBattle(tank.env, tank.state, attack, dice({ a: 3 }), LABEL));
    expect(kinds(a.events, 'breakout')).toEqual([]);
    expect(kinds(a.events, 'step-lost')).toMatchObject([{ unit: 'sov-116-tbr-kb', why: 'retreat-ezoc', rule: 'KB 12.73' }]);
  });
  it('die 7, free: the brigade breaks out and loses no step for the enemy-controlled hex; the die, its modifiers (none) and the result are reported', () => {
    const a = ok(withBreakout(7));
    expect(kinds(a.events, 'breakout')).toEqual([{ kind: 'breakout', side: 'soviet', hex: '1212', die: 7, modifiers: [], result: 'free', ezocSteps: 1, stepsLost: 0, rule: 'KB 12.73' }]);
    expect(kinds(a.events, 'step-lost')).toEqual([]);
    expect(kinds(a.events, 'retreated')).toMatchObject([{ from: '1212', units: ['sov-116-tbr-kb'] }]);
    // the battle's summary (the combat report) still reads the retreat after the attempt
    const summary = kbBattleSummaries(a.events.map(assaultGameEvent), tank.state).find((e) => e.type === 'prepared-assault');
    expect(summary).toMatchObject({ retreats: [{ unit: 'sov-116-tbr-kb', from: '1212' }] });
  });
  it('die 4, normal: the retreat costs its step as usual', () => {
    const a = ok(withBreakout(4));
    expect(kinds(a.events, 'breakout')).toMatchObject([{ die: 4, result: 'normal', ezocSteps: 1, stepsLost: 1 }]);
    expect(kinds(a.events, 'step-lost')).toMatchObject([{ unit: 'sov-116-tbr-kb', why: 'retreat-ezoc' }]);
  });
  it('die 1, fail: the retreat costs one step more; a stack needs one able unit only (the rifle division with the tank brigade)', () => {
    const stack = battlefield(fragment(), { ...ring, '1212': ['sov-116-tbr-kb', 'sov-25g-rd-kb'] });
    const a = ok(resolveBattle(stack.env, stack.state, attack, dice({ a: 9 }, { [BREAKOUT]: d10Value(1) }), LABEL, { choices: { breakout: { '1212': true } } }));
    expect(kinds(a.events, 'crt')).toMatchObject([{ die: 9, result: 'Dr2' }]);
    expect(kinds(a.events, 'breakout')).toMatchObject([{ die: 1, result: 'fail', ezocSteps: 1, stepsLost: 2 }]);
    expect(kinds(a.events, 'step-lost').filter((e) => e.kind === 'step-lost' && e.why === 'retreat-ezoc')).toHaveLength(2);
  });
  it('a rifle division is not capable of Mobile Infiltration (11.1): the attempt is refused and nothing changes', () => {
    const rifle = battlefield(fragment(), { ...ring, '1212': ['sov-25g-rd-kb'] });
    const a = resolveBattle(rifle.env, rifle.state, attack, dice({ a: 3 }, { [BREAKOUT]: d10Value(7) }), LABEL, { choices: { breakout: { '1212': true } } });
    expect(a).toMatchObject({ ok: false, issues: [{ code: 'no-breakout', rule: 'KB 12.73', path: ['choices', 'breakout', '1212'] }] });
    expect(rifle.state.units['sov-25g-rd-kb']!.hex).toBe('1212');
  });
  it('a retreat that enters no enemy-controlled hex has nothing to break out of: refused', () => {
    const open = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-116-tbr-kb'] });
    const a = resolveBattle(open.env, open.state, { ...attack, attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'] }, dice({ a: 3 }, { [BREAKOUT]: d10Value(7) }), LABEL, { choices: { breakout: { '1212': true } } });
    expect(a).toMatchObject({ ok: false, issues: [{ code: 'no-breakout', rule: 'KB 12.73' }] });
  });
});
