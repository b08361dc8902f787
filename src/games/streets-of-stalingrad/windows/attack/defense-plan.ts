import type { Issue } from '#kernel/engine/issues';
import { firePoints, isRefusal } from '../../combat/fire-points';
import { fireColumn } from '../../combat/fire-tables';
import { isCombatUnit } from '../../combat/unit-classes';
import { CRT_COLUMNS } from '../../orders/standing';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { towedHeldAfterMove } from '../../movement/moved-artillery';
import { firedIn, previousMovementPhase } from '../../opportunity-fire/record';
import { cloneTally, newTally, readIndirect, type Tally } from '../bombardment/indirect-groups';
import type { PhaseContext } from '../phase';
import { distance, inZocOf, isHex, mayEnter, neighbours, other, sees, sideAt, stackKeeps } from './battlefield';
import type { AttackBody } from './check-attack';
import { firerOf, leaderOf, targetOf, unitOf } from './fire-units';
import { retreatRiders } from './retreat-carry';
import { retreatWalkProblems } from './retreat-walk';
import { newFlotillaTally, type FlotillaTally } from '../../flotilla/check-flotilla';
import { flotillaDefendsIn, flotillaDefenseProblems, type FlotillaFire } from './flotilla-defense';
import { stukaAf } from '../../air/availability';
import { attackedHexes, fireFrom, notAttackedPlaceProblems, type DefenseFireGroup } from './not-attacked-fire';
import { immobilizedProblem } from '../../movement/immobilized';
import { wallHidesTarget } from '../../los/wall-shield';
import { wallFirerMessage, wallHoldsFirer } from '../../los/wall-firer';
import { planOnWbbt, wbbtDefenseProblems } from './wbbt-defense';

/** The defence of one attacked hex: retreat before combat (9.41-9.48), then defensive fire by attacking hex (9.5-9.60). */
export interface HexDefense {
  hex: string;
  retreat: { units: string[]; path: string[] }[];
  /** SoS 9.601: a group with `from` is of units not attacked, firing from that hex. */
  fire: DefenseFireGroup[];
  /** SoS 9.52, 9.56: IF units with their spotter firing their AF at an attacking hex beside the DF. */
  support?: { units: string[]; spotter: string; at: string; table?: 'crt' | 'wbbt' }[];
  /** SoS 16.52, 16.55: River Flotilla units placed in a Volga River hex, their DF at an attacking Volga River cliff hex. */
  flotilla?: FlotillaFire[];
}

/** The attack's direct-fire units by the hex they fire from, in file order, the River Flotilla's Volga River hexes last (16.55). */
export const attackingHexes = (a: AttackBody): { from: string; units: string[] }[] => [...(a.fire ?? []), ...(a.flotilla ?? [])].map((g) => ({ from: g.from, units: [...g.units] }));

/** The AF each attacking hex brings (9.13, 9.94), as firePoints reads it against the defenders now. */
export function afByHex(ctx: PhaseContext, state: SosState, a: AttackBody): Map<string, number> {
  const { env } = ctx;
  const defender = other(ctx.side);
  const target = targetOf(env, state, a.target, defender, sideAt(env, state, a.target, defender));
  const out = new Map<string, number>();
  for (const g of attackingHexes(a)) {
    for (const u of g.units) {
      const f = firerOf(env, state, u, g.from, a.target, false);
      const p = f ? firePoints(f, 'attack', target) : null;
      if (p && !isRefusal(p)) out.set(g.from, (out.get(g.from) ?? 0) + p.points);
    }
  }
  return out;
}

/** A defender that may fire from `from` (the attacked hex, or a hex not attacked, 9.601) at an attacking hex: its DF (or ATTC AF) counts, in range and sight (9.3, 9.53, 9.55). */
function firesAt(ctx: PhaseContext, state: SosState, a: AttackBody, unit: string, at: string, from: string = a.target): Issue | null {
  const { env } = ctx;
  const f = firerOf(env, state, unit, from, at, false);
  if (!f) return { path: [], code: 'not-a-combat-unit', message: `${unit} does not fire`, rule: 'SoS 9.81' };
  if (towedHeldAfterMove(state, env.counter(unit))) return { path: [], code: 'moved', message: `${unit} is towed artillery that moved: it may not fire yet`, rule: 'SoS 9.101' };
  const units = attackingHexes(a).filter((g) => g.from === at).flatMap((g) => g.units);
  const read = firePoints({ ...f, defending: true }, 'defensiveFire', targetOf(env, state, at, ctx.side, units));
  if (isRefusal(read)) return { path: [], code: read.rule === 'SoS 9.23' ? 'out-of-range' : 'may-not-fire', message: `${unit}: ${read.refused}`, rule: read.rule };
  if (read.points <= 0) return { path: [], code: 'no-defense-factor', message: `${unit} has no DF to fire with`, rule: 'SoS 9.13' };
  if (f.distance > 1 && !sees(env, from, at)) return { path: [], code: 'no-los', message: `${from} has no line of sight to ${at}`, rule: from === a.target ? 'SoS 9.31' : 'SoS 9.601, 9.31' };
  // SoS 9.40: attacking vehicles in a Tartar Wall hex are fired at from their side of the Wall only
  if (wallHidesTarget(env, state, ctx.standing[ctx.side], from, at, units)) return { path: [], code: 'wall-side', message: `the units attacking from ${at} are vehicles on the other side of the Tartar Wall from ${from}`, rule: 'SoS 9.40' };
  // SoS 9.31, 9.40 ∆: a defending vehicle in a Wall hex fires out to its side of the Wall only
  const held = wallHoldsFirer(env, state, ctx.standing[other(ctx.side)], unit, at);
  if (held) return { path: [], code: 'wall-side-firer', message: wallFirerMessage(unit, from, held, at), rule: 'SoS 9.40, 9.31' };
  return null;
}

/** SoS 9.43: the combat units that count for "one combat unit left" (snipers and immobilized tanks do; mine dogs do not). */
const staysAsCombatUnit = (ctx: PhaseContext, state: SosState, id: string): boolean => {
  const u = unitOf(ctx.env, state, id);
  return u !== undefined && isCombatUnit(u) && u.type !== 'mineDog';
};

/** SoS 9.44, 18.22: a Soviet unit may retreat when Guards or Marines, with Pavlov, Herman or a commissar, or in or next to another Soviet leader's hex. */
function sovietMayRetreat(ctx: PhaseContext, state: SosState, id: string, hex: string): boolean {
  const { env } = ctx;
  const c = env.counter(id);
  // SoS 16.42: a transport may be used in a retreat before combat (it is no combat unit, 16.49)
  if (c.type === 'leader' || c.type === 'transport' || c.soviet === 'guards' || c.soviet === 'marine') return true;
  const leaders = (h: string) => sideAt(env, state, h, 'soviet').map((l) => leaderOf(env, l, h)).filter((l) => l !== undefined);
  if (leaders(hex).length > 0) return true;
  return neighbours(env, hex).some((n) => leaders(n).some((l) => l.kind === 'leader'));
}

/**
 * SoS 9.48: the points on the attacked hex "when enemy direct fire combat units are attacking
 * with IF artillery and/or Stuka units, for every 5 points of IF explosion markers and/or
 * Stukas": the AF of the attack's IF units and of its Stukas as declared (15.15; the AA fires
 * at them only after the retreat, 15.42); 0 without direct fire.
 */
export function attackIfAf(ctx: PhaseContext, a: AttackBody): number {
  if (!a.fire?.length || (!a.indirect?.length && !a.stukas)) return 0;
  const ifAf = (a.indirect ?? []).flatMap((g) => g.units).reduce((n, u) => n + (ctx.env.findCounter(u)?.af ?? 0), 0);
  return ifAf + (a.stukas ? stukaAf(ctx.env, a.stukas.count) : 0);
}

/** SoS 9.41-9.48: every problem of one retreat before combat from the attacked hex, paths relative to the group. */
export function retreatProblems(ctx: PhaseContext, state: SosState, defender: SosSide, hex: string, group: { units: string[]; path: string[] }, ifAf = 0): Issue[] {
  const { env } = ctx;
  const out: Issue[] = [];
  const able: [string, number][] = [];
  group.units.forEach((u, k) => {
    const p = state.pieces[u];
    const immobilized = p ? immobilizedProblem(env.counter(u).type, u, ['units', k]) : null;
    if (!p || env.findCounter(u)?.side !== defender || p.at !== hex) out.push({ path: ['units', k], code: 'not-there', message: `${u} is not a ${defender} unit in ${hex}`, rule: 'SoS 9.43' });
    else if (immobilized) out.push(immobilized);
    else if (p.pinned) out.push({ path: ['units', k], code: 'pinned', message: `${u} is pinned and may not retreat`, rule: 'SoS 9.46' });
    else if (firedIn(state, u, ctx.turn, previousMovementPhase(ctx.window.phase))) out.push({ path: ['units', k], code: 'opportunity-fired', message: `${u} used opportunity fire in the enemy's previous movement phase and may not retreat`, rule: 'SoS 9.46' });
    else if (defender === 'soviet' && !sovietMayRetreat(ctx, state, u, hex)) out.push({ path: ['units', k], code: 'may-not-retreat', message: `${u} is neither Guards nor Marines and no leader is with or next to it`, rule: 'SoS 9.44' });
    else able.push([u, k]);
  });
  const before = out.length;
  let prev = hex;
  group.path.forEach((h, k) => {
    if (!isHex(env, h) || distance(env, prev, h) !== 1) out.push({ path: ['path', k], code: 'not-adjacent', message: `${h} is not next to ${prev}`, rule: 'SoS 9.48' });
    else if (!env.data.start.boundary(ctx.scenario).has(h)) out.push({ path: ['path', k], code: 'outside-scenario', message: `${h} is outside the boundary of this scenario: units may not move outside it`, rule: 'SoS 2.34' });
    else if (!mayEnter(env, h, defender)) out.push({ path: ['path', k], code: 'may-not-enter', message: `${defender} units may not enter ${h}`, rule: 'SoS 8.62' });
    else if (sideAt(env, state, h, other(defender)).length > 0) out.push({ path: ['path', k], code: 'enemy-occupied', message: `${h} holds enemy units`, rule: 'SoS 9.47' });
    else if (inZocOf(env, state, h, other(defender))) out.push({ path: ['path', k], code: 'enemy-zoc', message: `${h} is in an enemy zone of control`, rule: 'SoS 9.47' });
    prev = h;
  });
  // SoS 9.48: the MP each unit spends along a path whose hexes it may enter
  if (out.length === before && group.path.length > 0) {
    // one issue a place and code: the units that go too far are named in one message
    const byKey = new Map<string, Issue>();
    // SoS 16.42, 16.45: the units a transport of the group carries go on its walk
    const riders = retreatRiders(env, state, able.map(([u]) => u));
    for (const [u, k] of able) {
      if (riders.has(u)) continue;
      for (const x of retreatWalkProblems(ctx, state, defender, hex, u, k, group.path, ifAf)) {
        const key = `${x.path.join('.')}|${x.code}`;
        const had = byKey.get(key);
        if (!had) byKey.set(key, x);
        else if (x.code === 'too-far') byKey.set(key, { ...had, message: `${had.message}; ${x.message}` });
      }
    }
    out.push(...byKey.values());
  }
  const last = group.path.at(-1);
  if (out.length === 0 && last && !stackKeeps(env, state, last, defender, group.units)) out.push({ path: ['path', group.path.length - 1], code: 'over-stacked', message: `${last} would hold more units than the stacking limit`, rule: 'SoS 5.3' });
  return out;
}

/** SoS 9.43: the answer leaves at least one combat unit in the hex. */
export function leavesOne(ctx: PhaseContext, state: SosState, defender: SosSide, d: HexDefense): boolean {
  const leaving = new Set(d.retreat.flatMap((r) => r.units));
  const combat = sideAt(ctx.env, state, d.hex, defender).filter((id) => staysAsCombatUnit(ctx, state, id));
  return combat.length === 0 || combat.some((id) => !leaving.has(id));
}

/**
 * SoS 9.52, 9.56: the problems of the defender's IF support, each at `['support', i, ...]`: aimed
 * at an attacking hex (9.55), each group read as IF fire is (`bombardment/indirect-groups.ts`:
 * the defender's IF units, not pinned or spent, AF not yet fired this turn, in range, spotted by
 * a unit that may spot the attacking hex and has room; SoS 9.602: non-pinned units not attacked spot, 14.23 refusing a pinned spotter).
 * `tally` (added to): what the defender's spotters spot in the phase so far, every attack's
 * defence counted (14.22: one target hex a phase; 14.24: what each spots "in a phase").
 */
export function supportProblems(ctx: PhaseContext, state: SosState, a: AttackBody, support: readonly { units: readonly string[]; spotter: string; at: string }[], tally: Tally = newTally()): Issue[] {
  const as: PhaseContext = { ...ctx, side: other(ctx.side) };
  const from = new Set(attackingHexes(a).map((g) => g.from));
  const fired = new Set<string>();
  return support.flatMap((g, i) => {
    if (!from.has(g.at)) return [{ path: ['support', i, 'at'], code: 'not-an-attacking-hex', message: `no unit attacks ${a.target} from ${g.at}`, rule: 'SoS 9.55' }];
    // SoS 14.06: IF units in the attacked hex, attacked by adjacent direct fire units, "may use only their DF, not their AF"
    const adjacentAttack = attackingHexes(a).some((h) => distance(ctx.env, h.from, a.target) === 1);
    const inHex = adjacentAttack ? g.units.flatMap((u, k) => (state.pieces[u]?.at === a.target ? [k] : [])) : [];
    if (inHex.length) return inHex.map((k) => ({ path: ['support', i, 'units', k], code: 'attacked-if-uses-df', message: `${g.units[k]} stands in the attacked hex, attacked by adjacent direct fire units: it fires its DF with the hex's defenders, not its AF`, rule: 'SoS 14.06' }));
    return readIndirect(as, state, [g], g.at, ['support', i], fired, tally, a.target).issues.map((x) => ({ ...x, path: ['support', ...x.path.slice(1)] }));
  });
}

/** Every problem of the defence of one attack (9.41-9.601), paths relative to its answer entry; `spotted`: the phase's spotting so far (supportProblems); `attacked` the hexes attacked this phase (9.601). */
export function defenseProblems(ctx: PhaseContext, state: SosState, a: AttackBody, d: HexDefense, spotted: Tally = newTally(), flotillaTally: FlotillaTally = newFlotillaTally(), attacked: ReadonlySet<string> = attackedHexes(state, [a])): Issue[] {
  const defender = other(ctx.side);
  const out: Issue[] = [];
  out.push(...flotillaDefenseProblems(ctx, state, a, d.flotilla ?? [], flotillaTally));
  d.retreat.forEach((r, i) => out.push(...retreatProblems(ctx, state, defender, d.hex, r, attackIfAf(ctx, a)).map((x) => ({ ...x, path: ['retreat', i, ...x.path] }))));
  out.push(...supportProblems(ctx, state, a, d.support ?? [], spotted));
  // WBBT note: IF defensive fire on the WBBT with no direct fire at the same hex
  out.push(...wbbtDefenseProblems(d));
  if (!leavesOne(ctx, state, defender, d)) out.push({ path: ['retreat'], code: 'no-one-stays', message: `at least one combat unit stays in ${d.hex} to defend`, rule: 'SoS 9.43' });
  const seen = new Set<string>();
  // SoS 9.12, 9.16: the answer names the units that fire, each group at the attacking hex it chooses: none need fire, and units of one hex may fire at different hexes
  d.fire.forEach((g, i) => out.push(...fireGroupProblems(ctx, state, a, g, attacked, seen).map((x) => ({ ...x, path: ['fire', i, ...x.path] }))));
  return out;
}

/**
 * SoS 9.51, 9.55, 9.601: the problems of one defensive fire group of the defence of `a`, paths
 * relative to the group: its attacking hex attacks the hex (9.55); units not attacked (`from`)
 * fire from a hex not attacked at attackers on a clear hex (not-attacked-fire.ts); each unit is
 * the defender's, in the hex it fires from, fires once (`seen`, added to: 9.15) and may fire
 * at the attacking hex (`firesAt`: range, sight, markers). The answer's check (defenseProblems)
 * and the standing plan's units not attacked (defaultDefense) both read a group here.
 */
export function fireGroupProblems(ctx: PhaseContext, state: SosState, a: AttackBody, g: DefenseFireGroup, attacked: ReadonlySet<string>, seen: Set<string> = new Set()): Issue[] {
  const defender = other(ctx.side);
  const out: Issue[] = [];
  const from = new Set(attackingHexes(a).map((h) => h.from));
  if (!from.has(g.at)) out.push({ path: ['at'], code: 'not-an-attacking-hex', message: `no unit attacks ${a.target} from ${g.at}`, rule: 'SoS 9.55' });
  // SoS 9.601: units not attacked fire from their own hex at attackers on clear hexes
  const place = fireFrom(g, a.target);
  const outside = place !== a.target;
  if (outside && from.has(g.at)) out.push(...notAttackedPlaceProblems(ctx, place, g.at, attacked));
  g.units.forEach((u, k) => {
    const path = ['units', k];
    const p = state.pieces[u];
    if (!p || ctx.env.findCounter(u)?.side !== defender || p.at !== place) {
      out.push(outside
        ? { path, code: 'not-there', message: `${u} is not a ${defender} unit in ${place}`, rule: 'SoS 9.601' }
        : { path, code: 'not-there', message: `${u} is not a ${defender} unit in ${a.target}: only the attacked hex's units fire defensively, and units not attacked name the hex they fire from`, rule: 'SoS 9.51' });
      return;
    }
    if (seen.has(u)) out.push({ path, code: 'fires-twice', message: `${u} fires at one attacking hex`, rule: 'SoS 9.15' });
    seen.add(u);
    if (!from.has(g.at)) return;
    const why = firesAt(ctx, state, a, u, g.at, place);
    if (why) out.push({ ...why, path });
  });
  return out;
}

/** The attacking hex the standing plan aims at: `strongest` (most AF, adjacent first), `nearest`, or a hex; ties to the lower hex id. */
function aimOf(ctx: PhaseContext, state: SosState, a: AttackBody, at: string): string | null {
  const af = afByHex(ctx, state, a);
  const hexes = [...af.keys()].sort();
  if (hexes.length === 0) return null;
  if (at !== 'strongest' && at !== 'nearest') return af.has(at) ? at : null;
  const d = (h: string) => distance(ctx.env, h, a.target);
  const adjacent = hexes.filter((h) => d(h) === 1);
  const pool = at === 'nearest' || adjacent.length === 0 ? hexes : adjacent;
  return [...pool].sort((x, y) => (at === 'nearest' ? d(x) - d(y) : 0) || af.get(y)! - af.get(x)! || (x < y ? -1 : 1))[0]!;
}

/** SoS 9.41, standing retreatBeforeCombat: the rule for the hex fires when the declared AF or its column reaches the threshold. */
function standingRetreat(ctx: PhaseContext, state: SosState, a: AttackBody): HexDefense['retreat'] {
  const defender = other(ctx.side);
  const rule = ctx.standing[defender]?.retreatBeforeCombat?.find((r) => r.hex === a.target);
  if (!rule) return [];
  const total = [...afByHex(ctx, state, a).values()].reduce((s, x) => s + x, 0);
  const crt = ctx.env.tables.crt;
  const column = total >= crt.columnFloors[0]! ? CRT_COLUMNS.indexOf(fireColumn(crt, total, a.closeAssault ? 1 : 0) as (typeof CRT_COLUMNS)[number]) : -1;
  const reached = (rule.minAf !== undefined && total >= rule.minAf) || (rule.minColumn !== undefined && column >= CRT_COLUMNS.indexOf(rule.minColumn));
  if (!reached || (rule.minAf === undefined && rule.minColumn === undefined)) return [];
  // SoS 9.46: pinned units and those that opportunity-fired in the enemy's previous movement phase stay
  // SoS 16.35: immobilized tanks never move, so they stay too
  const units = sideAt(ctx.env, state, a.target, defender).filter((id) => !rule.stay.includes(id) && !state.pieces[id]!.pinned && !firedIn(state, id, ctx.turn, previousMovementPhase(ctx.window.phase)) && ctx.env.counter(id).type !== 'immobilizedTank');
  return units.length ? [{ units, path: [...rule.path] }] : [];
}

/**
 * The defence the defender did not answer (sequence/pauses.ts `defense` default): his standing
 * retreatBeforeCombat and defense.plan; else no retreat, and every eligible unit fires at the
 * adjacent attacking hex with the most AF, NKVD only if no other unit fires (9.72: +1). A
 * standing retreat that breaks a rule is not made. The plan's support groups are kept in their
 * order while the spotters have room: `spotted` (added to) holds the phase's spotting so far
 * (14.22, 14.24), so a group past a spotter's limit is left out.
 * The plan's `outside` units, not attacked (9.601), fire at the same hex, each group with the
 * units of it that may.
 */
export function defaultDefense(ctx: PhaseContext, state: SosState, a: AttackBody, spotted: Tally = newTally(), attacked: ReadonlySet<string> = attackedHexes(state, [a])): HexDefense {
  const defender = other(ctx.side);
  const plan = ctx.standing[defender]?.defense?.plan?.find((p) => p.hex === a.target);
  let retreat = standingRetreat(ctx, state, a);
  const d0: HexDefense = { hex: a.target, retreat, fire: [] };
  if (retreat.some((r) => retreatProblems(ctx, state, defender, a.target, r, attackIfAf(ctx, a)).length > 0) || !leavesOne(ctx, state, defender, d0)) retreat = [];
  const leaving = new Set(retreat.flatMap((r) => r.units));
  const at = aimOf(ctx, state, a, plan?.at ?? 'strongest');
  if (!at) return { hex: a.target, retreat, fire: [] };
  const eligible = sideAt(ctx.env, state, a.target, defender).filter((u) => !leaving.has(u) && firesAt(ctx, state, a, u, at) === null);
  const nkvd = (u: string) => ctx.env.counter(u).soviet === 'nkvd';
  const others = eligible.filter((u) => !nkvd(u));
  const units = plan ? (plan.nkvd === false ? others : eligible) : others.length ? others : eligible;
  // SoS 9.52: the plan's IF support fires at the same attacking hex; a group that may not is left out
  // SoS 14.22, 14.24: each group read with the groups kept before it, this phase's other defences counted
  // WBBT note: a plan on the WBBT fires its support alone (planOnWbbt, wbbt-defense.ts)
  const onWbbt = planOnWbbt(plan);
  const support = (plan?.support ?? []).map((g) => ({ units: [...g.units], spotter: g.spotter, at, ...(onWbbt ? { table: 'wbbt' as const } : {}) })).filter((g) => {
    if (supportProblems(ctx, state, a, [g], cloneTally(spotted)).length > 0) return false;
    supportProblems(ctx, state, a, [g], spotted);
    return true;
  });
  // SoS 9.601: the plan's units not attacked join the fire at the same attacking hex where they may
  // read as an answer's group is (fireGroupProblems): a group whose place may not fire is left out, and each unit that may not
  const outside = (plan?.outside ?? []).flatMap((g) => {
    if (g.from === a.target) return [];
    const group = { units: [...g.units], at, from: g.from };
    const problems = fireGroupProblems(ctx, state, a, group, attacked);
    if (problems.some((x) => x.path[0] !== 'units')) return [];
    const barred = new Set(problems.map((x) => x.path[1]));
    const able = group.units.filter((_, k) => !barred.has(k));
    return able.length ? [{ ...group, units: able }] : [];
  });
  // SoS 16.52 ∆, 16.55: the plan's River Flotilla fires at the same attacking hex, in the German attack phases only, when it may
  const flotilla = flotillaDefendsIn(ctx) ? (plan?.flotilla ?? []).map((g) => ({ units: [...g.units], from: g.from, at })).filter((g) => flotillaDefenseProblems(ctx, state, a, [g], newFlotillaTally()).length === 0) : [];
  // WBBT note, 9.60: on the WBBT the hex's units and those not attacked hold their fire, and the River Flotilla stays in its box
  if (onWbbt) return { hex: a.target, retreat, fire: [], ...(support.length ? { support } : {}) };
  return { hex: a.target, retreat, fire: [...(units.length ? [{ units, at }] : []), ...outside], ...(support.length ? { support } : {}), ...(flotilla.length ? { flotilla } : {}) };
}
