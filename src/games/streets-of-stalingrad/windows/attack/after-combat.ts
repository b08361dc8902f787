import type { GameEvent } from '#kernel/engine/events';
import type { FireOutcome, RetreatAfterCombat } from '../../combat/fire-outcome';
import { selectLosses, type LossCandidate } from '../../combat/fire-losses';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { hexId } from '#kernel/ids';
import { railroadBetween } from '../../movement/map-step';
import { distance, inZocOf, isHex, mayEnter, neighbours, other, sideAt, stackKeeps } from './battlefield';
import { unitOf } from './fire-units';
import { mayBeLostToHold } from './hold-losses';
import { recordOpMoved } from '../../movement/op-limits';
import { balkaAdvanceProblem } from './advance-crossing';
import { eliminate, moveTo } from './position-edits';
import { fortificationRetreatedFrom } from '../../engineering/retreated-fortification';
import { leaveHex, leadersWithoutCombatUnits } from '../../leaders/relocation';

/** Pieces a P never moves (9.881): minefields, bridges, fortifications; immobilized tanks never retreat (9.882). */
const STAYS: ReadonlySet<string> = new Set(['minefield', 'bridge', 'fortification', 'immobilizedTank']);

/** The owner's loss order for the hex (standing `losses`: the hex's own order, else the general one). */
export function lossOrder(ctx: PhaseContext, side: SosSide, hex: string): string[] | undefined {
  const l = ctx.standing[side]?.losses;
  return l?.hexes?.find((h) => h.hex === hex)?.order ?? l?.order;
}

/**
 * SoS 9.87: the hexes a unit may retreat into from `hex`: next to it, enterable, not holding
 * the enemy, not in an enemy ZOC, not attacked (an "attack" marker) and within the stacking
 * limit, inside the scenario boundary (2.34), and for an armored train across a railroad
 * hexside (16.61: it moves "only across hex sides with railroad symbols"); ranked by the owner's standing `retreat` (`prefer` first, `avoid` last), then farthest
 * from the nearest enemy unit, then the lower hex id (the `retreat` pause's default).
 */
export function retreatHexes(ctx: PhaseContext, state: SosState, side: SosSide, hex: string, unit: string): string[] {
  const { env } = ctx;
  const enemy = other(side);
  const standing = ctx.standing[side]?.retreat;
  const enemyHexes = [...new Set(Object.entries(state.pieces).filter(([id, p]) => p.at !== null && env.counter(id).side === enemy && unitOf(env, state, id) !== undefined).map(([, p]) => p.at!))].filter((h) => isHex(env, h));
  const far = (h: string) => enemyHexes.reduce((m, e) => Math.min(m, distance(env, h, e)), Number.MAX_SAFE_INTEGER);
  const rank = (h: string) => (standing?.prefer?.includes(h) ? 0 : standing?.avoid?.includes(h) ? 2 : 1);
  // SoS 2.34: never outside the scenario boundary
  const boundary = env.data.start.boundary(ctx.scenario);
  // SoS 16.61 (a reading): an armored train leaves its hex only across a hexside with a railroad symbol
  const train = env.counter(unit).type === 'armoredTrain';
  return neighbours(env, hex)
    .filter((h) => (!train || railroadBetween(env.map, hexId(hex), hexId(h))) && boundary.has(h) && mayEnter(env, h, side) && sideAt(env, state, h, enemy).length === 0 && !inZocOf(env, state, h, enemy) && !state.markers.attack.includes(h) && stackKeeps(env, state, h, side, [unit]))
    .sort((a, b) => rank(a) - rank(b) || far(b) - far(a) || (a < b ? -1 : 1));
}

/** Where a P result leaves the defenders: who moved where, who could not and was eliminated. */
export interface RetreatDone {
  state: SosState;
  events: GameEvent[];
}

/** 9.88: the stack holds and loses one unit (`sacrifice`'s first present, else the loss order); immobilized tanks are never that unit (9.882). */
function hold(ctx: PhaseContext, state: SosState, side: SosSide, hex: string, among: readonly string[], why: RetreatAfterCombat): RetreatDone {
  const entry = ctx.standing[side]?.retreat?.hexes?.find((h) => h.hex === hex);
  // SoS 9.88, 9.81, 9.882: a defending combat unit, never an OP, works, a leader or an immobilized tank (a standing entry naming one is passed over)
  const units = among.filter((id) => mayBeLostToHold(ctx.env, id)).map((id) => unitOf(ctx.env, state, id)).filter((u): u is LossCandidate => u !== undefined);
  const named = entry?.sacrifice?.find((id) => units.some((u) => u.id === id));
  const lost = named ? [named] : selectLosses({ kind: 'attack', units, count: 1, antiTankFire: false, ...(lossOrder(ctx, side, hex) ? { order: lossOrder(ctx, side, hex)! } : {}) }).eliminated;
  return { state: eliminate(state, lost), events: [{ type: 'hold-after-combat', rule: 'SoS 9.88', hex, eliminated: lost, reason: why.reason }] };
}

/**
 * 9.87: each unit retreats one hex: the hex the owner's `retreat.hexes` entry for the hex names
 * for it in `moves` ("each unit may retreat into a different hex") where that is legal for it
 * then, else the best the standing orders rank; a unit with nowhere to go is eliminated.
 */
function retreat(ctx: PhaseContext, state: SosState, side: SosSide, hex: string, units: readonly string[], why: RetreatAfterCombat): RetreatDone {
  let s = state;
  const moves: { unit: string; to: string }[] = [];
  const lost: string[] = [];
  const chosen = ctx.standing[side]?.retreat?.hexes?.find((h) => h.hex === hex)?.moves ?? [];
  for (const u of units) {
    const legal = retreatHexes(ctx, s, side, hex, u);
    const named = chosen.find((m) => m.units.includes(u))?.path[0];
    const to = named !== undefined && legal.includes(named) ? named : legal[0];
    if (to) {
      s = moveTo(s, [u], to);
      moves.push({ unit: u, to });
    } else {
      s = eliminate(s, [u]);
      lost.push(u);
    }
  }
  const events: GameEvent[] = [{ type: 'retreat-after-combat', rule: why.rule, hex, moves, eliminated: lost, reason: why.reason }];
  // 9.881: a fortification is eliminated when every defending combat unit with it retreats
  const left = sideAt(ctx.env, s, hex, side);
  const combatLeft = left.some((id) => { const x = unitOf(ctx.env, s, id); return x !== undefined && !STAYS.has(x.type) && x.type !== 'op'; });
  const forts = left.filter((id) => ctx.env.counter(id).type === 'fortification');
  if (!combatLeft && forts.length) {
    s = eliminate(s, forts);
    events.push({ type: 'fortification-lost', rule: 'SoS 9.881', hex, units: forts });
  }
  const built = fortificationRetreatedFrom(s, side, hex, combatLeft);
  s = built.state;
  events.push(...built.events);
  return { state: s, events };
}

/** What a retreat moves: the defenders that may move (not minefields, bridges, fortifications, immobilized tanks), leaders with them. */
export const movers = (ctx: PhaseContext, state: SosState, side: SosSide, hex: string, only?: (id: string) => boolean): string[] =>
  sideAt(ctx.env, state, hex, side).filter((id) => !STAYS.has(ctx.env.counter(id).type) && (!only || only(id)));

/**
 * SoS 9.87-9.884: the retreat a P result calls for. A stack that may choose (9.88) holds when
 * the owner's standing `retreat.hexes` says `hold` for the hex, else retreats (the policy
 * `ask` pauses an Attack window before this for the `retreat` decision, whose answer comes
 * back here as an entry for the hex, retreat-pause.ts). NKVD units retreat on their own rule
 * (9.884) when the hex's does not move them, or hold with a Soviet leader by losing one of
 * them; the hex's hold paid with an NKVD unit pays theirs too.
 */
export function retreatAfterCombat(ctx: PhaseContext, state: SosState, side: SosSide, hex: string, outcome: FireOutcome): RetreatDone {
  const mode = ctx.standing[side]?.retreat?.hexes?.find((h) => h.hex === hex)?.mode ?? 'retreat';
  const r = outcome.retreat;
  if (r.kind === 'retreat' || (r.kind === 'retreatOrEliminateOne' && mode === 'retreat')) return retreat(ctx, state, side, hex, movers(ctx, state, side, hex), r);
  const nkvd = (id: string) => ctx.env.counter(id).soviet === 'nkvd';
  let done: RetreatDone = r.kind === 'retreatOrEliminateOne' ? hold(ctx, state, side, hex, sideAt(ctx.env, state, hex, side), r) : { state, events: [] };
  const n = outcome.nkvd;
  if (!n || n.kind === 'none') return done;
  const stillNkvd = movers(ctx, done.state, side, hex, nkvd);
  if (stillNkvd.length === 0) return done;
  // SoS 9.88, 9.884: an NKVD unit lost to hold the hex is "one of the NKVD units" too: with a leader the others stay at no second loss
  const lostNkvd = done.events.some((e) => e.type === 'hold-after-combat' && (e['eliminated'] as string[]).some(nkvd));
  if (n.kind === 'retreatOrEliminateOne' && mode === 'hold' && lostNkvd) return done;
  const after = n.kind === 'retreatOrEliminateOne' && mode === 'hold' ? hold(ctx, done.state, side, hex, stillNkvd, n) : retreat(ctx, done.state, side, hex, stillNkvd, n);
  done = { state: after.state, events: [...done.events, ...after.events] };
  return done;
}

/**
 * SoS 18.34, 18.1: a leader left with no combat unit of his side in his hex after the losses, the
 * Leader Survival roll and any retreat of the attack "may immediately" move to "any unit
 * belonging to his command": read as made at once by the owner's standing `leaders` (its hex,
 * when it holds a unit of his command), else the nearest unit of his command (decision 20,
 * `leaders/relocation.ts`); with no unit of his command in play he is removed. A leader left
 * with combat units of his side but none of his command is 18.1's, moved at the end of the
 * phase (`leaders/command-lost.ts`).
 */
export function relocateLonelyLeaders(ctx: PhaseContext, state: SosState, side: SosSide, hex: string): RetreatDone {
  let s = state;
  const events: GameEvent[] = [];
  for (const l of leadersWithoutCombatUnits(ctx.env, state, hex, side)) {
    const left = leaveHex(ctx.env, s, ctx.standing[side], l, 'SoS 18.34', {}, 'any');
    s = left.state;
    events.push(...left.events);
  }
  return { state: s, events };
}

/**
 * SoS 9.85, 9.86: when the attacked hex holds no defender, the attack's `advance` units that
 * fired, are adjacent and may enter it move in, up to the stacking limit (no opportunity fire);
 * an armored train only across a railroad hexside (16.61), a vehicle not across a balka
 * without a bridge or road (advance-crossing.ts).
 */
export function advanceAfterCombat(ctx: PhaseContext, state: SosState, hex: string, advance: readonly string[], fired: readonly string[]): RetreatDone {
  const { env } = ctx;
  if (advance.length === 0 || sideAt(env, state, hex, other(ctx.side)).length > 0) return { state, events: [] };
  let s = state;
  const moved: string[] = [];
  for (const u of advance) {
    const p = s.pieces[u]!;
    if (!fired.includes(u) || p.at === null || distance(env, p.at, hex) !== 1 || !mayEnter(env, hex, ctx.side) || !stackKeeps(env, s, hex, ctx.side, [u])) continue;
    // SoS 9.86, 16.61: "only into hexes that they may enter normally": an armored train only across a railroad hexside
    if (env.counter(u).type === 'armoredTrain' && !railroadBetween(env.map, hexId(p.at), hexId(hex))) continue;
    // SoS 9.86: a vehicle does not advance across a balka where no bridge or road crosses it
    if (balkaAdvanceProblem(ctx, s, u, hex, []) !== null) continue;
    s = moveTo(s, [u], hex);
    moved.push(u);
  }
  // SoS 14.96: an advance after combat is a move: an OP that advanced may not spot in the next phase
  s = recordOpMoved(s, moved.map((u) => env.counter(u)), ctx.turn, ctx.window.phase);
  return moved.length ? { state: s, events: [{ type: 'advance', rule: 'SoS 9.85', hex, units: moved }] } : { state, events: [] };
}
