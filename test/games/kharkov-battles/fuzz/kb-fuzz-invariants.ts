import type { GameEvent } from '#kernel/engine/events';
import type { Chit } from '#games/kharkov-battles/data/chits';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { overStackedHexes } from '#games/kharkov-battles/rules/stacking/end-of-phase';
import { KB_SCENARIOS } from '#games/kharkov-battles/sequence/scenarios';
import type { KbContext } from '#games/kharkov-battles/state/context';

const SIDES: readonly KbSide[] = ['axis', 'soviet'];
const SUPPLY = new Set(['operational', 'out-of-supply', 'isolated']);

/**
 * Invariants of a Kharkov Battles game between windows:
 * - every unit a counter of the data, with 1 to its printed steps on the map (KB 2.7) and
 *   0 to them off it; on the map in one map hex, off it in none (an Entry Area only when
 *   waiting in one, 17.0);
 * - never units of both sides in one hex (6.0, 10.0);
 * - supply states one of the three (8.31-8.33);
 * - Strength Chits (2.6, 2.7a): a chit under a unit is out of its pool, of the unit's side,
 *   under no other unit; each pool sorted and without repeats; pools and the chits under
 *   units are together the side's whole mix;
 * - ownership (2.3): every hex in play owned by a side, no other hex; a hex a side's units
 *   stand in is that side's;
 * - the game turn never past the scenario's last (20.1-20.3).
 */
export function kbStateProblems(ctx: KbContext, mix: readonly Chit[], inPlay: ReadonlySet<string>, game: KbGame): string[] {
  const out: string[] = [];
  const { state } = game;
  const sides = new Map<string, Set<KbSide>>();
  const under = new Map<string, string>();
  for (const [id, u] of Object.entries(state.units)) {
    const def = ctx.units.get(id);
    if (!def) {
      out.push(`${id} is no counter of the title`);
      continue;
    }
    if (u.id !== id) out.push(`${id} is recorded as ${u.id}`);
    const onMap = u.where === 'map';
    if (onMap && (u.steps < 1 || u.steps > def.steps)) out.push(`${id} is on the map with ${u.steps} steps (printed ${def.steps}; KB 2.7)`);
    if (!onMap && (u.steps < 0 || u.steps > def.steps)) out.push(`${id} (${u.where}) has ${u.steps} steps (printed ${def.steps})`);
    if (onMap && (u.hex === null || !ctx.map.has(u.hex))) out.push(`${id} is on the map in no map hex (${u.hex})`);
    if (onMap && u.hex !== null && !inPlay.has(u.hex)) out.push(`${id} stands in ${u.hex}, a hex not in play`);
    if (!onMap && u.hex !== null) out.push(`${id} is ${u.where} and in hex ${u.hex}`);
    if ((u.where === 'entry-area') !== (u.entryArea !== null)) out.push(`${id} is ${u.where} with Entry Area ${u.entryArea}`);
    if (!SUPPLY.has(u.supply)) out.push(`${id} has supply state ${u.supply} (KB 8.3)`);
    if (onMap && u.hex !== null) sides.set(u.hex, (sides.get(u.hex) ?? new Set()).add(def.side));
    if (u.chit) {
      const chit = mix.find((c) => c.id === u.chit!.id);
      if (!chit) out.push(`${id} has chit ${u.chit.id}, not of the mix`);
      else if (chit.pool !== def.side) out.push(`${id} (${def.side}) has the ${chit.pool} chit ${chit.id}`);
      const other = under.get(u.chit.id);
      if (other) out.push(`chit ${u.chit.id} is under both ${other} and ${id} (KB 2.6)`);
      under.set(u.chit.id, id);
      if (state.chitPools[def.side]?.includes(u.chit.id)) out.push(`chit ${u.chit.id} is under ${id} and still in the ${def.side} pool (KB 2.6)`);
    }
  }
  for (const [hex, s] of sides) {
    if (s.size > 1) out.push(`${hex} holds units of both sides`);
    const [only] = [...s];
    if (s.size === 1 && state.owner[hex] !== only) out.push(`${hex} holds ${only} units and is owned by ${state.owner[hex] ?? 'nobody'} (KB 2.3)`);
  }
  for (const side of SIDES) {
    const pool = state.chitPools[side] ?? [];
    if (new Set(pool).size !== pool.length) out.push(`the ${side} chit pool names a chit twice`);
    const whole = new Set(mix.filter((c) => c.pool === side).map((c) => c.id));
    const held = [...pool, ...[...under.keys()].filter((c) => mix.find((m) => m.id === c)?.pool === side)];
    const missing = [...whole].filter((c) => !held.includes(c));
    const extra = held.filter((c) => !whole.has(c));
    if (missing.length > 0 || extra.length > 0) out.push(`the ${side} pool and the chits under its units are not the mix (KB 2.7a): missing ${missing.join(', ') || 'none'}, extra ${extra.join(', ') || 'none'}`);
  }
  for (const [hex, side] of Object.entries(state.owner)) {
    if (!inPlay.has(hex)) out.push(`${hex} is owned (${side}) but not in play`);
    if (side !== 'axis' && side !== 'soviet') out.push(`${hex} is owned by ${side as string}`);
  }
  for (const hex of inPlay) if (!(hex in state.owner)) out.push(`${hex} is in play and owned by nobody (KB 2.3)`);
  const last = KB_SCENARIOS[game.scenario].lastTurn;
  if (state.at.turn > last) out.push(`turn ${state.at.turn} is past the scenario's last, ${last}`);
  if (game.position && game.position.turn > last) out.push(`the game stands at turn ${game.position.turn}, past the scenario's last, ${last}`);
  return out;
}

/** KB 6.11, 6.24: after a side's Movement Phase every stack of that side is legal. */
export function stackingAfterMovement(ctx: KbContext, game: KbGame, mover: KbSide): string[] {
  return overStackedHexes(ctx, game.state, mover).map((o) => `${o.hex}: ${mover} stack over the limits after its Movement Phase: ${o.failures.map((f) => `${f.message} (${f.rule})`).join('; ')}`);
}

/** KB 2.6: a chit drawn is its owner's to see: the event names its side alone. */
export function chitEventProblems(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type !== 'chit-drawn') continue;
    const v = e.visibleTo as string[] | undefined;
    if (!v || v.length !== 1 || v[0] !== e.side) out.push(`chit-drawn for ${String(e.unit)} is visible to ${JSON.stringify(v ?? 'everyone')}, not its owner ${String(e.side)} alone (KB 2.6)`);
  }
  return out;
}
