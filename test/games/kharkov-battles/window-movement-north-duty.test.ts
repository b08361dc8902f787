import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { StepDice } from '#kernel/dice/step-dice';
import { rowOf } from '#games/kharkov-battles/data/ids';
import { adjudicateMovement, checkMovement } from '#games/kharkov-battles/windows/movement/index';
import { kbUnitOptions, type KbUnitOptions } from '#games/kharkov-battles/options/index';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbState } from '#games/kharkov-battles/state/types';
import { ENV, onKb } from './game-fixture';
import { windowOf } from './options-fixture';
import { KB, opened } from './game-wiring-fixture';

/**
 * KB 20.1 (Operation Star): "all Soviet 38th Army units (yellow icon) may never move south of
 * hexrow KB49xx (if forced to retreat south, they must move north as soon as possible)".
 * The reading (docs/kharkov-battles-movement.md): such a unit must move in the first of its
 * side's Movement Phases in which the options list a move for it (every step of which goes
 * north while it is south of the row). A file that moves units but leaves it is refused
 * (`must-move-north`); an empty file (nothing sent, a missed deadline) is accepted, and the
 * server moves the unit north by a listed move (`moved-north-by-rule`).
 */
const YELLOW = 'sov-167-rd-kb';
const RED = 'sov-25g-rd-kb';
const NONE = { axis: null, soviet: null } as const;
const move = (unit: string, path: string[]): KbOrder[] => [{ move: { unit, path } }];
const brief = (issues: readonly { code: string; rule?: string | undefined; path: readonly (string | number)[] }[]) => issues.map((i) => [i.code, i.rule, i.path]);
const halted = (s: KbState, unit: string): KbState => ({ ...s, units: { ...s.units, [unit]: { ...s.units[unit]!, marks: { ...s.units[unit]!.marks, ooc: true, oocResult: 'halt' } } } });
const optionsOf = (state: KbState, unit: string): KbUnitOptions => {
  const window = windowOf('operation-star', 3, 'soviet-movement');
  return kbUnitOptions({ ctx: ENV.ctxOf(state), state, side: 'soviet', window, tec: ENV.tec, mover: ENV.mover }).find((o) => o.unit === unit)!;
};

describe('KB 20.1: a 38th Army unit a retreat left south of row 49 must move north as soon as possible', () => {
  const at4710 = onKb({ '4710': [YELLOW], '4711': [RED] }, { side: 'soviet' });

  it("the audit's case: a file that moves another unit and leaves it where it stands is refused, with the rule and its northward moves", () => {
    const issues = checkMovement(ENV, at4710, 'soviet', move(RED, ['4811']));
    expect(brief(issues)).toEqual([['must-move-north', 'KB 20.1', ['orders']]]);
    expect(issues[0]!.message).toContain('KB4810');
  });

  it('an empty file (a missed deadline) is accepted', () => {
    expect(checkMovement(ENV, at4710, 'soviet', [])).toEqual([]);
  });

  it('carried out, an empty file has the server move the unit north by a listed move, reported to its owner', () => {
    const listed = (optionsOf(at4710, YELLOW).moves ?? []).map((m) => m.path);
    const { state, events } = adjudicateMovement(ENV, at4710, 'soviet', [], NONE, new FixedDice([]), 'T03/soviet-movement');
    const by = events.find((e) => e.type === 'moved-north-by-rule');
    expect(by).toMatchObject({ side: 'soviet', rule: 'KB 20.1', moves: [{ unit: YELLOW, from: '4710' }] });
    const path = (by as unknown as { moves: { path: string[] }[] }).moves[0]!.path;
    expect(listed).toContainEqual(path);
    // as far north as the bound: row 49 reached
    expect(rowOf(state.units[YELLOW]!.hex!)).toBe(49);
    expect(state.units[YELLOW]!.hex).toBe(path[path.length - 1]);
    expect(state.units[RED]!.hex).toBe('4711');
  });

  it('a file that moves it north is accepted, one step or to the bound, and the server adds nothing', () => {
    expect(checkMovement(ENV, at4710, 'soviet', move(YELLOW, ['4810']))).toEqual([]);
    expect(checkMovement(ENV, at4710, 'soviet', [...move(RED, ['4811']), ...move(YELLOW, ['4810', '4910'])])).toEqual([]);
    const { state, events } = adjudicateMovement(ENV, at4710, 'soviet', move(YELLOW, ['4810']), NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events.filter((e) => e.type === 'moved-north-by-rule')).toEqual([]);
    expect(state.units[YELLOW]!.hex).toBe('4810');
  });

  it('no duty for a unit in row 49 or north of it, nor for one of another army south of it', () => {
    const at4910 = onKb({ '4910': [YELLOW], '4711': [RED] }, { side: 'soviet' });
    expect(checkMovement(ENV, at4910, 'soviet', move(RED, ['4811']))).toEqual([]);
    const { events } = adjudicateMovement(ENV, at4910, 'soviet', [], NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events).toEqual([]);
  });

  it('no duty for a unit that may not move at all this phase (OOC, halt: 13.2): it waits for a phase in which it can', () => {
    const held = halted(at4710, YELLOW);
    expect(checkMovement(ENV, held, 'soviet', move(RED, ['4811']))).toEqual([]);
    const { state, events } = adjudicateMovement(ENV, held, 'soviet', [], NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events).toEqual([]);
    expect(state.units[YELLOW]!.hex).toBe('4710');
  });

  it('no duty while every way north is barred (the hexes north of it held by the enemy): the unit stays, and the file may leave it', () => {
    const boxed = onKb({ '4710': [YELLOW], '4711': [RED], '4809': ['ger-168-id-kb'], '4810': ['ger-320-id-kb'] }, { side: 'soviet' });
    expect(optionsOf(boxed, YELLOW).mustMove).toBeUndefined();
    expect(checkMovement(ENV, boxed, 'soviet', move(RED, ['4611']))).toEqual([]);
    const { state, events } = adjudicateMovement(ENV, boxed, 'soviet', [], NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events.filter((e) => e.type === 'moved-north-by-rule')).toEqual([]);
    expect(state.units[YELLOW]!.hex).toBe('4710');
  });

  it('every unit that owes the move is named; with an empty file the server moves each, and no stack it makes breaks a limit (6.0)', () => {
    const OTHER = 'sov-232-rd-kb';
    const two = onKb({ '4710': [YELLOW, OTHER], '4711': [RED] }, { side: 'soviet' });
    expect(checkMovement(ENV, two, 'soviet', move(RED, ['4811'])).map((i) => [i.code, i.message.split(' ')[0]])).toEqual([
      ['must-move-north', YELLOW],
      ['must-move-north', OTHER],
    ]);
    // where the server takes one unit alone; two units of another army already stand there, so only one more fits (6.1)
    const alone = adjudicateMovement(ENV, onKb({ '4710': [YELLOW] }, { side: 'soviet' }), 'soviet', [], NONE, new FixedDice([]), 'T03/soviet-movement').state.units[YELLOW]!.hex!;
    const ctx = ENV.ctx('KB');
    const others = [...ctx.units.values()].filter((u) => u.side === 'soviet' && u.colour !== 'yellow' && u.kind === 'infantry' && u.id.endsWith('-kb')).slice(0, 2).map((u) => u.id);
    const crowded = onKb({ '4710': [YELLOW, OTHER], [alone]: others }, { side: 'soviet' });
    const { state, events } = adjudicateMovement(ENV, crowded, 'soviet', [], NONE, new FixedDice([]), 'T03/soviet-movement');
    expect(events.find((e) => e.type === 'moved-north-by-rule')).toMatchObject({ moves: [{ unit: YELLOW }, { unit: OTHER }] });
    expect(events.filter((e) => e.type === 'over-stacked-eliminated' || e.type === 'skipped')).toEqual([]);
    expect(state.units[YELLOW]!.hex).toBe(alone);
    expect(state.units[OTHER]!.hex).not.toBe(alone);
    expect(rowOf(state.units[OTHER]!.hex!)).toBe(49);
  });

  it('the options say the move is due and list only moves the check accepts: every step north while south of the row', () => {
    const yellow = optionsOf(at4710, YELLOW);
    expect(yellow.mustMove).toBe(true);
    expect((yellow.notes ?? []).some((n) => n.includes('must move north') && n.includes('KB 20.1'))).toBe(true);
    const listed: KbOrder[] = [
      ...(yellow.moves ?? []).map((m) => ({ move: { unit: YELLOW, path: m.path } })),
      ...(yellow.strategicMoves ?? []).map((m) => ({ move: { unit: YELLOW, path: m.path, strategic: true } })),
      ...(yellow.infiltrations ?? []).map((m) => ({ move: { unit: YELLOW, path: m.path, infiltrate: true } })),
    ] as KbOrder[];
    expect(listed.length).toBeGreaterThan(0);
    for (const o of listed) expect(checkMovement(ENV, at4710, 'soviet', [o]), JSON.stringify(o)).toEqual([]);
    const steps = (yellow.moves ?? []).flatMap((m) => m.path.map((h, i) => [i === 0 ? '4710' : m.path[i - 1]!, h] as const));
    expect(steps.filter(([from, to]) => rowOf(to) < 49 && rowOf(to) <= rowOf(from))).toEqual([]);
    expect(optionsOf(at4710, RED).mustMove).toBeUndefined();
    expect(optionsOf(halted(at4710, YELLOW), YELLOW).mustMove).toBeUndefined();
  });
});

describe('KB 20.1 through the Ruleset: a real Operation Star game whose 38th Army unit stands south of row 49 at T00/soviet-movement', () => {
  const SOVIET = 'soviet' as never;
  const start = opened('operation-star');
  // KB4916 is its set-up hex; a retreat left it in KB4816
  const game = { ...start, state: { ...start.state, units: { ...start.state.units, [YELLOW]: { ...start.state.units[YELLOW]!, hex: '4816' as never } } } };
  const dice = new StepDice({ seedHex: '7c'.repeat(32), ctxHex: '02'.repeat(32) });

  it('options() marks it; check() takes the empty file, refuses a file that leaves it, and takes each listed move of it', () => {
    const mine = (KB.options(game, SOVIET) as KbUnitOptions[]).find((o) => o.unit === YELLOW)!;
    expect(mine.mustMove).toBe(true);
    expect(KB.check(game, { side: SOVIET, orders: [] })).toEqual([]);
    const other = (KB.options(game, SOVIET) as KbUnitOptions[]).find((o) => !o.mustMove && (o.moves ?? []).length > 0)!;
    expect(brief(KB.check(game, { side: SOVIET, orders: [{ move: { unit: other.unit, path: other.moves![0]!.path } }] }))).toEqual([['must-move-north', 'KB 20.1', ['orders']]]);
    for (const m of mine.moves ?? []) expect(KB.check(game, { side: SOVIET, orders: [{ move: { unit: YELLOW, path: m.path } }] }), m.path.join(' ')).toEqual([]);
  });

  it('adjudicate() with no file moves it north by a listed move, and the game goes on', () => {
    const listed = ((KB.options(game, SOVIET) as KbUnitOptions[]).find((o) => o.unit === YELLOW)!.moves ?? []).map((m) => m.path);
    const { state, events } = KB.adjudicate(game, [], dice);
    const by = events.find((e) => e.type === 'moved-north-by-rule') as unknown as { moves: { unit: string; from: string; path: string[] }[] };
    expect(by.moves).toMatchObject([{ unit: YELLOW, from: '4816' }]);
    expect(listed).toContainEqual(by.moves[0]!.path);
    expect(events.find((e) => e.type === 'moved' && e.unit === YELLOW)).toMatchObject({ path: by.moves[0]!.path });
    expect(rowOf(state.state.units[YELLOW]!.hex!)).toBeGreaterThanOrEqual(49);
    expect(KB.window(state)?.id).toBe('T00/soviet-combat');
  });
});
