import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { side as asSide } from '#kernel/ids';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { createCampaignToStalingradEngines } from '#games/campaign-to-stalingrad/engines';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { boxEdgeHexes } from '#games/campaign-to-stalingrad/rules/off-map-boxes/box-edges';
import { placeArrivals } from '#games/campaign-to-stalingrad/rules/reinforcements/arrivals';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { realBundle } from './support/real-bundle';

/**
 * Second reading of 34.7 (the Soviet Caucasus Garrison), engine cts-7, rows GA of
 * docs/rules-audit-campaign-to-stalingrad.md: "No Soviet unit may ever leave these two Off Map
 * Boxes before Turn 21" holds every counter of the reconstructed garrison, those that start in
 * the Caucasus Box and those that arrive there, and options() offers no order check() refuses.
 */
const engines = createCampaignToStalingradEngines(realBundle);
const ctx = createContext(realBundle, 'cts-7');
const start = engines.setup('campaign', {}, 'cts-7');
/** The Soviet Movement Phase of `turn`, the 89th and 417th arrived in the box on turns 17 and 18. */
function movement(turn: number): CtsState {
  const t17 = placeArrivals(ctx, { ...start, turn: 17, phasing: 'soviet' }, 'soviet').state;
  const t18 = placeArrivals(ctx, { ...t17, turn: 18, phasing: 'soviet' }, 'soviet').state;
  return { ...t18, turn, phasing: 'soviet', phase: 'movement', movedThisPhase: [] };
}
const GARRISON = ['sov-223rd', 'sov-416rd', 'sov-9mrd', 'sov-20mrd', 'sov-11nkvd', 'sov-89rd', 'sov-417rd'];
const codes = (state: CtsState, orders: unknown[]): string[] => checkSubmission(ctx, state, { side: asSide('soviet'), orders }).map((i) => i.code);

describe('GA: 34.7 holds every garrison counter, at start and arriving (engine cts-7)', () => {
  it('GA4, GA6: on turn 20 none of the seven may come on the map, nor go to the Caspian Box; options() offers neither', () => {
    const s = movement(20);
    const entry = [...boxEdgeHexes(ctx, s, 'caucasus', 'soviet')].sort()[0]!;
    for (const id of GARRISON) {
      expect(s.units[id]).toMatchObject({ where: 'off-map', box: 'caucasus' });
      expect(codes(s, [{ move: { unit: id, path: [entry] } }])).toContain('garrison');
      expect(codes(s, [{ boxMove: { unit: id, to: 'caspian' } }])).toContain('garrison');
      const o = unitOptions(ctx, s, 'soviet', id)[0]!;
      expect(o.entries).toEqual([]);
      expect(o.boxMoves ?? []).not.toContain('caspian');
    }
  });
  it('GA7: on turn 20 a garrison division may go to the Black Sea Coast Box (it leaves neither of the two)', () => {
    const s = movement(20);
    expect(codes(s, [{ boxMove: { unit: 'sov-417rd', to: 'black-sea-coast' } }])).not.toContain('garrison');
    expect(unitOptions(ctx, s, 'soviet', 'sov-417rd')[0]!.boxMoves).toContain('black-sea-coast');
  });
  it('GA5: on turn 21 each may come on the map, and options() offers what check() accepts', () => {
    const s = movement(21);
    for (const id of GARRISON) {
      const o = unitOptions(ctx, s, 'soviet', id)[0]!;
      expect((o.entries ?? []).length).toBeGreaterThan(0);
      expect(codes(s, [{ move: { unit: id, path: [o.entries![0]!.hex] } }])).toEqual([]);
    }
  });
});

describe('GA16: the docs say what is built (34.7)', () => {
  it('the "Not wired" list under The Caucasus no longer names the garrison, built from engine cts-7', () => {
    const docs = readFileSync('docs/campaign-to-stalingrad.md', 'utf8');
    const notWired = docs.split('**Not wired**').slice(1).map((part) => part.split('\n\n')[0]!);
    expect(notWired.some((p) => /Soviet garrison at the start or\s+by reinforcement \(34\.7: the Campaign's at-start displays are not in the text\)/.test(p))).toBe(false);
  });
});
