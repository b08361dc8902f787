import type { Dice } from '#kernel/engine/dice';
import type { FireCombat, Firer } from '../../combat/fire-combat';
import { selectLosses, type LossCandidate } from '../../combat/fire-losses';
import { fireOutcome, type FireOutcome } from '../../combat/fire-outcome';
import { reachesCrt, resolveFire, type FireResolution } from '../../combat/fire-resolution';
import { isCombatUnit } from '../../combat/unit-classes';
import { dayOfTurn } from '../../sequence/scenarios';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { advanceAfterCombat, lossOrder, relocateLonelyLeaders, retreatAfterCombat } from './after-combat';
import { other, sideAt } from './battlefield';
import { counterAttackWith, instantCounterAttack } from './counter-attack';
import { counterAttackChoice, type CounterAttackAnswer } from './counter-attack-pause';
import { answerAsStanding, retreatChoice } from './retreat-pause';
import type { AttackBody } from './check-attack';
import type { AttackFrom, AttackRun, Run } from './attack-run';
import { stukasAfterAa } from './attack-stukas';
import { nextToNkvd, reliability } from './nkvd-contact';
import { transportsLeftAlone } from './transports-left';
import { opsLeftAlone } from './ops-left';
import { attackIfAf, attackingHexes, retreatProblems, type HexDefense } from './defense-plan';
import { firerOf, firingHexes, leaderAt, monthDay, targetOf, unitOf } from './fire-units';
import { towedHeldAfterMove } from '../../movement/moved-artillery';
import { attackIndirect, supportIndirect } from './if-firers';
import { fireFrom } from './not-attacked-fire';
import { countAttack } from './hex-attack-count';
import { rollLeaderSurvival } from './leader-roll';
import { survivalLeader } from '../../leaders/hq-survival';
import { retreatUnderFire } from './retreat-under-fire';
import { eliminate, mark, recordAttacked } from './position-edits';
import { immobilizeEliminatedTanks } from './immobilized-tanks';
import { pMarked } from './p-marked';
import { recordOpPinned, recordOpSpotted } from '../../movement/op-limits';
import { minefieldAsLoss, minefieldTaken } from '../../engineering/attacked-minefield';
import { tankRepairHitByP } from '../../combat/tank-repair-lost';
import { firesOnWbbt } from '../../flotilla/flotilla-table';
import { flotillaWbbtFire } from '../../flotilla/flotilla-wbbt';
import { firesAtOnWbbt, reachesWbbt, wbbtDefensiveFire } from './wbbt-defense';

/** What the combat report prints of a fire: each firer's points, the refused, the total, shifts, column, every DRM, the die, the MDR and the result. */
const report = (r: FireResolution) => ({ firers: r.points, refused: r.refused, total: r.total, shifts: r.shifts, column: r.column, drms: r.drms, die: r.die, mdr: r.mdr, result: r.result });

const alive = (state: SosState, id: string, at: string): boolean => state.pieces[id]!.at === at;

/**
 * SoS 9.41-9.48: the answered retreats before combat, each under the attacker's opportunity
 * fire (9.47, retreat-under-fire.ts); one the position no longer allows (an earlier attack
 * changed it) is not made.
 */
function retreatBefore(ctx: PhaseContext, run: Run, a: AttackBody, d: HexDefense, dice: Dice): void {
  const defender = other(ctx.side);
  for (const [k, r] of d.retreat.entries()) {
    const units = r.units.filter((u) => alive(run.state, u, d.hex));
    const problems = retreatProblems(ctx, run.state, defender, d.hex, { units, path: r.path }, attackIfAf(ctx, a));
    if (units.length === 0) continue;
    if (problems.length) {
      run.events.push({ type: 'retreat-not-made', rule: 'SoS 9.47', hex: d.hex, units, path: r.path, problems: problems.map((p) => p.message) });
      continue;
    }
    const done = retreatUnderFire(ctx, run.state, d.hex, units, r.path, `${ctx.window.id}/${a.target}/retreat-fire/${k}`, dice);
    run.state = done.state;
    run.events.push({ type: 'retreat-before-combat', rule: 'SoS 9.43', hex: d.hex, units, path: r.path, ...(done.stopped ? { stoppedAt: done.at } : {}) });
    run.events.push(...done.events);
    // SoS 16.83: a German combat unit retreating into a hex next to NKVD units moves adjacent to them
    const entered = r.path.slice(0, r.path.indexOf(done.at) + 1);
    if (defender === 'german') entered.forEach((hex, step) => nextToNkvd(ctx, run, done.units, hex, dice, `${ctx.window.id}/${a.target}/retreat/${k}/${step + 1}`));
  }
}

/** SoS 16.31, 16.32: the immobilization roll for each Soviet tank the fire just eliminated in a city or industrial/fortified hex (immobilized-tanks.ts). */
function immobilize(ctx: PhaseContext, run: Run, before: SosState, dice: Dice, label: string): void {
  const done = immobilizeEliminatedTanks(ctx.env, before, run.state, dice, label);
  run.state = done.state;
  run.events.push(...done.events);
}

/** SoS 9.5-9.59: each defensive fire at an attacking hex, with its IF support (9.52), losses to the attacker by his `losses` order (9.58, 9.82), a P pins or spends the attackers (9.84). */
function defensiveFire(ctx: PhaseContext, run: Run, a: AttackBody, d: HexDefense, dice: Dice, date: string): void {
  const { env } = ctx;
  const defender = other(ctx.side);
  // SoS 9.56: the defender's fire at each attacking hex, the DF of the hex's units and the IF supporting it (9.52) together
  const aims = [...new Set([...d.fire.map((g) => g.at), ...(d.support ?? []).map((g) => g.at), ...(d.flotilla ?? []).map((g) => g.at)])];
  for (const at of aims) {
    // SoS 9.601: units not attacked fire from their own hex (`from`) with the attacked hex's units, one fire at the hex
    const groups = d.fire.filter((x) => x.at === at).map((x) => ({ from: fireFrom(x, d.hex), units: x.units }));
    const g = { at, units: groups.flatMap((x) => x.units) };
    // SoS 16.55: River Flotilla units combine their fire with the defenders' DF, from their Volga River hex
    const flotilla = (d.flotilla ?? []).filter((x) => x.at === at).flatMap((x) => x.units.filter((u) => alive(run.state, u, x.from)).map((u) => firerOf(env, run.state, u, x.from, at, false)));
    const direct = [...groups.flatMap((x) => x.units.filter((u) => alive(run.state, u, x.from) && !towedHeldAfterMove(run.state, env.counter(u))).map((u) => firerOf(env, run.state, u, x.from, g.at, false))), ...flotilla].filter((f): f is Firer => f !== undefined).map((f) => ({ ...f, defending: true }));
    const support = supportIndirect(ctx, run.state, a, d.support ?? [], at);
    for (const x of support.dropped) run.events.push({ type: 'indirect-fire-dropped', rule: 'SoS 9.52', hex: at, units: x.units, spotter: x.spotter, reasons: x.why });
    const firers = [...direct, ...support.firers];
    const attackers = attackingHexes(a).filter((h) => h.from === g.at).flatMap((h) => h.units).filter((u) => alive(run.state, u, g.at));
    if (firers.length === 0 || attackers.length === 0) continue;
    const c: FireCombat = {
      kind: 'defensiveFire', date, side: defender, firers, hexes: firingHexes(env, run.state, defender, [d.hex, ...direct.map((f) => f.hex)]),
      ...(support.spotting ? { spotting: support.spotting } : {}),
      ...(a.closeAssault ? { closeAssault: true } : {}),
      target: targetOf(env, run.state, g.at, ctx.side, attackers),
    };
    // SoS 14.45, WBBT note: IF support alone at this hex, named on the WBBT, is read there (wbbt-defense.ts); its losses below as the CRT's (9.58)
    const onWbbt = firesAtOnWbbt(d, at) && direct.length === 0;
    if (onWbbt ? !reachesWbbt(c, env.tables.wbbt) : !reachesCrt(c, ctx.env.tables.crt)) continue;
    const die = dice.roll(`${ctx.window.id}/${a.target}/df/${g.at}`, 10);
    const wbbt = onWbbt ? wbbtDefensiveFire({ env, standing: ctx.standing, date, label: ctx.window.id, phase: ctx.window.phase }, c, support.spotting, support.named ?? false, die) : null;
    const r = wbbt ?? resolveFire(c, env.tables, die);
    // SoS 14.02, 14.03: the supporting IF units' explosion markers are out for the turn
    const ifFiring = r.points.map((p) => p.id).filter((id) => support.firers.some((f) => f.id === id));
    if (ifFiring.length) run.state = { ...run.state, ifFired: [...new Set([...run.state.ifFired, ...ifFiring])].sort() };
    // SoS 14.95: an OP that spotted this support may not move in its side's next movement phase
    run.state = recordOpSpotted(run.state, spottersOf(ctx, (d.support ?? []).filter((x) => x.at === at), ifFiring), ctx.turn, ctx.window.phase);
    const out = fireOutcome(c, r.result);
    const units: LossCandidate[] = c.target.units.map((u) => ((a.engineers ?? []).includes(u.id) ? { ...u, claimsRedAf: true } : u));
    const antiTank = firers.some((f) => f.afUnderlined && r.points.some((p) => p.id === f.id));
    const losses = out.eliminate === 0 ? null : selectLosses({ kind: 'defensiveFire', units, count: out.eliminate, antiTankFire: antiTank, ...(a.losses ? { order: a.losses } : {}) });
    const fireLost = [...out.immobilizedTanksEliminated, ...(losses?.eliminated ?? []), ...(losses?.alsoRemoved ?? [])];
    // SoS 14.97, 9.82: the OPs (and fortifications) of the attacking hex go with its last combat unit, attacking or not
    const alone = opsLeftAlone(env, eliminate(run.state, fireLost), g.at, ctx.side, fireLost.length > 0).filter((id) => !fireLost.includes(id));
    // SoS 16.49: the attacking hex's transports go with its last combat unit too
    const transports = transportsLeftAlone(env, eliminate(run.state, [...fireLost, ...alone]), g.at, ctx.side, fireLost.length > 0);
    const lost = [...fireLost, ...alone, ...transports];
    const beforeLosses = run.state;
    run.state = eliminate(run.state, lost);
    const marked = out.marker ? attackers.filter((u) => !lost.includes(u)) : [];
    if (out.marker) run.state = mark(run.state, marked, out.marker);
    run.events.push({ type: 'defensive-fire', rule: wbbt ? 'SoS 9.57, WBBT' : 'SoS 9.57', hex: d.hex, at: g.at, ...report(r), ...(wbbt ? { table: 'wbbt', ...(wbbt.miss ? { result: 'miss' } : {}) } : {}), eliminated: lost, forced: [...(losses?.forced ?? []), ...(alone.length ? ['SoS 14.97, 9.82: OP and fortification units go with the last combat unit of the hex'] : []), ...(transports.length ? ['SoS 16.49: the transports go with the last combat unit of the hex'] : [])], marker: out.marker, marked });
    immobilize(ctx, run, beforeLosses, dice, `${ctx.window.id}/${a.target}/df/${g.at}`);
    // SoS 18.33, 18.43-18.47: an HQ leader rolls too
    const leader = survivalLeader(env, run.state, g.at, ctx.side, leaderAt(env, run.state, g.at, ctx.side));
    const roll = rollLeaderSurvival(env, run.state, c, leader, fireLost.length, `${ctx.window.id}/${a.target}/leader/${leader?.id ?? ''}`, dice);
    run.state = roll.state;
    run.events.push(...roll.events);
    // SoS 18.34: a leader who survived the loss of the last combat unit of the attacking hex moves at once to a unit of his command
    if (fireLost.length > 0) {
      const survived = relocateLonelyLeaders(ctx, run.state, ctx.side, g.at);
      run.state = survived.state;
      run.events.push(...survived.events);
    }
    // SoS 16.83: NKVD units among the attackers the German defensive fire fell on: their regiments roll for reliability
    reliability(ctx, run, defender, g.at, attackers, dice, `${ctx.window.id}/${a.target}/df/${g.at}`);
  }
}

/**
 * One attack (9.6), resolved in the file's order: the defender's retreat before combat
 * (9.41-9.48), his defensive fire (9.5-9.60), the attack by the attackers still able to fire
 * (9.66, the Close Assault 9.67, engineers 9.71), its result on the target hex (9.81-9.884,
 * the defender's standing `losses` and `retreat`), the leader's survival roll (9.83, 18.3),
 * the advance (9.85), the defender's instant counter-attack (12.1-12.8) and the attackers
 * marked spent (9.18). The "attack" marker stays until
 * the end of the Exploit Attack Phase (9.115), the hex recorded as attacked (9.61). When
 * `asking` (an Attack window), the `retreat` and `counterAttack` decisions may stop it
 * (`stop`); it goes on `from` that stop with the answer.
 */
export function resolveAttack(ctx: PhaseContext, state: SosState, a: AttackBody, d: HexDefense, dice: Dice, from: AttackFrom = { stage: 'start' }, asking = false): AttackRun {
  let run: Run;
  let fired: string[];
  if (from.stage === 'start') {
    // SoS 9.61: the marked hex is attacked, whatever comes of the attack
    // SoS 9.65: and counted among the hex's attacks of the turn
    run = { state: countAttack(recordAttacked(state, a.target), a.target), events: [] };
    retreatBefore(ctx, run, a, d, dice);
    // SoS 16.55: the River Flotilla's fire on the WBBT is an attack too, its result read on the WBBT
    if (firesOnWbbt(a)) return wbbtAttack(ctx, run, a, d, dice);
    const struck = strikeAttack(ctx, run, a, d, dice);
    if (!struck) return run;
    fired = struck.fired;
    // SoS 9.87, 9.88, digest 6.1 #9: a P that leaves the owner a choice, with `retreat.policy: ask`: the phase stops here
    const choice = asking ? retreatChoice(ctx, run.state, a.target, struck.out) : null;
    if (choice) return { ...run, stop: { stage: 'retreat', fired, out: struck.out, choice } };
    afterResult(ctx, run, a.target, struck.out, dice);
  } else {
    run = { state, events: [] };
    fired = from.fired;
    // the answer to the `retreat` pause, or its default, read as a standing entry for the hex (retreat-pause.ts)
    if (from.stage === 'retreat') afterResult(answerAsStanding(ctx, from.choice, from.answer), run, a.target, from.out, dice);
  }
  if (from.stage !== 'counterAttack') {
    const adv = advanceAfterCombat(ctx, run.state, a.target, a.advance ?? [], fired);
    run.state = adv.state;
    run.events.push(...adv.events);
    if (adv.events.length) {
      // SoS 16.83: a German combat unit advancing next to NKVD units: their regiments roll
      const advanced = (adv.events[0]!['units'] as string[] | undefined) ?? [];
      if (ctx.side === 'german') nextToNkvd(ctx, run, advanced, a.target, dice, `${ctx.window.id}/${a.target}/advance`);
      // SoS 12.1, digest 6.1 #10: an ICA the defender may make with no standing rule for it, with `counterAttack.policy: ask`: the phase stops here
      const choice = asking ? counterAttackChoice(ctx, run.state, a.target) : null;
      if (choice) return { ...run, stop: { stage: 'counterAttack', fired, choice } };
      counterAttack(ctx, run, a.target, null, dice);
    }
  } else counterAttack(ctx, run, a.target, from.answer ?? { units: [] }, dice);
  const spent = fired.filter((id) => run.state.pieces[id]!.at !== null);
  run.state = mark(run.state, spent, 'spent');
  run.events.push({ type: 'attackers-spent', rule: 'SoS 9.18', hex: a.target, units: spent });
  return run;
}

/**
 * SoS 16.55, 9.41, 9.51, 9.18: an attack on the WBBT (flotilla-table.ts), its retreat before
 * combat made: the defender's defensive fire at the River Flotilla's hex (9.55: the units
 * "using direct fire to attack their hex"), then the fire on the WBBT (flotilla-wbbt.ts), then
 * every unit that fired spent (9.18: "Place a 'spent' marker on units after they attack"). A
 * P of River Flotilla and IF artillery makes no one retreat (9.884), and none of them advances
 * (the River Flotilla stays on the Volga, 16.53): no retreat, advance or counter-attack follows.
 */
function wbbtAttack(ctx: PhaseContext, run: Run, a: AttackBody, d: HexDefense, dice: Dice): AttackRun {
  defensiveFire(ctx, run, a, d, dice, monthDay(dayOfTurn(ctx.scenario, ctx.turn)));
  // SoS 15.15, 15.42-15.46, WBBT note: Stukas on the WBBT meet the Soviet AA first, as in any attack
  const stukas = a.stukas ? stukasAfterAa(ctx, run, a, dice) : undefined;
  const w = flotillaWbbtFire(ctx, run.state, a, dice, stukas);
  run.state = w.state;
  run.events.push(...w.events);
  if (w.fired.length === 0) return run;
  const spent = w.fired.filter((id) => run.state.pieces[id]!.at !== null);
  run.state = mark(run.state, spent, 'spent');
  run.events.push({ type: 'attackers-spent', rule: 'SoS 9.18', hex: a.target, units: spent });
  return run;
}

/**
 * SoS 12.1-12.8: the instant counter-attack on the hex the attackers advanced into: by the
 * standing rules (`answer` null), or with the units the `counterAttack` answer named ([]: none)
 * and those it lets occupy the hex (12.6 e).
 */
function counterAttack(ctx: PhaseContext, run: Run, hex: string, answer: CounterAttackAnswer | null, dice: Dice): void {
  const held = sideAt(ctx.env, run.state, hex, ctx.side);
  const ica = answer === null ? instantCounterAttack(ctx, run.state, hex, dice) : answer.units.length ? counterAttackWith(ctx, run.state, hex, answer.units, dice, answer.occupy) : { state: run.state, events: [] };
  run.state = ica.state;
  run.events.push(...ica.events);
  // SoS 16.83: a German instant counter-attack (12.6) on NKVD units that advanced: their regiments roll after it
  if (ica.events.some((e) => e.type === 'instant-counter-attack')) reliability(ctx, run, other(ctx.side), hex, held, dice, `${ctx.window.id}/${hex}/ica`);
}

/** What an attack's fire came to: the units whose points were counted, and the defenders it eliminated. */
export interface Fought {
  fired: string[];
  eliminated: string[];
}

/** An attack rolled, its result not yet carried out on the hex (the retreat, 9.87): what `afterResult` needs. */
export interface Struck extends Fought {
  out: FireOutcome;
}

/**
 * The fighting of one attack (9.5-9.66), shared by the Attack windows and breakthrough
 * attacks (10.1: "resolved using the same procedures for other attacks (9.6)"): the
 * defender's defensive fire, the attack by the attackers still able to fire, its result on
 * the target hex with the retreat a P calls for (9.87), the leader's survival roll and the
 * leaders left alone; null when no attack is left to roll (every attacker out, or no defender).
 */
export function fightAttack(ctx: PhaseContext, run: Run, a: AttackBody, d: HexDefense, dice: Dice): Fought | null {
  const struck = strikeAttack(ctx, run, a, d, dice);
  if (!struck) return null;
  afterResult(ctx, run, a.target, struck.out, dice);
  return { fired: struck.fired, eliminated: struck.eliminated };
}

/**
 * SoS 9.5-9.83: one attack up to its result: the defender's defensive fire, the attack by
 * the attackers still able to fire, its losses, markers and the leader's survival roll; the
 * retreat it calls for is left to `afterResult`. Null when no attack is left to roll.
 */
function strikeAttack(ctx: PhaseContext, run: Run, a: AttackBody, d: HexDefense, dice: Dice): Struck | null {
  const { env } = ctx;
  const defender = other(ctx.side);
  const date = monthDay(dayOfTurn(ctx.scenario, ctx.turn));
  const state = run.state;
  defensiveFire(ctx, run, a, d, dice, date);
  const direct = attackingHexes(a).flatMap((g) =>
    g.units.filter((u) => alive(run.state, u, g.from) && !towedHeldAfterMove(run.state, env.counter(u))).map((u) => firerOf(env, run.state, u, g.from, a.target, (a.engineers ?? []).includes(u))).filter((f): f is Firer => f !== undefined),
  );
  // SoS 14.01: IF artillery combines its fire with the direct fire units of the attack, spotted (14.2)
  // SoS 9.66 note: a spotter pinned by this defensive fire still spots, its spotting modifier kept
  const ifs = attackIndirect(ctx, run.state, a, state);
  for (const x of ifs.dropped) run.events.push({ type: 'indirect-fire-dropped', rule: 'SoS 14.2', hex: a.target, units: x.units, spotter: x.spotter, reasons: x.why });
  const firers = [...direct, ...ifs.firers];
  const stukas = a.stukas ? stukasAfterAa(ctx, run, a, dice) : undefined;
  const defenders = sideAt(env, run.state, a.target, defender);
  const c: FireCombat = {
    kind: 'attack', date, side: ctx.side, firers, hexes: firingHexes(env, run.state, ctx.side, direct.map((f) => f.hex)),
    ...(ifs.spotting ? { spotting: ifs.spotting } : {}),
    ...(a.closeAssault ? { closeAssault: true } : {}),
    ...(stukas && stukas.count > 0 ? { stukas } : {}),
    target: targetOf(env, run.state, a.target, defender, defenders),
  };
  if ((firers.length === 0 && !c.stukas) || c.target.units.length === 0 || !reachesCrt(c, ctx.env.tables.crt)) {
    run.events.push({ type: 'attack-not-made', rule: 'SoS 9.66', hex: a.target, reason: c.target.units.length === 0 ? 'no defender is left in the hex' : 'no attacker is left able to fire (eliminated, pinned or spent by defensive fire)' });
    return null;
  }
  const r = resolveFire(c, env.tables, dice.roll(`${ctx.window.id}/${a.target}/attack`, 10));
  // SoS 14.02, 14.03, 14.05: each IF unit that fired places its explosion marker: its AF is spent for the turn
  const ifFiring = r.points.map((p) => p.id).filter((id) => ifs.firers.some((f) => f.id === id));
  if (ifFiring.length) run.state = { ...run.state, ifFired: [...new Set([...run.state.ifFired, ...ifFiring])].sort() };
  // SoS 14.95: an OP that spotted the attack's IF may not move in its side's next movement phase
  run.state = recordOpSpotted(run.state, spottersOf(ctx, a.indirect ?? [], ifFiring), ctx.turn, ctx.window.phase);
  const out = fireOutcome(c, r.result);
  const lossable = c.target.units.filter((u) => !out.immobilizedTanksEliminated.includes(u.id));
  // SoS 9.82: the defender's built minefield, when his loss order names it
  const mine = minefieldAsLoss(run.state, a.target, defender, lossOrder(ctx, defender, a.target));
  const order = mine.order;
  const losses = out.eliminate === 0 ? null : selectLosses({ kind: 'attack', units: [...lossable, ...mine.units], count: out.eliminate, antiTankFire: false, ...(order ? { order } : {}) });
  const mineLost = minefieldTaken(run.state, a.target, losses?.eliminated ?? []);
  run.state = mineLost.state;
  const fireTaken = [...out.immobilizedTanksEliminated, ...mineLost.pieces, ...(losses?.alsoRemoved ?? [])];
  // SoS 16.37: a P that eliminates an immobilized tank is a loss of the hex too (14.97, 16.49 below)
  const hexLost = out.eliminate !== 0 || out.immobilizedTanksEliminated.length > 0;
  // SoS 14.97, 9.82: the OPs (and fortifications) go with the last combat unit of the hex, an immobilized tank a P took included
  const alone = opsLeftAlone(env, eliminate(run.state, fireTaken), a.target, defender, hexLost).filter((id) => !fireTaken.includes(id));
  const taken = [...fireTaken, ...alone];
  // SoS 16.49: the defender's transports go with the last combat unit of the hex
  const transports = transportsLeftAlone(env, eliminate(run.state, taken), a.target, defender, hexLost);
  const lost = [...taken, ...transports];
  const beforeLosses = run.state;
  run.state = eliminate(run.state, lost);
  // SoS 9.81, 9.87: a P pins all units in the target hex, transports too (16.43), leaders excepted (18.14)
  const marked = out.marker ? pMarked(env, run.state, a.target, defender) : [];
  if (out.marker) run.state = mark(run.state, marked, out.marker);
  // SoS 14.94: an OP pinned by this attack may still spot in this phase
  if (out.marker === 'pinned') run.state = recordOpPinned(run.state, marked.map((id) => env.counter(id)), ctx.turn, ctx.window.phase);
  run.events.push({ type: 'attack', rule: 'SoS 9.66', hex: a.target, ...(c.stukas ? { stukas: c.stukas.count } : {}), ...report(r), eliminated: lost, forced: [...(losses?.forced ?? []), ...(alone.length ? ['SoS 14.97, 9.82: OP and fortification units go with the last combat unit of the hex'] : []), ...(transports.length ? ['SoS 16.49: the transports go with the last combat unit of the hex'] : [])], marker: out.marker, marked, retreat: out.retreat, nkvd: out.nkvd });
  run.events.push(...mineLost.events);
  // SoS 16.73 ∆: a P against the hex eliminates the tank repair unit there
  const repair = tankRepairHitByP(env, run.state, a.target, out.result);
  run.state = repair.state;
  run.events.push(...repair.events);
  immobilize(ctx, run, beforeLosses, dice, `${ctx.window.id}/${a.target}`);
  const combatLost = lost.filter((id) => { const u = unitOf(env, state, id); return u !== undefined && isCombatUnit(u); }).length;
  const survivor = survivalLeader(env, run.state, a.target, defender, c.target.leader);
  const roll = rollLeaderSurvival(env, run.state, c, survivor, combatLost, `${ctx.window.id}/${a.target}/leader/${survivor?.id ?? ''}`, dice);
  run.state = roll.state;
  run.events.push(...roll.events);
  // SoS 18.34: the leader who survived the loss of the last combat unit of his hex moves "immediately", before any retreat
  const survived = relocateLonelyLeaders(ctx, run.state, defender, a.target);
  run.state = survived.state;
  run.events.push(...survived.events);
  // SoS 16.83: the German attack fell on NKVD units: their regiments roll for reliability, before any retreat
  reliability(ctx, run, ctx.side, a.target, c.target.units.map((u) => u.id), dice, `${ctx.window.id}/${a.target}`);
  return { fired: r.points.map((p) => p.id), eliminated: lost, out };
}

/**
 * SoS 9.87-9.884, 18.1: what an attack's result does once rolled: the retreat a P calls for,
 * as the owner's standing `retreat` (or his answer to the `retreat` pause, given as a standing
 * entry for the hex, retreat-pause.ts) says, then the leaders left alone.
 */
export function afterResult(ctx: PhaseContext, run: Run, target: string, out: FireOutcome, dice: Dice): void {
  const defender = other(ctx.side);
  const a = { target };
  if (out.retreat.kind !== 'none' || (out.nkvd && out.nkvd.kind !== 'none')) {
    const beforeRetreat = run.state;
    const rt = retreatAfterCombat(ctx, run.state, defender, a.target, out);
    run.state = rt.state;
    run.events.push(...rt.events);
    // SoS 16.83: a German combat unit retreating after combat into a hex next to NKVD units moves adjacent to them
    const retreated = rt.events.flatMap((e) => (e.type === 'retreat-after-combat' ? ((e['moves'] as { unit: string; to: string }[] | undefined) ?? []) : []));
    if (defender === 'german') for (const m of retreated) nextToNkvd(ctx, run, [m.unit], m.to, dice, `${ctx.window.id}/${a.target}/retreat/${m.unit}`);
    // SoS 16.31: a tank eliminated for want of a retreat hex (9.87) is eliminated in the city hex too
    immobilize(ctx, run, beforeRetreat, dice, `${ctx.window.id}/${a.target}`);
  }
  // SoS 18.1, 18.34: a leader a hold or an NKVD retreat (9.88, 9.884) left with no combat unit of his side goes to the nearest unit of his command
  const lonely = relocateLonelyLeaders(ctx, run.state, defender, a.target);
  run.state = lonely.state;
  run.events.push(...lonely.events);
}

/** SoS 14.95: the spotters of the IF groups of which a unit fired. */
const spottersOf = (ctx: PhaseContext, groups: readonly { units: readonly string[]; spotter: string }[], fired: readonly string[]) =>
  [...new Set(groups.filter((g) => g.units.some((u) => fired.includes(u))).map((g) => g.spotter))].flatMap((id) => ctx.env.findCounter(id) ?? []);
