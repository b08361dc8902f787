import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { hexId, side as asSide } from '#kernel/ids';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { retreatDefenders } from '#games/campaign-to-stalingrad/rules/combat/retreat-defenders';
import { battleIssues } from '#games/campaign-to-stalingrad/windows/legality';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { viewFor } from '#games/campaign-to-stalingrad/view';
import { victoryPoints } from '#games/campaign-to-stalingrad/rules/victory';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';
import { boxes, column, edges, inf, range, SECTION_III } from './support/box-fragment';

/**
 * CtS 33.0 OFF MAP BOXES (Section III, the Campaign Game), on a fragment whose scenario plays
 * Sections II and III. Its grid (rows 10-20, columns 01-20) stands for both maps: column 20 is
 * the west edge (the Axis box), row 10 columns 02-10 the north edge east of 1045 (the Soviet
 * box), column 01 the east edge (rows 10-15 the north map: Trans-Volga; 16-20 the south map:
 * Astrakhan), row 20 the south edge (the Caucasus: every hex for the Soviet, 2008-2012 for the
 * Axis, as 4737-4728 on the printed south map).
 */
const world = (units: TinyUnit[], scenario: TinySpec['scenario'] = SECTION_III) => {
  const w = tinyWorld({ edges, offMapBoxes: boxes, scenario, units });
  return { ...w, state: { ...w.state, phase: 'movement' as const, air: { ...w.state.air, segmentDone: true } } };
};
const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);
/** The unit in `box`, having left the map on `turn` by `hex`; the state on the next turn with `phasing` to move. */
const inBox = (state: CtsState, id: string, box: OffMapBox, hex: string, phasing: CtsSide, turn = 1): CtsState => ({
  ...state,
  turn: turn + 1,
  phasing,
  units: { ...state.units, [id]: unitWith(state.units[id]!, { where: 'off-map', hex: hexId(hex), leftMapTurn: turn, box }) },
});
const dice = new FixedDice([]);
const move = (unit: string, path: string[], exit = false) => ({ move: { unit, path, ...(exit ? { exit: true } : {}) } });
const boxMove = (unit: string, to: OffMapBox) => ({ boxMove: { unit, to } });

describe('CtS 33.1 Movement: into and out of a box as in the Basic Game (17.0)', () => {
  it('a German unit leaving by the west edge for 1 MP is in the Axis Off Map Box, in General Supply (33.2)', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1519', { outOfSupply: true })]);
    const r = applyOrder(ctx, state, 'axis', move('ger', ['1520'], true), 0, dice, 't');
    expect(r.events).toMatchObject([{ type: 'move', rule: 'CtS 17.1' }]);
    expect(r.state.units.ger).toMatchObject({ where: 'off-map', hex: '1520', leftMapTurn: 1, box: 'axis', outOfSupply: false });
  });
  /** Two Soviet units leave the map by `exits` (their hex, the edge hex), in that order; the boxes they are in after. */
  const soviets = (...exits: [string, string][]) => {
    const { ctx, state } = world(exits.map(([from], i) => inf(`r${i}`, 'soviet', from)));
    let s: CtsState = { ...state, phasing: 'soviet' };
    exits.forEach(([, edge], i) => (s = applyOrder(ctx, s, 'soviet', move(`r${i}`, [edge], true), i, dice, 't').state));
    return exits.map((_, i) => s.units[`r${i}`]!.box);
  };
  it('a Soviet unit leaving by the east edge of the north map is in the Trans-Volga Box, of the south map in the Astrakhan Box', () => {
    expect(soviets(['1202', '1201'], ['1802', '1801'])).toEqual(['trans-volga', 'astrakhan']);
  });
  it('a Soviet unit leaving by the north edge east of 1045 is in the Soviet Off Map Box; by the south edge, in the Caucasus Box', () => {
    expect(soviets(['1105', '1005'], ['1905', '2005'])).toEqual(['soviet', 'caucasus']);
  });
  it('in a game without Section III a unit off the map is in no box (17.0 as before: no member in its record)', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1519')], {});
    const r = applyOrder(ctx, state, 'axis', move('ger', ['1520'], true), 0, dice, 't');
    expect(r.state.units.ger!.where).toBe('off-map');
    expect(JSON.stringify(r.state.units.ger)).not.toContain('box');
  });
  it('a retreat off a friendly edge puts the stack in the box beyond (17.0, 33.0)', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1520'), inf('r1', 'soviet', '1420'), inf('r2', 'soviet', '1519'), inf('r3', 'soviet', '1620')]);
    const after = retreatDefenders(ctx, { ...state, turn: 3, phasing: 'soviet', phase: 'combat' }, [hexId('1520')], 'axis', []);
    expect(after.units.ger).toMatchObject({ where: 'off-map', hex: '1520', leftMapTurn: 3, box: 'axis' });
  });
});

describe('CtS 33.1.1 Restrictions (1): who may enter which box', () => {
  it('only German units enter the Axis Off Map Box: a Rumanian division may not leave by the west edge', () => {
    const { ctx, state } = world([inf('rum', 'axis', '1519', { nationality: 'rumanian' })]);
    const r = checkMove(ctx, state, move('rum', ['1520'], true).move);
    expect(r.problems).toMatchObject([{ code: 'box-closed', rule: 'CtS 33.1.1' }]);
  });
  it('a Rumanian stack may not retreat into the Axis box either: it retreats on the map, where the German went off it (a reading of 33.1.1 with 12.1)', () => {
    const { ctx, state } = world([inf('rum', 'axis', '1520', { nationality: 'rumanian' }), inf('r1', 'soviet', '1420'), inf('r2', 'soviet', '1519'), inf('r3', 'soviet', '1620')]);
    const events: GameEvent[] = [];
    const after = retreatDefenders(ctx, { ...state, turn: 3, phasing: 'soviet', phase: 'combat' }, [hexId('1520')], 'axis', events);
    expect(after.units.rum!.where).not.toBe('off-map');
    expect(events.find((e) => e.type === 'retreat')).toMatchObject({ rule: 'CtS 12.1' });
  });
  it('the Axis north edge (1046-1052) has no box beyond it: no Axis unit leaves the map there in the Campaign Game (33.3)', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1115')]);
    expect(checkMove(ctx, state, move('ger', ['1015'], true).move).problems).toMatchObject([{ code: 'no-box', rule: 'CtS 33.3' }]);
  });
  it('both sides enter the Caucasus Box: a German unit by 4737-4728, not by another south-edge hex', () => {
    const { ctx, state } = world([inf('ger', 'axis', '1910'), inf('ger2', 'axis', '1905')]);
    expect(codes(checkMove(ctx, state, move('ger', ['2010'], true).move))).toEqual([]);
    expect(applyOrder(ctx, state, 'axis', move('ger', ['2010'], true), 0, dice, 't').state.units.ger!.box).toBe('caucasus');
    expect(codes(checkMove(ctx, state, move('ger2', ['2005'], true).move))).toEqual(['not-friendly-edge']);
  });
});

describe('CtS 33.1.1 Restrictions (2) and ADJACENT BOXES: moving from box to box', () => {
  const soviets = () => {
    const w = world([inf('r1', 'soviet', '1201'), inf('r2', 'soviet', '1301'), inf('r3', 'soviet', '1401'), inf('bde', 'soviet', '1101', { size: 'X' }), inf('ger', 'axis', '2010')]);
    let s: CtsState = inBox(w.state, 'r1', 'trans-volga', '1201', 'soviet');
    s = inBox(s, 'r2', 'trans-volga', '1301', 'soviet');
    s = inBox(s, 'r3', 'trans-volga', '1401', 'soviet');
    s = inBox(s, 'bde', 'trans-volga', '1101', 'soviet');
    s = inBox(s, 'ger', 'caucasus', '2010', 'soviet');
    return { ctx: w.ctx, state: s };
  };
  it('a Soviet unit moves to an adjacent box for its entire Movement Allowance: it moves no more this phase', () => {
    const { ctx, state } = soviets();
    const r = applyOrder(ctx, state, 'soviet', boxMove('r1', 'astrakhan'), 0, dice, 't');
    expect(r.events).toMatchObject([{ type: 'box-move', rule: 'CtS 33.1', unit: 'r1', from: 'trans-volga', to: 'astrakhan' }]);
    expect(r.state.units.r1!.box).toBe('astrakhan');
    expect(codes(checkMove(ctx, r.state, move('r1', ['1801']).move))).toEqual([]); // the box's hexes, but...
    const issues = checkSubmission(ctx, state, { side: asSide('soviet'), orders: [boxMove('r1', 'astrakhan'), move('r1', ['1801'])] });
    expect(issues.map((i) => i.code)).toEqual(['moved-twice']);
  });
  it('not to a box that is not adjacent: Trans-Volga is adjacent to the Soviet box and Astrakhan, not to the Caspian', () => {
    const { ctx, state } = soviets();
    const issues = checkSubmission(ctx, state, { side: asSide('soviet'), orders: [boxMove('r1', 'caspian')] });
    expect(issues).toMatchObject([{ path: ['orders', 0, 'boxMove', 'to'], code: 'not-adjacent', rule: 'CtS 33.1.1' }]);
  });
  it('only Soviet units move between boxes', () => {
    const { ctx, state } = soviets();
    const issues = checkSubmission(ctx, { ...state, phasing: 'axis' }, { side: asSide('axis'), orders: [boxMove('ger', 'black-sea-coast')] });
    expect(issues).toMatchObject([{ path: ['orders', 0, 'boxMove', 'unit'], code: 'soviet-only', rule: 'CtS 33.1.1' }]);
  });
  it('at most two Soviet divisional-size units a turn; a brigade is not counted', () => {
    const { ctx, state } = soviets();
    const issues = checkSubmission(ctx, state, { side: asSide('soviet'), orders: [boxMove('r1', 'astrakhan'), boxMove('r2', 'soviet'), boxMove('bde', 'astrakhan'), boxMove('r3', 'astrakhan')] });
    expect(issues).toMatchObject([{ path: ['orders', 3, 'boxMove', 'unit'], code: 'box-moves-spent', rule: 'CtS 33.1.1' }]);
  });
  it('options() lists the adjacent boxes a unit may move to, and check() takes each of them and nothing else', () => {
    const { ctx, state } = soviets();
    const o = unitOptions(ctx, state, 'soviet', 'r1')[0]!;
    expect(o.boxMoves).toEqual(['soviet', 'astrakhan']);
    for (const to of o.boxMoves!) expect(checkSubmission(ctx, state, { side: asSide('soviet'), orders: [boxMove('r1', to as OffMapBox)] })).toEqual([]);
    const spent = applyOrder(ctx, applyOrder(ctx, state, 'soviet', boxMove('r2', 'astrakhan'), 0, dice, 't').state, 'soviet', boxMove('r3', 'astrakhan'), 1, dice, 't').state;
    expect(unitOptions(ctx, spent, 'soviet', 'r1')[0]!.boxMoves).toBeUndefined();
    expect(unitOptions(ctx, spent, 'soviet', 'bde')[0]!.boxMoves).toEqual(['soviet', 'astrakhan']);
  });
  it('not in a game without Section III', () => {
    const w = world([inf('r1', 'soviet', '1201')], {});
    const s = inBox(w.state, 'r1', 'trans-volga', '1201', 'soviet');
    expect(checkSubmission(w.ctx, s, { side: asSide('soviet'), orders: [boxMove('r1', 'astrakhan')] })).toMatchObject([{ code: 'no-boxes', rule: 'CtS 33.0' }]);
  });
});

describe('CtS 33.3 Entry & Exit Hexes: back onto the map', () => {
  it('from the Astrakhan Box through the east edge of the south map, not of the north map (the same edge, but the Trans-Volga\'s)', () => {
    const w = world([inf('r1', 'soviet', '1801')]);
    const s = inBox(w.state, 'r1', 'astrakhan', '1801', 'soviet');
    expect(codes(checkMove(w.ctx, s, move('r1', ['1701', '1702']).move))).toEqual([]);
    expect(checkMove(w.ctx, s, move('r1', ['1301']).move).problems).toMatchObject([{ code: 'bad-entry', rule: 'CtS 33.3' }]);
    expect(unitOptions(w.ctx, s, 'soviet', 'r1')[0]!.entries!.map((e) => e.hex)).toEqual(column(1, 16, 20));
  });
  it('a box moved into from another is left by its own hexes: Trans-Volga to Astrakhan, then on by the south map', () => {
    const w = world([inf('r1', 'soviet', '1201')]);
    const s = inBox(w.state, 'r1', 'trans-volga', '1201', 'soviet');
    const moved = applyOrder(w.ctx, s, 'soviet', boxMove('r1', 'astrakhan'), 0, dice, 't').state;
    const next = { ...moved, turn: moved.turn + 1, movedThisPhase: [] };
    expect(codes(checkMove(w.ctx, next, move('r1', ['1901']).move))).toEqual([]);
    const back = applyOrder(w.ctx, next, 'soviet', move('r1', ['1901']), 0, dice, 't').state.units.r1!;
    expect(back).toMatchObject({ where: 'map', hex: '1901' });
    expect(back.box).toBeUndefined();
  });
  it('the Caspian Box has no map edge: its units leave by Astrakhan or the Caucasus Box', () => {
    const w = world([inf('r1', 'soviet', '1801')]);
    const s = inBox(w.state, 'r1', 'caspian', '1801', 'soviet');
    expect(checkMove(w.ctx, s, move('r1', ['1801']).move).problems).toMatchObject([{ code: 'bad-entry', message: expect.stringContaining('Astrakhan Box or the Caucasus Box') }]);
    expect(unitOptions(w.ctx, s, 'soviet', 'r1')[0]!.entries).toEqual([]);
  });
  it('the Axis leaves the Caucasus Box by 4737-4728 only (17.1 still: not the turn it left)', () => {
    const w = world([inf('ger', 'axis', '2010')]);
    const s = inBox(w.state, 'ger', 'caucasus', '2010', 'axis');
    expect(codes(checkMove(w.ctx, s, move('ger', ['2009', '1909']).move))).toEqual([]);
    expect(codes(checkMove(w.ctx, s, move('ger', ['2005']).move))).toEqual(['bad-entry']);
    expect(codes(checkMove(w.ctx, { ...s, turn: 1 }, move('ger', ['2009']).move))).toEqual(['bad-entry']);
  });
  it('17.2 still: not onto enemy units', () => {
    const w = world([inf('ger', 'axis', '1520'), inf('r1', 'soviet', '1420')]);
    const s = inBox(w.state, 'ger', 'axis', '1520', 'axis');
    expect(codes(checkMove(w.ctx, s, move('ger', ['1420']).move))).toEqual(['entry-blocked']);
  });
});

describe('CtS 33.2 Characteristics', () => {
  const crowded = () => {
    const units = [1, 2, 3, 4, 5].map((n) => inf(`g${n}`, 'axis', '1520'));
    const w = world([...units.map((u, i) => ({ ...u, hex: `1${i}19` })), inf('r1', 'soviet', '1418')]);
    let s: CtsState = w.state;
    for (let i = 1; i <= 4; i++) s = inBox(s, `g${i}`, 'axis', '1520', 'axis');
    return { ctx: w.ctx, state: s };
  };
  it('"An unlimited number of units may occupy an OMB": a fifth division leaves the map into a box with four', () => {
    const { ctx, state } = crowded();
    expect(codes(checkMove(ctx, state, move('g5', ['1420'], true).move))).toEqual([]);
  });
  it('"Units in OMBs do not exert a ZOC onto the map edge": no bond or unit of theirs is on the map', () => {
    const { ctx, state } = crowded();
    const occ = occupancy(ctx, state);
    expect(occ.at(hexId('1520'), 'axis')).toEqual([]);
    expect(bondsOf(ctx, state, 'axis', occ).hexBondsAt(hexId('1520'))).toEqual([]);
  });
  it('"All units are automatically in General Supply while in an OMB": the Supply Phase clears a box unit\'s marker', () => {
    const { ctx, state } = crowded();
    const marked = { ...state, units: { ...state.units, g1: unitWith(state.units.g1!, { outOfSupply: true }) as UnitState } };
    const r = supplyPhase(ctx, marked, 'axis', {});
    expect(r.state.units.g1!.outOfSupply).toBe(false);
  });
  it('a unit in a box is not on the map, so never Isolated: the victory count does not score it as a lost cadre (35.8, Section IV)', () => {
    const probe = world([]);
    const ring = probe.ctx.map.neighbours(hexId('1510')).map((h, i) => inf(`r${i}`, 'soviet', h));
    const ringed = world([inf('g1', 'axis', '1510'), ...ring]);
    expect(victoryPoints(ringed.ctx, ringed.state).soviet).toBeGreaterThan(0); // on the map, ringed: Isolated
    expect(victoryPoints(ringed.ctx, inBox(ringed.state, 'g1', 'axis', '1510', 'axis')).soviet).toBe(0); // its record's hex the same, but in the box
  });
  it('"Combat is not allowed between units on the map and units in an OMB": the edge hex they left by holds no target', () => {
    const { ctx, state } = crowded();
    const attack = BattleOrderSchema.parse({ attackers: ['r1'], targets: ['1520'] });
    expect(battleIssues(ctx, { ...state, phase: 'combat', phasing: 'soviet' }, 'soviet', attack, ['orders', 0, 'attack']).length).toBeGreaterThan(0);
  });
});

describe('CtS 33.0 the boxes as players see them', () => {
  it('the view lists the units in each box; a game with nobody in a box has no such member', () => {
    const w = world([inf('r1', 'soviet', '1201'), inf('r2', 'soviet', '1801'), inf('ger', 'axis', '1520')]);
    expect(viewFor(w.state, 'axis', w.ctx)).not.toHaveProperty('offMapBoxes');
    let s: CtsState = inBox(w.state, 'r1', 'trans-volga', '1201', 'soviet');
    s = inBox(s, 'r2', 'trans-volga', '1801', 'soviet');
    s = inBox(s, 'ger', 'axis', '1520', 'soviet');
    expect(viewFor(s, null, w.ctx)).toMatchObject({ offMapBoxes: { axis: ['ger'], 'trans-volga': ['r1', 'r2'] } });
  });
  it('the turn file template tells how to write a box move when a unit may make one', () => {
    const w = world([inf('r1', 'soviet', '1201')]);
    const s = inBox(w.state, 'r1', 'trans-volga', '1201', 'soviet');
    expect(templateFor(w.ctx, s, 'soviet').notes.join('\n')).toContain('{boxMove: {unit: ID, to: BOX}}');
    expect(templateFor(w.ctx, w.state, 'soviet').notes.join('\n')).not.toContain('boxMove');
  });
});
