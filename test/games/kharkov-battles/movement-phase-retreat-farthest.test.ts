import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import { d10 } from './combat-tables-fixture';
import { BOARD, phase } from './movement-phase-fixture';

const LAH = 'ger-1-lah';
const RIFLES = 'sov-25g-rd-kb';
const DR3 = () => d10({ 'T03/axis-movement/0/mobile-assault': 4 }); // 3-1: +2, defender strength 2: +1; 4 -> 7: Dr3

const retreatOf = (events: { kind: string }[]) => events.find((e): e is { kind: 'retreated'; path: HexId[] } => e.kind === 'retreated')!.path;
const fromLah = (h: HexId) => BOARD.grid.distance(hexId('1312'), h);

/**
 * KB 11.26: "A result of 'Dr3' requires the target units in the hex retreat three hexes as
 * per normal retreat rules"; 12.72: "they end the retreat in a hex that is the maximum
 * possible distance from all Enemy unit(s) that participated in the attack". LAH assaults
 * the 25th Guards Rifle Division in 1313 from 1312: the farthest a three-hex retreat ends
 * from 1312 is four hexes (1014, 1316 ...); 1413 is two.
 */
describe('KB 11.26 with 12.72: a Mobile Assault retreat ends as far as possible from the attacker', () => {
  const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 6, defense: 2 });
  const assault = (retreat?: string[]) => [{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313', ...(retreat ? { retreat } : {}) } }];

  it('a retreat ordered to end nearer (1314, 1414, 1413) is not followed whole: the attacker is told, the division ends four hexes away', () => {
    const { events, state } = p.run(assault(['1314', '1414', '1413']), DR3());
    const path = retreatOf(events);
    expect(path).toHaveLength(3);
    expect(path).not.toEqual(['1314', '1414', '1413']);
    expect(fromLah(path[2]!)).toBe(4);
    expect(state.units[RIFLES]!.hex).toBe(path[2]);
    expect(events.filter((e) => e.kind === 'order-part-skipped')).toMatchObject([{ at: 'orders[0].assault.retreat', side: 'axis', code: 'illegal-retreat-path', rule: 'KB 12.72' }]);
  });

  it('a retreat ordered to the farthest end (1314, 1315, 1316) is followed, nothing said', () => {
    const { events } = p.run(assault(['1314', '1315', '1316']), DR3());
    expect(retreatOf(events)).toEqual(['1314', '1315', '1316']);
    expect(events.filter((e) => e.kind === 'order-part-skipped')).toEqual([]);
  });

  it('by default (D15) the division ends four hexes away (1213, 1114, 1014)', () => {
    const { events } = p.run(assault(), DR3());
    expect(retreatOf(events)).toEqual(['1213', '1114', '1014']);
    expect(fromLah(hexId('1014'))).toBe(4);
  });
});

/**
 * KB 11.26: "A result of 'Dr3' requires the target units in the hex retreat three hexes ...
 * (steps may not be lost in exchange for these hexes)"; 12.71: a stack loses a step for a hex
 * only when it is "forced" short. LAH assaults the 25th Guards Rifle Division in 1016 from
 * 1015, with the Grossdeutschland grenadiers in 1118: the corner 1017-1018 is a dead end two
 * hexes long, ending as far from 1015 as the three-hex retreat 1116-1216-1316 does.
 */
describe('KB 11.26 with 12.71: a Mobile Assault retreat that can go three hexes is not cut short for a step', () => {
  const p = phase({ '1015': [LAH], '1016': [RIFLES], '1118': ['ger-gr-gd'] }, { attack: 6, defense: 2 });
  const assault = (retreat?: string[]) => [{ assault: { unit: LAH, path: [], target: '1016', ...(retreat ? { retreat } : {}) } }];

  it('by default (D15) the division retreats the full three hexes, not into the dead end', () => {
    const { events } = p.run(assault(), DR3());
    expect(retreatOf(events)).toHaveLength(3);
  });

  it('a retreat ordered into the dead end (1017, 1018) is not followed whole: the attacker is told', () => {
    const { events } = p.run(assault(['1017', '1018']), DR3());
    expect(retreatOf(events)).toHaveLength(3);
    expect(events.filter((e) => e.kind === 'order-part-skipped')).toMatchObject([{ at: 'orders[0].assault.retreat', code: 'illegal-retreat-path', rule: 'KB 12.72' }]);
  });
});
