import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { Dice } from '#kernel/engine/dice';
import { adjudicateMovement, checkMovement } from '#games/kharkov-battles/windows/movement/index';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import { withUnits } from '#games/kharkov-battles/state/update';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import { BUNDLE, ENV, onKb } from './game-fixture';
import { d10Value } from '#kernel/dice/d10';
import { kbUnitOptions, type KbUnitOptions } from '#games/kharkov-battles/options/index';
import { BOARD } from './movement-phase-fixture';
import { fragmentWindow, withUnit } from './options-fixture';
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

/** Dice that read every C&C roll (`…/soviet-command/…`) as `command` and every other die as its highest face. */
class CommandDice implements Dice {
  constructor(private readonly command: number) {}
  roll(label: string, sides: number): number {
    return label.includes('/soviet-command/') ? d10Value(this.command) : sides;
  }
  rollMany(label: string, sides: number, count: number): number[] {
    return Array.from({ length: count }, (_, i) => this.roll(`${label}#${i + 1}`, sides));
  }
  hidden(label: string, sides: number): number {
    return this.roll(label, sides);
  }
}

describe("KB 13.2: each unit's C&C result applies to that unit only: 'hold' moves but does not attack, 'halt' does neither", () => {
  const KB = createKharkovBattles(BUNDLE);
  const TANKS = 'sov-4-tc-kb';
  const AXIS = 'ger-brk-kb-1';
  const marked = (state: ReturnType<typeof onKb>, unit: string, result: 'halt' | 'hold') => withUnits(state, { [unit]: { marks: { ...state.units[unit]!.marks, ooc: true, oocResult: result } } });

  it("Operation Star, turn 0: the 116th Tank Brigade rolls a 4 ('hold'), is marked OOC with its result, and its move is carried out", () => {
    const opening = KB.adjudicate(KB.setup('operation-star'), [], new CommandDice(4));
    expect(opening.events).toContainEqual(expect.objectContaining({ type: 'command-control-roll', unit: 'sov-116-tbr-kb', modified: 4, result: 'hold', ooc: true }));
    const game = opening.state;
    const file = { side: 'soviet' as never, orders: [{ move: { unit: 'sov-116-tbr-kb', path: ['4226', '4127', '4026', '3926', '3826', '3727', '3626', '3526', '3425', '3325'] } }] };
    expect(KB.check(game, file)).toEqual([]);
    const { state, events } = KB.adjudicate(game, [file], new CommandDice(4));
    const own = events.filter((e) => 'unit' in e && e.unit === 'sov-116-tbr-kb' && e.type !== 'command-control-roll');
    expect(own.map((e) => e.type)).toEqual(['moved']);
    expect(state.state.units['sov-116-tbr-kb']).toMatchObject({ hex: '3325', marks: { ooc: true, oocResult: 'hold' } });
  });

  it("a 'hold' unit's move is accepted and carried out; a 'halt' unit's is refused and skipped", () => {
    const free = onKb({ '3211': [RIFLE] }, { side: 'soviet' });
    const orders: KbOrder[] = [{ move: { unit: RIFLE, path: ['3212'] } }];
    expect(checkMovement(ENV, marked(free, RIFLE, 'hold'), 'soviet', orders)).toEqual([]);
    expect(adjudicateMovement(ENV, marked(free, RIFLE, 'hold'), 'soviet', orders, NONE, new FixedDice([]), 'T03/soviet-movement').state.units[RIFLE]!.hex).toBe('3212');
    expect(checkMovement(ENV, marked(free, RIFLE, 'halt'), 'soviet', orders)).toMatchObject([{ code: 'out-of-command', rule: 'KB 13.2' }]);
  });

  it("a 'hold' unit may not make a Mobile Assault: refused when the file comes in, skipped when carried out", () => {
    const free = onKb({ '3212': [TANKS], '3213': [AXIS] }, { side: 'soviet' });
    const orders: KbOrder[] = [{ assault: { unit: TANKS, path: [], target: '3213', then: undefined, else: undefined } }];
    expect(checkMovement(ENV, free, 'soviet', orders).filter((i) => i.code === 'out-of-command')).toEqual([]);
    const hold = marked(free, TANKS, 'hold');
    expect(checkMovement(ENV, hold, 'soviet', orders)).toContainEqual(expect.objectContaining({ code: 'out-of-command', rule: 'KB 13.2' }));
    const { events } = adjudicateMovement(ENV, hold, 'soviet', orders, NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events.filter((e) => e.type === 'skipped')).toMatchObject([{ type: 'skipped', at: 'orders[0]', reasons: [{ code: 'out-of-command', rule: 'KB 13.2' }] }]);
    expect(events.filter((e) => e.type === 'mobile-assault')).toEqual([]);
  });

  it("a 'hold' unit's options list its moves and no Mobile Assault; a 'halt' unit's list no move", () => {
    const at = { '1212': [TANKS], '1213': [AXIS] };
    const optionsOf = (result: 'halt' | 'hold' | null) =>
      kbUnitOptions(fragmentWindow(BOARD, at, 'soviet-movement', result ? withUnit(TANKS, (u) => ({ marks: { ...u.marks, ooc: true, oocResult: result } })) : (s) => s)).find((o) => o.unit === TANKS)!;
    const assaults = (o: KbUnitOptions) => (o.attacks ?? []).filter((a) => (a as { order?: string }).order === 'assault').map((a) => a.target);
    expect(assaults(optionsOf(null))).toEqual(['1213']);
    const hold = optionsOf('hold');
    expect(hold.moves?.length ?? 0).toBeGreaterThan(0);
    expect(assaults(hold)).toEqual([]);
    const halt = optionsOf('halt');
    expect(halt.moves ?? []).toEqual([]);
    expect(halt.notes).toContainEqual(expect.stringContaining('KB 13.2'));
  });
});

describe("KB 13.2, 4.1 C.1.b in 'Operation Star': the turn-0 Command & Control rolls are made in the opening, before the first file is checked", () => {
  const KB = createKharkovBattles(BUNDLE);
  /** Every `…/soviet-command/…` roll a 0 ('halt' on the C&C Table), every other die its highest face. */
  const commandZeros = new CommandDice(0);
  const TBR = 'sov-116-tbr-kb';
  const move = { side: 'soviet' as never, orders: [{ move: { unit: TBR, path: ['4226', '4127', '4026', '3926', '3826', '3727', '3626', '3526', '3425', '3325'] } }] };

  it("the 116th Tank Brigade, marked OOC ('halt') by its turn-0 roll, may not move: T00/soviet-movement refuses its move when the file comes in", () => {
    const { state: game, events } = KB.adjudicate(KB.setup('operation-star'), [], commandZeros);
    expect(events).toContainEqual(expect.objectContaining({ type: 'command-control-roll', unit: TBR, ooc: true }));
    expect(KB.window(game)).toMatchObject({ id: 'T00/soviet-movement', waitingFor: ['soviet'] });
    expect(KB.check(game, move)).toMatchObject([{ path: ['orders', 0, 'move', 'unit'], code: 'out-of-command', rule: 'KB 13.2' }]);
    expect(KB.options(game, 'soviet' as never).find((u) => u.unit === TBR)?.moves ?? []).toEqual([]);
  });
});
