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
 * The reading: a 38th Army unit a retreat left south of row 49 must move in its side's next
 * Movement Phase, if it can move at all; every hex of its move is north (rules/movement/step.ts),
 * until it stands in row 49 or north of it.
 */
const YELLOW = 'sov-167-rd-kb';
const RED = 'sov-25g-rd-kb';
const NONE = { axis: null, soviet: null } as const;
const move = (unit: string, path: string[]): KbOrder[] => [{ move: { unit, path } }];
const brief = (issues: readonly { code: string; rule?: string | undefined; path: readonly (string | number)[] }[]) => issues.map((i) => [i.code, i.rule, i.path]);
const halted = (s: KbState, unit: string): KbState => ({ ...s, units: { ...s.units, [unit]: { ...s.units[unit]!, marks: { ...s.units[unit]!.marks, ooc: true, oocResult: 'halt' } } } });

describe('KB 20.1: a 38th Army unit a retreat left south of row 49 must move north as soon as possible', () => {
  const at4710 = onKb({ '4710': [YELLOW], '4711': [RED] }, { side: 'soviet' });

  it("the audit's case: a file that leaves it unmoved when it could move north is refused, with the rule", () => {
    expect(brief(checkMovement(ENV, at4710, 'soviet', []))).toEqual([['must-move-north', 'KB 20.1', ['orders']]]);
    expect(brief(checkMovement(ENV, at4710, 'soviet', move(RED, ['4811'])))).toEqual([['must-move-north', 'KB 20.1', ['orders']]]);
  });

  it('a file that moves it north is accepted, one step or to the bound', () => {
    expect(checkMovement(ENV, at4710, 'soviet', move(YELLOW, ['4810']))).toEqual([]);
    expect(checkMovement(ENV, at4710, 'soviet', move(YELLOW, ['4810', '4910']))).toEqual([]);
  });

  it('no duty for a unit in row 49 or north of it, nor for one of another army south of it', () => {
    expect(checkMovement(ENV, onKb({ '4910': [YELLOW], '4711': [RED] }, { side: 'soviet' }), 'soviet', [])).toEqual([]);
  });

  it('no duty for a unit that may not move at all (OOC, halt: 13.2)', () => {
    expect(checkMovement(ENV, halted(at4710, YELLOW), 'soviet', [])).toEqual([]);
  });

  it('carried out, a file that leaves it unmoved is reported to its owner and the unit stays (the server gives no order)', () => {
    const { state, events } = adjudicateMovement(ENV, at4710, 'soviet', [], NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events).toMatchObject([{ type: 'north-duty-unmet', units: [YELLOW], rule: 'KB 20.1', visibleTo: ['soviet'] }]);
    expect(state.units[YELLOW]!.hex).toBe('4710');
  });

  it('carried out, a file that moves it north reports nothing of the duty', () => {
    const { state, events } = adjudicateMovement(ENV, at4710, 'soviet', move(YELLOW, ['4810']), NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events.filter((e) => e.type === 'north-duty-unmet')).toEqual([]);
    expect(state.units[YELLOW]!.hex).toBe('4810');
  });

  it('the options say the move is due and list only northward moves; none for the halted unit', () => {
    const optionsOf = (state: KbState, unit: string): KbUnitOptions => {
      const window = windowOf('operation-star', 3, 'soviet-movement');
      return kbUnitOptions({ ctx: ENV.ctxOf(state), state, side: 'soviet', window, tec: ENV.tec, mover: ENV.mover }).find((o) => o.unit === unit)!;
    };
    const yellow = optionsOf(at4710, YELLOW);
    expect(yellow.mustMove).toBe(true);
    expect((yellow.notes ?? []).some((n) => n.includes('must move north') && n.includes('KB 20.1'))).toBe(true);
    expect((yellow.moves ?? []).length).toBeGreaterThan(0);
    // each step into a hex south of row 49 goes north of the last; from row 49 on the unit is free
    const steps = (yellow.moves ?? []).flatMap((m) => m.path.map((h, i) => [i === 0 ? '4710' : m.path[i - 1]!, h] as const));
    expect(steps.filter(([from, to]) => rowOf(to) < 49 && rowOf(to) <= rowOf(from))).toEqual([]);
    expect((yellow.moves ?? []).map((m) => m.hex)).toContain('4910');
    expect(optionsOf(at4710, RED).mustMove).toBeUndefined();
    expect(optionsOf(halted(at4710, YELLOW), YELLOW).mustMove).toBeUndefined();
  });
});
