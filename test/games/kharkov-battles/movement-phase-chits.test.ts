import { describe, expect, it } from 'vitest';
import type { KbState } from '#games/kharkov-battles/state/types';
import { d10 } from './combat-tables-fixture';
import { executeWith, phase } from './movement-phase-fixture';

const LAH = 'ger-1-lah';
const RIFLES = 'sov-25g-rd-kb';
const CHIT = 'ax-b-4';

/** The position with LAH's Strength Chit under it (KB 2.6), `steps` steps left, and `pool` in the Axis pool. */
function withChit(p: ReturnType<typeof phase>, steps: number, pool: string[] = []): KbState {
  const st = p.state.units[LAH]!;
  return { ...p.state, chitPools: { ...p.state.chitPools, axis: pool }, units: { ...p.state.units, [LAH]: { ...st, steps, chit: { id: CHIT, face: steps === 3 ? 'full' : 'reduced' } } } };
}

describe('KB 2.6, 2.7: a Strength Chit goes back to its pool as soon as its unit is a cadre or eliminated', () => {
  it('A(2)D: a full regiment loses two steps, becomes its cadre, and its chit is back in the pool at once', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 11, defense: 11 });
    const { state, events } = executeWith(p, withChit(p, 3, ['ax-a-1']), [{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313' } }], d10([1]));
    expect(events.find((e) => e.kind === 'mobile-assault')).toMatchObject({ result: { code: 'A(2)D' } });
    expect(state.units[LAH]).toMatchObject({ steps: 1, chit: null });
    expect(state.chitPools.axis).toEqual(['ax-a-1', CHIT]);
    expect(events).toContainEqual({ kind: 'chit-returned', at: 'orders[0]', unit: LAH, chit: CHIT, rule: 'KB 2.7' });
  });

  it('A(2)D on a reduced regiment (two steps): eliminated, and its chit back in the pool', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 11, defense: 11 });
    const { state, events } = executeWith(p, withChit(p, 2), [{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313' } }], d10([1]));
    expect(state.units[LAH]).toMatchObject({ steps: 0, hex: null, chit: null });
    expect(state.chitPools.axis).toEqual([CHIT]);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['step-loss', 'chit-returned', 'eliminated']));
  });
});
