import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { Dice } from '#kernel/engine/dice';
import { adjudicateMovement, checkMovement } from '#games/kharkov-battles/windows/movement/index';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import { withUnits } from '#games/kharkov-battles/state/update';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import { BUNDLE, ENV, onKb } from './game-fixture';
import { opened } from './game-wiring-fixture';

const RIFLE = 'sov-25g-rd-kb';
const NONE = { axis: null, soviet: null } as const;

describe('KB 13.2: a Soviet unit out of command does not move (the marker read as a halt)', () => {
  const free = onKb({ '3211': [RIFLE] }, { side: 'soviet' });
  const ooc = withUnits(free, { [RIFLE]: { marks: { ...free.units[RIFLE]!.marks, ooc: true } } });
  const orders: KbOrder[] = [{ move: { unit: RIFLE, path: ['3212'] } }];

  it('its move is refused when the file comes in, with the rule; the same move of a unit in command is accepted', () => {
    expect(checkMovement(ENV, free, 'soviet', orders)).toEqual([]);
    expect(checkMovement(ENV, ooc, 'soviet', orders)).toMatchObject([{ path: ['orders', 0, 'move', 'unit'], code: 'out-of-command', rule: 'KB 13.2' }]);
  });

  it('carried out, the move is skipped and reported to its owner; the unit stays and keeps its commitment', () => {
    const { state, events } = adjudicateMovement(ENV, ooc, 'soviet', orders, NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events).toMatchObject([{ type: 'skipped', at: 'orders[0]', visibleTo: ['soviet'], reasons: [{ code: 'out-of-command', rule: 'KB 13.2' }] }]);
    expect(state.units[RIFLE]).toMatchObject({ hex: '3211', committed: true });
  });
});

describe("KB 20.1 optional Historical Limitation: orange-icon mechanized units do not move on turn 0", () => {
  const KB = createKharkovBattles(BUNDLE);
  const move = { side: 'soviet' as never, orders: [{ move: { unit: 'sov-10-tc-kb', path: ['2130', '2030', '1931'] } }] };

  it('with the option on, the 10th Tank Corps may not move in T00/soviet-movement; with it off it may', () => {
    expect(KB.check(opened('operation-star'), move)).toEqual([]);
    expect(KB.check(opened('operation-star', { historicalTurnZero: 'on' }), move)).toMatchObject([{ code: 'turn-zero-limitation', rule: 'KB 20.1' }]);
  });

  it('an option value the rule does not offer is refused at set-up, naming the option and its rule', () => {
    expect(() => KB.setup('operation-star', { historicalTurnZero: 'yes' })).toThrow(/historicalTurnZero \(KB 20\.1\) takes off or on/);
  });
});

describe("KB 13.2, 4.1 C.1.b in 'Operation Star': the turn-0 Command & Control rolls are made in the opening, before the first file is checked", () => {
  const KB = createKharkovBattles(BUNDLE);
  /** Every `…/soviet-command/…` roll a 4 (3-5: OOC), every other roll a 9. */
  const commandFours: Dice = {
    roll: (label) => (label.includes('/soviet-command/') ? 4 : 9),
    rollMany: (label, _sides, count) => Array.from({ length: count }, () => (label.includes('/soviet-command/') ? 4 : 9)),
    hidden: () => 9,
  };
  const TBR = 'sov-116-tbr-kb';
  const move = { side: 'soviet' as never, orders: [{ move: { unit: TBR, path: ['4226', '4127', '4026', '3926', '3826', '3727', '3626', '3526', '3425', '3325'] } }] };

  it('the 116th Tank Brigade, marked OOC by its turn-0 roll, may not move: T00/soviet-movement refuses its move when the file comes in', () => {
    const { state: game, events } = KB.adjudicate(KB.setup('operation-star'), [], commandFours);
    expect(events).toContainEqual(expect.objectContaining({ type: 'command-control-roll', unit: TBR, ooc: true }));
    expect(KB.window(game)).toMatchObject({ id: 'T00/soviet-movement', waitingFor: ['soviet'] });
    expect(KB.check(game, move)).toMatchObject([{ path: ['orders', 0, 'move', 'unit'], code: 'out-of-command', rule: 'KB 13.2' }]);
    expect(KB.options(game, 'soviet' as never).find((u) => u.unit === TBR)?.moves ?? []).toEqual([]);
  });
});
