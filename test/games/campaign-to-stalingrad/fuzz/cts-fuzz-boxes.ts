import type { GameEvent } from '#kernel/engine/events';
import type { UnitOptions } from '#kernel/engine/ruleset';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { boxBehind, boxExitProblem } from '#games/campaign-to-stalingrad/rules/off-map-boxes/box-edges';
import { boxReplacementProblems } from '#games/campaign-to-stalingrad/rules/caucasus/box-replacement';
import { caucasusPlay } from '#games/campaign-to-stalingrad/rules/caucasus/plays';
import { OFF_MAP_BOXES } from '#games/campaign-to-stalingrad/state/off-map-box';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { BattleTally, PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** From this turn on, units that can leave the map into a box now and then do (so that box battles happen in whole games). */
const BOX_BIAS_TURN = 20;

/**
 * CtS 33.1, 33.3, 34.6 in a Movement window: now and then a listed box move (`boxMoves`, legal
 * alone), an HQ in a box activated, an infantry-type replacement counter entered in the
 * Caucasus box (34.6; offered as the template offers it, when the rule finds nothing against
 * it), and from turn 20 a unit or two that ends a listed move on a box's edge hex leaving the
 * map into the box (17.1 `exit`, a composition check() may refuse). Returns the units used.
 */
export function planBoxMovement(ctx: CtsContext, state: CtsState, side: CtsSide, options: readonly UnitOptions[], rng: Rng): { orders: PlannedOrder[]; busy: Set<string> } {
  const orders: PlannedOrder[] = [];
  const busy = new Set<string>();
  for (const u of rng.subset(options.filter((o) => (o.boxMoves ?? []).length > 0), 0.3).slice(0, 3)) {
    busy.add(u.unit);
    orders.push({ order: { boxMove: { unit: u.unit, to: rng.pick(u.boxMoves!) } }, offered: true });
  }
  if (rng.chance(0.3)) {
    const hqs = Object.keys(state.units).filter((id) => ctx.units.get(id)?.type === 'army-hq' && ctx.units.get(id)?.side === side && state.units[id]!.box !== undefined);
    if (hqs.length > 0) orders.push({ order: { activate: { hq: rng.pick(hqs) } }, offered: false });
  }
  if (side === 'soviet' && caucasusPlay(ctx, state) && rng.chance(0.5)) {
    const to = rng.chance(0.3) ? 'black-sea-coast' : 'caucasus';
    const open = state.replacementsOnMap.filter((r) => r.side === 'soviet' && !r.moved && boxReplacementProblems(ctx, state, side, { type: r.type, from: r.hex, to }).length === 0);
    const r = open.length > 0 ? rng.pick(open) : undefined;
    if (r) orders.push({ order: { boxReplacement: { type: r.type, from: r.hex as string, to } }, offered: true });
  }
  if (state.turn >= BOX_BIAS_TURN && rng.chance(0.5)) {
    const exits = (o: UnitOptions): { hex: HexId; path: HexId[] }[] => {
      const spec = ctx.units.get(o.unit)!;
      const here = o.moves !== undefined ? [{ hex: o.hex, path: [] as HexId[] }] : [];
      return [...here, ...(o.moves ?? [])].filter((m) => boxBehind(ctx, state, side, m.hex) !== null && boxExitProblem(ctx, state, spec, m.hex) === null);
    };
    const leavers = options.filter((o) => !busy.has(o.unit) && o.entries === undefined).map((o) => ({ unit: o.unit, ways: exits(o) })).filter((l) => l.ways.length > 0);
    for (const l of rng.subset(leavers, 0.5).slice(0, 2)) {
      busy.add(l.unit);
      orders.push({ order: { move: { unit: l.unit, path: rng.pick(l.ways).path, exit: true } }, offered: false });
    }
  }
  return { orders, busy };
}

/**
 * CtS 34.1, 34.9 in a Combat window: for each Caucasus box where options() lists a box order,
 * now and then a box attack by a random subset of the listed attackers (offered alone when one
 * unit attacks, as options() checked it), or the marker's unopposed advance.
 */
export function planBoxCombat(options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const orders: PlannedOrder[] = [];
  const listed = options.filter((o) => o.boxCombat !== undefined);
  for (const box of [...new Set(listed.map((o) => o.boxCombat!.box))].sort()) {
    if (!rng.chance(0.6)) continue;
    const here = listed.filter((o) => o.boxCombat!.box === box);
    if (here[0]!.boxCombat!.order === 'boxAdvance') {
      orders.push({ order: { boxAdvance: { box } }, offered: true });
      continue;
    }
    const attackers = rng.chance(0.4) ? [rng.pick(here).unit] : rng.subset(here, 0.6).map((o) => o.unit);
    if (attackers.length === 0) continue;
    orders.push({ order: { boxAttack: { box, attackers } }, offered: attackers.length === 1 });
  }
  return orders;
}

/** CtS 34.1: the box battles among an adjudication's events, with their results. */
export function boxBattles(events: readonly GameEvent[]): BattleTally[] {
  return events.filter((e) => e.type === 'box-battle').map((e) => ({ kind: 'box-battle', result: (e.results as string[]).join('+'), rolled: true }));
}

/**
 * Invariants of the Off Map Boxes and the Caucasus Display between windows: each Control
 * Marker, when present, stands on a space of its own track (34.0); a unit in a box is off the
 * map (33.0), in one of the seven boxes.
 */
export function boxProblems(ctx: CtsContext, state: CtsState): string[] {
  const out: string[] = [];
  const display = ctx.caucasusDisplay;
  for (const track of ['caucasus', 'blackSeaCoast'] as const) {
    const space = state.caucasusMarkers?.[track];
    if (space === undefined) continue;
    if (!display) out.push(`the ${track} marker stands on ${space} in a game with no Caucasus Display`);
    else if (!display[track].some((s) => s.id === space)) out.push(`the ${track} marker stands on ${space}, no space of its track (CtS 34.0)`);
  }
  for (const [id, u] of Object.entries(state.units)) {
    if (u.box === undefined) continue;
    if (u.where !== 'off-map') out.push(`${id} is in the ${u.box} box but ${u.where === 'map' ? `on the map in ${u.hex}` : u.where} (CtS 33.0)`);
    if (!(OFF_MAP_BOXES as readonly string[]).includes(u.box)) out.push(`${id} is in ${u.box}, not an Off Map Box`);
  }
  return out;
}
