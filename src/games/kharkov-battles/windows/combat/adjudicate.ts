import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../../assault/attack';
import type { AssaultChoices } from '../../assault/choices';
import { placePreparedAssaultMarkers, removeDisorganizedMarkers } from '../../assault/markers';
import { applyBattle, applyLinked, resolveBattle, resolveLinked, rollBattle, type AssaultAnswer, type RolledBattle } from '../../assault/resolve';
import type { KbSide } from '../../data/ids';
import { KbRefused } from '../../issues/refused';
import type { KbStanding } from '../../orders/standing';
import { enemyOf } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { withUnits } from '../../state/update';
import { prepareCombat } from './check';
import { postRoll, preRoll, type PostRoll, type PreRoll } from './choices';
import { assaultGameEvent, orderPartSkipped, orderSkipped, standingNotFollowed } from './events';
import { readCombatFile, type CombatFile, type FileAttack } from './file';
import { plain, type AdvanceWay, type AirDefenseAsk, type CombatAnswer, type PausedPreRoll, type CombatAsk, type CombatPause, type ParticipantsAsk, type RetreatAnswer } from './pause';
import { advanceWays } from './advance-ways';
import type { KbOrder } from '../../orders/schema';
import { answerAdvance, answerBeforeDice, answerLosses, answerRetreat, narrowHold } from './answers';
import { linkedGroups } from './groups';
import { windowPaused } from './paused-event';
import { designationLost } from './still-designated';
import { breakoutRefused, LAYERS, notFollowed, withoutBreakout, type Layer } from './layers';
import { memoDice } from './memo-dice';
import { applyRemoval } from './removals';
import { riverRetreatLosses } from './river-retreat';
import type { WindowClosing } from '../closing';
import type { SupportJudge } from './support';

/**
 * KB 4.1 B.3 / C.4, 12.0-12.8: the Combat Phase of `side` carried out from its file.
 * a. The removals written before the first attack, then every attack designated at once
 *    (12.1: Prepared Assault markers on the attackers; a refused designation refuses the
 *    file, `KbRefused`, changing nothing).
 * b-e. Each combat in the file's order, the combats sharing an attacking hex together when
 *    the first of them comes (12.23); the removals at their place. A combat whose
 *    designation no longer holds (an attacker eliminated or retreated, a target emptied) is
 *    skipped and reported to its owner, its markers removed.
 * f. The side's 'Disorganized' markers removed (11.28).
 * `pause`: non-null when the phase stopped at a combat whose result leaves the defender a
 * retreat his standing orders do not decide (12.62, 12.72; pause.ts); `resumeCombat` goes on.
 * `fullySupported` (added, optional): the game's judge of full support (9.1, 9.3, 12.0), as
 * for checkCombat.
 */
export const adjudicateCombat: WindowClosing<AssaultEnv, [fullySupported?: SupportJudge], { pause: CombatPause | null }> = (env, state, side, orders, standing, dice, label, fullySupported) => {
  const prep = prepareCombat(env, state, side, orders, fullySupported);
  if (prep.issues.length > 0) throw new KbRefused('the Combat Phase file cannot be carried out', prep.issues);
  const memo = memoDice(dice);
  const events: GameEvent[] = [...prep.events];
  let s = prep.state;
  // KB 7.26 Note, 12.71, 12.73: the steps the river retreats cost
  const losses = riverRetreatLosses(env, s, prep.riverRetreats, memo, label);
  s = losses.state;
  events.push(...losses.events);
  const attacks = prep.file.attacks.map((a) => a.attack);
  // 12.1, 4.1 B.3.a / C.4.a: every attack designated before any is resolved.
  const from: Record<string, HexId> = {};
  if (attacks.length > 0) {
    for (const a of attacks) for (const id of a.attackers) from[id] = s.units[id]!.hex!;
    s = placePreparedAssaultMarkers(s, attacks);
    events.push({ type: 'attacks-designated', side, attacks: attacks.map((a) => ({ id: a.id, attackers: a.attackers, targets: a.targets })), rule: 'KB 12.1' });
  }
  const run: CombatRun = { env, side, orders, file: prep.file, standing, dice: memo, label, from, done: new Set(), airSpent: 0 };
  return carryOn(run, s, events, prep.firstAttack);
};

/** What the Combat Phase carries from one combat to the next. */
interface CombatRun {
  env: AssaultEnv;
  side: KbSide;
  orders: readonly KbOrder[];
  file: CombatFile;
  standing: Readonly<Record<KbSide, KbStanding | null>>;
  dice: Dice;
  label: string;
  from: Record<string, HexId>;
  done: Set<string>;
  airSpent: number;
}

type CombatOutcome = { state: KbState; events: GameEvent[]; pause: CombatPause | null };

/**
 * b-f. The file's steps from `first` on: each combat in the file's order, the combats sharing
 * an attacking hex together when the first of them comes (12.23); the removals at their
 * place; then the side's 'Disorganized' markers removed (11.28). It stops at a combat whose
 * result leaves the defender a retreat his standing orders do not decide (the `retreat`
 * decision, KB 12.62, 12.72): the pause says where it goes on.
 */
function carryOn(run: CombatRun, state: KbState, before: readonly GameEvent[], first: number): CombatOutcome {
  const { env, side, file } = run;
  const events = [...before];
  let s = state;
  const from = new Map(Object.entries(run.from));
  const groups = linkedGroups(file.attacks, from);
  for (let k = first; k < file.steps.length; k++) {
    const step = file.steps[k]!;
    if (step.kind === 'removal') {
      const r = applyRemoval(env.ctx, s, side, step.removal);
      if (r.ok) {
        s = r.state;
        events.push(...r.events);
      } else for (const i of r.issues) events.push(orderSkipped(side, i.path, i));
      continue;
    }
    if (run.done.has(step.attack.attack.id)) continue;
    const group = groups.find((g) => g.includes(step.attack))!;
    for (const fa of group) run.done.add(fa.attack.id);
    const r = resolveGroup(env, s, side, group, from, run.standing, run.dice, run.label, run.airSpent);
    s = r.state;
    run.airSpent = r.airSpent;
    events.push(...r.events);
    if (r.paused) {
      const pause: CombatPause = plain({ decision: r.paused.asks[0]!.decision, side: enemyOf(side), attacker: side, label: run.label, orders: [...run.orders], step: k, done: [...run.done].sort(), airSpent: run.airSpent, from: run.from, group: r.paused });
      events.push(windowPaused(env, pause));
      return { state: s, events, pause };
    }
  }
  // 11.28, 4.1 B.3.f / C.4.f
  const disorganized = Object.values(s.units).filter((u) => u.marks.disorganized && env.ctx.unit(u.id).side === side).map((u) => u.id).sort();
  if (disorganized.length > 0) {
    s = removeDisorganizedMarkers(env.ctx, s, side);
    events.push({ type: 'disorganized-removed', side, units: disorganized, rule: 'KB 11.28' });
  }
  return { state: s, events, pause: null };
}

/**
 * KB 12.61-12.63, 12.62, 12.72-12.74: a paused Combat Phase goes on (sequence/pauses.ts). The
 * answer (null: the window closed without one, and the documented default is taken: the
 * default losses; retreat in full by the default path) settles the first ask; while the
 * group asks more, the phase pauses again; then the group's results are applied and the rest
 * of the file is carried out, with the dice of this window (`dice`: a labelled roll is the
 * step's own).
 */
export function resumeCombat(env: AssaultEnv, state: KbState, pause: CombatPause, answer: CombatAnswer | RetreatAnswer | null, standing: Readonly<Record<KbSide, KbStanding | null>>, dice: Dice): CombatOutcome {
  const [ask, ...rest] = pause.group.asks;
  if (!ask) throw new Error('a paused Combat Phase with nothing asked');
  if (pause.group.beforeDice) return resumeBeforeDice(env, state, pause, answer, standing, dice);
  const posts = pause.group.posts.map((p) => ({ ...p, losses: { ...p.losses }, retreat: { ...p.retreat } }));
  const events: GameEvent[] = [];
  const given = answer && (!('decision' in answer) || answer.decision === ask.decision) ? answer : null;
  if (ask.decision === 'losses') answerLosses(env, state, pause, ask, given && 'units' in given ? given.units : null, posts, events);
  else if (ask.decision === 'advance') answerAdvance(env, pause, ask, given && 'advances' in given ? given.advances : null, posts, events);
  else if (ask.decision === 'retreat') answerRetreat(env, pause, ask, given && 'hold' in given ? given : null, posts, events);
  const left = ask.decision === 'retreat' ? narrowHold(rest, ask.index, posts[ask.index]!.retreat.convert ?? 0) : rest;
  const group = plain({ ...pause.group, posts, asks: left });
  if (left.length > 0) {
    const again: CombatPause = { ...pause, decision: left[0]!.decision, group };
    return { state, events: [...events, windowPaused(env, again)], pause: again };
  }
  const file = readCombatFile(env.ctx, pause.orders).file;
  const memo = memoDice(dice);
  const live = group.ats.map((at) => file.attacks.find((fa) => fa.at === at)!);
  const r = settleGroup(env, state, pause.attacker, live, group, memo, pause.label);
  const run: CombatRun = { env, side: pause.attacker, orders: pause.orders, file, standing, dice: memo, label: pause.label, from: pause.from, done: new Set(pause.done), airSpent: pause.airSpent };
  return carryOn(run, r.state, [...events, ...r.events], pause.step + 1);
}

/**
 * KB 5.21 (D1), 6.21-6.22 (D3): the Air Point answered (0 or 1; without an answer none, said),
 * or the units of a hex that defend (one of the legal sets; without one the strongest defence,
 * said); while the group asks more, the phase pauses again; then the group's dice are rolled
 * with the choices settled (the dice of this window), the combat may stop again for the
 * choices its result leaves, and the rest of the file is carried out.
 */
function resumeBeforeDice(env: AssaultEnv, state: KbState, pause: CombatPause, answer: CombatAnswer | RetreatAnswer | null, standing: Readonly<Record<KbSide, KbStanding | null>>, dice: Dice): CombatOutcome {
  const [ask, ...rest] = pause.group.asks as [AirDefenseAsk | ParticipantsAsk, ...CombatAsk[]];
  const pres = pause.group.pres.map((p) => ({ ...p, defenders: { ...p.defenders } }));
  const events: GameEvent[] = [];
  answerBeforeDice(env, pause, ask, answer, pres, events);
  if (rest.length > 0) {
    const again: CombatPause = { ...pause, decision: rest[0]!.decision, group: plain({ ...pause.group, pres, asks: rest }) };
    return { state, events: [...events, windowPaused(env, again)], pause: again };
  }
  const file = readCombatFile(env.ctx, pause.orders).file;
  const memo = memoDice(dice);
  const live = pause.group.ats.map((at) => file.attacks.find((fa) => fa.at === at)!);
  const run: CombatRun = { env, side: pause.attacker, orders: pause.orders, file, standing, dice: memo, label: pause.label, from: pause.from, done: new Set(pause.done), airSpent: pause.airSpent };
  const r = resolveGroup(env, state, pause.attacker, live, new Map(Object.entries(pause.from)), standing, memo, pause.label, pause.airSpent, pres);
  run.airSpent = r.airSpent;
  const all = [...events, ...r.events];
  if (r.paused) {
    const p: CombatPause = plain({ ...pause, decision: r.paused.asks[0]!.decision, airSpent: run.airSpent, group: r.paused });
    return { state: r.state, events: [...all, windowPaused(env, p)], pause: p };
  }
  return carryOn(run, r.state, all, pause.step + 1);
}

/** KB 5.21: the Air Points asked (each counts against the budget while it is asked). */
const airAsked = (asks: readonly CombatAsk[]): number => asks.filter((a) => a.decision === 'airDefense').length;

const unmark = (state: KbState, ids: readonly string[]): KbState =>
  withUnits(state, Object.fromEntries(ids.filter((id) => state.units[id]!.marks.preparedAssault).map((id) => [id, { marks: { ...state.units[id]!.marks, preparedAssault: false } }])));


/**
 * One combat, or combats linked by a shared attacking hex (12.23): the designations still
 * legal; the choices before the die; the die read (a labelled roll, read again when the
 * combat is resolved); the choices its result leaves; the combat resolved. A choice the
 * rules refuse when the result is applied (an advance, a retreat path, a loss list that
 * no longer fits) is dropped for its default and said, layer by layer.
 */
function resolveGroup(env: AssaultEnv, state: KbState, side: KbSide, group: readonly FileAttack[], from: ReadonlyMap<string, HexId>, orders: Readonly<Record<KbSide, KbStanding | null>>, dice: Dice, label: string, airSpent: number, given?: readonly PausedPreRoll[]): { state: KbState; events: GameEvent[]; airSpent: number; paused?: CombatPause['group'] } {
  const enemy = enemyOf(side);
  const standing = orders[enemy];
  const events: GameEvent[] = [];
  let s = state;
  const live: FileAttack[] = given ? [...group] : [];
  for (const fa of given ? [] : group) {
    const bad = designationLost(env, s, side, fa, from);
    if (!bad) live.push(fa);
    else {
      events.push(orderSkipped(side, ['orders', fa.at, 'attack'], bad));
      s = unmark(s, fa.attack.attackers);
    }
  }
  if (live.length === 0) return { state: s, events, airSpent };
  let spent = airSpent;
  // KB 5.21 (D1): an Air Point asked counts against the budget of the group's later combats until answered
  const pres: PreRoll[] = given
    ? given.map((p) => ({ ...p, events: [], asks: [] }))
    : live.map((fa, i) => {
        const p = preRoll(env, s, side, fa, standing, spent, s.airPoints[enemy] - (spent - airSpent), i);
        spent += p.defenderAir + airAsked(p.asks);
        return p;
      });
  if (given) spent += pres.reduce((n, p) => n + p.defenderAir, 0);
  else spent -= pres.reduce((n, p) => n + airAsked(p.asks), 0);
  const preAsks = pres.flatMap((p) => p.asks);
  if (preAsks.length > 0) {
    // KB 5.21 (sequence/pauses.ts): the phase stops before the group's dice for the defender's Air Point
    const paused: CombatPause['group'] = { ats: live.map((fa) => fa.at), battles: [], pres: pres.map(({ attackerAir, defenderAir, defenders, tigers }) => ({ attackerAir, defenderAir, defenders, tigers })), posts: [], follow: {}, asks: preAsks, beforeDice: true };
    return { state: s, events: [...events, ...pres.flatMap((p) => p.events)], airSpent, paused };
  }
  const linked = live.length > 1;
  const others = (fa: FileAttack): string[] => (linked ? live.filter((x) => x !== fa).flatMap((x) => x.attack.attackers) : []);
  const preChoices = (i: number): AssaultChoices => ({ defenders: pres[i]!.defenders, tigers: pres[i]!.tigers });
  // The dice of each combat read first (the same labels resolveBattle and resolveLinked roll), for the choices their results leave.
  let probe = s;
  const battles: RolledBattle[] = [];
  const rolledEvents: GameEvent[] = [];
  for (const [i, fa] of live.entries()) {
    const roll = () => rollBattle(env, probe, fa.attack, dice, label, { attackerAir: pres[i]!.attackerAir, defenderAir: pres[i]!.defenderAir, otherAttackers: others(fa), choices: preChoices(i) });
    let r = roll();
    const refusedList = !r.ok ? r.issues.find((x) => x.code === 'bad-defenders') : undefined;
    if (refusedList) {
      // KB 6.21 (D3): a standing participants list the limit refuses gives way to the strongest defence.
      pres[i]!.events.push(standingNotFollowed(enemy, fa.attack.id, 'participants', refusedList, 'the participants listed'));
      pres[i]!.defenders = {};
      r = roll();
    }
    if (!r.ok) return failed(s, side, live, r.issues, events, airSpent);
    probe = r.state;
    battles.push(r.battle);
    rolledEvents.push(...r.events.map(assaultGameEvent));
  }
  const posts: PostRoll[] = live.map((fa, i) => postRoll(env, probe, side, fa, battles[i]!, standing, orders[side], i));
  const follow: Record<string, string> = {};
  const liveIds = new Set(live.map((fa) => fa.attack.id));
  for (const fa of group) {
    fa.body.follow?.forEach((id, k) => {
      if (liveIds.has(fa.attack.id)) follow[id] = fa.attack.id;
      else events.push(orderPartSkipped(side, ['orders', fa.at, 'attack', 'follow', k], issue(['orders', fa.at, 'attack', 'follow', k], 'combat-not-made', `${id} follows the result of a combat that was not made: it follows the result kindest to its side`, 'KB 12.23')));
    });
  }
  const dropped = new Set<Layer | 'breakout'>();
  const choices = (i: number): AssaultChoices => ({
    ...preChoices(i),
    ...(dropped.has('losses') ? {} : posts[i]!.losses),
    ...(dropped.has('retreat') ? {} : dropped.has('breakout') ? withoutBreakout(posts[i]!.retreat) : posts[i]!.retreat),
    ...(dropped.has('advances') ? {} : { advances: posts[i]!.advances }),
  });
  const before: GameEvent[] = pres.flatMap((p) => p.events);
  const said: GameEvent[] = posts.flatMap((p) => p.events);
  const head: GameEvent = { type: 'combat', attacks: live.map((fa) => ({ id: fa.attack.id, attackers: fa.attack.attackers, targets: fa.attack.targets })), linked, rule: linked ? 'KB 12.0, 12.23' : 'KB 12.0' };
  // KB 12.8, 12.81 (D9, D10): an advance asked has the single advances the group's application allows; none, nothing to ask
  const applies = (i: number, way: AdvanceWay): boolean => {
    const withWay = (k: number): AssaultChoices => ({ ...choices(k), advances: [...posts[k]!.advances, ...(k === i ? [way] : [])] });
    const o = (k: number) => ({ attackerAir: pres[k]!.attackerAir, defenderAir: pres[k]!.defenderAir, choices: withWay(k) });
    return (linked ? resolveLinked(env, s, live.map((fa, k) => ({ attack: fa.attack, options: o(k) })), dice, label, follow) : resolveBattle(env, s, live[0]!.attack, dice, label, o(0))).ok;
  };
  const asks = posts.flatMap((p) =>
    p.asks.flatMap((a): CombatAsk[] => {
      if (a.decision !== 'advance') return [a];
      const ways = advanceWays(env, probe, a, battles[a.index]!, (w) => applies(a.index, w));
      return ways.length > 0 ? [{ ...a, ways }] : [];
    }),
  );
  if (asks.length > 0) {
    // KB 12.62, 12.72 (sequence/pauses.ts): the phase stops after the group's dice, its results not applied
    const paused: CombatPause['group'] = {
      ats: live.map((fa) => fa.at),
      battles,
      pres: pres.map(({ attackerAir, defenderAir, defenders, tigers }) => ({ attackerAir, defenderAir, defenders, tigers })),
      posts: posts.map(({ losses, retreat, advances }) => ({ losses, retreat, advances })),
      follow,
      asks,
    };
    return { state: probe, events: [...events, head, ...before, ...rolledEvents, ...said], airSpent: spent, paused };
  }
  for (let layer = 0; layer <= LAYERS.length; layer++) {
    const ans: AssaultAnswer = linked
      ? resolveLinked(env, s, live.map((fa, i) => ({ attack: fa.attack, options: { attackerAir: pres[i]!.attackerAir, defenderAir: pres[i]!.defenderAir, choices: choices(i) } })), dice, label, follow)
      : resolveBattle(env, s, live[0]!.attack, dice, label, { attackerAir: pres[0]!.attackerAir, defenderAir: pres[0]!.defenderAir, choices: choices(0) });
    if (ans.ok) {
      // What the results left to choose is said after the last die of the group, before the results are applied.
      const battle = ans.events.map(assaultGameEvent);
      const lastDie = battle.map((e) => e.type).lastIndexOf('crt') + 1;
      return { state: ans.state, events: [...events, head, ...before, ...battle.slice(0, lastDie), ...said, ...battle.slice(lastDie)], airSpent: spent };
    }
    const noBreakout = breakoutRefused(ans.issues, dropped);
    if (noBreakout) {
      dropped.add('breakout');
      for (const [i, fa] of live.entries()) said.push(...notFollowed('breakout', side, fa, battles[i]!, posts[i]!, [noBreakout]));
      layer--;
      continue;
    }
    if (layer === LAYERS.length) return failed(s, side, live, ans.issues, events, airSpent);
    const l = LAYERS[layer]!;
    dropped.add(l);
    for (const [i, fa] of live.entries()) said.push(...notFollowed(l, side, fa, battles[i]!, posts[i]!, ans.issues));
  }
  return failed(s, side, live, [], events, airSpent);
}

/**
 * The results of a paused group applied (its dice read before the pause, on `state`), with
 * the choices settled and answered; a choice the rules refuse is dropped for its default,
 * layer by layer, as resolveGroup does.
 */
function settleGroup(env: AssaultEnv, state: KbState, side: KbSide, live: readonly FileAttack[], group: CombatPause['group'], dice: Dice, label: string): { state: KbState; events: GameEvent[] } {
  const { battles, posts } = group;
  const dropped = new Set<Layer | 'breakout'>();
  const choices = (i: number): AssaultChoices => ({
    ...(dropped.has('losses') ? {} : posts[i]!.losses),
    ...(dropped.has('retreat') ? {} : dropped.has('breakout') ? withoutBreakout(posts[i]!.retreat) : posts[i]!.retreat),
    ...(dropped.has('advances') ? {} : { advances: posts[i]!.advances }),
  });
  const said: GameEvent[] = [];
  for (let layer = 0; layer <= LAYERS.length; layer++) {
    const ans: AssaultAnswer = live.length > 1 ? applyLinked(env, state, battles.map((battle, i) => ({ battle, choices: choices(i) })), dice, label, group.follow) : applyBattle(env, state, battles[0]!, dice, label, choices(0));
    if (ans.ok) return { state: ans.state, events: [...said, ...ans.events.map(assaultGameEvent)] };
    const noBreakout = breakoutRefused(ans.issues, dropped);
    if (noBreakout) {
      dropped.add('breakout');
      for (const [i, fa] of live.entries()) said.push(...notFollowed('breakout', side, fa, battles[i]!, { ...posts[i]!, events: [], asks: [] }, [noBreakout]));
      layer--;
      continue;
    }
    if (layer === LAYERS.length) return failed(state, side, live, ans.issues, said, 0);
    const l = LAYERS[layer]!;
    dropped.add(l);
    for (const [i, fa] of live.entries()) said.push(...notFollowed(l, side, fa, battles[i]!, { ...posts[i]!, events: [], asks: [] }, ans.issues));
  }
  return failed(state, side, live, [], said, 0);
}

/** A combat the rules cannot resolve as ordered (an empty Strength Chit Pool, 2.6): not made, reported, its markers removed. */
function failed(state: KbState, side: KbSide, live: readonly FileAttack[], issues: readonly Issue[], events: GameEvent[], airSpent: number): { state: KbState; events: GameEvent[]; airSpent: number } {
  let s = state;
  for (const fa of live) {
    const why = issues[0] ?? issue([], 'combat-not-resolved', 'the combat could not be resolved', 'KB 12.0');
    events.push(orderSkipped(side, ['orders', fa.at, 'attack'], why));
    s = unmark(s, fa.attack.attackers);
  }
  return { state: s, events, airSpent };
}
