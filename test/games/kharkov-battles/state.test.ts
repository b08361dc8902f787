import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { occupancy } from '#games/kharkov-battles/state/occupancy';
import { enterHexes, ownerOf } from '#games/kharkov-battles/state/ownership';
import { isAxisInfantryDivision, isCadre, isGuardsRifleDivision, isMultiStep, isSovietCorps } from '#games/kharkov-battles/state/unit-status';
import { gridMap, position, type Piece } from './state-fixtures';

const h = hexId;
const map = gridMap({ rows: [10, 14], cols: [16, 24] });

describe('steps and the cadre side (2.7, 2.71)', () => {
  const status = (p: Piece): string => {
    const { ctx, state } = position(map, { '1216': [p] });
    const id = typeof p === 'string' ? p : p.id;
    const def = ctx.unit(id);
    const st = state.units[id]!;
    return `${st.steps} step(s): ${isCadre(def, st) ? 'cadre' : isMultiStep(def, st) ? 'multi-step' : 'one-step'}`;
  };
  it.each([
    ['a Combat Rating unit at full strength (2.7a)', 'ger-168-id-kb', '3 step(s): multi-step'],
    ['the same with its chit reduced (2.7a)', { id: 'ger-168-id-kb', steps: 2 }, '2 step(s): multi-step'],
    ['the same on its cadre side (2.7a, 2.71)', { id: 'ger-168-id-kb', steps: 1 }, '1 step(s): cadre'],
    ['a Guards rifle division (2.7b)', 'sov-25g-rd-kb', '2 step(s): multi-step'],
    ['a Guards rifle division after one loss (2.7b)', { id: 'sov-25g-rd-kb', steps: 1 }, '1 step(s): cadre'],
    ['the Hungarian 108 Light Division (2.7b)', 'hun-108-ld', '2 step(s): multi-step'],
    ['a Soviet rifle division: one step, never a cadre (2.7c)', 'sov-100-rd-kb', '1 step(s): one-step'],
    ['a breakdown regiment (2.7c)', 'ger-brk-kb-1', '1 step(s): one-step'],
    ['an HQ (2.7c)', 'ger-ss-pzk', '1 step(s): one-step'],
  ] as [string, Piece, string][])('%s', (_name, p, expected) => {
    expect(status(p)).toBe(expected);
  });
  it('6.13: which counters are Axis infantry-division-sized units and Soviet corps', () => {
    const { ctx } = position(map, {});
    const kinds = (id: string): string[] => {
      const d = ctx.unit(id);
      return [isAxisInfantryDivision(d) && 'infantry division', isSovietCorps(d) && 'corps', isGuardsRifleDivision(d) && 'Guards rifle division'].filter((x): x is string => x !== false);
    };
    expect(kinds('ger-168-id-kb')).toEqual(['infantry division']);
    expect(kinds('ger-213-sich')).toEqual(['infantry division']);
    expect(kinds('ger-1-lah')).toEqual([]);
    expect(kinds('sov-4-tc-kb')).toEqual(['corps']);
    expect(kinds('sov-6g-cc-kb')).toEqual(['corps']);
    expect(kinds('sov-40a-hq-kb')).toEqual([]);
    expect(kinds('sov-25g-rd-kb')).toEqual(['Guards rifle division']);
    expect(kinds('sov-100-rd-kb')).toEqual([]);
  });
});

describe('hex ownership (2.3)', () => {
  const { state } = position(map, {});
  it('at the start the Axis owns the hexes west of the start line, the Soviet those east of it', () => {
    expect([ownerOf(state, h('1219')), ownerOf(state, h('1220'))]).toEqual(['axis', 'soviet']);
  });
  it('a hex switches at once when a ground unit of the other side enters it, and back again any number of times', () => {
    const taken = enterHexes(state, 'axis', [h('1220'), h('1221')]);
    expect([ownerOf(taken, h('1220')), ownerOf(taken, h('1221')), ownerOf(taken, h('1222'))]).toEqual(['axis', 'axis', 'soviet']);
    const retaken = enterHexes(taken, 'soviet', [h('1220')]);
    expect([ownerOf(retaken, h('1220')), ownerOf(retaken, h('1221'))]).toEqual(['soviet', 'axis']);
  });
  it('entering one\'s own hexes changes nothing (the same state), and the state entered from is left as it was', () => {
    expect(enterHexes(state, 'axis', [h('1216'), h('1219')])).toBe(state);
    enterHexes(state, 'axis', [h('1222')]);
    expect(ownerOf(state, h('1222'))).toBe('soviet');
  });
  it('a hex not in play is refused with the rule', () => {
    expect(() => enterHexes(state, 'axis', [h('0101')])).toThrow('hex 0101 is not in play (2.3)');
    expect(ownerOf(state, h('0101'))).toBeNull();
  });
});

describe('occupancy: who stands where', () => {
  const { ctx, state } = position(map, { '1216': ['ger-1-lah', 'ger-2-lah'], '1222': ['sov-100-rd-kb'], '1118': ['ger-ss-pzk'] });
  const occ = occupancy(ctx, state);
  it('each side\'s stacks by hex, in unit-id order; the hexes of a side sorted', () => {
    expect(occ.at(h('1216'), 'axis').map((p) => p.def.id)).toEqual(['ger-1-lah', 'ger-2-lah']);
    expect(occ.at(h('1216'), 'soviet')).toEqual([]);
    expect(occ.hexesOf('axis')).toEqual(['1118', '1216']);
    expect([occ.occupant(h('1222')), occ.occupant(h('1220')), occ.occupant(h('0101'))]).toEqual(['soviet', null, null]);
  });
  it('is worked out once per units record', () => {
    expect(occupancy(ctx, { ...state, owner: {} })).toBe(occ);
  });
  it('refuses a position with both sides in one hex, or a unit at a hex not on the map', () => {
    const both = position(map, { '1216': ['ger-1-lah', 'sov-100-rd-kb'] });
    expect(() => occupancy(both.ctx, both.state)).toThrow('both sides stand in 1216');
    const off = position(map, { '0101': ['ger-1-lah'] });
    expect(() => occupancy(off.ctx, off.state)).toThrow('ger-1-lah stands at 0101, which is not on the map');
  });
});
