import type { UnitOptions } from '#kernel/engine/ruleset';
import type { HexId } from '#kernel/ids';
import { planPlacements } from '../../../e2e/support/plan-placements';
import { closingMoves, ctsMap, isEnemyUnit, stepsFromEnemy, type FrontView } from './closing-moves';

export type { FrontView } from './closing-moves';

/** Hexes next to an enemy unit, from the side's view of the state. */
export function frontOf(view: FrontView, side: string): Set<string> {
  const out = new Set<string>();
  for (const [id, u] of Object.entries(view.units)) {
    if (isEnemyUnit(id, side) && u.where === 'map' && u.hex) for (const n of ctsMap.neighbours(u.hex as HexId)) out.add(n);
  }
  return out;
}

/** How much the scripted player orders in one window: moves in a Movement window, battles in a Combat window. */
export interface OrderLimits {
  moves: number;
  battles: number;
}

/** The complete scripted game's limits: six moves, three battles a window. */
export const FULL_GAME_LIMITS: OrderLimits = { moves: 6, battles: 3 };

/**
 * The scripted player's orders for the open window, from the side's options: in a Movement
 * window up to `moves` units each go to a listed destination next to the enemy (else their
 * farthest), no two to the same hex; in a Combat window up to `battles` enemy hexes, in hex
 * order, are each attacked by every unit that lists them and has not attacked yet (at most
 * one regular tank corps and one more regular tank unit out of one hex, 10.1.10), the first
 * attacker advancing into the hex; in a set-up window, a few placements that even out
 * stacks (test/e2e/support/plan-placements.ts). Deterministic.
 */
export function ordersFrom(units: UnitOptions[], accepts: string[], front: Set<string>, limits: OrderLimits = FULL_GAME_LIMITS): unknown[] {
  if (accepts.includes('place')) return planPlacements(units); // CtS 35.1: a set-up window
  if (accepts.includes('move')) {
    const taken = new Set<string>();
    const moves: unknown[] = [];
    for (const u of units) {
      const all = [...(u.moves ?? [])].reverse().filter((x) => !taken.has(x.hex));
      const m = all.find((x) => front.has(x.hex)) ?? all[0];
      if (!m || moves.length >= limits.moves) continue;
      taken.add(m.hex);
      moves.push({ move: { unit: u.unit, path: m.path } });
    }
    return moves;
  }
  const used = new Set<string>();
  const orders: unknown[] = [];
  for (const t of [...new Set(units.flatMap((u) => (u.attacks ?? []).map((a) => a.target)))].sort()) {
    if (orders.length >= limits.battles) break;
    // 10.1.10: out of one hex at most one regular tank corps and one more regular tank unit
    const tanks = new Map<string, { corps: number; all: number }>();
    const attackers = units
      .filter((u) => !used.has(u.unit) && (u.attacks ?? []).some((a) => a.target === t))
      .filter((u) => {
        if (!/Tank (Corps|Brigade)/.test(u.label) || /Guards/.test(u.label)) return true;
        const n = tanks.get(u.hex) ?? { corps: 0, all: 0 };
        const corps = /Tank Corps/.test(u.label) ? 1 : 0;
        if (n.all >= 2 || n.corps + corps > 1) return false;
        tanks.set(u.hex, { corps: n.corps + corps, all: n.all + 1 });
        return true;
      })
      .map((u) => u.unit);
    if (attackers.length === 0) continue;
    attackers.forEach((a) => used.add(a));
    orders.push({ attack: { attackers, targets: [t], advance: { units: attackers.slice(0, 1), path: [t] } } });
  }
  return orders;
}

/** An HTTP call to the app (hono's app.request, or a fixture's request). */
export type AppRequest = (path: string, call?: { token?: string; json?: unknown }) => Promise<Response>;

/** A game created over the API, with each side's token. */
export interface PlayedGame {
  id: string;
  token(side: string): string;
}

/** What a complete scripted game did: windows played, and orders sent in each Combat window ("T01/axis"). */
export interface FullGameRun {
  windows: number;
  attacksBy: Map<string, number>;
}

/**
 * CtS 36.6 [Change]: when the side's template offers a one-combat army bonus (`bonus: ARMY`,
 * the 5th Tank Army on Uranus turn 49), the first battle of the file takes it.
 */
async function takeOfferedBonus(request: AppRequest, game: PlayedGame, side: string, orders: unknown[]): Promise<void> {
  const template = await (await request(`/api/games/${game.id}/template`, { token: game.token(side) })).text();
  const army = /attack: \{attackers, targets, bonus: ([A-Za-z0-9]+)\}/.exec(template)?.[1];
  const first = orders.find((o): o is { attack: Record<string, unknown> } => typeof o === 'object' && o !== null && 'attack' in o);
  if (army && first) first.attack = { ...first.attack, bonus: army };
}

/**
 * CtS 38.0 (optional): while an attacker's options offer Ground Support ("Ground Support:
 * air: 1 ... (N left this turn"), the file's first N battles each ask for one air unit.
 */
function takeOfferedAir(units: UnitOptions[], orders: unknown[]): void {
  const left = Math.max(0, ...units.flatMap((u) => (u.notes ?? []).map((n) => Number(/^Ground Support: air: 1 .*\((\d+) left this turn/.exec(n)?.[1] ?? 0))));
  const battles = orders.filter((o): o is { attack: Record<string, unknown> } => typeof o === 'object' && o !== null && 'attack' in o);
  for (const b of battles.slice(0, left)) b.attack = { ...b.attack, air: 1 };
}

/**
 * Plays a Fall Blau game through the HTTP API to its end (at most `maxWindows` windows):
 * every window answered by a file built from the side's own options (GET /options) and
 * view, with the scripted player's orders; a file the rules refuse is sent again without
 * the orders its errors name (up to five times). Throws when a file is still refused.
 * `played`: the windows an earlier call played of the same game (each file's entropy names
 * its window's number in the game). `closeIn`: the Movement windows' moves are those of
 * support/closing-moves.ts (a long game's units taken in turn toward the enemy) instead.
 */
export async function playFullGame(request: AppRequest, game: PlayedGame, maxWindows = 70, { played = 0, closeIn = false }: { played?: number; closeIn?: boolean } = {}): Promise<FullGameRun> {
  const attacksBy = new Map<string, number>();
  let windows = 0;
  for (; windows < maxWindows; windows++) {
    const summary = (await (await request(`/api/games/${game.id}`)).json()) as { window: string | null; waitingFor: string[] };
    if (!summary.window) break;
    for (const side of summary.waitingFor) {
      const listing = (await (await request(`/api/games/${game.id}/options`, { token: game.token(side) })).json()) as { window: string; accepts: string[]; units: UnitOptions[] };
      const view = (await (await request(`/api/games/${game.id}/view`, { token: game.token(side) })).json()) as FrontView;
      const closing = closeIn && listing.accepts.includes('move') && !listing.accepts.includes('place');
      const orders = closing ? closingMoves(listing.units, stepsFromEnemy(view, side), FULL_GAME_LIMITS.moves, (played + windows) * FULL_GAME_LIMITS.moves) : ordersFrom(listing.units, listing.accepts, frontOf(view, side));
      if (listing.accepts.includes('attack')) await takeOfferedBonus(request, game, side, orders);
      if (listing.accepts.includes('attack')) takeOfferedAir(listing.units, orders);
      let file = { format: 'umpire-turn/1', game: game.id, side, window: summary.window, entropy: `${side} ${played + windows}`, orders };
      let res = await request(`/api/games/${game.id}/turns`, { token: game.token(side), json: file });
      for (let tries = 0; res.status === 422 && tries < 5; tries++) {
        const body = (await res.json()) as { errors: { path: (string | number)[] }[] };
        const bad = new Set(body.errors.map((e) => e.path[1]));
        file = { ...file, orders: file.orders.filter((_, i) => !bad.has(i)) };
        res = await request(`/api/games/${game.id}/turns`, { token: game.token(side), json: file });
      }
      if (res.status !== 200) throw new Error(`${summary.window} ${side}: the file is refused, ${res.status} ${await res.text()}`);
      if (listing.accepts.includes('attack')) attacksBy.set(`${summary.window.slice(0, 3)}/${side}`, file.orders.length);
    }
  }
  return { windows, attacksBy };
}
