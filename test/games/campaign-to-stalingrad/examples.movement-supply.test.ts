import { describe, expect, it } from 'vitest';
import { extendedAxisNorthEdge } from '#games/campaign-to-stalingrad/rules/map-edge';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { STRATEGIC_HEX_CAP, strategicAllowance } from '#games/campaign-to-stalingrad/rules/movement/strategic';
import { addSupplyPoints } from '#games/campaign-to-stalingrad/rules/supply/supply-points';
import { transportPoints } from '#games/campaign-to-stalingrad/rules/supply/transport-cost';
import { realBundle } from './support/real-bundle';
import { tinyWorld } from './support/tiny-world';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';

describe('Strategic Movement (CtS 4.5)', () => {
  it.each([
    [3, 5],
    [4, 6],
    [5, 8],
    [6, 9],
  ])('E1: allowance %i becomes %i', (ma, want) => expect(strategicAllowance(ma)).toBe(want));

  it('E2: a motorized unit on roads with Strategic Movement never moves more than 18 hexes', () => {
    const row = Array.from({ length: 20 }, (_, i) => `15${String(20 - i).padStart(2, '0')}`);
    const hexsides: Record<string, string[]> = {};
    const path = row.slice(1);
    [row[0]!, ...path].forEach((h, i, all) => {
      const next = all[i + 1];
      if (next) hexsides[h < next ? `${h}|${next}` : `${next}|${h}`] = ['road'];
    });
    const { ctx, state } = tinyWorld({ hexsides, units: [{ id: 'mot', side: 'axis', type: 'motorized', faces: ['7-6-10', '4-3-10'], hex: row[0]! }] });
    expect(STRATEGIC_HEX_CAP).toBe(18);
    const ok = checkMove(ctx, state, { unit: 'mot', path: path.slice(0, 18), strategic: true });
    expect(ok.problems).toEqual([]);
    const too = checkMove(ctx, state, { unit: 'mot', path, strategic: true });
    expect(too.problems.map((p) => p.code)).toContain('strategic-cap');
  });

  it('4.5: no Strategic Movement next to the enemy', () => {
    const { ctx, state } = tinyWorld({
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1512' },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1510' },
      ],
    });
    expect(checkMove(ctx, state, { unit: 'inf', path: ['1511'], strategic: true }).problems.map((p) => p.code)).toContain('strategic-adjacent');
  });
});

describe('the Axis north map edge (CtS 8.2)', () => {
  it('E3: an Axis unit in 1027 extends the Axis north edge to 1037', () => expect(extendedAxisNorthEdge([27])).toBe(37));
  it('E3 negative: a unit in 1036 is only nine hexes east of 1045: no extension', () => expect(extendedAxisNorthEdge([36])).toBeNull());
  it('8.0: on the reconstructed map 1046-1052 are Axis edge and 1045 Soviet', () => {
    for (let c = 46; c <= 52; c++) expect(realBundle.edges.axis).toContain(`10${c}`);
    expect(realBundle.edges.soviet).toContain('1045');
    expect(realBundle.edges.axis).not.toContain('1045');
  });
});

describe('Supply and Transport Points (CtS 16.8, 16.9)', () => {
  it('E37: 17 Supply Points + 2 is 18; one is forfeited', () => expect(addSupplyPoints(17, 2, 18)).toEqual({ points: 18, forfeited: 1 }));
  it.each([
    [0, 0, 0],
    [5, 0, 1],
    [6, 0, 2],
    [10, 0, 2],
    [11, 0, 3],
    [15, 0, 3],
    [16, 0, 4],
    [0, 10, 1],
  ])('E22: %i hexes off road and %i on road cost %i TP', (off, road, tp) => expect(transportPoints(off, road, 5)).toBe(tp));
  it('E22 derived: in rain 4 hexes off road cost 2 TP (multiples of 3)', () => expect(transportPoints(4, 0, 3)).toBe(2));
});

describe('Replacements (CtS 21.1)', () => {
  it('E23: an Axis roll of 4 gives 1 German Infantry, 1 German Panzer and 1 Rumanian replacement', () => {
    const t = realBundle.tables.replacements.axis;
    const got = Object.fromEntries(t.columns.map((c, i) => [c, t.rows['4']![i]]).filter(([, n]) => n !== 0));
    expect(got).toEqual({ 'german-infantry': 1, 'german-panzer': 1, rumanian: 1 });
  });
});

describe('movement costs (CtS 4.4, 4.6, 6.4)', () => {
  const inf = { id: 'inf', side: 'axis' as const, type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1515' };
  const mot = { id: 'mot', side: 'axis' as const, type: 'motorized', faces: ['7-6-10', '4-3-10'], hex: '1515' };
  const cost = (spec: Parameters<typeof tinyWorld>[0], unit: string, path: string[]) => {
    const { ctx, state } = tinyWorld(spec);
    return checkMove(ctx, state, { unit, path });
  };
  it('4.4.6: marsh costs 2 / 4 to enter and +2 / +4 to leave', () => {
    const terrain = { '1514': 'marsh' };
    expect(cost({ terrain, units: [inf] }, 'inf', ['1514', '1513']).steps.map((s) => s.cost)).toEqual([2, 3]);
    expect(cost({ terrain, units: [mot] }, 'mot', ['1514', '1513']).steps.map((s) => s.cost)).toEqual([4, 5]);
  });
  it('26.0, 4.4.4: a minor river costs +1 / +2, a major river +2 / +4; a road bridge ignores it', () => {
    expect(cost({ hexsides: { '1514|1515': ['minor-river'] }, units: [mot] }, 'mot', ['1514']).steps[0]!.cost).toBe(3);
    expect(cost({ hexsides: { '1514|1515': ['major-river'] }, units: [inf] }, 'inf', ['1514']).steps[0]!.cost).toBe(3);
    expect(cost({ hexsides: { '1514|1515': ['major-river', 'road'] }, units: [inf] }, 'inf', ['1514']).steps[0]!.cost).toBe(0.5);
  });
  it('4.4.5: crossing the Volga costs the whole allowance and only from the starting hex', () => {
    const r = cost({ hexsides: { '1514|1515': ['volga'] }, units: [mot] }, 'mot', ['1514', '1513']);
    expect(r.steps[0]!.cost).toBe(10);
    expect(r.problems.map((p) => p.code)).toEqual(['over-budget']);
  });
  it('4.6: entering a hex next to an enemy unit costs +1', () => {
    const rd = { id: 'rd', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1512' };
    expect(cost({ units: [inf, rd] }, 'inf', ['1514', '1513']).steps.map((s) => s.cost)).toEqual([1, 2]);
  });
  it('6.4: no unit may enter an enemy Hex Bond', () => {
    const units = [
      inf,
      { id: 'r1', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1612' },
      { id: 'r2', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1412' },
    ];
    const { ctx, state } = tinyWorld({ units });
    // 1612 and 1412 are two apart in a line through 1512 (rows 14 and 16 are both even: same column offset)
    expect(ctx.map.grid.distance('1612' as never, '1412' as never)).toBe(2);
    const r = checkMove(ctx, state, { unit: 'inf', path: ['1514', '1513', '1512'] });
    expect(r.problems.map((p) => p.code)).toContain('enemy-bond');
  });
  it('5.0: at most three divisions at the end of a move', () => {
    const units = [inf, ...[1, 2, 3].map((i) => ({ id: `x${i}`, side: 'axis' as const, type: 'infantry', faces: ['6-7-4'], hex: '1514' }))];
    expect(cost({ units }, 'inf', ['1514']).problems.map((p) => p.code)).toEqual(['over-stacked']);
  });
  it('19.4: a unit of a frozen army may not move', () => {
    expect(cost({ units: [{ ...inf, frozen: true }] }, 'inf', ['1514']).problems.map((p) => p.code)).toEqual(['frozen']);
  });
});

describe('Out Of Supply movement towards supply (CtS 16.4)', () => {
  const world = () =>
    tinyWorld({ depots: [{ side: 'axis', hex: '1514' }], units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510', outOfSupply: true }] });
  const offered = (state: ReturnType<typeof world>['state'], ctx: ReturnType<typeof world>['ctx']) =>
    unitOptions(ctx, { ...state, phase: 'movement' }, 'axis').find((o) => o.unit === 'inf')!.moves!.map((m) => m.hex);
  it('16.4: options() offers an Out Of Supply unit only the hexes nearer to the closest General Supply Source or in General Supply', () => {
    const { ctx, state } = world();
    const hexes = offered(state, ctx);
    expect(hexes).toContain('1511');
    expect(hexes).not.toContain('1509');
    expect(hexes).not.toContain('1410'); // as far from the Depot as 1510
    for (const h of hexes) expect(checkMove(ctx, { ...state, phase: 'movement' }, { unit: 'inf', path: unitOptions(ctx, { ...state, phase: 'movement' }, 'axis').find((o) => o.unit === 'inf')!.moves!.find((m) => m.hex === h)!.path }).problems).toEqual([]);
  });
  it('16.4: options() offers an Out Of Supply motorized unit one hex at most, even along a road whose rate would carry its 1 MP two hexes', () => {
    const { ctx, state } = tinyWorld({
      depots: [{ side: 'axis', hex: '1514' }],
      hexsides: { '1509|1510': ['road'], '1510|1511': ['road'], '1511|1512': ['road'] },
      units: [{ id: 'pz', side: 'axis', type: 'panzer', faces: ['12-8-8', '6-4-8'], hex: '1510', outOfSupply: true }],
    });
    const moves = unitOptions(ctx, { ...state, phase: 'movement' }, 'axis').find((o) => o.unit === 'pz')!.moves!;
    expect(moves.map((m) => m.hex)).toEqual(['1511']);
    expect(checkMove(ctx, { ...state, phase: 'movement' }, { unit: 'pz', path: ['1511', '1512'] }).problems.map((p) => p.code)).toEqual(['oos-motorized']);
  });
  it('16.4: with the game option outOfSupplyMove no-farther, options() offers the hexes as far from the source too', () => {
    const { ctx, state } = world();
    expect(offered(withGameOptions(state, { outOfSupplyMove: 'no-farther' }), ctx)).toContain('1410');
  });
  it('16.4: the option is set when the game is created, kept in the state only when it is not the default, and a bad value is refused', () => {
    expect(cts.setup('fall-blau').rules).toBeUndefined();
    expect(cts.setup('fall-blau', { outOfSupplyMove: 'closer', timing: {} }).rules).toBeUndefined();
    expect(cts.setup('fall-blau', { outOfSupplyMove: 'no-farther' }).rules).toEqual({ outOfSupplyMove: 'no-farther' });
    expect(() => cts.setup('fall-blau', { outOfSupplyMove: 'sideways' })).toThrow(/outOfSupplyMove/);
  });
});
