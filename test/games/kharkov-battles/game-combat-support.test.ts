import { describe, expect, it } from 'vitest';
import { StepDice } from '#kernel/dice/step-dice';
import { withUnits } from '#games/kharkov-battles/state/update';
import { onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const AXIS = 'axis' as never;
const dice = new StepDice({ seedHex: '33'.repeat(32), ctxHex: '01'.repeat(32) });

/**
 * KB 12.0: "Each Axis stack must receive full support (9.3) in order to be designated."
 * KB 9.1: "... all other units check at the beginning of the Combat Phase, if they wish to
 * attack." In a game of 'Operation Star' at T03/axis-combat, an Axis infantry regiment stands
 * next to a Soviet rifle division, and no German HQ is on the map to support it.
 */
describe('KB 12.0, 9.3 in a game: an Axis stack without full support may not be designated', () => {
  const state = onKb({ '1831': ['ger-brk-kb-1'], '1931': ['sov-167-rd-kb'] });
  const game = gameAt('operation-star', 3, 'axis-combat', state);
  const file = { side: AXIS, orders: [{ attack: { attackers: ['ger-brk-kb-1'], targets: ['1931'] } }] };

  it('the Axis file that designates it is refused at check', () => {
    expect(KB.check(game, file).map((i) => [i.path.join('.'), i.code, i.rule])).toContainEqual(['orders.0.attack.attackers.0', 'not-fully-supported', 'KB 12.0']);
  });
  it('and is not carried out when the window closes', () => {
    expect(() => KB.adjudicate(game, [file], dice)).toThrow();
  });
});

/**
 * KB 7.26 Note: "Any Axis units which fail to receive full support (9.3) in the Combat Phase
 * must retreat back across the river (all normal retreat rules apply)." A Major River runs
 * between KB2725 and KB2726; the infantry regiment crossed into 2726 in the Movement Phase,
 * next to the Soviet division in 2727, and carries its 'Prepared Assault' marker. No German
 * HQ is on the map.
 */
describe('KB 7.26 Note in a game: the crosser without full support goes back across the river', () => {
  const at = onKb({ '2726': ['ger-brk-kb-1'], '2727': ['sov-167-rd-kb'] });
  const state = withUnits(at, { 'ger-brk-kb-1': { marks: { ...at.units['ger-brk-kb-1']!.marks, preparedAssault: true } } });
  const game = gameAt('operation-star', 3, 'axis-combat', state);

  it('the Axis file without its attack is accepted (it may not attack, 12.0)', () => {
    expect(KB.check(game, { side: AXIS, orders: [] })).toEqual([]);
  });
  it('when the window closes it retreats to 2725, its marker off', () => {
    const { state: after, events } = KB.adjudicate(game, [{ side: AXIS, orders: [] }], dice);
    expect(events.filter((e) => e.type === 'river-retreat')).toMatchObject([{ unit: 'ger-brk-kb-1', from: 'KB2726', to: 'KB2725', rule: 'KB 7.26' }]);
    expect(after.state.units['ger-brk-kb-1']).toMatchObject({ hex: '2725', marks: { preparedAssault: false } });
  });
});
