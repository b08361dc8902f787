import { describe, expect, it } from 'vitest';
import { d10 } from './combat-tables-fixture';
import { phase } from './movement-phase-fixture';

/*
 * The rulebook's Mobile Tactical Movement example (digest E4a), on a clear board: German
 * mechanized unit X (the 1st LAH regiment) starts in the EZOC of a Soviet stack (KB1314),
 * leaves it into hex A (KB1312) for 3 MP, enters hex B (KB1211), in the ZOC of Soviet unit Z
 * (KB1111) only, for 1 MP, and Mobile Assaults Z for 3 MP: 7 MP in all. Z retreats three
 * hexes where the attacker says; X moves into Z's hex and may go on with its 1 MP left,
 * unless its new hex is in an EZOC.
 */
const X = 'ger-1-lah';
const STACK = 'sov-48g-rd-kb';
const Z = 'sov-25g-rd-kb';
const LABEL = 'T03/axis-movement/0/mobile-assault';

describe('E4a: leave the EZOC, enter the ZOC of Z only, Mobile Assault Z, go on', () => {
  it('3 + 1 + 3 = 7 MP; Z retreated into the hexes the attacker chose; X goes on one hex with its last MP', () => {
    const p = phase({ '1313': [X], '1314': [STACK], '1111': [Z] }, { attack: 6, defense: 2 });
    const { state, events } = p.run(
      [{ assault: { unit: X, path: ['1312', '1211'], target: '1111', retreat: ['1011', '1012', '1013'], then: [{ move: { unit: X, path: ['1112'] } }] } }],
      d10({ [LABEL]: 4 }),
    );
    expect(events[0]).toMatchObject({ kind: 'moved', path: ['1312', '1211'], cost: 4, spent: 4 });
    expect(events[1]).toMatchObject({ kind: 'mobile-assault', from: '1211', target: '1111', cost: 3, result: { code: 'Dr3' } });
    expect(events[2]).toEqual({ kind: 'retreated', at: 'orders[0]', units: [Z], path: ['1011', '1012', '1013'], rule: 'KB 11.26, 12.72' });
    expect(events.at(-1)).toMatchObject({ kind: 'moved', at: 'orders[0].assault.then[0]', from: '1111', path: ['1112'], spent: 8 });
    expect(state.units[X]!.hex).toBe('1112');
    expect(state.units[Z]!.hex).toBe('1013');
  });

  it('X may not go on when its new hex is in an EZOC (11.2): the continuation is skipped with the rule', () => {
    const p = phase({ '1313': [X], '1314': [STACK], '1111': [Z], '1010': ['sov-62g-rd-kb'] }, { attack: 6, defense: 4 });
    const { state, events } = p.run(
      [{ assault: { unit: X, path: ['1312', '1211'], target: '1111', retreat: ['1011', '1012', '1013'], then: [{ move: { unit: X, path: ['1112'] } }] } }],
      d10({ [LABEL]: 6 }), // 6 to 4 is 1-1: +0; defender strength 4: 0; 6: Dr3
    );
    expect(events.find((e) => e.kind === 'mobile-assault')).toMatchObject({ odds: '1-1', result: { code: 'Dr3' } });
    expect(events.at(-1)).toMatchObject({ kind: 'skipped', at: 'orders[0].assault.then[0]', reasons: [{ code: 'stopped-in-ezoc', rule: 'KB 11.2' }] });
    expect(state.units[X]!.hex).toBe('1111');
  });

  it('with a second Soviet stack also controlling B, X is not in the EZOC of Z only: the assault is refused (11.2), no die rolled, the else branch runs', () => {
    const p = phase({ '1313': [X], '1314': [STACK], '1111': [Z], '1210': ['sov-62g-rd-kb'] });
    const { state, events } = p.run(
      [{ assault: { unit: X, path: ['1312', '1211'], target: '1111', else: [{ move: { unit: X, path: ['1311'] } }] } }],
      d10([]),
    );
    expect(events[1]).toMatchObject({ kind: 'skipped', reasons: [{ code: 'other-enemy-zoc', rule: 'KB 11.2' }] });
    // the move in the else branch is the unit going on from B: it is in an EZOC, so it may not
    expect(events.at(-1)).toMatchObject({ kind: 'skipped', at: 'orders[0].assault.else[0]' });
    expect(state.units[X]!.hex).toBe('1211');
  });
});
