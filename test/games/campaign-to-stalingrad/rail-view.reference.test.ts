import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext, type CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { enemyOf, occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { railheads } from '#games/campaign-to-stalingrad/rules/railroads/railheads';
import { railView, type RailView } from '#games/campaign-to-stalingrad/rules/railroads/rail-view';
import { unrepairedFor } from '#games/campaign-to-stalingrad/rules/railroads/repair-state';
import { connectingRailHexes } from '#games/campaign-to-stalingrad/rules/supply/connecting-rail';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { adjudicateLogged } from '../../fuzz/logged-step';
import { createRng } from '../../fuzz/rng';
import { filesForWindow } from '../../fuzz/window-files';
import { ctsFuzzTitle } from './fuzz/cts-fuzz-title';
import { realBundle } from './support/real-bundle';

/** The first railView, worked out at every call, kept as the reference for the one kept per state (CtS 15.5, 15.6). */
function referenceRailView(ctx: CtsContext, state: CtsState): RailView {
  const occ = occupancy(ctx, state);
  const heads = (side: CtsSide) => railheads(ctx, connectingRailHexes(ctx, state, occ, side, bondsOf(ctx, state, enemyOf(side), occ)));
  return {
    railheads: { axis: heads('axis'), soviet: heads('soviet') },
    unrepaired: { axis: [...unrepairedFor(ctx, state, 'axis')].sort(), soviet: [...unrepairedFor(ctx, state, 'soviet')].sort() },
  };
}

/** Positions of a Fall Blau game of random legal orders (the fuzzer's), `steps` windows from the set-up. */
function fuzzedPositions(seed: string, steps: number): CtsState[] {
  const title = ctsFuzzTitle();
  const rng = createRng(seed);
  const out: CtsState[] = [];
  let state = cts.setup('fall-blau');
  for (let step = 1; step <= steps; step++) {
    out.push(state);
    const window = cts.window(state);
    if (window === null) break;
    const files = filesForWindow(title, state, window, rng, { offeredChecks: 0, standingRate: 0.25 });
    state = adjudicateLogged(cts, state, { gameSeed: seed, step, window: window.id, submissions: files.submissions }).result.state;
  }
  return out;
}

describe('railView, kept per state, against the first version (CtS 15.5, 15.6)', () => {
  const ctx = createContext(realBundle);
  const positions = fuzzedPositions('rail-view-reference', 14);

  it('shows the same railheads and unrepaired hexes for every position, asked once or again', () => {
    expect(positions.length).toBe(14);
    for (const state of positions) {
      const want = referenceRailView(ctx, state);
      expect(railView(ctx, state)).toEqual(want);
      expect(railView(ctx, state)).toEqual(want);
    }
  });

  it('gives each caller lists of its own: writing into one leaves the next as it was', () => {
    const state = positions[5]!;
    const first = railView(ctx, state);
    for (const side of ['axis', 'soviet'] as const) {
      first.railheads[side].push('0000' as never);
      first.unrepaired[side].push('0000' as never);
    }
    expect(railView(ctx, state)).toEqual(referenceRailView(ctx, state));
  });
});
