import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { mobileAssaultCost } from '#games/kharkov-battles/rules/movement/step';
import { checkMove, type Move } from '#games/kharkov-battles/rules/movement/walk';
import { moveOptions } from '#games/kharkov-battles/rules/movement/reach';
import { board, context, infantry, panzer, type Position } from './movement-fixture';

/**
 * The rulebook's movement examples (digest 8: E1, E4a-E4c), their diagrams rebuilt on small
 * maps numbered like the KB map (rows grow north, hexes grow east); the example's letters
 * are named beside each hex.
 */
const move = (start: string, ...path: string[]): Move => ({ start: start as HexId, path: path as HexId[], mode: 'tactical' });

describe('E1: terrain cost by class (2.51)', () => {
  it('during a Clear turn an infantry unit enters a Woods hex for 1 MP, a tank/panzer unit for 2', () => {
    const map = board({ terrain: { '0304': 'woods' } });
    expect(checkMove(context(map, infantry()), move('0303', '0304')).cost).toBe(1);
    expect(checkMove(context(map, panzer()), move('0303', '0304')).cost).toBe(2);
  });
});

describe('E4a: Mobile Tactical Movement Example, German mechanized unit X (7.22, 10.52, 11.1, 11.2)', () => {
  // X in 0303 next to the Soviet stack S in 0304; A = 0302, free of EZOC; B = 0202, in the ZOC
  // of Soviet unit Z (0102) only; C = 0203, in the ZOC of S. All clear.
  const map = board();
  const X = { start: '0303', A: '0302', B: '0202', C: '0203', S: '0304', Z: '0102' };
  const before: Position = { enemies: [X.S, X.Z] };
  const x = panzer({ allowance: 8 });

  it('option 1: X may infiltrate into C (11.1)', () => {
    const r = checkMove(context(map, x, before), move(X.start, X.C));
    expect(r.ok).toBe(true);
    expect(r.infiltration).toBe(true);
  });
  it('option 2: leaving the EZOC into A costs 3 MP (2 + 1 clear), entering B 1 MP more', () => {
    const r = checkMove(context(map, x, before), move(X.start, X.A, X.B));
    expect(r.ok).toBe(true);
    expect(r.steps.map((s) => s.cost)).toEqual([3, 1]);
  });
  it('B is in the ZOC of Z, so X must stop there', () => {
    const r = checkMove(context(map, x, before), move(X.start, X.A, X.B, '0203'));
    expect(r.problems).toEqual([expect.objectContaining({ index: 2, code: 'stopped-in-ezoc', rule: 'KB 10.52' })]);
  });
  it('the Mobile Assault on Z costs 3 MP (2 + 1 for the clear target hex), 7 MP in all', () => {
    const ma = mobileAssaultCost(context(map, x, before), X.B as HexId, X.Z as HexId);
    expect(ma).toEqual({ cost: 3 });
    expect(checkMove(context(map, x, before), move(X.start, X.A, X.B)).cost + 3).toBe(7);
  });
  it('the assault ignores a road into the target hex (11.2 Procedure)', () => {
    const roads = board({ terrain: { '0102': 'woods' }, hexsides: { '0202|0102': ['road'] } });
    expect(mobileAssaultCost(context(roads, x, before), X.B as HexId, X.Z as HexId)).toEqual({ cost: 2 + 2 });
  });
  it('if the assault vacates Z\'s hex, X moves in and may go on with the MP left, being in no EZOC', () => {
    const after: Position = { enemies: [X.S] }; // Z retreated into one of the R3 hexes, away
    const on = checkMove(context(map, x, after), { ...move(X.Z, '0103'), spent: 7 });
    expect(on.ok).toBe(true);
    expect(checkMove(context(map, x, after), { ...move(X.Z, '0103', '0104'), spent: 7 }).problems.map((p) => p.code)).toEqual(['over-budget']);
    expect(moveOptions(context(map, x, after), X.Z as HexId, 'tactical', { spent: 7 }).map((o) => o.hex)).toEqual(['0101', '0103', '0201', '0202']);
  });
  it('had Z\'s hex been in another enemy\'s ZOC, X would stop there after the assault (11.2)', () => {
    const after: Position = { enemies: [X.S, '0103'] };
    const r = checkMove(context(map, x, after), { ...move(X.Z, '0101'), spent: 7 });
    expect(r.problems).toEqual([expect.objectContaining({ code: 'stopped-in-ezoc', rule: 'KB 11.2' })]);
  });
});

describe('E4b: German unit W crosses the Major River (7.26)', () => {
  // W in 0303; the Major River runs along 0303|0402 (D) and 0303|0403 (E); a Soviet tank
  // corps in 0404 is adjacent to E on the same side of the river.
  const map = board({ hexsides: { '0303|0402': ['major-river'], '0303|0403': ['major-river'] } });
  const corps: Position = { enemies: ['0404'] };
  it('entering D creates no obligation', () => {
    const r = checkMove(context(map, panzer(), corps), move('0303', '0402'));
    expect(r.ok).toBe(true);
    expect(r.mustAttack).toEqual([]);
  });
  it('entering E, empty and in the tank corps\' EZOC, W must attack that stack in the combat phase', () => {
    const r = checkMove(context(map, panzer(), corps), move('0303', '0403'));
    expect(r.ok).toBe(true);
    expect(r.mustAttack).toEqual(['0404']);
  });
  it('not when E holds a friendly unit, nor when the tank corps is across another river from E', () => {
    expect(checkMove(context(map, panzer(), { ...corps, friends: ['0403'] }), move('0303', '0403')).mustAttack).toEqual([]);
    const across = board({ hexsides: { '0303|0403': ['major-river'], '0403|0404': ['major-river'] } });
    expect(checkMove(context(across, panzer(), corps), move('0303', '0403')).mustAttack).toEqual([]);
  });
  it('a bridge does not lift the obligation ("bridged or un-bridged")', () => {
    const bridged = board({ hexsides: { '0303|0403': ['major-river', 'road-bridge', 'road'] } });
    expect(checkMove(context(bridged, panzer(), corps), move('0303', '0403')).mustAttack).toEqual(['0404']);
  });
});

describe('E4c: German unit Y may not infiltrate across the Major River (11.1)', () => {
  // Y in 0303, in the ZOC of the Soviet unit in 0403; F = 0402 and G = 0304, both across the
  // Major River from Y and both in that ZOC.
  const map = board({ hexsides: { '0303|0402': ['major-river'], '0303|0304': ['major-river'] } });
  const soviet: Position = { enemies: ['0403'] };
  it('Y may enter neither F nor G: no Mobile Infiltration across a Major River into an empty hex', () => {
    for (const to of ['0402', '0304']) {
      expect(checkMove(context(map, panzer(), soviet), move('0303', to)).problems.map((p) => p.code)).toContain('infiltration-major-river');
    }
  });
  it('with an Axis unit in G the infiltration into G is permitted', () => {
    const r = checkMove(context(map, panzer(), { ...soviet, friends: ['0304'] }), move('0303', '0304'));
    expect(r.ok).toBe(true);
    expect(r.infiltration).toBe(true);
  });
});
