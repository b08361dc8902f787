import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { DosContext } from './data/context';
import { scenarioOf } from './data/context';
import type { UnitDef } from './data/schema';
import { frozenReason } from './rules/activation/frozen';
import { conditionsView } from './rules/conditions-view';
import { controlledHexes } from './rules/control';
import { arrivalsView } from './rules/reinforcements/arrivals-view';
import { valuesHidden } from './rules/untried';
import { supplyOfAll } from './rules/supply/supply-of';
import type { SupplyStatus } from './rules/supply/supply-status';
import { supplyView } from './rules/supply/supply-view';
import type { DosSide } from './state/sides';
import { faceOf, occupancy, sideOf, unitDef } from './state/units';
import type { DosState } from './state/types';
import { openWindow } from './windows/window';

export interface UnitView {
  id: string;
  designation: string;
  name: string;
  nationality: string;
  type: string;
  mobility: string;
  size: string;
  steps: number;
  maxSteps: number;
  /** "?" also for an untried unit not yet in combat (DoS 2.14). */
  attack: number | '?';
  defense: number | '?';
  movement: number;
  untried?: true;
  /** Frozen: may neither move nor attack now (DoS 3.2, 8.2, 8.4); it defends normally. */
  frozen?: true;
  /** Own units only: the supply state if checked now (DoS 7.2, 7.7, 7.16). */
  supply?: SupplyStatus;
}

/** A stack as one side sees it: its own stacks in full; enemy stacks as top unit and count (DoS 11.7). */
export interface StackView {
  hex: HexId;
  side: DosSide;
  count: number;
  units?: UnitView[];
  top?: UnitView;
}

function unitView(d: UnitDef, steps: number, hidden: boolean): UnitView {
  const f = faceOf(d, steps);
  const v: UnitView = {
    id: d.id,
    designation: d.designation,
    name: d.name,
    nationality: d.nationality,
    type: d.type,
    mobility: d.mobility,
    size: d.size,
    steps,
    maxSteps: d.steps,
    attack: hidden ? '?' : f.attack,
    defense: hidden ? '?' : f.defense,
    movement: f.movement,
  };
  if (hidden) v.untried = true;
  return v;
}

const rank = (v: UnitView): number => (typeof v.defense === 'number' ? v.defense : 0) * 100 + (typeof v.attack === 'number' ? v.attack : 0);

/** A stack's units as every viewer's view starts from them: the strongest first (DoS 11.7), without the owner's supply. */
interface SeenStack {
  hex: HexId;
  side: DosSide;
  views: readonly UnitView[];
}

/** What every viewer's view of one position shares: its stacks, the open window, the unit ids. */
interface SharedView {
  stacks: readonly SeenStack[];
  window: ReturnType<typeof openWindow>;
  ids: readonly string[];
}

const shared = new WeakMap<DosContext, WeakMap<DosState, SharedView>>();

/** The viewer-independent part of a position's view, worked out once per state (a state is never changed in place). */
function sharedView(ctx: DosContext, state: DosState): SharedView {
  return cached(cached(shared, ctx, () => new WeakMap()), state, () => {
    const occ = occupancy(state);
    const stacks: SeenStack[] = [];
    for (const [hex, ids] of [...occ].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const side = sideOf(unitDef(ctx, ids[0]!));
      const views = ids
        .map((id) => {
          const d = unitDef(ctx, id);
          const v = unitView(d, state.units[id]!.steps, valuesHidden(d, state.units[id]));
          if (frozenReason(ctx, state, id) !== null) v.frozen = true;
          return v;
        })
        .sort((a, b) => rank(b) - rank(a) || (a.id < b.id ? -1 : 1));
      stacks.push({ hex, side, views });
    }
    return { stacks, window: openWindow(ctx, state), ids: Object.keys(state.units).sort() };
  });
}

/**
 * What a side (or the public, null) may see (Ruleset.view). Own stacks in full; enemy
 * stacks show only their top unit (the strongest) and a count (DoS 11.7); untried Soviet
 * values stay hidden from both sides until the unit's first combat (2.14); reinforcements
 * not yet arrived are shown to their owner only (11.7); the German VP total is public.
 * What every viewer sees alike is worked out once per state (sharedView); each view gets
 * objects of its own.
 */
export function viewFor(ctx: DosContext, state: DosState, viewer: DosSide | null): unknown {
  const scenario = scenarioOf(ctx, state.scenario).data;
  const seen = sharedView(ctx, state);
  const supply = viewer !== null ? supplyOfAll(ctx, state) : {}; // DoS 7.16, own units only
  const stacks: StackView[] = seen.stacks.map(({ hex, side, views }) =>
    side === viewer
      ? { hex, side, count: views.length, units: views.map((v) => ({ ...v, supply: supply[v.id] ?? 'regular' })) }
      : { hex, side, count: views.length, top: { ...views[0]! } },
  );
  // a record of a thousand hex ids is built from the list faster than it is copied (a spread takes about six times as long)
  const control: Record<string, DosSide> = {};
  for (const [h, c] of controlledHexes(ctx, state)) control[h] = c;
  const window = seen.window;
  const ids = seen.ids;
  const view: Record<string, unknown> = {
    title: 'drive-on-stalingrad',
    scenario: state.scenario,
    viewer,
    turn: state.turn,
    turns: scenario.turns,
    window: window?.id ?? null,
    waitingFor: window ? [...window.waitingFor] : [],
    phaseOrder: state.phaseOrder,
    vp: state.vp,
    vpToWin: scenario.vpToWin,
    ended: state.ended,
    control,
    fortsDestroyed: state.fortsDestroyed,
    oRingIntact: state.oRingIntact,
    ...conditionsView(ctx, state), // DoS 10.0, 11.25, 9.18, 9.27, 9.32
    stacks,
    eliminated: ids.filter((id) => state.units[id]!.status === 'eliminated'),
  };
  if (viewer !== null) {
    view.reinforcements = ids.filter((id) => state.units[id]!.status === 'pending' && sideOf(unitDef(ctx, id)) === viewer);
    view.standing = state.standing[viewer] ?? null;
    view.oneTimeUsed = state.oneTime[viewer] ?? null;
  }
  Object.assign(view, arrivalsView(ctx, state, viewer)); // DoS 3.2, 8.1-8.7, 11.7
  Object.assign(view, supplyView(ctx, state, viewer)); // DoS 7.x, 4.3
  return view;
}
