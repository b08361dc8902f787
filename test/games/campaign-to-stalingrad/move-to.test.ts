import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side, type Side } from '#kernel/ids';
import type { Submission } from '#kernel/engine/ruleset';
import { campaignToStalingrad as r } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

const axis = side('axis');
const sub = (orders: unknown[], s: Side = axis): Submission => ({ side: s, orders });

/** Fall Blau opens on the Axis Movement Phase of turn 1. */
const movementWindow = (): CtsState => r.setup('fall-blau');

function farMove(state: CtsState) {
  for (const o of r.options(state, axis)) {
    const m = (o.moves ?? []).find((x) => x.path.length >= 2);
    if (m) return { unit: o.unit as string, ...m };
  }
  throw new Error('no Axis unit can move two hexes');
}

describe('move: {unit, to}: the path options() lists for the destination (CtS 4.2)', () => {
  it('the file schema takes a move that names its destination only, a printed south-map number too', () => {
    expect(r.orderSchema.parse({ move: { unit: 'ger-340', to: 'S4336' } })).toEqual({ move: { unit: 'ger-340', to: '6336' } });
    expect(r.orderSchema.safeParse({ move: { unit: 'ger-340', to: '1248', strategic: true } }).success).toBe(false);
  });

  it('is legal where options() lists the destination, and the unit goes along the listed path', () => {
    const state = movementWindow();
    const m = farMove(state);
    const s = sub([{ move: { unit: m.unit, to: m.hex } }]);
    expect(r.check(state, s)).toEqual([]);
    const out = r.adjudicate(state, [s], new FixedDice(Array.from({ length: 40 }, () => 4)));
    expect(out.events.find((e) => e.type === 'move')).toMatchObject({ unit: m.unit, path: m.path });
    expect((out.state as CtsState).units[m.unit]!.hex).toBe(m.hex);
  });

  it('a destination the unit cannot reach is refused with the rule, and the other orders are still checked', () => {
    const state = movementWindow();
    const m = farMove(state);
    const issues = r.check(state, sub([{ move: { unit: m.unit, to: '0101' } }, { move: { unit: 'sov-nosuch', path: ['1248'] } }]));
    expect(issues[0]).toMatchObject({ path: ['orders', 0, 'move', 'to'], code: 'not-reachable', rule: 'CtS 4.2' });
    expect(issues[0]!.message).toContain(`${m.unit} cannot reach 0101`);
    expect(issues.some((i) => i.path[1] === 1)).toBe(true);
  });
});
