import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { rowOf } from '#games/kharkov-battles/data/ids';
import { adjudicateMovement, checkMovement } from '#games/kharkov-battles/windows/movement/index';
import { kbUnitOptions, type KbUnitOptions } from '#games/kharkov-battles/options/index';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbState } from '#games/kharkov-battles/state/types';
import { ENV, onKb } from './game-fixture';
import { windowOf } from './options-fixture';

/**
 * KB 20.1 (Operation Star): "all Soviet 38th Army units (yellow icon) may never move south of
 * hexrow KB49xx (if forced to retreat south, they must move north as soon as possible)".
 * Rows grow northward (KB4810 is south of KB4910); row 49 itself is allowed (digest A40).
 */
const YELLOW = 'sov-167-rd-kb';
const RED = 'sov-25g-rd-kb';
const NONE = { axis: null, soviet: null } as const;
const move = (unit: string, path: string[]): KbOrder[] => [{ move: { unit, path } }];
const brief = (issues: readonly { code: string; rule?: string | undefined }[]) => issues.map((i) => [i.code, i.rule]);

describe('KB 20.1: the 38th Army never moves south of hex row KB49xx', () => {
  const at4910 = onKb({ '4910': [YELLOW] }, { side: 'soviet' });

  it('the audit\'s case: a move into KB4810 is refused when the file comes in, with the rule', () => {
    expect(brief(checkMovement(ENV, at4910, 'soviet', move(YELLOW, ['4810'])))).toEqual([['south-of-38th-army-bound', 'KB 20.1']]);
  });

  it('carried out, the order is skipped and reported, and the unit stays in KB4910', () => {
    const { state, events } = adjudicateMovement(ENV, at4910, 'soviet', move(YELLOW, ['4810']), NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events).toMatchObject([{ type: 'skipped', reasons: [{ code: 'south-of-38th-army-bound', rule: 'KB 20.1' }] }]);
    expect(state.units[YELLOW]!.hex).toBe('4910');
  });

  it('nor may a move pass south of the bound and come back', () => {
    expect(brief(checkMovement(ENV, at4910, 'soviet', move(YELLOW, ['4810', '4911'])))).toEqual([['south-of-38th-army-bound', 'KB 20.1']]);
  });

  it('a unit of another army moves there freely', () => {
    expect(checkMovement(ENV, onKb({ '4910': [RED] }, { side: 'soviet' }), 'soviet', move(RED, ['4810']))).toEqual([]);
  });

  it('one a retreat left south of the bound may move north, and only north, while it is south of it', () => {
    const at4710 = onKb({ '4710': [YELLOW] }, { side: 'soviet' });
    expect(checkMovement(ENV, at4710, 'soviet', move(YELLOW, ['4810', '4910']))).toEqual([]);
    expect(brief(checkMovement(ENV, at4710, 'soviet', move(YELLOW, ['4709'])))).toEqual([['south-of-38th-army-bound', 'KB 20.1']]);
  });

  it('only in Operation Star: the movement judge gives no bound in the other scenarios', () => {
    const both = onKb({ '4910': [YELLOW], '4911': [RED] }, { side: 'soviet' });
    expect(ENV.mover(both, YELLOW).southernmostRow).toBe(49);
    expect(ENV.mover({ ...both, scenario: 'third-kharkov' }, YELLOW).southernmostRow).toBeUndefined();
    expect(ENV.mover(both, RED).southernmostRow).toBeUndefined();
  });

  it('the options list no move that ends or passes south of the bound; the other army\'s unit is offered KB4810', () => {
    const optionsOf = (state: KbState, unit: string): KbUnitOptions => {
      const window = windowOf('operation-star', 3, 'soviet-movement');
      return kbUnitOptions({ ctx: ENV.ctxOf(state), state, side: 'soviet', window, tec: ENV.tec, mover: ENV.mover }).find((o) => o.unit === unit)!;
    };
    const yellow = optionsOf(at4910, YELLOW);
    const listed = [...(yellow.moves ?? []), ...(yellow.strategicMoves ?? [])];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.flatMap((m) => m.path).filter((h) => rowOf(h) < 49)).toEqual([]);
    expect((optionsOf(onKb({ '4910': [RED] }, { side: 'soviet' }), RED).moves ?? []).map((m) => m.hex)).toContain('4810');
  });
});
