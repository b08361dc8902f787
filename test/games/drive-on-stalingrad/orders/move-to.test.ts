import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { driveOnStalingrad as r } from '#games/drive-on-stalingrad';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { submission } from '../support/tiny-game';

/** Operation Blue, the German movement phase of GT1 (combat first). */
const movementWindow = (): DosState => ({ ...r.setup('operation-blue'), turn: 1, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' });

/** A German unit and a destination two or more hexes away, as options() lists them. */
function farMove(state: DosState) {
  for (const o of r.options(state, side('german'))) {
    const m = (o.moves ?? []).find((x) => x.path.length >= 2);
    if (m) return { unit: o.unit as string, ...m };
  }
  throw new Error('no German unit can move two hexes');
}

describe('move: {unit, to}: the path options() lists for the destination (DoS 9.1)', () => {
  it('the file schema takes a move that names its destination only', () => {
    expect(r.orderSchema.safeParse({ move: { unit: 'ger-gd', to: '0531' } }).success).toBe(true);
    expect(r.orderSchema.safeParse({ move: { unit: 'ger-gd', to: '0531', path: ['0531'] } }).success).toBe(false);
  });

  it('is legal where options() lists the destination, and the unit goes along the listed path', () => {
    const state = movementWindow();
    const m = farMove(state);
    const sub = submission('german', [{ move: { unit: m.unit, to: m.hex } }]);
    expect(r.check(state, sub)).toEqual([]);
    const out = r.adjudicate(state, [sub], new FixedDice(Array.from({ length: 40 }, () => 4)));
    const moved = out.events.find((e) => e.type === 'move') as { units: string[]; path: string[]; to: string } | undefined;
    expect(moved).toMatchObject({ units: [m.unit], to: m.hex });
    expect(moved!.path.slice(-m.path.length)).toEqual(m.path);
    expect((out.state as DosState).units[m.unit]!.hex).toBe(m.hex);
  });

  it('a destination the unit cannot reach is refused with the rule, beside the file\'s other problems', () => {
    const state = movementWindow();
    const m = farMove(state);
    const issues = r.check(state, submission('german', [{ attack: { target: '0101', units: [m.unit] } }, { move: { unit: m.unit, to: '0101' } }]));
    const unreachable = issues.find((i) => i.code === 'not-reachable');
    expect(unreachable).toMatchObject({ path: ['orders', 1, 'move', 'to'], rule: 'DoS 9.1' });
    expect(unreachable!.message).toContain(`${m.unit} cannot reach 0101`);
    expect(unreachable!.message).toContain(m.hex);
    expect(issues.some((i) => i.path[1] === 0)).toBe(true); // the attack's own problem is still reported, on its own order number
    expect(issues.filter((i) => i.path[1] === 1)).toHaveLength(1);
  });

  it('in a window that takes no moves, names the unit and why', () => {
    const state = r.setup('operation-blue'); // the opening window: moves only after a move-first declaration that is not allowed here
    const unit = r.options(state, side('german'))[0]!.unit;
    const issues = r.check(state, submission('german', [{ move: { unit, to: '0101' } }]));
    expect(issues).toContainEqual(expect.objectContaining({ path: ['orders', 0, 'move', 'to'], code: 'cannot-move', rule: 'DoS 9.1' }));
  });
});
