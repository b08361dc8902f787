import { describe, expect, it } from 'vitest';
import { retreatDefenders } from '#games/campaign-to-stalingrad/rules/combat/retreat-defenders';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { hexId } from '#kernel/ids';
import { tinyWorld } from './support/tiny-world';

const north = Array.from({ length: 20 }, (_, i) => `10${String(i + 1).padStart(2, '0')}`);
const west = Array.from({ length: 11 }, (_, i) => `${10 + i}20`);
const world = () => tinyWorld({ edges: { axis: [...west, ...north.slice(10)] }, units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1519' }] });
const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);
const offMap = (state: CtsState, hex: string, turn: number): CtsState => ({
  ...state,
  turn: turn + 1,
  units: { ...state.units, inf: { ...state.units.inf!, where: 'off-map', hex: hexId(hex), leftMapTurn: turn } },
});

describe('off-map movement (CtS 17.0)', () => {
  it('17.1: a unit leaves the map from a friendly edge hex for 1 MP more', () => {
    const { ctx, state } = world();
    const r = checkMove(ctx, state, { unit: 'inf', path: ['1520'], exit: true });
    expect(codes(r)).toEqual([]);
  });
  it('17.1: not from a hex that is not on the friendly edge', () => {
    const { ctx, state } = world();
    expect(codes(checkMove(ctx, state, { unit: 'inf', path: ['1518'], exit: true }))).toEqual(['not-friendly-edge']);
  });
  it('17.1: it comes back the next friendly turn through the same edge, paying for the first hex', () => {
    const { ctx, state } = world();
    const r = checkMove(ctx, offMap(state, '1520', 1), { unit: 'inf', path: ['1420', '1419'] });
    expect(codes(r)).toEqual([]);
    expect(r.steps.map((s) => s.total)).toEqual([1, 2]);
  });
  it('17.1: not in the turn it left, and not through another edge', () => {
    const { ctx, state } = world();
    const same = { ...offMap(state, '1520', 1), turn: 1 };
    expect(codes(checkMove(ctx, same, { unit: 'inf', path: ['1420'] }))).toEqual(['bad-entry']);
    expect(codes(checkMove(ctx, offMap(state, '1520', 1), { unit: 'inf', path: ['1015'] }))).toEqual(['bad-entry']);
  });
  it('17.2: never onto enemy units or into an enemy Hex Bond', () => {
    // two Soviet divisions in a line through the edge hex 1320 bond it
    const probe = world();
    const g = probe.ctx.map;
    const around = g.neighbours(hexId('1320'));
    const [p, q] = around.flatMap((a) => around.filter((b) => a < b && g.grid.distance(a, b) === 2 && g.neighbours(a).filter((x) => g.neighbours(b).includes(x)).length === 1).map((b) => [a, b]))[0]!;
    const { ctx, state } = tinyWorld({
      edges: { axis: west },
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1519' },
        { id: 'r1', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: p! },
        { id: 'r2', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: q! },
      ],
    });
    const s = offMap(state, '1220', 1);
    expect(codes(checkMove(ctx, s, { unit: 'inf', path: ['1320'] }))).toEqual(['entry-blocked']);
    expect([p, q]).toEqual(['1220', '1419']);
    expect(codes(checkMove(ctx, s, { unit: 'inf', path: [p!] }))).toEqual(['entry-blocked']);
  });
});

describe('retreats off a friendly map edge (CtS 17.0)', () => {
  const rifle = (hex: string) => ({ id: 'rd', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex });
  const axis = (id: string, hex: string) => ({ id, side: 'axis' as const, type: 'infantry', faces: ['6-7-4', '3-4-4'], hex });
  it('17.0: a Soviet stack retreated off in the Axis player turn comes back in the Soviet player turn of the same Game Turn, by the same edge', () => {
    const { ctx, state } = tinyWorld({ units: [rifle('1501'), axis('a1', '1401'), axis('a2', '1502'), axis('a3', '1601')] });
    const events: GameEvent[] = [];
    const after = retreatDefenders(ctx, { ...state, turn: 3 }, [hexId('1501')], 'soviet', events);
    expect(after.units.rd).toMatchObject({ where: 'off-map', hex: '1501', disrupted: true });
    const sovietTurn: CtsState = { ...after, phasing: 'soviet' };
    expect(codes(checkMove(ctx, sovietTurn, { unit: 'rd', path: ['1801'] }))).toEqual([]);
    expect(codes(checkMove(ctx, sovietTurn, { unit: 'rd', path: ['1820'] }))).toEqual(['bad-entry']);
  });
  it('17.0: an Axis stack retreated off in the Soviet player turn comes back no earlier than the next Game Turn', () => {
    const { ctx, state } = tinyWorld({ units: [{ ...axis('inf', '1520') }, { ...rifle('1420'), id: 'r1' }, { ...rifle('1519'), id: 'r2' }, { ...rifle('1620'), id: 'r3' }] });
    const after = retreatDefenders(ctx, { ...state, turn: 3, phasing: 'soviet' }, [hexId('1520')], 'axis', []);
    expect(after.units.inf).toMatchObject({ where: 'off-map', hex: '1520', leftMapTurn: 3 });
    expect(codes(checkMove(ctx, { ...after, phasing: 'axis' }, { unit: 'inf', path: ['1820'] }))).toEqual(['bad-entry']);
    expect(codes(checkMove(ctx, { ...after, turn: 4, phasing: 'axis' }, { unit: 'inf', path: ['1820'] }))).toEqual([]);
  });
  it('17.0: with an on-map path that crosses no more enemy bonds, the stack stays on the map', () => {
    const { ctx, state } = tinyWorld({ units: [rifle('1501'), axis('a2', '1502')] });
    const events: GameEvent[] = [];
    const after = retreatDefenders(ctx, state, [hexId('1501')], 'soviet', events);
    expect(after.units.rd!.where).toBe('map');
    expect(events.find((e) => e.type === 'retreat')).toMatchObject({ rule: 'CtS 12.1' });
  });
});
