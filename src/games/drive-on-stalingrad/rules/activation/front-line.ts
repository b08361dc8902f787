import type { HexId, UnitId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import { SOVIET } from '#games/drive-on-stalingrad/state/sides';
import { unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { Consequences } from '../consequences';

/** DoS 3.2: "within eight or fewer hexes" (digest G-1: the mover's hex not counted, the target hex counted). */
export const FRONT_LINE_REACH = 8;

/** The Soviet front-line army a unit belongs to (DoS 3.2, scenario `frontLine`), or null. */
export function frontLineArmyOf(ctx: DosContext, state: DosState, def: UnitDef): string | null {
  const lines = scenarioOf(ctx, state.scenario).data.frontLine;
  return def.army !== undefined && lines !== undefined && Object.hasOwn(lines, def.army) ? def.army : null;
}

/**
 * The game turn a front-line army activates by the calendar (DoS 3.2): that of the first
 * German-side army opposite it to be released (an army with no release turn is free on GT1).
 */
export function scheduledActivation(ctx: DosContext, state: DosState, army: string): number {
  const data = scenarioOf(ctx, state.scenario).data;
  const opposite = data.frontLine?.[army] ?? [];
  return Math.min(...opposite.map((g) => data.armyRelease[g] ?? 1), Number.MAX_SAFE_INTEGER);
}

/**
 * Whether a front-line army is still frozen (DoS 3.2): before its calendar activation,
 * unless a German-side approach or attack activated it early (AC-6), or every German
 * army was released at once by a Soviet crossing of the start line (then the armies
 * opposite are active too; digest §9 interpretation).
 */
export function frontLineFrozen(ctx: DosContext, state: DosState, army: string): boolean {
  const lines = scenarioOf(ctx, state.scenario).data.frontLine;
  if (lines === undefined || !Object.hasOwn(lines, army)) return false;
  if (state.armyRestrictionsLifted || Object.hasOwn(state.activation.frontLine, army)) return false;
  return state.turn < scheduledActivation(ctx, state, army);
}

/** The still-frozen front-line armies, sorted. */
export function frozenFrontLineArmies(ctx: DosContext, state: DosState): string[] {
  const lines = scenarioOf(ctx, state.scenario).data.frontLine ?? {};
  return Object.keys(lines).filter((a) => frontLineFrozen(ctx, state, a)).sort();
}

const armies = new WeakMap<DosContext, ReadonlyMap<string, readonly UnitId[]>>();

/** Every counter of each army, sorted (the counters do not change during a game). */
const countersByArmy = (ctx: DosContext): ReadonlyMap<string, readonly UnitId[]> =>
  cached(armies, ctx, () => {
    const out = new Map<string, UnitId[]>();
    for (const d of ctx.units.values()) if (d.army !== undefined) out.set(d.army, [...(out.get(d.army) ?? []), d.id as UnitId]);
    for (const ids of out.values()) ids.sort();
    return out;
  });

/** On-map units of an army, sorted. */
export const unitsOfArmy = (ctx: DosContext, state: DosState, army: string): UnitId[] =>
  (countersByArmy(ctx).get(army) ?? []).filter((id) => Object.hasOwn(state.units, id) && state.units[id]!.status === 'on-map');

function activate(draft: DosState, army: string, why: string, out: Consequences): void {
  draft.activation = { ...draft.activation, frontLine: { ...draft.activation.frontLine, [army]: draft.turn } };
  out.notes.push({ text: `Soviet front-line army ${army} activated: ${why}`, rule: 'DoS 3.2' });
}

/**
 * DoS 3.2 (digest AC-6a, E36): a German-side unit entering a hex on the Soviet side of
 * the start line (Soviet-held at the start) within 8 hexes of any unit of a still-frozen
 * front-line army activates that army for the whole game turn. Mutates the draft.
 */
export function proximityActivation(ctx: DosContext, draft: DosState, hex: HexId, out: Consequences): void {
  if (scenarioOf(ctx, draft.scenario).initialControl.get(hex) !== SOVIET) return;
  for (const army of frozenFrontLineArmies(ctx, draft)) {
    const near = unitsOfArmy(ctx, draft, army).find((id) => ctx.map.grid.distance(hex, draft.units[id]!.hex!) <= FRONT_LINE_REACH);
    if (near !== undefined) activate(draft, army, `German-side unit in ${hex}, within ${FRONT_LINE_REACH} hexes of ${draft.units[near]!.hex}`, out);
  }
}

/** DoS 3.2 (digest AC-6b, E43): a German-side attack on any unit of a still-frozen front-line army activates it. */
export function attackActivation(ctx: DosContext, draft: DosState, defenders: readonly UnitId[], out: Consequences): void {
  const armies = new Set(defenders.map((id) => frontLineArmyOf(ctx, draft, unitDef(ctx, id))).filter((a): a is string => a !== null));
  for (const army of [...armies].sort()) {
    if (frontLineFrozen(ctx, draft, army)) activate(draft, army, 'German-side units attacked it', out);
  }
}
