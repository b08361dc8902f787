import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId } from '#kernel/ids';
import { ammunitionHeld } from '#games/streets-of-stalingrad/ammunition/held';
import { isInfantryOrCombatEngineer, isInfantryType } from '#games/streets-of-stalingrad/combat/unit-classes';
import { toSosUnit } from '#games/streets-of-stalingrad/data/counter-inputs';
import { phaseContext } from '#games/streets-of-stalingrad/game/context';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { openEntry } from '#games/streets-of-stalingrad/game/window';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { hexesToAttack } from '#games/streets-of-stalingrad/windows/attack/must-attack';
import { firesIndirect, indirectRange, isFlak88 } from '#games/streets-of-stalingrad/windows/bombardment/if-range';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** The map hexes holding a combat unit of `side`, each with its units in id order. */
function combatHexes(env: SosEnv, state: SosState, side: SosSide): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, p] of Object.entries(state.pieces)) {
    if (p.at === null || isBox(p.at) || env.counter(id).side !== side || !env.facts(id).combat) continue;
    out.set(p.at, [...(out.get(p.at) ?? []), id]);
  }
  return out;
}

const adjacent = (env: SosEnv, a: string, b: string): boolean => env.map.grid.distance(hexId(a), hexId(b)) === 1;

/**
 * A random movement or reserves file (SoS 8.0, 8.3): a share of the units the options list,
 * each moved alone to one of its listed places (offered: legal alone); then, where the
 * window takes them, 'attack' markers on enemy hexes next to a non-pinned infantry-type unit
 * that did not move (9.02a, 9.64; a guess: the moves before may change what it may mark).
 */
export function planMovement(env: SosEnv, state: SosState, side: SosSide, accepts: readonly string[], options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  const moved = new Set<string>();
  const movers = options.filter((o) => (o.moves ?? []).length > 0);
  const enemy = combatHexes(env, state, side === 'german' ? 'soviet' : 'german');
  // the nearer a place to the enemy, the sooner a fight: most moves go as close as the unit may
  const gap = (hex: string): number => (isBox(hex) ? 99 : Math.min(99, ...[...enemy.keys()].map((e) => env.map.grid.distance(hexId(hex), hexId(e)))));
  for (const o of rng.subset(movers, 0.3).slice(0, 10)) {
    moved.add(o.unit);
    const moves = o.moves!;
    const move = rng.chance(0.6) ? moves.reduce((a, b) => (gap(b.hex) < gap(a.hex) ? b : a)) : rng.pick(moves);
    out.push({ order: { move: { units: [o.unit], path: move.path } }, offered: true });
  }
  if (!accepts.includes('markAttack')) return rng.shuffle(out);
  const marks: PlannedOrder[] = [];
  const marked = new Set(state.markers.attack);
  for (const [id, p] of Object.entries(state.pieces)) {
    if (p.at === null || isBox(p.at) || p.pinned || moved.has(id) || env.counter(id).side !== side) continue;
    const u = toSosUnit(env.counter(id));
    if (!u || !isInfantryType(u)) continue;
    for (const hex of enemy.keys()) {
      if (marked.has(hex) || !adjacent(env, p.at, hex) || !rng.chance(0.5)) continue;
      marked.add(hex);
      marks.push({ order: { markAttack: { hex, by: id } }, offered: false });
    }
  }
  return [...rng.shuffle(out), ...marks];
}

/**
 * A random attack file (SoS 9.6): every marked hex the rules say must be attacked (9.14,
 * 9.61: windows/attack/must-attack.ts, with the units that may attack it), by a share of
 * its attackers not firing elsewhere (9.15), by hex; then on a share of the other marked
 * enemy hexes, direct fire from each adjacent hex by its combat units that are neither
 * pinned nor spent nor firing already (a guess: the check knows which may fire); now and
 * then a Close Assault (9.67, when an adjacent infantry or combat engineer unit attacks), a loss
 * order (9.58) and an advance (9.85).
 */
export function planAttacks(env: SosEnv, game: SosGame, side: SosSide, rng: Rng): PlannedOrder[] {
  const { state } = game;
  const out: PlannedOrder[] = [];
  const used = new Set<string>();
  const must = hexesToAttack(phaseContext(env, game, openEntry(game)!), state);
  const required = new Set(must.map((h) => h.hex));
  const attack = (target: string, fire: { from: string; units: string[] }[]) => {
    const firing = fire.flatMap((g) => g.units);
    for (const u of firing) used.add(u);
    const body: Record<string, unknown> = { target, fire };
    // SoS 9.67: a Close Assault only with an infantry or combat engineer unit, neither pinned nor spent, attacking from next to the target
    const assaulting = fire.some((g) => adjacent(env, g.from, target) && g.units.some((u) => {
      const x = toSosUnit(env.counter(u));
      return x !== undefined && isInfantryOrCombatEngineer(x) && !state.pieces[u]!.pinned && !state.pieces[u]!.spent;
    }));
    if (assaulting && rng.chance(0.2)) body.closeAssault = true;
    if (rng.chance(0.3)) body.losses = rng.shuffle(firing);
    if (rng.chance(0.5)) body.advance = rng.subset(firing, 0.5).slice(0, 2);
    if ((body.advance as unknown[] | undefined)?.length === 0) delete body.advance;
    out.push({ order: { attack: body }, offered: false });
  };
  for (const { hex, attackers } of must) {
    const free = attackers.filter((u) => !used.has(u));
    if (free.length === 0) continue;
    const chosen = rng.subset(free, 0.7);
    const units = chosen.length > 0 ? chosen : [rng.pick(free)];
    const byHex = new Map<string, string[]>();
    for (const u of units) byHex.set(state.pieces[u]!.at!, [...(byHex.get(state.pieces[u]!.at!) ?? []), u]);
    attack(hex, [...byHex].map(([from, list]) => ({ from, units: list })));
  }
  const own = combatHexes(env, state, side);
  for (const target of state.markers.attack) {
    if (required.has(target) || !rng.chance(0.8)) continue;
    const fire = [...own]
      .filter(([hex]) => adjacent(env, hex, target))
      .map(([from, units]) => ({ from, units: units.filter((u) => !state.pieces[u]!.pinned && !state.pieces[u]!.spent && !used.has(u)) }))
      .filter((g) => g.units.length > 0);
    if (fire.length === 0) continue;
    attack(target, fire);
  }
  return out;
}

/**
 * Now and then a bombardment (SoS 14.4): the IF units of one hex at an enemy hex within
 * their range, spotted by a unit of the side next to it, on the CRT or the WBBT, or
 * interdiction (14.84). A guess: the check judges the spotter's sight and the command.
 */
export function planBombardment(env: SosEnv, state: SosState, side: SosSide, rng: Rng): PlannedOrder[] {
  const fire = planIndirect(env, state, side, rng);
  return [...fire, ...planStukas(env, state, side, rng, fire.map((o) => (o.order as { bombard: { target: string } }).bombard.target))];
}

/**
 * Now and then German Stukas (SoS 15.1): one or two at an enemy hex no other order of the file
 * bombards, with no spotter (15.13), on the CRT or WBBT or as interdiction (15.22). A guess: the
 * check judges the phase (15.11), the Stukas left and German units next to a city hex (15.16).
 */
function planStukas(env: SosEnv, state: SosState, side: SosSide, rng: Rng, taken: readonly string[]): PlannedOrder[] {
  if (side !== 'german' || !rng.chance(0.3)) return [];
  const targets = [...combatHexes(env, state, 'soviet').keys()].filter((h) => !taken.includes(h));
  if (targets.length === 0) return [];
  const how = rng.chance(0.15) ? { interdict: true } : { table: rng.pick(['crt', 'wbbt']) };
  return [{ order: { bombard: { target: rng.pick(targets), stukas: { count: rng.pick([1, 2]) }, ...how } }, offered: false }];
}

function planIndirect(env: SosEnv, state: SosState, side: SosSide, rng: Rng): PlannedOrder[] {
  if (!rng.chance(0.4)) return [];
  const ifUnits = Object.keys(state.pieces).filter((id) => {
    const p = state.pieces[id]!;
    const c = env.counter(id);
    return c.side === side && p.at !== null && !p.eliminated && firesIndirect(c) && !state.ifFired.includes(id) && !ammunitionHeld(state, id);
  });
  if (ifUnits.length === 0) return [];
  const unit = rng.pick(ifUnits);
  const at = state.pieces[unit]!.at!;
  // SoS 14.21, 14.25, 14.03: a unit next to the target spots it; an OP or a leader (the 88mm's only spotters) from up to three hexes
  const lookers = Object.keys(state.pieces).filter((id) => {
    const p = state.pieces[id]!;
    const c = env.counter(id);
    return c.side === side && p.at !== null && !isBox(p.at) && !p.pinned && id !== unit && (c.type === 'op' || c.type === 'leader' || (!isFlak88(env.counter(unit)) && env.facts(id).combat));
  });
  const pairs = [...combatHexes(env, state, side === 'german' ? 'soviet' : 'german').keys()]
    .filter((h) => isBox(at) || env.map.grid.distance(hexId(at), hexId(h)) <= indirectRange(env.counter(unit)))
    .flatMap((target) => lookers.filter((l) => env.map.grid.distance(hexId(state.pieces[l]!.at!), hexId(target)) <= (env.counter(l).type === 'op' || env.counter(l).type === 'leader' ? 3 : 1)).map((spotter) => ({ target, spotter })));
  if (pairs.length === 0) return [];
  const { target, spotter } = rng.pick(pairs);
  const how = rng.chance(0.15) ? { interdict: true } : { table: rng.pick(['crt', 'wbbt']) };
  return [{ order: { bombard: { target, indirect: [{ units: [unit], spotter }], ...how } }, offered: false }];
}
