import { commitArmiesOf } from '../command/commitment';
import type { Dice } from '#kernel/engine/dice';
import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import { enterHexes } from '../state/ownership';
import { resolvePreparedAssault } from '../combat/prepared-assault';
import type { PreparedResult, SideResult } from '../combat/result';
import { retreatOptions } from '../combat/retreat-options';
import { tigersShifting, type Tiger } from '../combat/tigers';
import type { KbSide } from '../data/ids';
import { enemyOf, occupancy, type Placed } from '../state/occupancy';
import type { KbState } from '../state/types';
import { withUnits } from '../state/update';
import { isCadre, isErsatz } from '../state/unit-status';
import { applyAdvances, type Vacated } from './advance';
import type { AssaultEnv, Attack } from './attack';
import {
  attackerStrength,
  combinedArmsOnState,
  crossingOf,
  defenderStrength,
  encirclementOnState,
  forceHexes,
  hexTerrain,
} from './battle-facts';
import type { AssaultChoices } from './choices';
import { drawChit } from './chits';
import type { AssaultEvent } from './events';
import { takeLosses, type ForceMember } from './losses';
import { defendingParticipants } from './participants';
import { breakoutAttempt, breakoutRefusal } from './breakout';
import { retreatPlans, retreatToward } from './retreat';
import { completedFzOf, isCity } from '../rules/zoc/exerts';

export type AssaultAnswer = { ok: true; state: KbState; events: AssaultEvent[] } | { ok: false; issues: Issue[] };

/** A battle rolled but not yet applied (KB 12.23: linked combats roll all before applying any). */
export interface RolledBattle {
  attack: Attack;
  attacker: KbSide;
  /** Each side's force (12.63): its stacks' units, who takes part. */
  attackForce: ForceMember[];
  defenseForce: ForceMember[];
  attackHexes: HexId[];
  result: PreparedResult;
  encirclement: boolean;
  /** KB 5.41: Air Points the attacker used. */
  attackerAir: number;
}

export interface BattleOptions {
  /** KB 5.21: Air Points committed, attacker 0-2, defender 0-1. */
  attackerAir?: number;
  defenderAir?: number;
  /** KB 12.63: units in a different attack, not of this force. */
  otherAttackers?: readonly string[];
  choices?: AssaultChoices;
}

/**
 * KB 12.0 procedure, steps 2-6: draw the chits the participants lack (2.6), remove this
 * combat's Prepared Assault markers, total the strengths, find the terrain line, every
 * shift, and roll. The state comes back with the chits drawn and markers removed.
 */
export function rollBattle(env: AssaultEnv, state: KbState, attack: Attack, dice: Dice, label: string, o: BattleOptions = {}): { ok: true; state: KbState; events: AssaultEvent[]; battle: RolledBattle } | { ok: false; issues: Issue[] } {
  const { ctx } = env;
  const issues: Issue[] = [];
  const placed: Placed[] = [];
  attack.attackers.forEach((id, j) => {
    const st = state.units[id];
    const def = ctx.units.get(id);
    if (!st || !def || st.where !== 'map' || st.hex === null) issues.push(issue(['attack', 'attackers', j], 'not-on-map', `${id} is not a unit on the map`, 'KB 12.0'));
    else placed.push({ def, state: st, hex: st.hex });
  });
  if (placed.length === 0) issues.push(issue(['attack', 'attackers'], 'no-attackers', 'an attack needs attacking units on the map', 'KB 12.0'));
  if (issues.length > 0) return { ok: false, issues };
  const side = placed[0]!.def.side;
  const enemy = enemyOf(side);
  const occ = occupancy(ctx, state);
  const other = new Set(o.otherAttackers ?? []);
  const events: AssaultEvent[] = [];
  const defenders: string[] = [];
  attack.targets.forEach((t, k) => {
    const stack = occ.at(t, enemy);
    if (stack.length === 0) return void issues.push(issue(['attack', 'targets', k], 'no-enemy-in-hex', `hex ${t} holds no ${enemy} unit`, 'KB 12.0'));
    const pick = defendingParticipants(env, state, stack, o.choices?.defenders?.[t]);
    if (!pick.ok) return void issues.push(issue(['choices', 'defenders', t], 'bad-defenders', pick.message, 'KB 6.21'));
    defenders.push(...pick.units);
    events.push({ kind: 'participants', side: enemy, hex: t, units: pick.units, rule: 'KB 6.21, 12.22' });
  });
  if (issues.length > 0) return { ok: false, issues };

  // 5.21-5.22: Air Points come from those available for sortie and are spent by using them.
  const air = { [side]: o.attackerAir ?? 0, [enemy]: o.defenderAir ?? 0 } as Record<KbSide, number>;
  for (const sd of [side, enemy]) {
    if (air[sd] > state.airPoints[sd]) issues.push(issue([sd === side ? 'attackerAir' : 'defenderAir'], 'air-points-unavailable', `the ${sd} side commits ${air[sd]} Air Point(s) but has ${state.airPoints[sd]} available for sortie`, 'KB 5.21'));
  }
  if (issues.length > 0) return { ok: false, issues };
  let s = state;
  for (const sd of [side, enemy]) {
    if (air[sd] === 0) continue;
    s = { ...s, airPoints: { ...s.airPoints, [sd]: s.airPoints[sd] - air[sd] } };
    events.push({ kind: 'air-points', side: sd, used: air[sd], left: s.airPoints[sd], rule: 'KB 5.21, 5.22' });
  }
  // 12.0 step 2: chits for the participants that have none (2.6), attackers first.
  const participants = [...placed.map((p) => p.def.id).sort(), ...defenders];
  for (const id of participants) {
    const def = ctx.unit(id);
    const st = s.units[id]!;
    if (def.rating === undefined || st.chit !== null || isCadre(def, st)) continue;
    const d = drawChit(s, def.side, id, st.steps === 3 ? 'full' : 'reduced', dice, `${label}/${attack.id}/chit/${id}`);
    if (!d) return { ok: false, issues: [issue(['attack'], 'chit-pool-empty', `the ${def.side} Strength Chit Pool is empty: ${id} cannot draw a chit`, 'KB 2.6')] };
    s = d.state;
    events.push(d.event);
  }
  // 12.0 step 3: this combat's Prepared Assault markers come off.
  s = withUnits(s, Object.fromEntries(placed.map((p) => [p.def.id, { marks: { ...s.units[p.def.id]!.marks, preparedAssault: false } }])));

  // 18.16: a Fortified Zone under construction in an attacked hex is removed.
  const building = s.markers.fortifiedZones.filter((f) => f.building > 0 && attack.targets.includes(f.hex));
  if (building.length > 0) {
    s = { ...s, markers: { ...s.markers, fortifiedZones: s.markers.fortifiedZones.filter((f) => !building.includes(f)) } };
    for (const f of building) events.push({ kind: 'building-removed', hex: f.hex, rule: 'KB 18.16' });
  }
  // KB 13.12: an uncommitted Soviet unit attacked by an Axis unit commits its whole army (icon colour) at once.
  if (side === 'axis') {
    const attacked = attack.targets.flatMap((t) => occ.at(t, enemy)).map((p) => p.def.id);
    const c = commitArmiesOf(ctx, s, attacked);
    s = c.state;
    for (const colour of c.colours) events.push({ kind: 'army-committed', colour, units: c.units.filter((id) => ctx.unit(id).colour === colour), rule: 'KB 13.12' });
  }
  const now = occupancy(ctx, s);
  const atk = placed.map((p) => now.at(p.hex, side).find((q) => q.def.id === p.def.id)!);
  const dfn = attack.targets.flatMap((t) => now.at(t, enemy).filter((p) => defenders.includes(p.def.id)));
  const atkStrengths = atk.map((p) => ({ p, ...attackerStrength(env, s, p, attack.targets) }));
  const dfnStrengths = dfn.map((p) => ({ p, ...defenderStrength(env, p) }));
  for (const x of atkStrengths) events.push({ kind: 'strength', side, unit: x.p.def.id, strength: x.strength, applied: x.applied });
  for (const x of dfnStrengths) events.push({ kind: 'strength', side: enemy, unit: x.p.def.id, strength: x.strength, applied: x.applied });

  // 15.3: each Tiger battalion, and each Tiger company stacked with its parent formation, shifts its side one column.
  const tigerList = (units: readonly Placed[]) =>
    tigersShifting(
      units
        .filter((p) => p.def.tiger)
        .map((p): Tiger => {
          const mates = now.at(p.hex, p.def.side).filter((q) => q.def.id !== p.def.id);
          return { id: p.def.id, kind: p.def.tiger!.echelon, withParent: mates.some((q) => q.def.parent === p.def.tiger!.parent), alone: mates.length === 0, use: o.choices?.tigers?.[p.def.id] ?? true };
        }),
    ).map((t) => t.id);
  const atkTigers = tigerList(atk);
  const dfnTigers = tigerList(dfn);
  const crossings = atk.map((p) => crossingOf(ctx, p.hex, attack.targets));
  const ca = combinedArmsOnState(ctx, s, { attackers: atk, defenders, targets: attack.targets, otherAttackers: other, anyAcrossMajorRiver: crossings.includes('major-river') });
  const enc = encirclementOnState(ctx, s, side, attack.targets);
  const answer = resolvePreparedAssault(
    env.tables,
    {
      attackers: forceHexes(atkStrengths),
      defenders: forceHexes(dfnStrengths),
      defenderTerrains: attack.targets.map((t) => hexTerrain(ctx, t)),
      attackerAir: o.attackerAir ?? 0,
      defenderAir: o.defenderAir ?? 0,
      combinedArms: ca.bonus,
      encirclement: enc.bonus,
      town: attack.targets.some((t) => ctx.map.hasFeature(t, 'town')),
      rubble: attack.targets.some((t) => s.markers.rubble.includes(t)),
      fortifiedZone: attack.targets.some((t) => completedFzOf(s, t, enemy)),
      crossings,
      weather: s.weather,
      attackingTigers: atkTigers.length,
      defendingTigers: dfnTigers.length,
    },
    dice,
    `${label}/${attack.id}/crt`,
  );
  if (!answer.ok) return { ok: false, issues: answer.issues };
  const r = answer.value.reading;
  events.push({ kind: 'totals', attack: answer.value.attack.total, defense: answer.value.defense.total, odds: r.odds, rule: 'KB 12.0' });
  events.push({ kind: 'terrain-line', line: r.line, rule: 'KB 12.24' });
  for (const sh of r.shifts) events.push({ kind: 'shift', ...sh });
  events.push({ kind: 'crt', final: r.final, die: r.die, automatic: r.automatic, result: r.result.code, rule: r.automatic ? 'KB 12.64' : 'KB 12.0' });

  const attackHexes = [...new Set(atk.map((p) => p.hex))].sort();
  const ids = new Set(atk.map((p) => p.def.id));
  const attackForce = attackHexes.flatMap((h) => now.at(h, side).filter((p) => ids.has(p.def.id) || !other.has(p.def.id)).map((p) => ({ id: p.def.id, participating: ids.has(p.def.id), usedTigerShift: atkTigers.includes(p.def.id) })));
  const defenseForce = attack.targets.flatMap((t) => now.at(t, enemy).map((p) => ({ id: p.def.id, participating: defenders.includes(p.def.id), usedTigerShift: dfnTigers.includes(p.def.id) })));
  return { ok: true, state: s, events, battle: { attack, attacker: side, attackForce, defenseForce, attackHexes, result: r.result, encirclement: enc.bonus, attackerAir: o.attackerAir ?? 0 } };
}

/**
 * KB 12.6-12.8: a rolled battle's result on the state. The loser first (12.65): its (n)
 * steps, then its rk as retreat hexes or steps (12.62), each stack retreating by its plan
 * (12.7); then the victor's steps; then the victors' advances (12.8). Defaults as digest
 * 6.2; `choices` override them.
 */
export function applyBattle(env: AssaultEnv, state: KbState, b: RolledBattle, dice: Dice, label: string, choices: AssaultChoices = {}): AssaultAnswer {
  const r = applyResult(env, state, b, dice, label, choices);
  if (!r.ok || !r.pending) return r;
  const a = advanceAfter(env, r.state, r.pending);
  return a.ok ? { ok: true, state: a.state, events: [...r.events, ...a.events] } : a;
}

/** Advances owed after a result (KB 12.8), kept apart so that a linked group advances after all its results (digest ADV-5). */
export interface PendingAdvance {
  vacated: Vacated | null;
  victorForce: readonly ForceMember[];
  victor: KbSide;
  encirclement: boolean;
  advances: readonly { unit: string; path: HexId[] }[];
}

function advanceAfter(env: AssaultEnv, state: KbState, p: PendingAdvance): AssaultAnswer {
  if (!p.vacated) {
    if (p.advances.length === 0) return { ok: true, state, events: [] };
    return { ok: false, issues: [issue(['choices', 'advances'], 'no-advance', 'no side retreated or was eliminated by a retreat result: nobody advances', 'KB 12.8')] };
  }
  return applyAdvances(env, state, { vacated: p.vacated, victorForce: p.victorForce, encirclement: p.encirclement }, p.advances);
}

function applyResult(env: AssaultEnv, state: KbState, b: RolledBattle, dice: Dice, label: string, choices: AssaultChoices): { ok: true; state: KbState; events: AssaultEvent[]; pending: PendingAdvance } | { ok: false; issues: Issue[] } {
  const lbl = `${label}/${b.attack.id}`;
  const defender = enemyOf(b.attacker);
  const parts: { role: 'attacker' | 'defender'; part: SideResult }[] = [];
  const { result } = b;
  const order: ('attacker' | 'defender')[] = result.loser === 'attacker' ? ['attacker', 'defender'] : ['defender', 'attacker'];
  for (const role of order) {
    const part = role === 'attacker' ? result.attacker : result.defender;
    if (part) parts.push({ role, part });
  }
  let s = state;
  const events: AssaultEvent[] = [];
  let vacated: Vacated | null = null;
  for (const { role, part } of parts) {
    const side = role === 'attacker' ? b.attacker : defender;
    const force = role === 'attacker' ? b.attackForce : b.defenseForce;
    const lossOrder = role === 'attacker' ? choices.attackerLossOrder : choices.defenderLossOrder;
    const bad = (lossOrder ?? []).filter((id) => !force.some((m) => m.id === id));
    if (bad.length > 0) return { ok: false, issues: [issue(['choices', `${role}LossOrder`], 'not-in-force', `${bad.join(', ')} not in the ${role}'s force`, 'KB 12.63')] };
    const exact = role === 'defender' ? choices.defenderLosses : undefined;
    const m = takeLosses(env, s, { side: role, force, count: part.steps, firstTaken: false, why: 'mandatory', rule: 'KB 12.61', ...(lossOrder ? { order: lossOrder } : {}), ...(exact ? { exact } : {}) }, dice, `${lbl}/${role}`);
    s = m.state;
    events.push(...m.events);
    if (part.retreat === 0) continue;
    const stepsLeft = force.reduce((n, f) => n + (s.units[f.id]!.where === 'map' ? s.units[f.id]!.steps : 0), 0);
    const options = retreatOptions({ steps: 0, retreat: part.retreat }, stepsLeft);
    const j = choices.convert ?? 0;
    const opt = options.find((x) => x.converted === j);
    if (!opt) return { ok: false, issues: [issue(['choices', 'convert'], 'bad-conversion', `the ${role} may take 0 to ${options[options.length - 1]!.converted} retreat hexes as steps, not ${j}`, 'KB 12.62')] };
    if (stepsLeft > 0) events.push({ kind: 'conversion', side, converted: opt.converted, hexes: opt.hexes, rule: 'KB 12.62' });
    const c = takeLosses(env, s, { side: role, force, count: opt.converted, firstTaken: m.firstTaken, why: 'converted', rule: 'KB 12.62', ...(lossOrder ? { order: lossOrder } : {}) }, dice, `${lbl}/${role}/convert`);
    s = c.state;
    events.push(...c.events);
    const fromHexes = role === 'attacker' ? b.attackHexes : b.attack.targets;
    const enemies = role === 'attacker' ? b.attack.targets.filter((t) => occupancy(env.ctx, s).occupant(t) === defender) : b.attackHexes;
    const paths: Record<string, HexId[]> = {};
    let retreated = opt.hexes;
    for (const from of fromHexes) {
      if (role === 'attacker' && choices.breakout?.[from]) return { ok: false, issues: [issue(['choices', 'breakout', from], 'no-breakout', 'only a defending stack may make a Breakout Attempt', 'KB 12.73')] };
      const r = retreatStack(env, s, side, from, force, opt.hexes, enemies, choices.retreat?.[from], role === 'defender' && choices.breakout?.[from] === true, dice, `${lbl}/${role}/retreat/${from}`, lossOrder);
      if (!r.ok) return r;
      s = r.state;
      events.push(...r.events);
      paths[from] = r.path;
      if (r.path.length > 0 || r.moved) retreated = Math.min(retreated, r.path.length - r.extra);
    }
    const alive = force.some((f) => s.units[f.id]!.where === 'map');
    vacated = { loser: side, from: fromHexes, paths, retreated: alive ? retreated : 0, retreat: part.retreat, converted: opt.converted, allEliminated: !alive };
  }
  // 5.41: two Air Points against a stack in a city leave Rubble there once the combat is resolved.
  if (b.attackerAir === 2) {
    for (const t of b.attack.targets) {
      if (!isCity(env.ctx, t) || s.markers.rubble.includes(t)) continue;
      s = { ...s, markers: { ...s.markers, rubble: [...s.markers.rubble, t].sort() } };
      events.push({ kind: 'rubble-placed', hex: t, rule: 'KB 5.41' });
    }
  }
  const victorForce = vacated?.loser === b.attacker ? b.defenseForce : b.attackForce;
  const pending: PendingAdvance = { vacated, victorForce, victor: vacated?.loser === b.attacker ? defender : b.attacker, encirclement: vacated !== null && vacated.loser !== b.attacker && b.encirclement, advances: choices.advances ?? [] };
  return { ok: true, state: s, events, pending };
}

/** One stack's retreat (KB 12.7, 20.1): Ersatz eliminated instead, the plan's EZOC and unfulfilled steps, then the move and ownership (2.3). */
function retreatStack(env: AssaultEnv, state: KbState, side: KbSide, from: HexId, force: readonly ForceMember[], hexes: number, enemies: readonly HexId[], wanted: HexId[] | undefined, breakout: boolean, dice: Dice, label: string, order?: readonly string[]): { ok: true; state: KbState; events: AssaultEvent[]; path: HexId[]; extra: number; moved: boolean } | { ok: false; issues: Issue[] } {
  let s = state;
  const events: AssaultEvent[] = [];
  const here = (): ForceMember[] => force.filter((f) => s.units[f.id]!.where === 'map' && s.units[f.id]!.hex === from);
  if (hexes === 0 || here().length === 0) return { ok: true, state: s, events, path: [], extra: 0, moved: false };
  for (const f of here()) {
    if (!isErsatz(env.ctx.unit(f.id))) continue;
    const r = takeLosses(env, s, { side: 'defender', force: [f], count: env.ctx.unit(f.id).steps, firstTaken: true, why: 'ersatz-retreat', rule: 'KB 20.1' }, dice, `${label}/ersatz/${f.id}`);
    s = r.state;
    events.push(...r.events);
  }
  if (here().length === 0) return { ok: true, state: s, events, path: [], extra: 0, moved: false };
  const plans = retreatPlans(env.ctx, s, side, from, hexes, enemies, retreatToward(env, s, side, from));
  const plan = wanted ? plans.find((p) => p.path.join() === wanted.join()) : plans[0];
  if (!plan) {
    const legal = plans.map((p) => p.path.join('-')).join('; ');
    return { ok: false, issues: [issue(['choices', 'retreat', from], 'illegal-retreat-path', `${wanted!.join('-')} is not a legal retreat from ${from}; legal: ${legal}`, 'KB 12.72')] };
  }
  const lose = (count: number, why: 'retreat-ezoc' | 'unfulfilled-retreat', rule: string): void => {
    const r = takeLosses(env, s, { side: 'defender', force: here(), count, firstTaken: true, why, rule, ...(order ? { order } : {}) }, dice, `${label}/${why}`);
    s = r.state;
    events.push(...r.events);
  };
  if (plan.unfulfilled > 0) lose(plan.unfulfilled, 'unfulfilled-retreat', 'KB 12.71');
  let ezocSteps = plan.ezocSteps;
  if (breakout) {
    // KB 12.73: the Breakout Attempt instead of the EZOC hexes' steps
    const refused = breakoutRefusal(env, s, here().map((f) => f.id), plan, plans, from, ['choices', 'breakout', from]);
    if (refused) return { ok: false, issues: [refused] };
    const b = breakoutAttempt(env, from, side, plan, dice, label);
    events.push(b.event);
    ezocSteps = b.ezocSteps;
  }
  if (ezocSteps > 0) lose(ezocSteps, 'retreat-ezoc', 'KB 12.73');
  const moving = here().map((f) => f.id);
  if (moving.length === 0 || plan.path.length === 0) return { ok: true, state: s, events, path: plan.path, extra: plan.extra, moved: false };
  const end = plan.path[plan.path.length - 1]!;
  s = withUnits(s, Object.fromEntries(moving.map((id) => [id, { hex: end }])));
  s = enterHexes(s, side, plan.path);
  events.push({ kind: 'retreated', side, from, path: plan.path, units: moving, rule: plan.extra > 0 ? 'KB 12.72, 12.74' : 'KB 12.72' });
  return { ok: true, state: s, events, path: plan.path, extra: plan.extra, moved: true };
}

/** KB 12.0: one Prepared Assault, rolled and applied. */
export function resolveBattle(env: AssaultEnv, state: KbState, attack: Attack, dice: Dice, label: string, o: BattleOptions = {}): AssaultAnswer {
  const r = rollBattle(env, state, attack, dice, label, o);
  if (!r.ok) return r;
  const a = applyBattle(env, r.state, r.battle, dice, label, o.choices);
  return a.ok ? { ok: true, state: a.state, events: [...r.events, ...a.events] } : a;
}

/**
 * KB 12.23: combats sharing an attacking hex are all rolled before any result is applied;
 * then applied in the order given; then the victors advance, the phasing side's first
 * (digest ADV-5), so a hex emptied by one advance may be entered by the other side's
 * victors. Each attack's units are "in a different attack" for the others (12.63). A unit
 * of a shared hex that attacked in none of them follows one result: `follow` (unit id to
 * attack id), or by default the result kindest to the attacker.
 */
export function resolveLinked(env: AssaultEnv, state: KbState, attacks: readonly { attack: Attack; options?: BattleOptions }[], dice: Dice, label: string, follow: Readonly<Record<string, string>> = {}): AssaultAnswer {
  let s = state;
  const events: AssaultEvent[] = [];
  const rolled: { battle: RolledBattle; choices?: AssaultChoices }[] = [];
  for (const { attack, options } of attacks) {
    const others = attacks.filter((x) => x.attack !== attack).flatMap((x) => x.attack.attackers);
    const r = rollBattle(env, s, attack, dice, label, { ...options, otherAttackers: [...(options?.otherAttackers ?? []), ...others] });
    if (!r.ok) return r;
    s = r.state;
    events.push(...r.events);
    rolled.push({ battle: r.battle, ...(options?.choices ? { choices: options.choices } : {}) });
  }
  const a = applyLinked(env, s, rolled, dice, label, follow);
  return a.ok ? { ok: true, state: a.state, events: [...events, ...a.events] } : a;
}

/**
 * KB 12.23: the results of linked combats already rolled (`state` with their chits drawn),
 * applied as resolveLinked applies them: the units of a shared hex that attacked in none of
 * them follow one result, the results in the order given, then the victors' advances.
 */
export function applyLinked(env: AssaultEnv, state: KbState, battles: readonly { battle: RolledBattle; choices?: AssaultChoices }[], dice: Dice, label: string, follow: Readonly<Record<string, string>> = {}): AssaultAnswer {
  let s = state;
  const events: AssaultEvent[] = [];
  const rolled = battles.map((x) => ({ ...x }));
  // 12.23 (digest D11): a unit of a shared hex that attacked in none of them follows one result, by
  // default the one kindest to the attacker (no retreat, then fewest steps), else the first.
  const cost = (b: RolledBattle): number => ((b.result.attacker?.retreat ?? 0) > 0 ? 100 : 0) + (b.result.attacker?.steps ?? 0);
  const idle = new Set(rolled.flatMap(({ battle }) => battle.attackForce.filter((m) => !m.participating).map((m) => m.id)));
  for (const id of idle) {
    const holders = rolled.filter(({ battle }) => battle.attackForce.some((m) => m.id === id));
    const wanted = follow[id];
    if (wanted !== undefined && !holders.some(({ battle }) => battle.attack.id === wanted)) {
      return { ok: false, issues: [issue(['follow', id], 'bad-follow', `${id} may follow only a combat its hex took part in (${holders.map(({ battle }) => battle.attack.id).join(', ')})`, 'KB 12.23')] };
    }
    const keep = wanted ?? holders.reduce((a, b) => (cost(b.battle) < cost(a.battle) ? b : a)).battle.attack.id;
    for (const r of holders) if (r.battle.attack.id !== keep) r.battle = { ...r.battle, attackForce: r.battle.attackForce.filter((m) => m.id !== id) };
  }
  const pending: PendingAdvance[] = [];
  for (const { battle, choices } of rolled) {
    const a = applyResult(env, s, battle, dice, label, choices ?? {});
    if (!a.ok) return a;
    s = a.state;
    events.push(...a.events);
    pending.push(a.pending);
  }
  // Digest ADV-5 (the Combat Example): the phasing side's victors advance first, then the other side's.
  const phasing = rolled[0]?.battle.attacker;
  for (const p of [...pending.filter((x) => x.victor === phasing), ...pending.filter((x) => x.victor !== phasing)]) {
    const a = advanceAfter(env, s, p);
    if (!a.ok) return a;
    s = a.state;
    events.push(...a.events);
  }
  return { ok: true, state: s, events };
}
