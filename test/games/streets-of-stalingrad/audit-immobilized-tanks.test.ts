import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { applyToMovers, moverCombat, type MoverFire } from '#games/streets-of-stalingrad/opportunity-fire/fire-at-movers';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { env, fragment, hexAt } from './bombardment-fixture';

/**
 * Second reading of SoS 16.3-16.37 (docs/rules-audit-streets-of-stalingrad.md, rows IM-nn):
 * each row read as DIFFERS has a test here; it failed on the code read and passes since the fix.
 *
 * Scenario #2 on 13 September (turn 1): its immobilized tank counter `sov-immobilized-tank-1`
 * is put in a hex by hand (the 16.32 roll places it in play).
 */
const IMM = 'sov-immobilized-tank-1';
const T = 'sov-transport';

/** The German II/276 and I/276 mortars (12 AF) bombard `target` on the WBBT; a die of 4 is a P (audit-transports.test.ts, TR-12). */
const mortarsAt = (target: string): SosBombardment => ({ side: 'german', target, table: 'wbbt', units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: true, opOn1039: false, stukas: null });
function bombarded(target: string, more: Record<string, string>): SosState {
  const M = hexAt(target, 3);
  const s = fragment({ 'ger-8-276': M, 'ger-4-276': M, ...more });
  // the immobilized tank and the transport are in no set-up of scenario #2: they are put in the hex
  return { ...s, pieces: { ...s.pieces, [IMM]: freshPiece(target), [T]: freshPiece(target) }, bombardments: [mortarsAt(target)] };
}
const bombard = (target: string, more: Record<string, string> = {}) =>
  resolveBombardments({ env, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, bombarded(target, more), new FixedDice({ [`T01/2.resolve/${target}/german/die`]: 4 }));

describe('IM-09: SoS 16.37, 16.49: a P that eliminates the immobilized tank, the hex\'s only combat unit, takes the transports with it', () => {
  it('IM-09: a P (die 4) at 1010: the immobilized tank is eliminated (16.37), and the transport left with no combat unit goes too (16.49)', () => {
    const r = bombard('1010');
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ result: 'P' });
    expect(r.state.pieces[IMM]).toMatchObject({ at: null, eliminated: true });
    // 16.49: "If all of the Soviet combat units in the same hex with the transport units are eliminated, then all of the transport units are also eliminated."
    expect(r.state.pieces[T]).toMatchObject({ at: null, eliminated: true });
  });

  it('IM-09: with a rifle battalion beside them the transport stays (a combat unit is left), pinned by the P', () => {
    const r = bombard('1010', { 'sov-1-1045': '1010' });
    expect(r.state.pieces[IMM]).toMatchObject({ eliminated: true });
    expect(r.state.pieces[T]).toMatchObject({ at: '1010', pinned: true });
  });
});

describe('IM-10: SoS 16.37, 9.882, 11.11: a P of opportunity fire in a hex holding an immobilized tank eliminates it, never pins it', () => {
  /** The Soviet rifle battalion 1/1045 moves into suburb 1010, where the immobilized tank stands; German fire from two hexes away gives a P. */
  const at = '1010';
  const from = hexAt(at, 2);
  const s0 = fragment({ 'sov-1-1045': at, 'ger-8-276': from });
  const s: SosState = { ...s0, pieces: { ...s0.pieces, [IMM]: freshPiece(at) } };
  const f: MoverFire = { side: 'german', date: '09-13', from, units: ['ger-8-276'], at, movers: ['sov-1-1045'], lossOrder: undefined, label: 'T01/soviet-movement/of/1' };

  it('IM-10: the P pins the moving battalion (11.11) and eliminates the immobilized tank in the hex (16.37: "always immediately eliminated by a P result against their hex")', () => {
    const r = applyToMovers(env, s, f, moverCombat(env, s, f, []), 'P', false, new FixedDice([]));
    expect(r.state.pieces['sov-1-1045']).toMatchObject({ at, pinned: true });
    expect(r.state.pieces[IMM]).toMatchObject({ at: null, eliminated: true, pinned: false });
    expect(r.report.eliminated).toContain(IMM);
  });
});
