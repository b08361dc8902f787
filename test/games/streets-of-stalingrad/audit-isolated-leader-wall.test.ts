import { describe, expect, it } from 'vitest';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { codes, env, ruleset } from './movement-window-fixture';

/**
 * The rows of the audit page's section "Second reading of an isolated leader's move (18.32)
 * and the Tartar Wall side (9.40 ∆)" found to differ from the rulebook text: IL-03 failed on the
 * code read (as `it.fails`) and passes since the fix. The
 * Wall side rows (WS) found no difference: the lines to 2638 from two hexes beyond the Wall
 * are all blocked by other terrain first (suburbs in 2538, 2539, 2639, 2739; the Wall along
 * 2537|2538 and 2739|2838), so the judge's counting of the target hex's own Wall sides
 * (WS-09) changes no line on the map.
 */

/**
 * IL: the position of test/games/streets-of-stalingrad/isolated-leader.test.ts, scenario #1: a
 * Soviet company on 1236 holds the enemy ZOC of 1237, 1137 and 1136; the German leader MUES on
 * 1239, not isolated (no "Out of Supply" marker); a German company on 1035.
 */
function position(given: Record<string, string> = {}): SosState {
  const base = ruleset.setup('scenario-1').state;
  const placed: Record<string, string> = { 'sov-chuikov': '0860', 'ger-paulus': 'GB-1', 'ger-von-seydlitz': 'GB-1', 'sov-1-270-nkvd': '1236', 'ger-71-5-191': '1035', 'ger-mues': '1239', ...given };
  const pieces: SosState['pieces'] = {};
  for (const [id, p] of Object.entries(base.pieces)) pieces[id] = { ...p, at: placed[id] ?? null, pinned: false, dismounted: false };
  const { outOfSupply: _, ...rest } = base;
  return { ...rest, pieces, markers: { attack: [], breakthru: [] } };
}
const ctx = (): PhaseContext => {
  const entry = turnPlan('scenario-1', 1)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === 'german-movement')!;
  return { env, scenario: 'scenario-1', turn: 1, window: entry, side: 'german', standing: { german: null, soviet: null }, options: {} };
};

describe('audit 18.16, 18.32: a leader moving alone into an enemy ZOC hex', () => {
  it('IL-03: 18.16 "Leader units may enter enemy ZOC hexes only if they are isolated or move with or to a friendly combat unit in that hex": MUES, not isolated, alone into the empty ZOC hex 1237 is refused', () => {
    const s = position();
    const issues = windowRules('german-movement').check(ctx(), s, [{ move: { units: ['ger-mues'], path: ['1238', '1237'] } }] as SosOrder[]);
    expect(codes(issues)).toEqual([['leader-into-zoc', 'orders.0.move.path.1']]);
    expect(issues[0]!.rule).toBe('SoS 18.16');
  });

  it('IL-03: "or move ... to a friendly combat unit in that hex": with the 6th company of II/191 in 1237, MUES may go to it; the 71 ID OP alone may enter the empty ZOC hex (14.93)', () => {
    const check = (s: SosState, units: string[]) => windowRules('german-movement').check(ctx(), s, [{ move: { units, path: ['1238', '1237'] } }] as SosOrder[]);
    expect(codes(check(position({ 'ger-71-6-191': '1237' }), ['ger-mues']))).toEqual([]);
    expect(codes(check(position({ 'ger-mues': '0101', 'ger-71-op': '1239' }), ['ger-71-op']))).toEqual([]);
  });
});
