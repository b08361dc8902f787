import { describe, expect, it } from 'vitest';
import type { Attack } from '#games/kharkov-battles/assault/attack';
import { designateAttacks, removeDisorganizedMarkers } from '#games/kharkov-battles/assault/markers';
import { resolveBattle } from '#games/kharkov-battles/assault/resolve';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { hexId } from '#kernel/ids';
import { battlefield, dice, fragment, LABEL } from './assault-fixture';

/**
 * The Combat Phase's markers (KB 4.1 B.3 / C.4, 12.1, 11.28): Prepared Assault markers go on
 * every designated attacker (step a) and come off combat by combat when its die is rolled
 * (step d); 'Disorganized' markers come off the phasing side's units at its end (step f).
 */
const h = hexId;
const atk = (id: string, attackers: string[], targets: string[]): Attack => ({ id, attackers, targets: targets.map(h) });
const marked = (s: KbState, mark: 'preparedAssault' | 'disorganized'): string[] =>
  Object.values(s.units).filter((u) => u.marks[mark]).map((u) => u.id).sort();

describe("Prepared Assault markers (KB 12.1, 4.1 B.3.a / C.4.a and d)", () => {
  // Two Axis stacks: 1211 and 1112 against 1212, and 1314 against 1313.
  const { env, state } = battlefield(fragment(), {
    '1211': ['ger-brk-kb-1'],
    '1112': ['ger-brk-kb-2'],
    '1314': ['ger-brk-kb-3'],
    '1010': ['ger-brk-kb-4'],
    '1212': ['sov-25g-rd-kb'],
    '1313': ['sov-232-rd-kb'],
  });
  const attacks = [atk('a', ['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), atk('b', ['ger-brk-kb-3'], ['1313'])];

  it('the phasing player places a marker on every designated attacking unit, and on no other', () => {
    const d = designateAttacks(env.ctx, state, 'axis', attacks);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(marked(d.state, 'preparedAssault')).toEqual(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3']);
  });

  it('a refused designation places no marker and says why', () => {
    const d = designateAttacks(env.ctx, state, 'axis', [atk('a', ['ger-brk-kb-4'], ['1212'])]);
    expect(d).toMatchObject({ ok: false, issues: [{ code: 'not-adjacent' }] });
    expect(marked(state, 'preparedAssault')).toEqual([]);
  });

  it("a combat's markers come off when its die is rolled; the other combat's stay until its own roll (12.0 step d)", () => {
    const d = designateAttacks(env.ctx, state, 'axis', attacks);
    if (!d.ok) throw new Error('designation refused');
    const a = resolveBattle(env, d.state, attacks[0]!, dice({ a: 4 }), LABEL);
    if (!a.ok) throw new Error(JSON.stringify(a.issues));
    expect(marked(a.state, 'preparedAssault')).toEqual(['ger-brk-kb-3']);
  });
});

describe('a retreat next to a designated attacker goes on (KB 12.74, the Prepared Assault half)', () => {
  // 1213 holds a Soviet division, so 1314's EZOC there is negated (7.32); but 1314 is designated
  // against 1213 and bears a Prepared Assault marker, so 1213 is no end hex for 1212's retreat.
  const { env, state } = battlefield(fragment(), {
    '1211': ['ger-brk-kb-1'],
    '1112': ['ger-brk-kb-2'],
    '1314': ['ger-brk-kb-3'],
    '1212': ['sov-25g-rd-kb'],
    '1213': ['sov-232-rd-kb'],
  });
  const a = atk('a', ['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']);
  const b = atk('b', ['ger-brk-kb-3'], ['1213']);
  const retreat = (s: KbState) => {
    const r = resolveBattle(env, s, a, dice({ a: 7 }), LABEL, { otherAttackers: ['ger-brk-kb-3'] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.events.filter((e) => e.kind === 'crt' || e.kind === 'retreated');
  };
  it('Dr1: the division passes through its friends in 1213 and ends in 1114', () => {
    const d = designateAttacks(env.ctx, state, 'axis', [a, b]);
    if (!d.ok) throw new Error(JSON.stringify(d.issues));
    expect(retreat(d.state)).toMatchObject([{ kind: 'crt', result: 'Dr1' }, { kind: 'retreated', from: '1212', path: ['1213', '1114'], rule: 'KB 12.72, 12.74' }]);
  });
  it('without the designation (no marker) it stops with its friends in 1213', () => {
    expect(retreat(state)).toMatchObject([{ kind: 'crt', result: 'Dr1' }, { kind: 'retreated', from: '1212', path: ['1213'], rule: 'KB 12.72' }]);
  });
});

describe("'Disorganized' markers (KB 11.28, 4.1 B.3.f / C.4.f)", () => {
  const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1212': ['sov-25g-rd-kb'] });
  const dis = (ids: string[]) => withUnits(state, Object.fromEntries(ids.map((id) => [id, { marks: { ...state.units[id]!.marks, disorganized: true } }])));

  it("at the end of the Axis Combat Phase the markers come off the Axis units bearing them", () => {
    const s = removeDisorganizedMarkers(env.ctx, dis(['ger-brk-kb-1', 'ger-brk-kb-2']), 'axis');
    expect(marked(s, 'disorganized')).toEqual([]);
  });

  it("the Soviet Combat Phase's end removes only Soviet markers", () => {
    const s = removeDisorganizedMarkers(env.ctx, dis(['ger-brk-kb-1', 'sov-25g-rd-kb']), 'soviet');
    expect(marked(s, 'disorganized')).toEqual(['ger-brk-kb-1']);
  });

  it('with no marker on the map the state is unchanged', () => {
    expect(removeDisorganizedMarkers(env.ctx, state, 'axis')).toBe(state);
  });
});
