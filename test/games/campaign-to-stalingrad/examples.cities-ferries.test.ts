import { describe, expect, it } from 'vitest';
import { startOfMovement } from '#games/campaign-to-stalingrad/phases/start-of-movement';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { AttackStandingSchema, BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import { tinyWorld } from './support/tiny-world';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { generateMap } from '../../../scenarios/campaign-to-stalingrad/map/generate';
import { MapSourceSchema } from '../../../scenarios/campaign-to-stalingrad/map/source-schema';
import { SCENARIO_DIR } from '../../../scenarios/campaign-to-stalingrad/compile/paths';
import { createGrid } from '#kernel/hex/grid';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexId } from '#kernel/ids';

const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);
const nkvd = (hex: string) => ({ id: 'nk', side: 'soviet' as const, branch: 'nkvd', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex });

describe('NKVD units in cities (CtS 4.4.2)', () => {
  it('4.4.2: an NKVD unit in a city hex may not leave it; a regular division may', () => {
    const { ctx, state } = tinyWorld({ features: { '1510': ['minor-city'] }, units: [nkvd('1510'), { ...nkvd('1510'), id: 'rd', branch: 'regular' }] });
    const s: CtsState = { ...state, phasing: 'soviet', phase: 'movement' };
    expect(codes(checkMove(ctx, s, { unit: 'nk', path: ['1509'] }))).toEqual(['nkvd-city']);
    expect(codes(checkMove(ctx, s, { unit: 'rd', path: ['1509'] }))).toEqual([]);
  });
  it('4.4.2: towns are not cities; entering a Major City ends the move there', () => {
    const { ctx, state } = tinyWorld({ features: { '1510': ['town'], '1508': ['major-city'] }, units: [nkvd('1510')] });
    const s: CtsState = { ...state, phasing: 'soviet', phase: 'movement' };
    expect(codes(checkMove(ctx, s, { unit: 'nk', path: ['1509', '1508'] }))).toEqual([]);
    expect(codes(checkMove(ctx, s, { unit: 'nk', path: ['1509', '1508', '1507'] }))).toEqual(['nkvd-city']);
  });
  it('4.4.2, A37: an NKVD unit that attacks from its city does not advance out of it', () => {
    const { ctx, state } = tinyWorld({
      features: { '1510': ['minor-city'] },
      units: [nkvd('1510'), { id: 'hq', side: 'soviet', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true }, { id: 'ax', side: 'axis', type: 'infantry', size: 'III', faces: ['1-1-4'], hex: '1509' }],
    });
    const dice = new FixedDice({ 'T01/soviet-combat/1/white#1': 5, 'T01/soviet-combat/1/black': 5 });
    const order = BattleOrderSchema.parse({ attackers: ['nk'], targets: ['1509'], advance: { units: ['nk'], path: ['1509'] } });
    const r = resolveBattle(ctx, { ...state, phasing: 'soviet' }, order, dice, 'T01/soviet-combat/1', { attacker: AttackStandingSchema.parse({}), defender: DefenseStandingSchema.parse({}) });
    expect(r.state.units.nk!.hex).toBe('1510');
    expect(r.state.units.ax!.hex).not.toBe('1509');
    expect(r.events.find((e) => e.type === 'advance-refused')).toMatchObject({ rule: 'CtS 4.4.2', unit: 'nk' });
  });
});

describe('ferries (CtS 4.4.4)', () => {
  const world = () =>
    tinyWorld({ hexsides: { '1510|1511': ['major-river', 'ferry'] }, units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1511' }], control: { '1510': 'axis', '1511': 'axis' } });
  it('4.4.4: control of both hexes is noted as a Movement Phase opens; the +1 applies from the next turn', () => {
    const { ctx, state } = world();
    const seen = startOfMovement(ctx, { ...state, turn: 3 }, 'soviet').state; // taken in the Axis player turn of turn 3
    expect(seen.ferries).toEqual({ '1510|1511': { side: 'axis', since: 3 } });
    const axisTurn3: CtsState = { ...seen, phasing: 'axis', phase: 'movement' };
    expect(checkMove(ctx, axisTurn3, { unit: 'inf', path: ['1510'] }).steps[0]!.cost).toBe(3);
    const axisTurn4 = startOfMovement(ctx, { ...seen, turn: 4 }, 'axis').state;
    expect(axisTurn4.ferries).toEqual({ '1510|1511': { side: 'axis', since: 3 } });
    expect(checkMove(ctx, axisTurn4, { unit: 'inf', path: ['1510'] }).steps[0]!.cost).toBe(2);
  });
  it('4.4.4: losing either hex forgets the site', () => {
    const { ctx, state } = world();
    const held = { ...state, turn: 5, ferries: { '1510|1511': { side: 'axis' as const, since: 2 } } };
    expect(startOfMovement(ctx, { ...held, control: { '1510': 'soviet', '1511': 'axis' } }, 'axis').state.ferries).toEqual({});
  });
});

describe('ferry sites drawn from the map source (CtS 4.4.4)', () => {
  it('4.4.4: a major river hexside where a road ends on each bank, and none crosses, becomes a ferry site; the reconstructed roads alone cross by bridges, so the sites are the crossings the source draws as ferries', () => {
    const drawnSrc = MapSourceSchema.parse(parse(readFileSync(join(SCENARIO_DIR, 'map', 'source.yaml'), 'utf8')));
    const withFerries = generateMap(drawnSrc);
    const ferries = (m: typeof withFerries) => Object.entries(m.hexsides).filter(([, f]) => f.includes('ferry')).map(([k]) => k).sort();
    expect(ferries(withFerries)).toEqual(drawnSrc.ferries.map((f) => hexsideKey(hexId(f.between[0]), hexId(f.between[1]))).sort());
    const src = { ...drawnSrc, ferries: [] };
    const base = generateMap(src);
    expect(ferries(base)).toEqual([]);
    const grid = createGrid(base.grid);
    const roadAt = (h: string) => Object.entries(base.hexsides).some(([k, f]) => f.includes('road') && k.split('|').includes(h));
    const riverAt = (a: string, b: string) => (base.hexsides[hexsideKey(hexId(a), hexId(b))] ?? []).some((f) => f.endsWith('river') || f === 'volga');
    // a major river hexside with no road near it, and a dry neighbour on each bank
    let found: { a: string; b: string; a2: string; b2: string } | null = null;
    for (const [k, f] of Object.entries(base.hexsides).sort()) {
      if (!f.includes('major-river') || f.includes('road')) continue;
      const [a, b] = k.split('|') as [string, string];
      if (roadAt(a) || roadAt(b)) continue;
      const dry = (h: string, not: string) => grid.neighbours(hexId(h)).find((n) => n !== not && base.hexes[n] && !roadAt(n) && !riverAt(h, n) && !grid.neighbours(hexId(not)).includes(n));
      const a2 = dry(a, b);
      const b2 = dry(b, a);
      if (a2 && b2) {
        found = { a, b, a2, b2 };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { a, b, a2, b2 } = found!;
    const drawn = generateMap({ ...src, roads: [...src.roads, { via: [a2, a] }, { via: [b, b2] }] });
    expect(drawn.hexsides[hexsideKey(hexId(a), hexId(b))]).toContain('ferry');
  });
});

describe('NKVD units in the options (CtS 4.4.2)', () => {
  it('4.4.2: the options list no move out of a city for an NKVD unit, and none through one', () => {
    const inCity = tinyWorld({ features: { '1510': ['minor-city'] }, units: [nkvd('1510')] });
    const s: CtsState = { ...inCity.state, phasing: 'soviet', phase: 'movement' };
    expect(unitOptions(inCity.ctx, s, 'soviet').find((o) => o.unit === 'nk')!.moves).toEqual([]);
    const outside = tinyWorld({ features: { '1510': ['minor-city'] }, units: [nkvd('1512')] });
    const moves = unitOptions(outside.ctx, { ...outside.state, phasing: 'soviet', phase: 'movement' }, 'soviet').find((o) => o.unit === 'nk')!.moves!;
    expect(moves.some((m) => m.hex === '1510')).toBe(true);
    expect(moves.filter((m) => m.path.slice(0, -1).includes(hexId('1510')))).toEqual([]);
  });
});
