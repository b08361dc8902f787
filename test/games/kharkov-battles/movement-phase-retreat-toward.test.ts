import { describe, expect, it } from 'vitest';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import { movesToward } from '#games/kharkov-battles/rules/movement/toward';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import { hexId, type HexId } from '#kernel/ids';
import { adjudicateMovement } from '#games/kharkov-battles/windows/movement/index';
import { d10 } from './combat-tables-fixture';
import { ENV, onKb } from './game-fixture';
import { BOARD, phase } from './movement-phase-fixture';

const LAH = 'ger-1-lah';
const RIFLES = 'sov-25g-rd-kb';
const DR3 = () => d10({ 'T03/axis-movement/0/mobile-assault': 4 }); // 3-1: +2, defender strength 2: +1; 4 -> 7: Dr3

/** What the Soviet retreat leads toward (KB 12.72): its supply sources, and the HQ units' hexes. */
const toward = (sources: string[], hqs: string[] = []) => ({
  retreatToward: (_state: unknown, side: KbSide) => (side === 'soviet' ? { sources: sources.map(hexId), hqs: hqs.map(hexId) } : { sources: [], hqs: [] }),
});
const retreatOf = (events: { kind: string }[]) => events.find((e): e is { kind: 'retreated'; path: HexId[] } => e.kind === 'retreated')!.path;

/**
 * KB 11.26: the Dr3 retreat is made "as per normal retreat rules", conducted by the
 * attacking player; 12.72 (its Exception names 11.2 for who conducts it, nothing else):
 * "one hex at a time ... toward a hex that is closer to a Friendly supply source, or if that
 * is not possible, to a hex that is closer to a Friendly HQ unit". The attacker chooses
 * among the retreats that lead toward the defenders' source, as a Prepared Assault's owner
 * does (assault/retreat.ts).
 *
 * LAH assaults the 25th Guards Rifle Division in 1313 from 1312. Without a direction the
 * default (D15) retreats it by 1213, 1114 to 1014, farthest from LAH, the lower ids. With a
 * Soviet supply source in 1013, three hexes off, every hex it enters must be nearer 1013
 * (1014 is not nearer it than 1114).
 */
describe('KB 11.26 with 12.72: a Mobile Assault retreat leads toward the defenders\' supply source', () => {
  const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 6, defense: 2 });
  const assault = (retreat?: string[]) => [{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313', ...(retreat ? { retreat } : {}) } }];

  it('by default (D15) the division is retreated toward 1013, every hex nearer it than the last', () => {
    const { events, state } = p.run(assault(), DR3(), toward(['1013']));
    const path = retreatOf(events);
    expect(path).toHaveLength(3);
    expect(movesToward(BOARD, hexId('1313'), path, hexId('1013'))).toBe(true);
    expect(state.units[RIFLES]!.hex).toBe(path[2]);
  });

  it('a retreat ordered away from the source (1314, 1315, 1316) is not followed: the default is taken and the attacker told, with the rule', () => {
    const { events } = p.run(assault(['1314', '1315', '1316']), DR3(), toward(['1013']));
    const path = retreatOf(events);
    expect(path[0]).not.toBe('1314');
    expect(movesToward(BOARD, hexId('1313'), path, hexId('1013'))).toBe(true);
    expect(events.filter((e) => e.kind === 'order-part-skipped')).toMatchObject([{ at: 'orders[0].assault.retreat', side: 'axis', code: 'illegal-retreat-path', rule: 'KB 12.72' }]);
  });

  it('a retreat ordered toward the source is followed, nothing said', () => {
    const { events: free } = p.run(assault(), DR3(), toward(['1013']));
    const chosen = retreatOf(free);
    const { events } = p.run(assault(chosen), DR3(), toward(['1013']));
    expect(retreatOf(events)).toEqual(chosen);
    expect(events.filter((e) => e.kind === 'order-part-skipped')).toEqual([]);
  });

  it('no retreat leads toward the source (it is behind LAH, in 1310): toward the HQ unit in 1613 instead', () => {
    const { events } = p.run(assault(), DR3(), toward(['1310'], ['1613']));
    const path = retreatOf(events);
    expect(path).toHaveLength(3);
    expect(movesToward(BOARD, hexId('1313'), path, hexId('1613'))).toBe(true);
  });

  it('neither a source nor an HQ unit a retreat leads toward: every retreat stays legal, the default of D15 taken (1213, 1114, 1014)', () => {
    const { events } = p.run(assault(), DR3(), toward(['1310']));
    expect(retreatOf(events)).toEqual(['1213', '1114', '1014']);
  });
});

/*
 * The Movement window on the KB map (Operation Star: the Soviet supply sources are the
 * map's east edge, column 34, and row 52; 8.2, 20.1): LAH (3211) assaults the 25th Guards
 * Rifle Division in 3213 from 3212, D(1)r3.
 */
describe('KB 11.26 with 12.72 in the Movement window: the scenario\'s supply sources', () => {
  const state = { ...onKb({ '3211': [LAH], '3213': [RIFLES] }, { pools: { axis: ['axis-01'], soviet: [] } }), owner: { ...onKb({}).owner, '3213': 'soviet' as const } };
  const LABEL = 'T03/axis-movement';
  const run = (retreat: string[]) =>
    adjudicateMovement(ENV, state, 'axis', [{ assault: { unit: LAH, path: ['3212'], target: '3213', retreat, then: undefined, else: undefined } }], { axis: null, soviet: null }, new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7), [`${LABEL}/chit/${LAH}`]: 1 }), LABEL);

  it('a retreat ordered by 3114, 3014 to 2914 is followed as far as 3014: 2914 is no nearer the east edge than 3014; the default ends it in 2915, the Axis player alone told', () => {
    const { events } = run(['3114', '3014', '2914']);
    expect(events.find((e) => e.type === 'retreated')).toMatchObject({ units: [RIFLES], path: ['3114', '3014', '2915'] });
    expect(events.filter((e) => e.type === 'order-part-skipped')).toMatchObject([{ at: 'orders[0].assault.retreat', side: 'axis', code: 'illegal-retreat-path', rule: 'KB 12.72', visibleTo: ['axis'] }]);
  });

  it('a retreat ordered along row 32, east (3214, 3215, 3216), is followed, nothing said', () => {
    const { events } = run(['3214', '3215', '3216']);
    expect(events.find((e) => e.type === 'retreated')).toMatchObject({ path: ['3214', '3215', '3216'] });
    expect(events.filter((e) => e.type === 'order-part-skipped')).toEqual([]);
  });
});
