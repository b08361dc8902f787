import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { moveOptions } from '#games/kharkov-battles/rules/movement/reach';
import { checkMove, type Move } from '#games/kharkov-battles/rules/movement/walk';
import { board, context, infantry, panzer, tankCorps, type Position } from './movement-fixture';
import type { Mover } from '#games/kharkov-battles/rules/movement/mover';
import type { GameMap } from '#kernel/map/game-map';
import type { Weather } from '#games/kharkov-battles/data/tec-movement';

/*
 * The test map (rows grow north, hexes grow east); in an odd row 0303's neighbours are
 * 0302 and 0304 (same row), 0202 and 0203 (south), 0402 and 0403 (north).
 */
const tactical = (start: string, ...path: string[]): Move => ({ start: start as HexId, path: path as HexId[], mode: 'tactical' });
const strategic = (start: string, ...path: string[]): Move => ({ start: start as HexId, path: path as HexId[], mode: 'strategic' });
const check = (map: GameMap, mover: Mover, move: Move, p: Position = {}, weather: Weather = 'clear') => checkMove(context(map, mover, p, weather), move);
const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);
const reach = (map: GameMap, mover: Mover, start: string, mode: 'tactical' | 'strategic', p: Position = {}, weather: Weather = 'clear') => moveOptions(context(map, mover, p, weather), start as HexId, mode);

describe('terrain costs by class and weather (2.51, 10.41-10.43, 19.13, 19.23)', () => {
  const woods = board({ terrain: { '0304': 'woods' } });
  it('2.51: in a Clear turn an infantry unit pays 1 MP to enter Woods, a panzer unit 2', () => {
    expect(check(woods, infantry(), tactical('0303', '0304')).cost).toBe(1);
    expect(check(woods, panzer(), tactical('0303', '0304')).cost).toBe(2);
  });
  it('19.13: in Mud the same Woods hex costs more', () => {
    expect(check(woods, panzer(), tactical('0303', '0304'), {}, 'mud').cost).toBeGreaterThan(2);
  });
  it('10.42: a hex with several terrains costs the highest (woods with a town costs as woods)', () => {
    const m = board({ terrain: { '0304': 'woods' }, features: { '0304': ['town'] } });
    expect(check(m, panzer(), tactical('0303', '0304')).cost).toBe(2);
  });
  it('a river hexside adds its cost; 10.43: a road, railroad or Pontoon bridge negates it', () => {
    const river = board({ hexsides: { '0303|0304': ['major-river'] } });
    expect(check(river, panzer(), tactical('0303', '0304')).cost).toBe(1 + 3);
    const bridged = board({ hexsides: { '0303|0304': ['major-river', 'railroad', 'rail-bridge'] } });
    expect(check(bridged, panzer(), tactical('0303', '0304')).cost).toBe(1);
    expect(check(river, panzer(), tactical('0303', '0304'), { pontoons: ['0303|0304'] }).cost).toBe(1);
  });
  it('the Dnepr is crossed only by a bridge or Pontoon; an Impassable hexside never', () => {
    const dnepr = board({ hexsides: { '0303|0304': ['dnepr-river'], '0303|0302': ['impassable', 'road'] } });
    expect(codes(check(dnepr, panzer(), tactical('0303', '0304')))).toEqual(['prohibited-hexside']);
    expect(check(dnepr, panzer(), tactical('0303', '0304'), { pontoons: ['0303|0304'] }).ok).toBe(true);
    expect(codes(check(dnepr, panzer(), tactical('0303', '0302')))).toEqual(['prohibited-hexside']);
  });
  it('a prohibited hex may not be entered, not even as a one-hex move (10.56)', () => {
    const m = board({ terrain: { '0304': 'prohibited' } });
    const r = check(m, panzer(), tactical('0303', '0304'));
    expect(r.problems).toEqual([expect.objectContaining({ index: 0, code: 'prohibited-hex', rule: 'KB 10.41' })]);
  });
  it('a terrain the chart does not list is a data problem, not a free hex', () => {
    const m = board({ terrain: { '0304': 'lava' } });
    expect(codes(check(m, panzer(), tactical('0303', '0304')))).toEqual(['no-terrain-cost']);
  });
});

describe('Tactical Movement along roads (10.22, 5.43)', () => {
  const road = board({ terrain: { '0304': 'woods', '0305': 'marsh' }, hexsides: { '0303|0304': ['road', 'minor-river'], '0304|0305': ['road'] } });
  it('entering through a road hexside ignores the hex and hexside costs: the hex is a Road hex', () => {
    const r = check(road, panzer(), tactical('0303', '0304', '0305'));
    expect(r.steps.map((s) => s.cost)).toEqual([1, 1]);
  });
  it('in Mud the road keeps its rate while the woods beside it cost more', () => {
    expect(check(road, panzer(), tactical('0303', '0304'), {}, 'mud').cost).toBe(1);
  });
  it('5.43: the road in a Rubble hex may not be used', () => {
    expect(check(road, panzer(), tactical('0303', '0304'), { rubble: ['0304'] }).cost).toBe(2 + 1);
  });
  it('K: grey Supply Roads serve Tactical Movement for either player', () => {
    const grey = board({ terrain: { '0304': 'woods' }, hexsides: { '0303|0304': ['supply-road'] } });
    expect(check(grey, panzer(), tactical('0303', '0304')).cost).toBe(1);
  });
});

describe('Movement Point Allowance and One-Hex Tactical Movement (10.53, 10.56)', () => {
  const m = board({ terrain: { '0304': 'marsh', '0305': 'marsh' } });
  it('10.53: a unit may not spend more than its allowance', () => {
    const r = check(m, panzer({ allowance: 5 }), tactical('0303', '0304', '0305'));
    expect(r.problems).toEqual([expect.objectContaining({ index: 1, code: 'over-budget' })]);
  });
  it('10.56: a unit may always move one hex, even without enough MP', () => {
    const r = check(m, panzer({ allowance: 1 }), tactical('0303', '0304'));
    expect(r.ok).toBe(true);
    expect(reach(m, panzer({ allowance: 1 }), '0303', 'tactical').map((o) => o.hex)).toContain('0304');
  });
});

describe('Zones of Control and movement (7.21-7.25, 10.52)', () => {
  const m = board();
  const soviet: Position = { enemies: ['0305'] }; // controls 0304, 0204, 0205, 0306, 0404, 0405
  it('10.52: a unit entering an EZOC stops there', () => {
    const r = check(m, panzer(), tactical('0302', '0303', '0304', '0404'), soviet);
    expect(r.problems).toEqual([expect.objectContaining({ index: 2, code: 'stopped-in-ezoc', rule: 'KB 10.52' })]);
    expect(check(m, panzer(), tactical('0302', '0303', '0304'), soviet).ok).toBe(true);
  });
  it('7.22: leaving an EZOC costs 2 MP plus the terrain of the hex entered', () => {
    const r = check(m, panzer(), tactical('0304', '0303', '0302'), soviet);
    expect(r.steps.map((s) => s.cost)).toEqual([3, 1]);
  });
  it('7.25: from an EZOC a unit may not move directly into another EZOC', () => {
    const r = check(m, infantry(), tactical('0304', '0204'), soviet);
    expect(r.problems).toEqual([expect.objectContaining({ index: 0, code: 'ezoc-to-ezoc', rule: 'KB 7.25' })]);
  });
  it('7.24: friendly units do not negate an EZOC for movement; 7.14: an occupied city does (the ZOC question answers it)', () => {
    expect(check(m, panzer(), tactical('0302', '0303', '0304', '0404'), { ...soviet, friends: ['0304'] }).ok).toBe(false);
    expect(check(m, panzer(), tactical('0302', '0303', '0304', '0404'), { ...soviet, noZoc: ['0304'] }).ok).toBe(true);
  });
  it('7.23: hexes next to enemy units without a ZOC are moved through freely', () => {
    const r = check(m, panzer(), tactical('0302', '0303', '0304', '0404'), { enemies: ['0305'], lone: ['0305'] });
    expect(r.ok).toBe(true);
    expect(r.cost).toBe(3);
  });
  it('the reach search passes no EZOC hex but may end in one', () => {
    const hexes = reach(m, panzer(), '0302', 'tactical', soviet).map((o) => o.hex);
    expect(hexes).toContain('0304');
    expect(hexes).toContain('0306'); // round the north, through hexes no ZOC reaches: 0402, 0503, 0504, 0505, 0406
    for (const o of reach(m, panzer(), '0302', 'tactical', soviet)) expect(check(m, panzer(), tactical('0302', ...o.path), soviet).ok).toBe(true);
  });
});

describe('enemy units and Overrun (10.51, 11.31-11.34)', () => {
  const m = board({ features: { '0404': ['town'] }, hexsides: { '0303|0304': ['major-river'] } });
  it('10.51: no unit enters a hex with enemy units', () => {
    expect(codes(check(m, panzer(), tactical('0302', '0303'), { enemies: ['0303'] }))).toEqual(['enemy-occupied']);
  });
  it('11.31: a multi-step unit overruns a lone unit without ZOC for 1 MP more, and may move on through', () => {
    const r = check(m, panzer(), tactical('0301', '0302', '0202'), { enemies: ['0302'], lone: ['0302'] });
    expect(r.ok).toBe(true);
    expect(r.steps.map((s) => s.cost)).toEqual([2, 1]);
    expect(r.overruns).toEqual(['0302']);
  });
  it('11.31: a unit that is not multi-step may not Overrun; 11.34: nor an Out of Supply or Isolated one', () => {
    const lone: Position = { enemies: ['0302'], lone: ['0302'] };
    expect(codes(check(m, panzer({ multiStep: false }), tactical('0301', '0302'), lone))).toEqual(['overrun-not-multi-step']);
    expect(codes(check(m, panzer({ supply: 'out-of-supply' }), tactical('0301', '0302'), lone))).toEqual(['overrun-supply']);
    expect(codes(check(m, panzer({ supply: 'isolated' }), tactical('0301', '0302'), lone))).toEqual(['overrun-supply']);
  });
  it('11.33: no Overrun into a town or across a Major River', () => {
    expect(codes(check(m, panzer(), tactical('0403', '0404'), { enemies: ['0404'], lone: ['0404'] }))).toEqual(['overrun-town-or-city']);
    expect(codes(check(m, panzer(), tactical('0303', '0304'), { enemies: ['0304'], lone: ['0304'] }))).toEqual(['overrun-river']);
  });
  it('11.34: an Overrun may be the whole of a One-Hex Tactical Movement', () => {
    expect(check(m, panzer({ allowance: 1 }), tactical('0301', '0302'), { enemies: ['0302'], lone: ['0302'] }).ok).toBe(true);
  });
});

describe('Strategic Movement (10.3, 5.32, 8.32e, 8.33e)', () => {
  const m = board({ rows: 5, cols: 12, terrain: { '0103': 'woods' }, hexsides: { '0101|0102': ['road'], '0102|0103': ['road'], '0103|0104': ['road'], '0104|0105': ['road'] } });
  it('10.33: Strategic Movement uses the road bonus of the chart; off the road it pays the terrain', () => {
    const r = check(m, panzer(), strategic('0101', '0102', '0103', '0104', '0105', '0106'));
    expect(r.steps.map((s) => s.cost)).toEqual([0.5, 0.5, 0.5, 0.5, 1]);
  });
  it('10.32: every hex of the move, start and end included, is at least three hexes from every enemy unit', () => {
    expect(check(m, panzer(), strategic('0101', '0102', '0103'), { enemies: ['0106'] }).ok).toBe(true);
    expect(codes(check(m, panzer(), strategic('0101', '0102', '0103', '0104'), { enemies: ['0106'] }))).toEqual(['strategic-near-enemy']);
    expect(codes(check(m, panzer(), strategic('0104', '0103'), { enemies: ['0106'] }))[0]).toBe('strategic-near-enemy');
  });
  it('8.32e, 8.33e: an Out of Supply or Isolated unit may not use Strategic Movement', () => {
    expect(codes(check(m, panzer({ supply: 'out-of-supply' }), strategic('0101', '0102')))).toEqual(['strategic-supply']);
    expect(reach(m, panzer({ supply: 'isolated' }), '0101', 'strategic')).toEqual([]);
  });
  it('5.32: a Soviet unit using Strategic Movement may not enter an interdicted hex, nor start from one', () => {
    const air: Position = { interdicted: ['0103'] };
    expect(codes(check(m, tankCorps(), strategic('0101', '0102', '0103'), air))).toEqual(['strategic-interdicted']);
    expect(check(m, tankCorps(), strategic('0101', '0102'), air).ok).toBe(true);
    expect(codes(check(m, tankCorps(), strategic('0103', '0104'), air))).toEqual(['strategic-interdicted']);
  });
  it('5.32: interdiction does not touch Tactical Movement, nor Axis units', () => {
    expect(check(m, tankCorps(), tactical('0101', '0102', '0103'), { interdicted: ['0103'] }).ok).toBe(true);
    expect(check(m, panzer(), strategic('0101', '0102', '0103'), { interdicted: ['0103'] }).ok).toBe(true);
  });
  it('K: grey Supply Roads are not roads for Strategic Movement', () => {
    const grey = board({ terrain: { '0102': 'woods' }, hexsides: { '0101|0102': ['supply-road'] } });
    expect(check(grey, panzer(), strategic('0101', '0102')).cost).toBe(2);
  });
  it('10.56 is Tactical: a Strategic move has no one-hex minimum', () => {
    const marsh = board({ terrain: { '0102': 'marsh' } });
    expect(codes(check(marsh, panzer({ allowance: 1 }), strategic('0101', '0102')))).toEqual(['over-budget']);
  });
});

describe('a path of contiguous hexes on the map (10.0)', () => {
  const m = board();
  it('a hex that is not next to the one before is refused, even as a one-hex move', () => {
    expect(check(m, panzer(), tactical('0303', '0305')).problems).toEqual([expect.objectContaining({ index: 0, code: 'not-adjacent', rule: 'KB 10.0' })]);
    expect(check(m, panzer(), tactical('0303', '0305'), { enemies: ['0304'] }).problems.map((p) => p.code)).toEqual(['not-adjacent']);
  });
  it('a hex off the map is refused', () => {
    expect(check(m, panzer(), tactical('0307', '0308')).problems).toEqual([expect.objectContaining({ index: 0, code: 'off-map', rule: 'KB 10.0' })]);
  });
  it('an empty path is no move and costs nothing', () => {
    expect(check(m, panzer(), tactical('0303'))).toMatchObject({ ok: true, cost: 0, steps: [] });
  });
});

describe('20.3: hexes out of the play area', () => {
  const m = board({});
  const outside = (h: HexId) => Number(h.slice(0, 2)) >= 4; // rows 04 and up out of play
  const limited = (mover: Mover) => { const c = context(m, mover); return { ...c, q: { ...c.q, inPlay: (h: HexId) => !outside(h) } }; };
  it('no Tactical or Strategic move enters a hex out of play (hex-out-of-play)', () => {
    expect(codes(checkMove(limited(panzer()), tactical('0303', '0403')))).toEqual(['hex-out-of-play']);
    expect(codes(checkMove(limited(panzer()), strategic('0303', '0403')))).toEqual(['hex-out-of-play']);
  });
  it('the move search lists no hex out of play, and still the hexes in play', () => {
    for (const mode of ['tactical', 'strategic'] as const) {
      const found = moveOptions(limited(panzer()), '0303' as HexId, mode);
      expect(found.filter((o) => outside(o.hex) || o.path.some(outside))).toEqual([]);
      expect(found.length).toBeGreaterThan(0);
    }
  });
});
