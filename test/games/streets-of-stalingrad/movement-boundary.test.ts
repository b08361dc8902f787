import { describe, expect, it } from 'vitest';
import { movementOptions } from '#games/streets-of-stalingrad/windows/movement/options';
import { adjudicate, check, codes, ctxAt, env, fragment } from './movement-window-fixture';

/** Scenario #1's part of the city (setup.yaml): rows 24 to 56; row 57 lies beyond its dividing line. */
const EDGE = '3055';

describe('SoS 2.34: "Units may set up in the hexes with the dark blue scenario dividing line but may not move outside the scenario boundary"', () => {
  it('the boundary is the set-up map\'s: the hexes next to the edge are inside, the next row is not', () => {
    const b = env.data.start.boundary('scenario-1');
    expect([b.has('3055'), b.has('3056'), b.has('3057')]).toEqual([true, true, false]);
  });

  it('a move into a hex outside the boundary is refused at that step', () => {
    const s = fragment({ 'ger-71-5-191': EDGE });
    expect(codes(check(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: ['3056', '3057'] } }]))).toEqual([['outside-scenario', 'orders.0.move.path.1']]);
    expect(check(1, 'german-movement', s, [{ move: { units: ['ger-71-5-191'], path: ['3056'] } }])).toEqual([]);
  });

  it('the adjudication stops the move at the boundary (ifStopped: stop)', () => {
    const r = adjudicate(1, 'german-movement', fragment({ 'ger-71-5-191': EDGE }), [{ move: { units: ['ger-71-5-191'], path: ['3056', '3057'] } }]);
    expect(r.state.pieces['ger-71-5-191']!.at).toBe('3056');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'move-stopped', rule: 'SoS 2.34' }));
  });

  it('the listing never offers a hex outside the boundary, though the unit could reach it', () => {
    const moves = movementOptions(ctxAt(1, 'german-movement'), fragment({ 'ger-71-5-191': EDGE }), null)[0]!.moves!;
    expect(moves.map((m) => m.hex)).toContain('3056');
    expect(moves.filter((m) => Number(m.hex.slice(2)) > 56)).toEqual([]);
  });
});
