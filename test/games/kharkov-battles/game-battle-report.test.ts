import { describe, expect, it } from 'vitest';
import { d10Value } from '#kernel/dice/d10';
import { StepDice } from '#kernel/dice/step-dice';
import type { Dice } from '#kernel/engine/dice';
import { BattleShape } from '#report/combat/event-shapes';
import { onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const SOVIET = 'soviet' as never;
/** A window's dice: the combat die shows `face`, every other roll and draw is the step's own. */
const withDie = (face: number): Dice => {
  const step = new StepDice({ seedHex: '33'.repeat(32), ctxHex: '01'.repeat(32) });
  return { roll: (l, s) => (l.endsWith('/crt') ? d10Value(face) : step.roll(l, s)), rollMany: (l, s, n) => step.rollMany(l, s, n), hidden: (l, s) => step.hidden(l, s) };
};

/**
 * KB 12.0-12.8 in the combat report: a step's Prepared Assault reaches the report as one
 * battle (the `prepared-assault` summary right after the battle's `crt`, in the shape the
 * report reads a battle by), so the results mail's PDF has a row for it rather than "No
 * battles in this step".
 */
describe('KB 12.0 in the combat report: each Prepared Assault of a step is one battle', () => {
  const state = onKb({ '1830': ['sov-167-rd-kb'], '1831': ['sov-232-rd-kb'], '1931': ['ger-brk-kb-1'] });
  const game = gameAt('operation-star', 3, 'soviet-combat', state);
  const file = { side: SOVIET, orders: [{ attack: { attackers: ['sov-167-rd-kb', 'sov-232-rd-kb'], targets: ['1931'] } }] };
  const { events } = KB.adjudicate(game, [file], withDie(7));

  it('puts a prepared-assault summary right after the crt event, with the target, both sides, the odds and the result', () => {
    const at = events.findIndex((e) => e.type === 'crt');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(events[at + 1]).toMatchObject({ type: 'prepared-assault', side: 'soviet', target: '1931', final: '1-1', result: 'Dr1', rule: 'KB 12.0' });
    expect(events.filter((e) => e.type === 'prepared-assault')).toHaveLength(1);
  });

  it('is a battle as the report reads one, and the combat key points at it', () => {
    const summary = events.find((e) => e.type === 'prepared-assault')!;
    expect(BattleShape.safeParse(summary).success).toBe(true);
    const key = KB.combatKey!(game, events);
    expect(key.battles.length).toBe(1);
  });
});
