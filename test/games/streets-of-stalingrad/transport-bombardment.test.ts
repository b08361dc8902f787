import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { env, fragment, hexAt } from './bombardment-fixture';

/**
 * SoS 16.48, 16.49 under bombardment, 13 September, phase 2: the German II/276 and I/276
 * mortars (12 AF, the CRT's 10-19 column) bombard 1010 (suburb), where the Soviet transport
 * stands; a die of 2 is a D1 there (bombardment-resolve.test.ts).
 */
const HEX = '1010';
const M = hexAt(HEX, 3);
const T = 'sov-transport';
const mortars: SosBombardment = { side: 'german', target: HEX, table: 'crt', units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null };
const D1 = { 'T01/2.resolve/1010/german/die': 2 };
const at = (defenders: string[]): SosState => {
  const s = fragment({ 'ger-8-276': M, 'ger-4-276': M, ...Object.fromEntries(defenders.map((d) => [d, HEX])) });
  return { ...s, pieces: { ...s.pieces, [T]: freshPiece(HEX) }, bombardments: [mortars] };
};
const resolve = (state: SosState) => resolveBombardments({ env, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, state, new FixedDice(D1));

describe('SoS 16.49: "If all of the Soviet combat units in the same hex with the transport units are eliminated, then all of the transport units are also eliminated"', () => {
  it('a D1 takes the one rifle battalion (the transport is no combat unit for losses), then the transport with it', () => {
    const r = resolve(at(['sov-1-1045']));
    expect(r.events.find((e) => e.type === 'units-eliminated')).toMatchObject({ units: ['sov-1-1045', T], forced: ['SoS 16.48, 16.49: the transports go with the last combat unit of the hex'] });
    expect(r.state.pieces[T]).toMatchObject({ at: null, eliminated: true });
  });

  it('with a second battalion left in the hex, the transport stays', () => {
    const r = resolve(at(['sov-1-1045', 'sov-2-1045']));
    expect(r.events.find((e) => e.type === 'units-eliminated')).toMatchObject({ units: ['sov-1-1045'] });
    expect(r.state.pieces[T]!.at).toBe(HEX);
  });
});

describe('SoS 16.48: transports "can also be eliminated by bombardment"', () => {
  it('a D1 on a hex where the transport stands alone eliminates it', () => {
    const r = resolve(at([]));
    expect(r.events.find((e) => e.type === 'units-eliminated')).toMatchObject({ units: [T] });
    expect(r.state.pieces[T]!.eliminated).toBe(true);
  });
});
