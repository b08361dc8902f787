import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import type { InfiltrateBody } from '../orders/fire';
import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { distance, isHex, neighbours, sideAt, stackKeeps } from '../windows/attack/battlefield';
import { moveTo } from '../windows/attack/position-edits';
import { unitOf } from '../windows/attack/fire-units';
import { infiltrationBegun } from './infiltration-start';
import { isHerman, isSovietInfantry } from './infiltrators';
import { onSovietSide, sovietLine, stayingSoviets, tetherHexes } from './soviet-side';
import { readStep, type WalkLimits } from './infiltration-walk';
import { walkBoard, type WalkBoard } from './walk-board';
import { firerProblems } from '../windows/attack/firer-problems';
import { isCombatUnit } from '../combat/unit-classes';
import { attackBar } from '../leaders/attack-bar';
import { infiltrationProblems } from './check-infiltration';
import { sovietSees } from './soviet-sight';

/** Every hex a walk from `start` may end in but for stacking, in the order of a breadth-first walk, with the shortest path to it (13.2: no stop on German units; a stop hex is not gone past), within `steps` hexes. */
function walkEnds(ctx: PhaseContext, board: WalkBoard, start: string, limits: WalkLimits, steps: number): { hex: string; path: string[] }[] {
  const { env } = ctx;
  const prev = new Map<string, { from: string | null; depth: number }>([[start, { from: null, depth: 0 }]]);
  const queue = [start];
  const ends: { hex: string; path: string[] }[] = [];
  while (queue.length) {
    const h = queue.shift()!;
    const depth = prev.get(h)!.depth;
    if (depth >= steps) continue;
    for (const n of neighbours(env, h)) {
      if (prev.has(n)) continue;
      const r = readStep(env, board, h, n, limits, 0);
      if (r.refused) continue;
      prev.set(n, { from: h, depth: depth + 1 });
      if (!r.passOnly) {
        const path: string[] = [];
        for (let p: string | null = n; p !== null && p !== start; p = prev.get(p)!.from) path.unshift(p);
        ends.push({ hex: n, path });
      }
      if (!r.stop) queue.push(n);
    }
  }
  return ends;
}

/** Herman on the map, if he is. */
const hermanOnMap = (ctx: PhaseContext, state: SosState): string | undefined => Object.keys(state.pieces).find((id) => isHerman(ctx.env, id) && isHex(ctx.env, state.pieces[id]!.at));

/**
 * SoS 13.1-13.8: the infiltrations Herman may make in the Soviet Exploit Attack window from 26
 * September: for each German combat unit he and an infantry unit stacked with him may attack,
 * one order the check accepts, with the shortest way in to a hex from which the infantry unit
 * fires at it and the shortest way back to the Soviet side. A unit the Soviet sees is named
 * (13.3: he chooses the exact target); a hidden stack is offered once, by its hex alone (7.1,
 * 7.2: infiltration-target.ts takes its unit). None under 18.52's bar, and every order is
 * asked of the check itself (check-infiltration.ts), so the listing offers only what it accepts.
 */
export function infiltrationChoices(ctx: PhaseContext, state: SosState, sees: (id: string) => boolean = sovietSees(ctx.env, state)): InfiltrateBody[] {
  const { env } = ctx;
  if (ctx.side !== 'soviet' || !infiltrationBegun(ctx.scenario, ctx.turn)) return [];
  // SoS 18.52: no Soviet attack, the infiltration among them, until the turn after Chuikov or the HQ arrives
  if (attackBar(env, state, ctx.side, ctx.turn)) return [];
  const herman = hermanOnMap(ctx, state);
  if (!herman) return [];
  const start = state.pieces[herman]!.at!;
  const germans = Object.keys(state.pieces).filter((id) => env.counter(id).side === 'german' && isHex(env, state.pieces[id]!.at)).sort();
  const orders: InfiltrateBody[] = [];
  const board = walkBoard(env, state);
  const done = new Set<string>();
  for (const infantry of sideAt(env, state, start, 'soviet').filter((id) => isSovietInfantry(env, state, id) && !state.pieces[id]!.pinned && !state.pieces[id]!.spent)) {
    const movers = [herman, infantry];
    const range = Math.max(1, unitOf(env, state, infantry)?.range ?? 1);
    const line = sovietLine(env, state, movers);
    for (const end of walkEnds(ctx, board, start, { tether: tetherHexes(env, stayingSoviets(env, state, movers)) }, Number.POSITIVE_INFINITY)) {
      const near = germans.filter((g) => !done.has(g) && distance(env, end.hex, state.pieces[g]!.at!) <= range);
      if (near.length === 0 || !stackKeeps(env, state, end.hex, 'soviet', movers)) continue;
      const there = moveTo(state, movers, end.hex);
      const back = walkEnds(ctx, board, end.hex, {}, 4).find((b) => onSovietSide(env, line, board.germanZoc, b.hex) && stackKeeps(env, there, b.hex, 'soviet', movers));
      if (!back) continue;
      for (const unit of near) {
        const target = state.pieces[unit]!.at!;
        // SoS 13.3: a German combat unit the infantry unit may fire at from there (range, sight: firer-problems.ts); the walks are the check's by construction
        const u = unitOf(env, state, unit);
        const key = sees(unit) ? unit : `hex ${target}`;
        if (!u || !isCombatUnit(u) || done.has(key) || firerProblems(ctx, there, target, infantry, end.hex, []).length) continue;
        const order: InfiltrateBody = sees(unit) ? { target, units: movers, path: end.path, unit, back: back.path } : { target, units: movers, path: end.path, back: back.path };
        // the check's own predicate: an order it refuses is not offered
        if (infiltrationProblems(ctx, state, [{ infiltrate: order }], new Map()).length) continue;
        orders.push(order);
        done.add(key);
        done.add(unit);
      }
    }
  }
  return orders;
}

/**
 * SoS 13.1: Herman's listing in that window: the German hexes he may attack (`attacks`) and one
 * ready order a German combat unit he sees or a hidden stack (`notes`), none when he may not
 * infiltrate.
 */
export function infiltrationOptions(ctx: PhaseContext, state: SosState): UnitOptions[] {
  const { env } = ctx;
  const orders = infiltrationChoices(ctx, state);
  const herman = orders[0]?.units[0];
  if (!herman) return [];
  const start = state.pieces[herman]!.at!;
  const attacks = [...new Set(orders.map((o) => o.target))].sort().map((t) => ({ target: hexId(t) }));
  const notes = orders.map((o) => `infiltrate: ${JSON.stringify(o)} (SoS 13.1-13.8)`);
  return [{ unit: unitId(herman), label: env.counter(herman).name, hex: hexId(start), attacks, notes }];
}
