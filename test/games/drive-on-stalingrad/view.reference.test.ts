import { describe, expect, it } from 'vitest';
import bundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { createContext, scenarioOf, type DosContext } from '#games/drive-on-stalingrad/data/context';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import { frozenReason } from '#games/drive-on-stalingrad/rules/activation/frozen';
import { conditionsView } from '#games/drive-on-stalingrad/rules/conditions-view';
import { controlledHexes } from '#games/drive-on-stalingrad/rules/control';
import { arrivalsView } from '#games/drive-on-stalingrad/rules/reinforcements/arrivals-view';
import { supplyOfAll } from '#games/drive-on-stalingrad/rules/supply/supply-of';
import { supplyView } from '#games/drive-on-stalingrad/rules/supply/supply-view';
import { valuesHidden } from '#games/drive-on-stalingrad/rules/untried';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { faceOf, occupancy, sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import { viewFor, type StackView, type UnitView } from '#games/drive-on-stalingrad/view';
import { openWindow } from '#games/drive-on-stalingrad/windows/window';
import { dosFuzzTitle } from '../../fuzz/dos/dos-fuzz-title';
import { adjudicateLogged } from '../../fuzz/logged-step';
import { createRng } from '../../fuzz/rng';
import { filesForWindow } from '../../fuzz/window-files';

/**
 * The first viewFor, every part worked out for each viewer, kept as the reference: the view
 * that shares its viewer-independent part per state (view.ts sharedView) must give the same
 * view, key for key and in the same order, for every viewer of every position.
 */
function referenceViewFor(ctx: DosContext, state: DosState, viewer: DosSide | null): unknown {
  const unitView = (d: ReturnType<typeof unitDef>, steps: number, hidden: boolean): UnitView => {
    const f = faceOf(d, steps);
    const v: UnitView = { id: d.id, designation: d.designation, name: d.name, nationality: d.nationality, type: d.type, mobility: d.mobility, size: d.size, steps, maxSteps: d.steps, attack: hidden ? '?' : f.attack, defense: hidden ? '?' : f.defense, movement: f.movement };
    if (hidden) v.untried = true;
    return v;
  };
  const rank = (v: UnitView): number => (typeof v.defense === 'number' ? v.defense : 0) * 100 + (typeof v.attack === 'number' ? v.attack : 0);
  const scenario = scenarioOf(ctx, state.scenario).data;
  const occ = occupancy(state);
  const supply = viewer !== null ? supplyOfAll(ctx, state) : {};
  const stacks: StackView[] = [];
  for (const [hex, ids] of [...occ].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const side = sideOf(unitDef(ctx, ids[0]!));
    const views = ids
      .map((id) => {
        const d = unitDef(ctx, id);
        const v = unitView(d, state.units[id]!.steps, valuesHidden(d, state.units[id]));
        if (frozenReason(ctx, state, id) !== null) v.frozen = true;
        if (side === viewer) v.supply = supply[id] ?? 'regular';
        return v;
      })
      .sort((a, b) => rank(b) - rank(a) || (a.id < b.id ? -1 : 1));
    stacks.push(side === viewer ? { hex, side, count: views.length, units: views } : { hex, side, count: views.length, top: views[0]! });
  }
  const control: Record<string, DosSide> = {};
  for (const [h, c] of controlledHexes(ctx, state)) control[h] = c;
  const window = openWindow(ctx, state);
  const ids = Object.keys(state.units).sort();
  const view: Record<string, unknown> = {
    title: 'drive-on-stalingrad', scenario: state.scenario, viewer, turn: state.turn, turns: scenario.turns, window: window?.id ?? null, waitingFor: window?.waitingFor ?? [],
    phaseOrder: state.phaseOrder, vp: state.vp, vpToWin: scenario.vpToWin, ended: state.ended, control, fortsDestroyed: state.fortsDestroyed, oRingIntact: state.oRingIntact,
    ...conditionsView(ctx, state), stacks, eliminated: ids.filter((id) => state.units[id]!.status === 'eliminated'),
  };
  if (viewer !== null) {
    view.reinforcements = ids.filter((id) => state.units[id]!.status === 'pending' && sideOf(unitDef(ctx, id)) === viewer);
    view.standing = state.standing[viewer] ?? null;
    view.oneTimeUsed = state.oneTime[viewer] ?? null;
  }
  Object.assign(view, arrivalsView(ctx, state, viewer));
  Object.assign(view, supplyView(ctx, state, viewer));
  return view;
}

/** The positions of a game of random legal orders (the fuzzer's), `steps` windows from the set-up. */
function fuzzedPositions(scenario: string, seed: string, steps: number): DosState[] {
  const ruleset = driveOnStalingrad;
  const title = dosFuzzTitle();
  const rng = createRng(seed);
  const out: DosState[] = [];
  let state = ruleset.setup(scenario);
  for (let step = 1; step <= steps; step++) {
    out.push(state);
    const window = ruleset.window(state);
    if (window === null) break;
    const files = filesForWindow(title, state, window, rng, { offeredChecks: 0, standingRate: 0.25 });
    state = adjudicateLogged(ruleset, state, { gameSeed: seed, step, window: window.id, submissions: files.submissions }).result.state;
  }
  return out;
}

const VIEWERS = ['german', 'soviet', null] as const;

describe('viewFor against the first version (DoS 11.7, 2.14)', () => {
  const ctx = createContext(DataBundle.parse(bundle));
  const positions = [...fuzzedPositions('operation-blue', 'view-reference', 14), ...fuzzedPositions('operation-uranus', 'view-reference', 8)];

  it('gives every viewer of every position the same view, members in the same order', () => {
    expect(positions.length).toBeGreaterThan(15);
    for (const state of positions) {
      for (const viewer of VIEWERS) {
        // asked twice: the second view reads the part shared per state
        for (let n = 0; n < 2; n++) {
          const got = JSON.stringify(viewFor(ctx, state, viewer));
          if (got !== JSON.stringify(referenceViewFor(ctx, state, viewer))) expect(got).toBe(JSON.stringify(referenceViewFor(ctx, state, viewer)));
        }
      }
    }
  });

  it('gives each view objects of its own: writing into one view leaves the next view of the position as it was', () => {
    const state = positions[3]!;
    for (const viewer of VIEWERS) {
      const first = viewFor(ctx, state, viewer) as { stacks: StackView[]; control: Record<string, string>; waitingFor: string[] };
      for (const s of first.stacks) {
        for (const u of [...(s.units ?? []), ...(s.top ? [s.top] : [])]) (u as { steps: number }).steps = -1;
        s.count = -1;
      }
      for (const h of Object.keys(first.control)) first.control[h] = 'nobody';
      first.waitingFor.push('nobody');
      expect(JSON.stringify(viewFor(ctx, state, viewer))).toBe(JSON.stringify(referenceViewFor(ctx, state, viewer)));
    }
  });
});
