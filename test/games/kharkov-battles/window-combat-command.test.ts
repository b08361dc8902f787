import { describe, expect, it } from 'vitest';
import { checkCombat } from '#games/kharkov-battles/windows/combat/index';
import { withUnits } from '#games/kharkov-battles/state/update';
import type { KbState } from '#games/kharkov-battles/state/types';
import { attack, combatField } from './window-combat-fixture';

/**
 * KB 13.2 and the reconstructed C&C Table: a Soviet unit marked OOC after a 'hold' may move
 * but not attack, after a 'halt' it may do neither; so neither may be designated in the
 * Soviet Combat Phase's Prepared Assault. A unit in command, beside it, may.
 */
describe("KB 13.2: a unit out of command ('hold' or 'halt') makes no Prepared Assault", () => {
  const RIFLES = 'sov-232-rd-kb';
  const { env, state } = combatField({ '1212': ['ger-brk-kb-1'], '1313': [RIFLES] });
  const soviet: KbState = { ...state, at: { turn: 1, stage: 'soviet', phase: 'combat' } };
  const marked = (result: 'halt' | 'hold'): KbState => withUnits(soviet, { [RIFLES]: { marks: { ...soviet.units[RIFLES]!.marks, ooc: true, oocResult: result } } });
  const orders = [attack({ attackers: [RIFLES], targets: ['1212'] })];

  it('in command, the attack is accepted', () => {
    expect(checkCombat(env, soviet, 'soviet', orders)).toEqual([]);
  });

  it.each(['hold', 'halt'] as const)("after a '%s', the attack is refused at the attacker's path, with the rule", (result) => {
    expect(checkCombat(env, marked(result), 'soviet', orders).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.attack.attackers.0', 'out-of-command', 'KB 13.2']]);
  });
});
