import type { Dice } from '#kernel/engine/dice';
import { hexId } from '#kernel/ids';
import { railroadBetween } from '../../movement/map-step';
import { isCombatUnit } from '../../combat/unit-classes';
import { distance, isHex, mayEnter, other, sideAt, stackKeeps } from '../attack/battlefield';
import type { AttackBody } from '../attack/check-attack';
import { instantCounterAttack } from '../attack/counter-attack';
import { defaultDefense, type HexDefense } from '../attack/defense-plan';
import { unitOf } from '../attack/fire-units';
import { eliminate, mark, moveTo } from '../attack/position-edits';
import { mineDogAttacks } from '../attack/mine-dogs';
import { fightAttack } from '../attack/resolve-attack';
import type { Run } from '../attack/attack-run';
import type { PhaseContext } from '../phase';
import type { BreakthroughBody } from './breakthrough-check';
import type { PhaseRun } from './phase-run';
import { breakthroughStanding } from './breakthrough-support';
import { SOVIET_MOVEMENT_PHASE } from './train-stack';
import { countAttack } from '../attack/hex-attack-count';

/** The breakthrough attack as an attack (SoS 10.1: "resolved using the same procedures for other attacks (9.6)"): each attacker fires from the hex it stands in. */
function asAttack(run: PhaseRun, b: BreakthroughBody): AttackBody {
  const groups = new Map<string, string[]>();
  for (const id of b.attackers) {
    const at = run.state.pieces[id]!.at;
    if (at === null) continue; // eliminated by a mine dog before the attack (16.22)
    groups.set(at, [...(groups.get(at) ?? []), id]);
  }
  return {
    target: b.target,
    fire: [...groups].map(([from, units]) => ({ from, units })),
    // SoS 10.3: the mortars within the attackers' command, spotted, and Stukas with the LW OP spotting
    ...(b.indirect ? { indirect: b.indirect.map((g) => ({ units: [...g.units], spotter: g.spotter })) } : {}),
    ...(b.stukas ? { stukas: { ...b.stukas } } : {}),
    ...(b.losses ? { losses: [...b.losses] } : {}),
    // SoS 10.1: "resolved using the same procedures for other attacks (9.6)": the Close Assault Bonus (9.67) and the engineers' DRM (9.71)
    ...(b.closeAssault ? { closeAssault: true as const } : {}),
    ...(b.engineers ? { engineers: [...b.engineers] } : {}),
  };
}

/** The defending combat units in the hex (10.6: "All defending units ... must be eliminated"). */
const defendersAt = (ctx: PhaseContext, run: PhaseRun, hex: string): string[] =>
  sideAt(ctx.env, run.state, hex, other(ctx.side)).filter((id) => {
    const u = unitOf(ctx.env, run.state, id);
    return u !== undefined && isCombatUnit(u);
  });

/**
 * SoS 10.6 (success): "at least one attacking unit must immediately move into that hex and
 * move no farther that phase. Place a 'breakthru' marker on that hex. Mark all other attacking
 * units as 'spent'". The units that move in: the order's `advance`, else every attacker, that
 * is left, adjacent, not pinned and fired (`able`), within the stacking limit; when `advance`
 * names none that may, the others that may; an armored train only in Soviet Movement Phase
 * 10 and across a railroad hexside (16.61). None may: no marker (a reading: the marker stands on the hex an attacker moved into).
 */
function occupy(ctx: PhaseContext, run: PhaseRun, b: BreakthroughBody, able: readonly string[]): string[] {
  const { env } = ctx;
  const may = (id: string) => {
    const p = run.state.pieces[id]!;
    if (!(able.includes(id) && !p.pinned && isHex(env, p.at) && distance(env, p.at, b.target) === 1 && mayEnter(env, b.target, ctx.side))) return false;
    if (env.counter(id).type !== 'armoredTrain') return true;
    // SoS 16.61: an armored train moves only in Soviet Movement Phase 10 (train-stack.ts), only across a hexside with railroad symbols
    return ctx.window.phase === SOVIET_MOVEMENT_PHASE && railroadBetween(env.map, hexId(p.at!), hexId(b.target));
  };
  const named = (b.advance ?? b.attackers).filter(may);
  const pool = named.length > 0 ? named : b.attackers.filter(may);
  const moved: string[] = [];
  for (const id of pool) {
    if (!stackKeeps(env, run.state, b.target, ctx.side, [...moved, id])) continue;
    moved.push(id);
  }
  run.state = moveTo(run.state, moved, b.target);
  if (moved.length > 0) run.state = { ...run.state, markers: { ...run.state.markers, breakthru: [...new Set([...run.state.markers.breakthru, b.target])].sort() } };
  return moved;
}

/** The attackers still on the map, but `except`, marked spent (10.6). */
function spendOthers(run: PhaseRun, attackers: readonly string[], except: readonly string[]): string[] {
  const spent = attackers.filter((id) => run.state.pieces[id]!.at !== null && !except.includes(id));
  run.state = mark(run.state, spent, 'spent');
  return spent;
}

/**
 * SoS 10.0: one breakthrough attack, resolved completely before the next order (10.1). With
 * `dice` (the adjudication): the Soviet mine dogs next to German armor attack first (16.21,
 * 16.22: a breakthrough attack is a German attack of a movement phase; attack/mine-dogs.ts), an
 * attacker they eliminate takes no part; then the defender's standing defence with no retreat before combat
 * and his plan's IF support kept to mortars within his units' command (10.3, 10.5, 9.46:
 * breakthrough-support.ts `breakthroughStanding`, then defense-plan.ts `defaultDefense`), the
 * attacker's mortars and Stukas (10.3) fighting with his direct fire units, the fighting
 * of an attack (resolve-attack.ts `fightAttack`: defensive fire, the CRT, losses, P, the
 * leader's roll), then 10.6: every defending combat unit eliminated is a success (a P that
 * retreats one is not: "succeeds in eliminating all the defending units"), the attackers
 * move in (occupy), the "breakthru" marker, the others spent, and the defender's instant
 * counter-attack by his units adjacent to the new marker (10.8, 12.3; a hex retaken loses
 * its marker, 10.8, 12.9); a failure spends every attacker. Either way the attackers move no
 * further this phase (10.6), and the hex undergoes no other breakthrough attack (10.4).
 * Without dice (the check, on the position the orders would leave with no fire, as for
 * opportunity fire): the attack is taken to succeed, its defenders eliminated.
 */
export function makeBreakthrough(ctx: PhaseContext, run: PhaseRun, b: BreakthroughBody, order: number, dice?: Dice): void {
  const defenders = defendersAt(ctx, run, b.target);
  run.breakthroughTargets.add(b.target);
  // SoS 9.65: counted among the hex's attacks of the turn
  run.state = countAttack(run.state, b.target);
  for (const id of b.attackers) run.moved.add(id);
  if (!dice) {
    // SoS 14.02, 15.11: the mortars' explosion markers are out and the Stukas used for the turn, so later orders see them spent
    const ifs = (b.indirect ?? []).flatMap((g) => g.units);
    if (ifs.length || b.stukas) run.state = { ...run.state, ifFired: [...new Set([...run.state.ifFired, ...ifs])].sort(), stukasUsed: run.state.stukasUsed + (b.stukas?.count ?? 0) };
    run.state = eliminate(run.state, defenders);
    const moved = occupy(ctx, run, b, b.attackers);
    spendOthers(run, b.attackers, moved);
    return;
  }
  // SoS 16.21, 16.22: "Soviet mine dogs may be used only in the German Movement, Exploit Movement, Attack or Exploit Attack Phases";
  // "Before a German attack is resolved, each mine dog unit may attack one adjacent German armored unit": before each breakthrough attack
  const dogs = mineDogAttacks(ctx, run.state, dice);
  run.state = dogs.state;
  run.events.push(...dogs.events);
  const a = asAttack(run, b);
  // SoS 10.5: "Defending units in a breakthrough attack may not retreat before combat": the standing retreat is not read
  // SoS 10.3: the plan's IF support is kept to mortars within the command of the defending units
  const defender = other(ctx.side);
  const { standing, dropped } = breakthroughStanding(ctx.env, run.state, defender, b.target, ctx.standing[defender]);
  for (const x of dropped) run.events.push({ type: 'indirect-fire-dropped', rule: 'SoS 10.3', hex: b.target, units: x.units, spotter: x.spotter, reasons: [x.why] });
  const d: HexDefense = { ...defaultDefense({ ...ctx, standing: { ...ctx.standing, [defender]: standing } }, run.state, a), retreat: [] };
  run.events.push({ type: 'defense', rule: 'SoS 10.3, 10.5', hex: b.target, by: 'default', retreat: [], fire: d.fire, ...(d.support ? { support: d.support } : {}) });
  const fight: Run = { state: run.state, events: [] };
  const fought = fightAttack(ctx, fight, a, d, dice);
  run.state = fight.state;
  run.events.push(...fight.events);
  const success = fought !== null && defenders.every((id) => run.state.pieces[id]!.eliminated) && defendersAt(ctx, run, b.target).length === 0;
  if (!success) {
    const spent = spendOthers(run, b.attackers, []);
    run.events.push({ type: 'breakthrough-attack', rule: 'SoS 10.6', order, hex: b.target, result: 'failed', advanced: [], spent, marker: false });
    return;
  }
  const moved = occupy(ctx, run, b, fought.fired);
  const spent = spendOthers(run, b.attackers, moved);
  run.events.push({ type: 'breakthrough-attack', rule: 'SoS 10.6', order, hex: b.target, result: 'succeeded', advanced: moved, spent, marker: moved.length > 0 });
  if (moved.length === 0) return;
  // SoS 10.8: "Only enemy units adjacent to a newly placed 'breakthru' marker may attempt an instant counter-attack (ICA) against that hex"
  const ica = instantCounterAttack(ctx, run.state, b.target, dice);
  run.state = ica.state;
  run.events.push(...ica.events);
  // SoS 10.8: "If the hex is retaken, remove the 'breakthru' marker" (12.9: the counter-attackers occupy it; read too: the attackers are gone from it)
  if (run.state.markers.breakthru.includes(b.target) && sideAt(ctx.env, run.state, b.target, ctx.side).length === 0) {
    run.state = { ...run.state, markers: { ...run.state.markers, breakthru: run.state.markers.breakthru.filter((h) => h !== b.target) } };
  }
}
