import { describe, expect, it } from 'vitest';
import { activeHoldOrder, holdOrderProblem, liftHoldOrderAtTurnStart } from '#games/drive-on-stalingrad/scenario-rules/uranus/hold-order';
import { side, type HexId } from '#kernel/ids';
import { armyUnits, ctx, ruleset, sub, uranusState, withUnits } from './uranus-game';

const H = (s: string) => s as HexId;
const dist = (a: string) => ctx.map.grid.distance(H(a), H('2011'));
const germanMovement = () => uranusState({ at: { side: 'german', step: 0 } });
const moveCodes = (unit: string, to: string) =>
  ruleset.check(germanMovement(), sub('german', [{ declare: { phaseOrder: 'movement-first' } }, { move: { unit, path: [to] } }])).map((p) => p.code);

describe('DoS Uranus U-9: Festung Stalingrad', () => {
  const from = '1813';
  const near = ctx.map.grid.neighbours(H(from)).find((n) => dist(n) < dist(from) && !ctx.map.hasFeature(n, 'city'))!;
  const far = ctx.map.grid.neighbours(H(from)).find((n) => dist(n) > dist(from) && !Object.values(uranusState().units).some((u) => u.hex === n))!;

  it('stops a 6th Army unit from ending a move farther from Stalingrad than it began', () => {
    expect(holdOrderProblem(ctx, uranusState(), ['ger-14pz'], H(from), H(far))?.rule).toBe('DoS Uranus U-9 (reconstructed)');
    expect(moveCodes('ger-14pz', far)).toContain('hold-order');
  });

  it('lets it move toward Stalingrad, and leaves units of other armies free', () => {
    expect(holdOrderProblem(ctx, uranusState(), ['ger-14pz'], H(from), H(near))).toBeNull();
    expect(holdOrderProblem(ctx, uranusState(), ['ger-22pz'], H('1718'), H('1719'))).toBeNull();
  });

  it('lifts when a relief unit is within 3 hexes of a cut-off 6th Army unit at the start of a German player turn', () => {
    const rest = Object.fromEntries(armyUnits('6A').filter((u) => u !== 'ger-71inf').map((u) => [u, null]));
    const cut = withUnits(germanMovement(), { ...rest, 'ger-71inf': '1305', 'ger-6pz': '1308' });
    expect(activeHoldOrder(ctx, cut)).not.toBeNull();
    const event = liftHoldOrderAtTurnStart(ctx, cut);
    expect(event).toMatchObject({ type: 'hold-order-lifted', army: '6A', relief: 'ger-6pz', reached: 'ger-71inf' });
    expect(cut.holdLifted).toBe(true);
    expect(activeHoldOrder(ctx, cut)).toBeNull();
    expect(holdOrderProblem(ctx, cut, ['ger-71inf'], H('1305'), H('1304'))).toBeNull();
  });

  it('does not lift for a relief force 4 hexes away, on the Soviet player turn, or while the pocket is supplied', () => {
    const rest = Object.fromEntries(armyUnits('6A').filter((u) => u !== 'ger-71inf').map((u) => [u, null]));
    const tooFar = withUnits(germanMovement(), { ...rest, 'ger-71inf': '1305', 'ger-6pz': '1309' });
    expect(liftHoldOrderAtTurnStart(ctx, tooFar)).toBeNull();
    const sovietTurn = withUnits(uranusState(), { ...rest, 'ger-71inf': '1305', 'ger-6pz': '1308' });
    expect(liftHoldOrderAtTurnStart(ctx, sovietTurn)).toBeNull();
    expect(liftHoldOrderAtTurnStart(ctx, germanMovement())).toBeNull();
  });

  describe('a mobile assault is a move: where it ends obeys the order (U-9, DoS 9.29, 9.30)', () => {
    // ger-14pz (6A) in 1813, 3 hexes from Stalingrad 2011; a Soviet division in the target
    const movementPhase = (holdLifted = false) => uranusState({ at: { side: 'german', step: 1 }, phaseOrder: 'combat-first', holdLifted });
    const assault = (target: string, onSuccess?: string[], holdLifted = false) =>
      ruleset.check(withUnits(movementPhase(holdLifted), { 'sov-87rd': target }), sub('german', [{ assault: { units: ['ger-14pz'], target, ...(onSuccess ? { onSuccess } : {}) } }]));
    it.each([
      { case: 'into 1914 (3 hexes), staying there', target: '1914', onSuccess: undefined, refused: null },
      { case: 'into 1914, then on to 1913 (2 hexes)', target: '1914', onSuccess: ['1913'], refused: null },
      { case: 'into 1914, then on to 1814 (4 hexes)', target: '1914', onSuccess: ['1814'], refused: ['orders', 0, 'assault', 'onSuccess', 0] },
      { case: 'into 1814 (4 hexes), staying there', target: '1814', onSuccess: undefined, refused: ['orders', 0, 'assault', 'target'] },
    ])('$case', ({ target, onSuccess, refused }) => {
      const issues = assault(target, onSuccess);
      if (refused === null) expect(issues).toEqual([]);
      else expect(issues).toEqual([expect.objectContaining({ path: refused, code: 'hold-order', rule: 'DoS Uranus U-9 (reconstructed)' })]);
    });

    it('once the order is lifted, the onward move may end farther out', () => {
      expect(assault('1914', ['1814'], true)).toEqual([]);
    });

    it('options() lists the assault on 1914 and not the one on 1814', () => {
      const attacksOf = (target: string) => ruleset.options(withUnits(movementPhase(), { 'sov-87rd': target }), side('german')).find((o) => o.unit === 'ger-14pz')?.attacks?.map((a) => a.target);
      expect(attacksOf('1914')).toEqual(['1914']);
      expect(attacksOf('1814') ?? []).toEqual([]);
    });
  });
});
