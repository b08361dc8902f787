import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import { ZOC_CONTEXTS, type ZocContext } from '#games/kharkov-battles/rules/zoc/contexts';
import { controlledHexes, inEnemyZoc, zocField, zocSources } from '#games/kharkov-battles/rules/zoc/enemy-zoc';
import { stackZoc } from '#games/kharkov-battles/rules/zoc/exerts';
import { heldHexes, holdsHex } from '#games/kharkov-battles/rules/zoc/edge-control';
import { occupancy } from '#games/kharkov-battles/state/occupancy';
import { withUnits } from '#games/kharkov-battles/state/update';
import { gridMap, position, type Piece } from './state-fixtures';

const h = hexId;
// On this grid (even rows half a hex east) 1212's neighbours are 1213, 1113, 1112, 1211, 1312, 1313.
const AROUND_1212 = ['1112', '1113', '1211', '1213', '1312', '1313'];

/** Which of `hexes` are in `side`'s ZOC for the other side's units in `context`. */
const controlledOf = (at: Record<string, Piece[]>, side: KbSide, context: ZocContext, o: Parameters<typeof position>[2] & { city?: string[]; hexsides?: [string, string, string[]][] } = {}): string[] => {
  const map = gridMap({ rows: [9, 15], cols: [8, 16], hexes: Object.fromEntries((o.city ?? []).map((c) => [c, { features: ['city'] }])), hexsides: o.hexsides ?? [] });
  const { ctx, state } = position(map, at, o);
  return controlledHexes(ctx, state, side, context);
};

describe('who exerts a ZOC (2.4, 7.13, 15.11, 18.12, 20.1)', () => {
  const exerts = (pieces: Piece[], o: { fz?: KbSide } = {}): string => {
    const map = gridMap({ rows: [11, 13], cols: [11, 13] });
    const { ctx, state } = position(map, { '1212': pieces }, o.fz ? { fortifiedZones: [{ hex: h('1212'), side: o.fz, building: 0 }] } : {});
    const side = ctx.unit(typeof pieces[0] === 'string' ? pieces[0] : pieces[0]!.id).side;
    const z = stackZoc(ctx, state, occupancy(ctx, state).at(h('1212'), side));
    return `${z.exerts ? 'ZOC' : 'none'} (${z.why}, ${z.rule})`;
  };
  it.each([
    ['a Soviet rifle division', ['sov-100-rd-kb'], 'ZOC (unit, KB 7.13)'],
    ['a German infantry division', ['ger-168-id-kb'], 'ZOC (unit, KB 7.13)'],
    ['an HQ alone (15.11)', ['ger-ss-pzk'], 'none (no-zoc-units, KB 2.4)'],
    ['a StuG battalion with the white band (2.4)', ['ger-228-stg'], 'none (no-zoc-units, KB 2.4)'],
    ['a Tiger company (small, no ZOC)', ['ger-dr-tiger'], 'none (no-zoc-units, KB 2.4)'],
    ['an Ersatz battalion (20.1)', ['ger-ersatz-1'], 'ZOC (unit, KB 7.13)'],
    ['a cadre (2.71)', [{ id: 'ger-1-lah', steps: 1 }], 'none (no-zoc-units, KB 2.4)'],
    ['two cadres', [{ id: 'ger-1-lah', steps: 1 }, { id: 'ger-2-lah', steps: 1 }], 'none (no-zoc-units, KB 2.4)'],
    ['three cadres (7.13)', [{ id: 'ger-1-lah', steps: 1 }, { id: 'ger-2-lah', steps: 1 }, { id: 'ger-d-dr', steps: 1 }], 'ZOC (three-cadres, KB 7.13)'],
    ['an HQ with a unit that has one (7.13)', ['ger-ss-pzk', 'ger-168-id-kb'], 'ZOC (unit, KB 7.13)'],
    ['a reduced (not cadre) regiment', [{ id: 'ger-1-lah', steps: 2 }], 'ZOC (unit, KB 7.13)'],
    ['a Guards rifle division on its cadre side', [{ id: 'sov-25g-rd-kb', steps: 1 }], 'none (no-zoc-units, KB 2.4)'],
  ] as [string, Piece[], string][])('%s: %s', (_name, pieces, expected) => {
    expect(exerts(pieces)).toBe(expected);
  });
  it('18.12: every unit in its own side\'s completed FZ exerts a ZOC, whatever its type', () => {
    expect(exerts([{ id: 'ger-1-lah', steps: 1 }], { fz: 'axis' })).toBe('ZOC (fortified-zone, KB 18.12)');
    expect(exerts(['ger-ss-pzk'], { fz: 'axis' })).toBe('ZOC (fortified-zone, KB 18.12)');
  });
  it('18.12, 18.1: an FZ of the other side (or one still building) gives nothing', () => {
    expect(exerts([{ id: 'ger-1-lah', steps: 1 }], { fz: 'soviet' })).toBe('none (no-zoc-units, KB 2.4)');
  });
});

describe('2.4, 7.12: a ZOC covers the six surrounding hexes', () => {
  it('a lone rifle division in 1212 controls its six neighbours and not its own hex', () => {
    expect(controlledOf({ '1212': ['sov-100-rd-kb'] }, 'soviet', 'movement')).toEqual(AROUND_1212);
  });
  it('7.12: both sides may control the same empty hex', () => {
    const at = { '1211': ['ger-168-id-kb'], '1213': ['sov-100-rd-kb'] };
    expect(controlledOf(at, 'axis', 'movement')).toContain('1212');
    expect(controlledOf(at, 'soviet', 'movement')).toContain('1212');
  });
  it('7.23: units without a ZOC control nothing', () => {
    expect(controlledOf({ '1212': ['ger-228-stg', 'ger-ss-pzk'] }, 'axis', 'movement')).toEqual([]);
  });
});

describe('hexsides that stop a ZOC (7.15, 7.31, 18.21)', () => {
  const across = (features: string[], context: ZocContext, pontoon = false): boolean =>
    controlledOf({ '1212': ['sov-100-rd-kb'] }, 'soviet', context, { hexsides: [['1212', '1213', features]], ...(pontoon ? { pontoons: [{ hex: '1212', across: '1213' }] } : {}) }).includes('1213');
  it.each([
    ['no river', [], 'movement', true],
    ['an Impassable hexside, always (7.15)', ['impassable'], 'movement', false],
    ['a Dnepr River hexside, always (7.15)', ['dnepr-river'], 'supply', false],
    ['a Dnepr River hexside with a road bridge (7.15: only a pontoon opens it)', ['dnepr-river', 'road', 'road-bridge'], 'movement', false],
    ['an unbridged Major River in the movement phase', ['major-river'], 'movement', true],
    ['an unbridged Major River in the MSDP', ['major-river'], 'supply', true],
    ['an unbridged Major River during the combat phase (7.31)', ['major-river'], 'combat', false],
    ['an unbridged Major River for Attack Determination (7.31)', ['major-river'], 'attack-determination', false],
    ['a Major River with a road bridge during the combat phase', ['major-river', 'road', 'road-bridge'], 'combat', true],
    ['a Major River with a railroad bridge during the combat phase', ['major-river', 'railroad', 'rail-bridge'], 'combat', true],
    ['a Minor River, any phase', ['minor-river'], 'combat', true],
  ] as [string, string[], ZocContext, boolean][])('%s: %s in %s -> %s', (_name, features, context, expected) => {
    expect(across(features, context)).toBe(expected);
  });
  it('18.21: a Pontoon Bridge makes a Dnepr hexside a bridged Major River: the ZOC crosses it, in the combat phase too', () => {
    expect(across(['dnepr-river'], 'movement', true)).toBe(true);
    expect(across(['dnepr-river'], 'combat', true)).toBe(true);
    expect(across(['major-river'], 'combat', true)).toBe(true);
  });
});

/**
 * The Zone of Control Example after 7.42 (its diagram is lost; this is a position that
 * fits its words): an Axis unit in K (1212); Soviet units in F (1213) and O (1313), each
 * next to K; L (1113) empty next to K and no other Axis unit; N (1011) empty, reached by
 * the Axis unit in 1010 only, across an unbridged Major River.
 */
describe('the Zone of Control Example (7.14, 7.31, 7.32, 7.42)', () => {
  const at = { '1212': ['ger-168-id-kb'], '1213': ['sov-100-rd-kb'], '1313': ['sov-183-rd-kb'], '1010': ['ger-320-id-kb'] };
  const river: [string, string, string[]][] = [['1010', '1011', ['major-river']]];
  const axis = (context: ZocContext, city = false): string[] => controlledOf(at, 'axis', context, { hexsides: river, city: city ? ['1212'] : [] });
  const soviet = (context: ZocContext, city = false): string[] => controlledOf(at, 'soviet', context, { hexsides: river, city: city ? ['1212'] : [] });

  it('Axis units exert a ZOC into F, L and O, and the Soviet units into K (movement)', () => {
    expect(axis('movement')).toEqual(expect.arrayContaining(['1213', '1113', '1313']));
    expect(soviet('movement')).toContain('1212');
  });
  it('a. if K were a city hex, F, L and O would not be Axis controlled (7.14), and the Axis unit there negates the Soviet ZOC in K even for movement (7.24)', () => {
    for (const hex of ['1213', '1113', '1313']) expect(axis('movement', true)).not.toContain(hex);
    expect(soviet('movement', true)).not.toContain('1212');
  });
  it.each([
    ['supply', true],
    ['mobile-assault-retreat', true],
    ['combat', true],
    ['combat-supply', true],
    ['movement', false],
    ['attack-determination', false],
  ] as [ZocContext, boolean][])('b. in %s the Axis unit negates the Soviet ZOC in K and the Soviet units the Axis ZOC in F and O: %s', (context, negated) => {
    expect(soviet(context).includes('1212')).toBe(!negated);
    expect(axis(context).includes('1213')).toBe(!negated);
    expect(axis(context).includes('1313')).toBe(!negated);
    expect(axis(context)).toContain('1113'); // L is empty: nothing negates it
  });
  it('c. during the entire Combat Phase there is no Axis ZOC into N (7.31); in movement and supply there is', () => {
    expect(axis('movement')).toContain('1011');
    expect(axis('supply')).toContain('1011');
    expect(axis('combat')).not.toContain('1011');
    expect(axis('attack-determination')).not.toContain('1011');
  });
});

describe('the hexes a ZOC comes from (11.2, 12.1, 7.26)', () => {
  it('names each enemy stack whose ZOC reaches the hex, sorted; none where it is negated', () => {
    const map = gridMap({ rows: [10, 14], cols: [10, 14] });
    const { ctx, state } = position(map, { '1211': ['sov-100-rd-kb'], '1313': ['sov-183-rd-kb'], '1213': ['sov-305-rd-kb'], '1212': ['ger-168-id-kb'] });
    expect(zocSources(ctx, state, 'soviet', h('1312'), 'movement')).toEqual(['1211', '1313']); // 1213 is not next to 1312
    expect(zocSources(ctx, state, 'soviet', h('1212'), 'movement')).toEqual(['1211', '1213', '1313']);
    expect(zocSources(ctx, state, 'soviet', h('1212'), 'supply')).toEqual([]);
    expect(inEnemyZoc(ctx, state, 'axis', h('1212'), 'attack-determination')).toBe(true);
    expect(inEnemyZoc(ctx, state, 'axis', h('1212'), 'combat')).toBe(false);
  });
});

describe('edge duties: holding an edge hex (20.1-20.3, digest A37)', () => {
  const map = gridMap({ rows: [10, 14], cols: [10, 14] });
  // 1213's neighbours: 1212, 1214, 1113, 1114, 1313, 1314; 1314's: 1313, 1315, 1213, 1214, 1413, 1414
  const { ctx, state } = position(map, { '1213': ['ger-168-id-kb'], '1314': ['sov-100-rd-kb'], '1011': ['ger-ss-pzk'] });
  it.each([
    ['a hex its units stand in', 'axis', '1213', true],
    ['an empty hex in its ZOC', 'axis', '1212', true],
    ['an empty hex in the ZOC of both sides: both hold it (7.12)', 'soviet', '1313', true],
    ['the same hex for the Axis', 'axis', '1313', true],
    ['a hex an enemy unit stands in, though in its ZOC', 'axis', '1314', false],
    ['an empty hex next to an HQ alone (no ZOC, 15.11)', 'axis', '1010', false],
    ['a hex its HQ stands in', 'axis', '1011', true],
  ] as [string, KbSide, string, boolean][])('%s (%s, %s): %s', (_name, side, hex, expected) => {
    expect(holdsHex(ctx, state, side, h(hex))).toBe(expected);
  });
  it('names the held hexes of an edge, in its order', () => {
    const edge = ['1414', '1413', '1412', '1411', '1410'].map(h);
    expect(heldHexes(ctx, state, 'soviet', edge)).toEqual(['1414', '1413']);
    expect(heldHexes(ctx, state, 'axis', edge)).toEqual([]);
  });
});

describe('a ZOC follows the units', () => {
  it('after a unit moves, the ZOC is worked out for the new position and the old one keeps its own', () => {
    const map = gridMap({ rows: [10, 14], cols: [10, 16] });
    const { ctx, state } = position(map, { '1212': ['sov-100-rd-kb'] });
    const moved = withUnits(state, { 'sov-100-rd-kb': { hex: h('1215') } });
    expect(controlledHexes(ctx, state, 'soviet', 'movement')).toEqual(AROUND_1212);
    expect(controlledHexes(ctx, moved, 'soviet', 'movement')).toEqual(['1115', '1116', '1214', '1216', '1315', '1316']);
    expect(controlledHexes(ctx, state, 'soviet', 'movement')).toEqual(AROUND_1212);
  });
  it('a Pontoon Bridge placed later opens the Dnepr hexside in the new position only', () => {
    const map = gridMap({ rows: [10, 14], cols: [10, 16], hexsides: [['1212', '1213', ['dnepr-river']]] });
    const { ctx, state } = position(map, { '1212': ['sov-100-rd-kb'] });
    const bridged = { ...state, markers: { ...state.markers, pontoons: [{ hex: h('1212'), across: h('1213') }] } };
    expect(controlledHexes(ctx, state, 'soviet', 'movement')).not.toContain('1213');
    expect(controlledHexes(ctx, bridged, 'soviet', 'movement')).toContain('1213');
  });
});

describe('ZOC properties on random positions (7.11, 7.32, 7.42)', () => {
  const map = gridMap({ rows: [10, 15], cols: [10, 15] });
  const hexes = map.hexIds();
  const AXIS = ['ger-168-id-kb', 'ger-320-id-kb', 'ger-1-lah', 'ger-2-lah', 'ger-brk-kb-1', 'ger-228-stg'];
  const SOVIET = ['sov-100-rd-kb', 'sov-183-rd-kb', 'sov-305-rd-kb', 'sov-4-tc-kb', 'sov-12-tc-kb', 'sov-40a-hq-kb'];
  const placements = fc
    .tuple(fc.shuffledSubarray(hexes, { minLength: 12, maxLength: 12 }), fc.subarray(AXIS), fc.subarray(SOVIET))
    .map(([spots, a, s]) => {
      const at: Record<string, string[]> = {};
      a.forEach((id, i) => (at[spots[i]!] = [id]));
      s.forEach((id, i) => (at[spots[6 + i]!] = [id]));
      return at;
    });

  it('7.11: an Axis and a Soviet unit that both exert a ZOC and stand adjacent are each in the other\'s ZOC (movement, Attack Determination)', () => {
    fc.assert(
      fc.property(placements, fc.constantFrom<ZocContext>('movement', 'attack-determination'), (at, context) => {
        const { ctx, state } = position(map, at);
        const occ = occupancy(ctx, state);
        for (const a of occ.hexesOf('axis')) {
          for (const s of occ.hexesOf('soviet')) {
            if (!map.adjacent(a).includes(s)) continue;
            const az = stackZoc(ctx, state, occ.at(a, 'axis')).exerts;
            const sz = stackZoc(ctx, state, occ.at(s, 'soviet')).exerts;
            if (az && sz) {
              expect(inEnemyZoc(ctx, state, 'axis', a, context)).toBe(true);
              expect(inEnemyZoc(ctx, state, 'soviet', s, context)).toBe(true);
            }
          }
        }
      }),
    );
  });
  it('7.32, 7.42: in a context where friendly units negate, no occupied hex is ever in an EZOC for its occupant', () => {
    fc.assert(
      fc.property(placements, fc.constantFrom<ZocContext>('supply', 'combat', 'combat-supply', 'mobile-assault-retreat'), (at, context) => {
        const { ctx, state } = position(map, at);
        const occ = occupancy(ctx, state);
        for (const side of ['axis', 'soviet'] as const) for (const hex of occ.hexesOf(side)) expect(inEnemyZoc(ctx, state, side, hex, context)).toBe(false);
      }),
    );
  });
  it('2.4: every controlled hex is next to a stack of the side, in every context, and a negating context controls a subset of the movement one', () => {
    fc.assert(
      fc.property(placements, (at) => {
        const { ctx, state } = position(map, at);
        const occ = occupancy(ctx, state);
        for (const side of ['axis', 'soviet'] as const) {
          const stands = new Set<string>(occ.hexesOf(side));
          const move = zocField(ctx, state, side, 'movement');
          for (const context of ZOC_CONTEXTS) {
            const f = zocField(ctx, state, side, context);
            f.forEach((v, i) => {
              if (v === 0) return;
              expect(ctx.index.neighbours[i]!.some((j) => stands.has(ctx.index.ids[j]!))).toBe(true);
              expect(move[i]).toBe(1);
            });
          }
        }
      }),
    );
  });
});
