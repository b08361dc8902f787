import type { Ruleset } from '#kernel/engine/ruleset';
import type { NatoType, SceneContent, SceneMarker, ScenePiece, SceneViewer } from '#kernel/engine/scene';
import { unitId, type HexId } from '#kernel/ids';
import type { DosContext } from './data/context';
import { scenarioOf } from './data/context';
import type { UnitType } from './data/schema';
import { asSide, DOS_SIDES, isDosSide, type DosSide } from './state/sides';
import type { DosState } from './state/types';
import { viewFor, type StackView, type UnitView } from './view';

/** The parts of the view the map reports read (view.ts viewFor). */
interface SeenState {
  stacks: StackView[];
  control: Record<string, DosSide>;
  fortsDestroyed: HexId[];
}

/** DoS unit types as NATO symbols, with the tag a counter prints beside them. */
const NATO: Record<UnitType, { nato: NatoType; mark?: string }> = {
  panzer: { nato: 'armour' },
  'motorized-infantry': { nato: 'motorized' },
  infantry: { nato: 'infantry' },
  'mountain-infantry': { nato: 'mountain' },
  'luftwaffe-field': { nato: 'infantry', mark: 'L' },
  flak: { nato: 'anti-aircraft' },
  security: { nato: 'infantry', mark: 'S' },
  cavalry: { nato: 'cavalry' },
  rifle: { nato: 'infantry' },
  'guards-rifle': { nato: 'infantry', mark: 'G' },
  'tank-corps': { nato: 'armour' },
  'mechanized-corps': { nato: 'mechanized' },
  'cavalry-corps': { nato: 'cavalry' },
  artillery: { nato: 'artillery' },
  'heavy-cannon': { nato: 'artillery', mark: 'H' },
  nkvd: { nato: 'infantry', mark: 'NKVD' },
  'fortified-region': { nato: 'fortified' },
};

function piece(u: UnitView, stack: StackView, index: number): ScenePiece {
  const type = NATO[u.type as UnitType] ?? { nato: 'unknown' as const };
  const p: ScenePiece = {
    hex: stack.hex,
    side: asSide(stack.side),
    colour: u.nationality,
    nato: type.nato,
    size: u.size,
    designation: u.designation,
    factors: `${u.attack}-${u.defense}-${u.movement}`,
    reduced: u.steps < u.maxSteps,
    unit: unitId(u.id),
    stackIndex: index,
    stackCount: stack.count,
  };
  if (type.mark) p.mark = type.mark;
  if (u.untried) p.untried = true;
  return p;
}

/** A stack's counters as the view shows them: every unit of an own stack, only the top one of an enemy's (DoS 11.7). */
const stackPieces = (s: StackView): ScenePiece[] => (s.units ?? (s.top ? [s.top] : [])).map((u, i) => piece(u, s, i));

/** The stacks a viewer sees: a side's own view; the public view; for the referee each side's own stacks from its view. */
function seenStacks(ctx: DosContext, state: DosState, viewer: SceneViewer): { seen: SeenState; stacks: StackView[] } {
  if (viewer.kind === 'side' && isDosSide(viewer.side)) {
    const seen = viewFor(ctx, state, viewer.side) as SeenState;
    return { seen, stacks: seen.stacks };
  }
  const seen = viewFor(ctx, state, null) as SeenState;
  if (viewer.kind !== 'referee') return { seen, stacks: seen.stacks };
  const stacks = DOS_SIDES.flatMap((s) => (viewFor(ctx, state, s) as SeenState).stacks.filter((st) => st.side === s));
  return { seen, stacks: stacks.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0)) };
}

/**
 * The pieces and markers of the map reports (Ruleset.scene), read from the per-side view
 * so that fog of war (11.7) and untried values (2.14) hold in every picture: enemy stacks
 * show their top unit and a count, untried factors stay "?". Markers: destroyed
 * fortifications (11.23) and hexes whose control differs from the scenario's start (3.4).
 */
export function sceneContent(ctx: DosContext, state: DosState, viewer: SceneViewer): SceneContent {
  const { seen, stacks } = seenStacks(ctx, state, viewer);
  const pieces = stacks.flatMap(stackPieces);
  const markers: SceneMarker[] = seen.fortsDestroyed.map((hex) => ({ hex, kind: 'fort-destroyed', text: 'fortification destroyed (11.23)' }));
  const initial = scenarioOf(ctx, state.scenario).initialControl;
  for (const [hex, side] of Object.entries(seen.control).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (initial.get(hex as HexId) !== side) markers.push({ hex: hex as HexId, kind: 'control', side: asSide(side), text: `${side} control (3.4)` });
  }
  return { pieces, markers };
}

/** The map and the scene hook of the ruleset (spread into createDriveOnStalingrad's result). */
export function sceneParts(ctx: DosContext): Pick<Ruleset<DosState>, 'map' | 'scene'> {
  return { map: ctx.map.data, scene: (state, viewer) => sceneContent(ctx, state, viewer) };
}
