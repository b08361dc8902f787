import { describe, expect, it } from 'vitest';
import { StepDice } from '#kernel/dice/step-dice';
import { withUnits } from '#games/kharkov-battles/state/update';
import { onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const dice = new StepDice({ seedHex: '55'.repeat(32), ctxHex: '01'.repeat(32) });

/**
 * KB 8.34: "Whenever units of the same mechanized division end the friendly movement phase
 * stacked together, they assume the same general supply state, whichever is most
 * beneficial." In 'Operation Star' at T03/axis-movement, the Out of Supply 4th regiment of 6.
 * Panzer moves from KB1632 into KB1532, where its sister regiment, the 114th, is Operational.
 */
describe('KB 8.34 in a game: a mechanized division stacked at the end of the Movement Phase takes its best supply state', () => {
  const at = onKb({ '1632': ['ger-4-6pz'], '1532': ['ger-114-6pz'] });
  const game = gameAt('operation-star', 3, 'axis-movement', withUnits(at, { 'ger-4-6pz': { supply: 'out-of-supply' } }));

  it('the 4th regiment is Operational once the window closes', () => {
    const file = { side: 'axis' as never, orders: [{ move: { unit: 'ger-4-6pz', path: ['1532'] } }] };
    expect(KB.check(game, file)).toEqual([]);
    const { state, events } = KB.adjudicate(game, [file], dice);
    expect(state.state.units['ger-4-6pz']).toMatchObject({ hex: '1532', supply: 'operational' });
    expect(events.filter((e) => e.type === 'kb-division-supply')).toMatchObject([{ rule: 'KB 8.34', changes: [{ unit: 'ger-4-6pz', from: 'out-of-supply', to: 'operational' }] }]);
  });
});

/**
 * The rules audit's case (fourth reading): the Out of Supply 1st LAH regiment in KB3211
 * joins its sister regiment, the Operational 2nd, in KB3212, at the Axis Movement window of
 * turn 3 of 'Operation Star'; the stack ends the phase together, so the 1st takes the better
 * state (8.34).
 */
describe('KB 8.34, the audit case: the 1st LAH joins the 2nd LAH and is Operational after the window', () => {
  const at = onKb({ '3211': ['ger-1-lah'], '3212': ['ger-2-lah'] });
  const game = gameAt('operation-star', 3, 'axis-movement', withUnits(at, { 'ger-1-lah': { supply: 'out-of-supply' } }));

  it('the 1st LAH ends in KB3212, Operational like the 2nd', () => {
    const file = { side: 'axis' as never, orders: [{ move: { unit: 'ger-1-lah', path: ['3212'] } }] };
    expect(KB.check(game, file)).toEqual([]);
    const { state, events } = KB.adjudicate(game, [file], dice);
    expect(state.state.units['ger-1-lah']).toMatchObject({ hex: '3212', supply: 'operational' });
    expect(state.state.units['ger-2-lah']).toMatchObject({ hex: '3212', supply: 'operational' });
    expect(events.filter((e) => e.type === 'kb-division-supply')).toMatchObject([{ rule: 'KB 8.34', changes: [{ unit: 'ger-1-lah', from: 'out-of-supply', to: 'operational' }] }]);
  });
});
