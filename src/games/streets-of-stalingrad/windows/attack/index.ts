import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { SosOrder } from '../../orders/schema';
import type { SosState } from '../../state/types';
import type { PhaseContext, PhaseDone, PhaseStop, WindowRules } from '../phase';
import { other, sideAt } from './battlefield';
import { attacksOf, checkAttacks, type AttackBody } from './check-attack';
import { attackBar } from '../../leaders/attack-bar';
import { mineDogAttacks } from './mine-dogs';
import { attackingHexes, defaultDefense, defenseProblems, supportProblems, type HexDefense } from './defense-plan';
import { newTally, type Tally } from '../bombardment/indirect-groups';
import { mustAttackNotes } from './must-attack';
import { stukaNotes } from '../../air/stuka-notes';
import { resolveAttack } from './resolve-attack';
import type { AttackFrom, AttackStop } from './attack-run';
import { retreatAbout, retreatAnswerProblems, type RetreatAnswer } from './retreat-pause';
import { counterAttackAbout, counterAttackAnswerProblems, type CounterAttackAnswer } from './counter-attack-pause';
import { retreatMovesProblems } from './retreat-moves';
import { tallyOf, tallyRecord, type TallyRecord } from './tally-record';
import { newFlotillaTally } from '../../flotilla/check-flotilla';
import { placeFlotilla } from '../../flotilla/flotilla-use';
import { flotillaNotes } from '../../flotilla/flotilla-notes';
import { endFlotillaPhase, returnPinnedFlotilla } from '../../flotilla/flotilla-return';
import { attackedHexes, firesFromOutside } from './not-attacked-fire';
import { firesOnWbbt } from '../../flotilla/flotilla-table';
import { infiltrationFirst } from '../../infiltration/infiltration-first';
import { commandLostLeaders, joinCommandLost, moveCommandLostLeaders, type CommandLost } from '../../leaders/command-lost';

/** What the `defense` pause keeps to go on: the attacks the attacker's file declared, in its order. */
interface DefenseResume {
  attacks: AttackBody[];
}

const SIDE_NAME = { german: 'German', soviet: 'Soviet' } as const;

/**
 * SoS 9.42, 9.62, 9.67, 9.82: what the defender is told: the declared attackers against each of
 * his hexes, by the hex they fire from, the IF and the Stukas supporting them (9.62: "Specific
 * attacking units must be identified and revealed, including supporting IF artillery and Stuka
 * units, before the defending units fire defensively"), the Close Assault Bonus (9.67: "he must
 * announce this before the attack") and the engineers committed to it (9.82: "The attacker must
 * declare that a German combat unit or Soviet flame-thrower unit is committed to an attack"),
 * and nothing else.
 */
export function declaredAttacks(ctx: PhaseContext, attacks: readonly AttackBody[]): string {
  const each = attacks.map((a) => {
    const direct = attackingHexes(a).map((g) => `${g.from} (${g.units.join(', ')})`);
    const indirect = (a.indirect ?? []).map((g) => `IF ${g.units.join(', ')} spotted by ${g.spotter}`);
    const stukas = a.stukas ? [`${a.stukas.count} Stuka${a.stukas.count === 1 ? '' : 's'}${a.stukas.spotter ? ` spotted by ${a.stukas.spotter}` : ''}`] : [];
    const assault = a.closeAssault ? ', declaring the Close Assault Bonus (9.67)' : '';
    const engineers = a.engineers?.length ? `, engineers ${a.engineers.join(', ')} committed, first to any loss to the defensive fire (9.82)` : '';
    // SoS 16.55: the River Flotilla's attack names its table
    const table = firesOnWbbt(a) ? ', on the West Bank Bombardment Table (16.55)' : '';
    return `on ${a.target} from ${[...direct, ...indirect, ...stukas].join(' and ')}${assault}${engineers}${table}`;
  });
  return `the ${SIDE_NAME[ctx.side]} player declares ${attacks.length === 1 ? 'an attack' : `${attacks.length} attacks`}: ${each.join('; ')}`;
}

/** SoS 9.42, 9.62, 9.67, 9.82: each declared attack as the `attacks-declared` event gives it: what `declaredAttacks` tells. */
const declaredEvent = (a: AttackBody) => ({
  target: a.target,
  from: attackingHexes(a),
  ...(a.indirect ? { indirect: a.indirect } : {}),
  ...(a.stukas ? { stukas: a.stukas } : {}),
  ...(a.closeAssault ? { closeAssault: true } : {}),
  ...(a.engineers?.length ? { engineers: a.engineers } : {}),
  ...(firesOnWbbt(a) ? { table: 'wbbt' } : {}),
});

/**
 * SoS 9.41, 9.51: a declared attack meets defenders who may retreat or fire (direct fire attacks
 * a hex holding enemy combat units); the River Flotilla's, on the CRT or the WBBT (16.55), too.
 */
const contested = (ctx: PhaseContext, state: SosState, a: AttackBody): boolean =>
  (a.fire?.length ?? 0) + (a.flotilla?.length ?? 0) > 0 && sideAt(ctx.env, state, a.target, other(ctx.side)).some((id) => ctx.env.counter(id).type !== 'leader');

/** One entry of the defender's `defense` answer: his defence of one attacked hex. */
type DefenseEntry = Extract<SosOrder, { defense: unknown }>['defense']['attacks'][number];

/** The defence an answer's entry gives its hex, as the answer's check and the resolution both read it. */
const hexDefenseOf = (e: DefenseEntry): HexDefense => ({
  hex: e.hex,
  retreat: (e.retreat ?? []).map((r) => ({ units: [...r.units], path: [...r.path] })),
  fire: (e.fire ?? []).map((f) => ({ units: [...f.units], at: f.at, ...(f.from !== undefined ? { from: f.from } : {}) })),
  support: (e.support ?? []).map((g) => ({ units: [...g.units], spotter: g.spotter, at: g.at, ...(g.table !== undefined ? { table: g.table } : {}) })),
  flotilla: (e.flotilla ?? []).map((g) => ({ units: [...g.units], from: g.from, at: g.at })),
});

/** The defences the answer gives, by attacked hex. */
function answered(orders: readonly SosOrder[]): Map<string, HexDefense> {
  const out = new Map<string, HexDefense>();
  for (const o of orders) {
    if (!('defense' in o)) continue;
    for (const e of o.defense.attacks) out.set(e.hex, hexDefenseOf(e));
  }
  return out;
}

/**
 * What a `retreat` or `counterAttack` pause keeps to go on with the phase (plain JSON): the
 * declared attacks and the defence answers, what the phase has counted so far (the spotters'
 * tally, the hexes attacked, the units not attacked that fired), the attack stopped in, the
 * defence it was resolved with, and where in it the resolution stopped.
 */
interface AttacksResume {
  attacks: AttackBody[];
  answers: [string, HexDefense][] | null;
  spotted: TallyRecord;
  attacked: string[];
  firedOutside: string[];
  at: number;
  defense: HexDefense;
  stop: AttackStop;
  /** SoS 18.1: the leaders whose hex lost every unit of their command so far in the phase (absent: none). */
  commandLost?: CommandLost[];
}

/** How far the phase's resolution has gone: where to go on from, with the answer to the stop (null: its default). */
interface PhaseFrom {
  resume: AttacksResume;
  answer: RetreatAnswer | CounterAttackAnswer | null;
}

/** The answer of a `retreat` or `counterAttack` pause, as its order gives it. */
function pauseAnswer(orders: readonly SosOrder[] | null, stage: AttackStop['stage']): RetreatAnswer | CounterAttackAnswer | null {
  for (const o of orders ?? []) {
    if (stage === 'retreat' && 'retreat' in o) return o.retreat;
    if (stage === 'counterAttack' && 'counterAttack' in o) return o.counterAttack;
  }
  return null;
}

/** Where a stopped attack goes on from, with the answer. */
const attackFrom = (stop: AttackStop, answer: RetreatAnswer | CounterAttackAnswer | null): AttackFrom =>
  stop.stage === 'retreat' ? { ...stop, answer: answer as RetreatAnswer | null } : { ...stop, answer: answer as CounterAttackAnswer | null };

/**
 * Every attack resolved in file order, each with the defender's answer for its hex or the
 * default (defense-plan.ts); `from` a `retreat` or `counterAttack` stop, the phase goes on
 * from the attack stopped in, its counts kept, exactly as it would have without stopping.
 */
function resolveAll(ctx: PhaseContext, state: SosState, attacks: readonly AttackBody[], answers: Map<string, HexDefense> | null, dice: Dice, from: PhaseFrom | null = null): PhaseDone {
  let s = state;
  const events: GameEvent[] = [];
  let spotted: Tally;
  let attacked: Set<string>;
  const firedOutside = new Set<string>(from?.resume.firedOutside ?? []);
  if (from) {
    spotted = tallyOf(from.resume.spotted);
    attacked = new Set(from.resume.attacked);
  } else {
    // SoS 16.22: the Soviet mine dogs attack before the first German attack is resolved
    const dogs = mineDogAttacks(ctx, state, dice);
    s = dogs.state;
    events.push(...dogs.events);
    // SoS 14.22, 14.24: the defender's spotters spot within their limits over the phase: the answered support first, the standing plans in what is left
    spotted = newTally();
    for (const a of attacks) {
      const given = answers?.get(a.target);
      if (given) supportProblems(ctx, s, a, given.support ?? [], spotted);
    }
    attacked = attackedHexes(state, attacks);
  }
  // SoS 9.15, 9.601: a unit not attacked fires defensively once in the phase, at the first attack it is named for
  for (let i = from?.resume.at ?? 0; i < attacks.length; i++) {
    const a = attacks[i]!;
    const going = from !== null && i === from.resume.at;
    let d: HexDefense;
    if (going) d = from.resume.defense;
    else {
      // SoS 18.52, 18.54: the army commander lost in an earlier attack of the phase: the attacks left are not made
      const bar = attackBar(ctx.env, s, ctx.side, ctx.turn);
      if (bar) {
        events.push({ type: 'attack-cancelled', hex: a.target, reason: bar.message, rule: bar.rule });
        continue;
      }
      const given = answers?.get(a.target);
      const d0 = given ?? defaultDefense(ctx, s, a, spotted, attacked);
      d = { ...d0, fire: d0.fire.map((g) => (firesFromOutside(g, a.target) ? { ...g, units: g.units.filter((u) => !firedOutside.has(u)) } : g)).filter((g) => g.units.length > 0) };
      for (const g of d.fire) if (firesFromOutside(g, a.target)) g.units.forEach((u) => firedOutside.add(u));
      events.push({ type: 'defense', rule: 'SoS 9.41, 9.57', hex: a.target, by: given ? 'answer' : 'default', retreat: d.retreat, fire: d.fire, ...(d.flotilla?.length ? { flotilla: d.flotilla } : {}) });
    }
    // SoS 16.52, 16.53: the River Flotilla units of the attack, or of its defence, leave their box for their Volga River hex
    const placed = [...(a.flotilla ?? []), ...(d.flotilla ?? [])];
    if (!going) {
      for (const g of placed) {
        s = placeFlotilla(s, g.units, g.from, ctx.turn, ctx.window.phase);
        const units = g.units.filter((u) => s.pieces[u]?.at === g.from);
        if (units.length) events.push({ type: 'flotilla-placed', rule: 'SoS 16.53', hex: g.from, units, reveals: units });
      }
    }
    const r = resolveAttack(ctx, s, a, d, dice, going ? attackFrom(from.resume.stop, from.answer) : { stage: 'start' }, true);
    s = r.state;
    events.push(...r.events);
    if (r.stop) {
      // SoS 9.87-9.884, 12.1-12.8: the phase stops for the defender's `retreat` or `counterAttack` decision
      const lostSoFar = joinCommandLost(from?.resume.commandLost ?? [], commandLostLeaders(ctx.env, state, s));
      const resume: AttacksResume = { attacks: [...attacks], answers: answers ? [...answers.entries()] : null, spotted: tallyRecord(spotted), attacked: [...attacked], firedOutside: [...firedOutside], at: i, defense: d, stop: r.stop, ...(lostSoFar.length ? { commandLost: lostSoFar } : {}) };
      const about = r.stop.stage === 'retreat' ? retreatAbout(r.stop.choice, r.stop.out.result, SIDE_NAME[ctx.side]) : counterAttackAbout(r.stop.choice, SIDE_NAME[ctx.side]);
      return { state: s, events, stop: { side: other(ctx.side), decision: r.stop.stage, about, resume } };
    }
    // SoS 16.57: a P puts the pinned River Flotilla units back in their box at once
    const pinned = returnPinnedFlotilla(s, placed.flatMap((g) => g.units), ctx.turn);
    s = pinned.state;
    events.push(...pinned.events);
  }
  // SoS 18.1: the phase is over: a leader whose hex lost every unit of his command goes to the nearest unit of his command
  const lost = moveCommandLostLeaders(ctx.env, s, ctx.standing, joinCommandLost(from?.resume.commandLost ?? [], commandLostLeaders(ctx.env, state, s)));
  s = lost.state;
  events.push(...lost.events);
  // SoS 16.56, 16.57: the phase is over: the River Flotilla units used go back to their box, the eliminated roll for their return
  const end = endFlotillaPhase(s, ctx.turn, ctx.window.phase, ctx.window.id, dice);
  return { state: end.state, events: [...events, ...end.events], stop: null };
}

/** SoS 9.87, 9.88, 12.5: the answer to a `retreat` or `counterAttack` pause against the choice it was asked, every problem at its path. */
function stopAnswerProblems(ctx: PhaseContext, state: SosState, stop: PhaseStop, orders: readonly SosOrder[]): Issue[] {
  const { stop: at } = stop.resume as AttacksResume;
  const issues: Issue[] = [];
  orders.forEach((o, i) => {
    if (at.stage === 'retreat' && 'retreat' in o) for (const x of retreatAnswerProblems(at.choice, o.retreat)) issues.push({ ...x, path: ['orders', i, 'retreat', ...x.path] });
    // SoS 9.87: each unit into a hex of its own, checked on the position the phase stopped on
    if (at.stage === 'retreat' && 'retreat' in o && o.retreat.moves) for (const x of retreatMovesProblems(ctx, state, at.choice, o.retreat.moves)) issues.push({ ...x, path: ['orders', i, 'retreat', ...x.path] });
    if (at.stage === 'counterAttack' && 'counterAttack' in o) for (const x of counterAttackAnswerProblems(at.choice, o.counterAttack)) issues.push({ ...x, path: ['orders', i, 'counterAttack', ...x.path] });
  });
  return issues;
}

/**
 * The Attack and Exploit Attack windows (SoS 4.3 phases 5, 8, 12, 15): the attacker's file
 * declares every attack (9.6, 9.42), every marked hex that must be attacked among them
 * (9.14, 9.61: must-attack.ts, also the template's notes); when a declared attack meets defenders who may retreat
 * or fire and the defender's standing `defense.policy` is not `plan`, the phase stops once
 * for his `defense` answer (sequence/pauses.ts); then each attack is resolved in file order.
 */
export const attackRules: WindowRules = {
  hasChoice: (ctx, state) => state.markers.attack.some((h) => sideAt(ctx.env, state, h, other(ctx.side)).length > 0),
  notes: (ctx, state) => [...mustAttackNotes(ctx, state), ...stukaNotes(ctx, state), ...flotillaNotes(ctx, state)],
  check: checkAttacks,
  adjudicate(ctx, before, orders, dice) {
    // SoS 13.4, 13.8: Herman's infiltration is resolved before any other combat of the phase
    const first = infiltrationFirst(ctx, before, orders, dice);
    const state = first.state;
    const attacks = attacksOf(orders).map((x) => x.attack);
    if (attacks.length === 0) return { state, events: first.events, stop: null };
    const defender = other(ctx.side);
    const asks = ctx.standing[defender]?.defense?.policy !== 'plan';
    if (asks && attacks.some((a) => contested(ctx, state, a))) {
      const about = declaredAttacks(ctx, attacks);
      const resume: DefenseResume = { attacks };
      return { state, events: [...first.events, { type: 'attacks-declared', rule: 'SoS 9.42', attacks: attacks.map(declaredEvent) }], stop: { side: defender, decision: 'defense', about, resume } };
    }
    const done = resolveAll(ctx, state, attacks, null, dice);
    return { ...done, events: [...first.events, ...done.events] };
  },
  checkAnswer(ctx: PhaseContext, state: SosState, stop: PhaseStop, orders: readonly SosOrder[]): Issue[] {
    if (stop.decision !== 'defense') return stopAnswerProblems(ctx, state, stop, orders);
    const { attacks } = stop.resume as DefenseResume;
    const issues: Issue[] = [];
    const flotilla = newFlotillaTally();
    // SoS 14.22, 14.24: a spotter's limits hold over the phase, every attack's defence counted
    const spotted = newTally();
    const attacked = attackedHexes(state, attacks);
    const outsideFirer = new Map<string, number>();
    orders.forEach((o, i) => {
      if (!('defense' in o)) return;
      o.defense.attacks.forEach((e, j) => {
        const at = (...rest: (string | number)[]) => ['orders', i, 'defense', 'attacks', j, ...rest];
        const a = attacks.find((x) => x.target === e.hex);
        if (!a) {
          issues.push({ path: at('hex'), code: 'not-attacked', message: `no attack is declared on ${e.hex}`, rule: 'SoS 9.41' });
          return;
        }
        const d = hexDefenseOf(e);
        for (const x of defenseProblems(ctx, state, a, d, spotted, flotilla, attacked)) issues.push({ ...x, path: at(...x.path) });
        // SoS 9.15, 9.601: a unit not attacked fires at one attacking hex in the phase, for one attacked hex
        d.fire.forEach((g, gi) => {
          if (!firesFromOutside(g, e.hex)) return;
          g.units.forEach((u, k) => {
            const before = outsideFirer.get(u);
            if (before !== undefined && before !== j) issues.push({ path: at('fire', gi, 'units', k), code: 'fires-twice', message: `${u} already fires defensively for another attacked hex this phase`, rule: 'SoS 9.15, 9.601' });
            outsideFirer.set(u, j);
          });
        });
      });
    });
    return issues;
  },
  resume(ctx, state, stop, orders, dice) {
    if (stop.decision !== 'defense') {
      const resume = stop.resume as AttacksResume;
      return resolveAll(ctx, state, resume.attacks, resume.answers ? new Map(resume.answers) : null, dice, { resume, answer: pauseAnswer(orders, resume.stop.stage) });
    }
    const { attacks } = stop.resume as DefenseResume;
    return resolveAll(ctx, state, attacks, orders ? answered(orders) : null, dice);
  },
};
