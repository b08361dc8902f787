import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { visibleTo } from '#games/kharkov-battles/state/fog';
import { withUnits } from '#games/kharkov-battles/state/update';
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
  it('18.16: a completed Fortified Zone entered by an enemy unit is removed from the map; one entered by its own side stays', () => {
    const fz = position(map, {}, { fortifiedZones: [{ hex: h('1221'), side: 'soviet', building: 0 }, { hex: h('1222'), side: 'soviet', building: 0 }] }).state;
    expect(enterHexes(fz, 'axis', [h('1221')]).markers.fortifiedZones.map((f) => f.hex)).toEqual(['1222']);
    expect(enterHexes(fz, 'soviet', [h('1221')])).toBe(fz);
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

describe('changing units', () => {
  const { state } = position(map, { '1216': ['ger-1-lah'] });
  it('gives a new state with the unit changed and leaves the old one as it was', () => {
    const next = withUnits(state, { 'ger-1-lah': { steps: 2, supply: 'out-of-supply' } });
    expect([next.units['ger-1-lah']!.steps, next.units['ger-1-lah']!.supply]).toEqual([2, 'out-of-supply']);
    expect([state.units['ger-1-lah']!.steps, state.units['ger-1-lah']!.supply]).toEqual([3, 'operational']);
  });
  it('refuses a unit the game does not hold', () => {
    expect(() => withUnits(state, { 'ger-nobody': { steps: 1 } })).toThrow('the game holds no unit "ger-nobody"');
  });
});

describe('what each player may see (2.6)', () => {
  const { ctx, state: base } = position(map, { '1216': ['ger-168-id-kb', 'ger-brk-kb-1'], '1222': ['sov-4-tc-kb', 'sov-25g-rd-kb'] });
  const state = withUnits(
    { ...base, chitPools: { axis: ['axis-02'], soviet: ['soviet-02'] } },
    { 'ger-168-id-kb': { steps: 2, chit: { id: 'axis-01', face: 'reduced' } }, 'sov-4-tc-kb': { chit: { id: 'soviet-01', face: 'full' } }, 'sov-25g-rd-kb': { steps: 1 } },
  );
  it("the Soviet player sees the Axis division's counter face, not its chit or its reduced chit, nor the Axis chit pool", () => {
    const seen = visibleTo(ctx, state, 'soviet');
    expect([seen.units['ger-168-id-kb']!.steps, seen.units['ger-168-id-kb']!.chit]).toEqual([3, null]);
    expect(seen.chitPools).toEqual({ axis: [], soviet: ['soviet-02'] });
    expect(seen.units['sov-4-tc-kb']!.chit).toEqual({ id: 'soviet-01', face: 'full' });
  });
  it('a cadre is a printed face: both players see it', () => {
    expect(visibleTo(ctx, state, 'axis').units['sov-25g-rd-kb']!.steps).toBe(1);
    expect(visibleTo(ctx, withUnits(state, { 'ger-168-id-kb': { steps: 1, chit: null } }), 'soviet').units['ger-168-id-kb']!.steps).toBe(1);
  });
  it("the Axis player sees his own units as they are, and not the Soviet corps' chit", () => {
    const seen = visibleTo(ctx, state, 'axis');
    expect(seen.units['ger-168-id-kb']).toBe(state.units['ger-168-id-kb']);
    expect(seen.units['sov-4-tc-kb']!.chit).toBeNull();
  });
});

describe('layering', () => {
  const ROOT = join(import.meta.dirname, '../../../src/games/kharkov-battles');
  const files = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => join(e.parentPath, e.name));
  it('state, set-up, ZOC and stacking import nothing from combat/, orders/ or sequence/', () => {
    const bad = ['state', 'setup', 'rules/zoc', 'rules/stacking']
      .flatMap(files)
      .filter((f) => /from\s+['"][^'"]*\/(combat|orders|sequence)\//.test(readFileSync(f, 'utf8')));
    expect(bad).toEqual([]);
  });
  it('state imports nothing above it (rules, set-up)', () => {
    const bad = files('state').filter((f) => /from\s+['"][^'"]*\/(rules|setup)\//.test(readFileSync(f, 'utf8')));
    expect(bad).toEqual([]);
  });
});
