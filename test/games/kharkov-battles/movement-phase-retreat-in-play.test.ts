import { describe, expect, it } from 'vitest';
import type { KbState } from '#games/kharkov-battles/state/types';
import { d10 } from './combat-tables-fixture';
import { executeWith, phase } from './movement-phase-fixture';

const LAH = 'ger-1-lah';
const RIFLES = 'sov-25g-rd-kb';

/**
 * KB 20.3 (Third Kharkov: rows 30-48 in play) with 11.26, 12.71: a Mobile Assault's retreat
 * keeps to the hexes in play, as a Prepared Assault's does (assault/retreat.ts). Found by the
 * fuzzer (Third Kharkov, seed kb-npm-test/third-kharkov/1, T12/axis-movement): the 12th Tank
 * Corps, assaulted in 3115, was retreated by the default path 3015, 2916, 2816, out of play.
 */
describe('KB 11.26, 20.3: a Mobile Assault retreat stays in play', () => {
  it('Dr3 with every hex of columns 14 and above out of play: the three hexes retreated are all in play', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 6, defense: 2 });
    const owner = Object.fromEntries(Object.entries(p.state.owner).filter(([hex]) => Number(hex.slice(2)) < 14 || hex === '1313'));
    const state: KbState = { ...p.state, owner };
    const { state: after, events } = executeWith(p, state, [{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313' } }], d10({ 'T03/axis-movement/0/mobile-assault': 4 }));
    const retreat = events.find((e) => e.kind === 'retreated');
    expect(retreat).toMatchObject({ kind: 'retreated', units: [RIFLES] });
    const path = retreat?.kind === 'retreated' ? retreat.path : [];
    expect(path).toHaveLength(3);
    for (const h of path) expect(owner[h], `${h} is in play`).toBeDefined();
    expect(owner[after.units[RIFLES]!.hex!]).toBeDefined();
  });
});
