import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Attack } from '#games/kharkov-battles/assault/attack';
import { resolveBattle } from '#games/kharkov-battles/assault/resolve';
import { retreatPlans, retreatStepAllowed } from '#games/kharkov-battles/assault/retreat';
import { parsePreparedResult } from '#games/kharkov-battles/combat/result';
import { hexId, type HexId } from '#kernel/ids';
import { battlefield, dice, fragment, LABEL } from './assault-fixture';

/**
 * Properties of Prepared Assaults on random positions of a 5x5 fragment: a Soviet stack
 * in the middle (1212), Axis regiments on some of its neighbours, other units scattered.
 */
const MIDDLE = hexId('1212');
const RING = ['1213', '1113', '1112', '1211', '1312', '1313'];
const FAR = ['1010', '1011', '1014', '1410', '1414', '1114', '1311', '1214', '1410', '1012'];
const AXIS = ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3', 'ger-brk-kb-4', 'ger-brk-kb-5', 'ger-brk-kb-6'];
const SOVIET_OTHERS = ['sov-7-ski-kb', 'sov-10-ski-kb', 'sov-116-tbr-kb'];

const scene = fc.record({
  ring: fc.subarray(RING, { minLength: 1 }),
  defenders: fc.subarray(['sov-167-rd-kb', 'sov-232-rd-kb', 'sov-25g-rd-kb'], { minLength: 1 }),
  others: fc.array(fc.constantFrom(...FAR), { minLength: 3, maxLength: 3 }),
  die: fc.integer({ min: 0, max: 9 }),
  walls: fc.subarray(RING),
});

function build(s: { ring: string[]; defenders: string[]; others: string[]; walls: string[] }) {
  const at: Record<string, string[]> = { [MIDDLE]: s.defenders };
  s.ring.forEach((h, i) => (at[h] = [AXIS[i]!]));
  s.others.forEach((h, i) => {
    if (!at[h]) at[h] = [SOVIET_OTHERS[i]!];
  });
  const map = fragment({ hexsides: s.walls.filter((w) => !s.ring.includes(w)).map((w) => [MIDDLE, w, ['impassable']]) });
  const { env, state } = battlefield(map, at);
  const attackers = s.ring.map((_, i) => AXIS[i]!);
  const attack: Attack = { id: 'a', attackers, targets: [MIDDLE] };
  return { env, state, attack, enemies: s.ring.map(hexId) };
}

describe('retreats (KB 12.71-12.72)', () => {
  it('every retreat plan is legal: adjacent steps the rules allow, no hex twice, never longer than the result, the unfulfilled hexes counted', () => {
    fc.assert(
      fc.property(scene, fc.integer({ min: 1, max: 4 }), (s, k) => {
        const { env, state, enemies } = build(s);
        const plans = retreatPlans(env.ctx, state, 'soviet', MIDDLE, k, enemies);
        expect(plans.length).toBeGreaterThan(0);
        for (const p of plans) {
          let at: HexId = MIDDLE;
          const seen = new Set<string>([MIDDLE]);
          for (const h of p.path) {
            expect(env.ctx.map.adjacent(at)).toContain(h);
            expect(retreatStepAllowed(env.ctx, state, 'soviet', at, h)).toBe(true);
            expect(seen.has(h)).toBe(false);
            seen.add(h);
            at = h;
          }
          expect(p.path.length - p.extra + p.unfulfilled).toBe(k);
          expect(p.extra === 0 || p.ezocSteps <= p.path.length).toBe(true);
          expect(p.distance).toBe(plans[0]!.distance);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('results on the state (KB 12.6)', () => {
  it('losses never exceed the result: mandatory steps <= (n), converted = the choice, retreat losses <= the hexes', () => {
    fc.assert(
      fc.property(scene, fc.integer({ min: 0, max: 4 }), (s, convert) => {
        const { env, state, attack } = build(s);
        const a = resolveBattle(env, state, attack, dice({ a: s.die }), LABEL, { choices: { convert } });
        if (!a.ok) {
          expect(a.issues.map((i) => i.code)).toEqual(['bad-conversion']);
          return;
        }
        const crt = a.events.find((e) => e.kind === 'crt')!;
        if (crt.kind !== 'crt') throw new Error('no crt');
        const r = parsePreparedResult(crt.result);
        const lost = (why: string) => a.events.filter((e) => e.kind === 'step-lost' && e.why === why).length;
        expect(lost('mandatory')).toBeLessThanOrEqual((r.attacker?.steps ?? 0) + (r.defender?.steps ?? 0));
        const k = (r.attacker?.retreat ?? 0) + (r.defender?.retreat ?? 0);
        expect(lost('converted')).toBeLessThanOrEqual(Math.min(convert, k));
        const stacks = r.loser === 'attacker' ? s.ring.length : 1; // each retreating stack loses at most one step a hex (12.71, 12.73)
        expect(lost('unfulfilled-retreat') + lost('retreat-ezoc')).toBeLessThanOrEqual((k - lost('converted')) * stacks);
        const steps = (st: typeof state) => Object.values(st.units).reduce((n, u) => n + (u.where === 'map' ? u.steps : 0), 0);
        expect(steps(state) - steps(a.state)).toBe(a.events.filter((e) => e.kind === 'step-lost').length);
      }),
      { numRuns: 60 },
    );
  });

  it('a default choice, written out as a preference, is accepted and gives the same state', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const { env, state, attack } = build(s);
        const a = resolveBattle(env, state, attack, dice({ a: s.die }), LABEL);
        if (!a.ok) throw new Error(JSON.stringify(a.issues));
        const retreat: Record<string, HexId[]> = {};
        for (const e of a.events) if (e.kind === 'retreated') retreat[e.from] = e.path;
        const defenders = Object.fromEntries(a.events.flatMap((e) => (e.kind === 'participants' ? [[e.hex, e.units]] : [])));
        const b = resolveBattle(env, state, attack, dice({ a: s.die }), LABEL, { choices: { retreat, defenders, convert: 0, attackerLossOrder: [], defenderLossOrder: [] } });
        if (!b.ok) throw new Error(JSON.stringify(b.issues));
        expect(b.state).toEqual(a.state);
      }),
      { numRuns: 60 },
    );
  });
});
