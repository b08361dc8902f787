import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import { attackModifiers } from '../../combat/attack-modifiers';
import { outOfSupplyDrm } from '../../combat/common-modifiers';
import type { FireCombat } from '../../combat/fire-combat';
import type { FireDrm } from '../../combat/fire-drm';
import { fortificationDrm } from '../../combat/fortification-drm';
import { modifiedRoll } from '../../combat/fire-drm';
import { fireOutcome } from '../../combat/fire-outcome';
import { fireColumn, readCrt, readEbbt, readWbbt } from '../../combat/fire-tables';
import { leaderSurvivalCheck } from '../../combat/leader-survival';
import { woundLeader } from '../../leaders/wounded';
import { survivalLeader } from '../../leaders/hq-survival';
import { leaveHex, leadersWithoutCombatUnits } from '../../leaders/relocation';
import { commandLostLeaders, moveCommandLostLeaders } from '../../leaders/command-lost';
import { isCombatUnit } from '../../combat/unit-classes';
import type { FireResult } from '../../data/tables';
import type { SosEnv } from '../../game/env';
import type { SosStanding } from '../../orders/standing';
import type { SosSide } from '../../sequence/phases';
import type { SosBombardment, SosPieceState, SosState } from '../../state/types';
import { transportsLeftAlone } from '../attack/transports-left';
import { opsLeftAlone } from '../attack/ops-left';
import { pMarked } from '../attack/p-marked';
import { bombardLosses } from './bombard-losses';
import { bombardFirers, bombardTarget } from './bombard-target';
import { eastBankBoxOf } from './if-range';
import { immobilizeEliminatedTanks } from '../attack/immobilized-tanks';
import { aaFire } from '../../air/aa-fire';
import { countAttack } from '../attack/hex-attack-count';
import { stukaAf } from '../../air/availability';
import { reliabilityUnderFire } from '../../nkvd/reliability';
import { bombardedWorks, workLosses } from '../../engineering/bombarded-works';
import { tankRepairHitByP } from '../../combat/tank-repair-lost';
import { minefieldTaken } from '../../engineering/attacked-minefield';
import { attackLosses } from './attack-losses';

/** What the resolution of one phase's bombardments reads beside the position. */
export interface BombardContext {
  env: SosEnv;
  standing: Readonly<Record<SosSide, SosStanding | null>>;
  /** The turn's date, MM-DD (14.3 EBBT dates, 9.93). */
  date: string;
  /** `T{nn}/{phase}.resolve`: the labels' stem. */
  label: string;
  phase: number;
  /**
   * SoS 9.82, 16.55: `attack` when the fire is an attack read on the WBBT (the River Flotilla's,
   * flotilla/flotilla-wbbt.ts): its losses are an attack's, the owner's choice (a minefield only
   * when his order names it, snipers last), not a bombardment's order (14.81, 14.47).
   */
  losses?: 'attack';
}

type Out = { state: SosState; events: GameEvent[] };

/** SoS 14.84: the Attack or Exploit Attack Phase at whose end the interdiction of each bombardment phase is lifted. */
export const INTERDICTION_UNTIL: Readonly<Record<number, number>> = { 2: 5, 6: 8, 9: 12, 13: 15 };

const eliminate = (p: SosPieceState): SosPieceState => ({ ...p, at: null, eliminated: true, pinned: false, spent: false });

/** SoS 14.3: the spotting situation of a bombardment (the worst of its spotters'). */
const spottingDrm = (ctx: BombardContext, s: string): FireDrm => ({ value: (ctx.env.tables.spotting.situations as Record<string, number>)[s] ?? 0, reason: `Spotting Table: ${s}`, rule: 'SoS 14.3' });

/** SoS 14.6: the WBBT's modifiers: the Spotting Table, a named leader spotting an adjacent hex, NKVD, a fortification, the firer's minefield. No TEC. */
export function wbbtModifiers(ctx: BombardContext, b: SosBombardment, c: FireCombat): FireDrm[] {
  const drms = [spottingDrm(ctx, b.spotting)];
  if (b.namedLeaderAdjacent) drms.push({ value: ctx.env.tables.spotting.wbbtNamedLeaderAdjacent, reason: 'a named leader spots the adjacent target hex', rule: 'SoS 14.3' });
  if (c.firers.some((f) => f.soviet === 'nkvd')) drms.push({ value: 1, reason: 'a Soviet NKVD unit fires', rule: 'SoS 14.6' });
  // SoS 19.5: isolated firers bombard with their "Out of Supply" number added
  drms.push(...outOfSupplyDrm(c));
  // SoS 17.31: not when armored units are the only defenders
  drms.push(...fortificationDrm(c.target, 'SoS 14.6, 17.31'));
  if (c.target.firersMinefield) drms.push({ value: -1, reason: 'the target units are on an enemy minefield', rule: 'SoS 14.6' });
  return drms;
}

/** SoS 14.45, 9.71, 9.72: the CRT's modifiers for a bombardment: the attack's (the Spotting Table read as the bombardment's own, no direct fire attacker being there to lose its benefit). */
const crtModifiers = (ctx: BombardContext, b: SosBombardment, c: FireCombat): FireDrm[] => [spottingDrm(ctx, b.spotting), ...attackModifiers(c, ctx.env.tables.spotting)];

/** SoS 15.17: the LW OP sees the target hex and Stukas take part: -1. */
const lwOpDrm = (ctx: BombardContext, b: SosBombardment): FireDrm[] =>
  b.stukas && b.stukas.count > 0 && b.stukas.lwOpSees ? [{ value: -1, reason: 'the LW OP sees the target hex of the Stukas', rule: 'SoS 15.17' }] : [];

/** The Stukas that strike, for the events (15.46). */
const stukasOf = (b: SosBombardment): { stukas?: number } => (b.stukas ? { stukas: b.stukas.count } : {});

/** The owner's order of losses in the target hex (14.81): his standing `losses` for that hex, else his general order. */
function lossOrder(ctx: BombardContext, owner: SosSide, hex: string): string[] {
  const l = ctx.standing[owner]?.losses;
  return [...(l?.hexes?.find((h) => h.hex === hex)?.order ?? []), ...(l?.order ?? [])];
}

/** A West Bank hex bombarded on the CRT or WBBT (14.45, 14.6, 14.8). */
export function onHex(ctx: BombardContext, state: SosState, b: SosBombardment, dice: Dice): Out {
  const target = bombardTarget(ctx.env, state, b);
  const base = { side: b.side, target: b.target, table: b.table, af: b.af };
  // SoS 14.81, 17.13: the enemy's minefield and a bridge in the hex are lost to bombardment too
  if (target.ids.length === 0 && bombardedWorks(state, b.target, b.side === 'german' ? 'soviet' : 'german').length === 0) return { state, events: [{ type: 'bombardment-empty', ...base, reason: 'no enemy unit in the hex', rule: 'SoS 14.41' }] };
  const c: FireCombat = { kind: 'attack', date: ctx.date, side: b.side, firers: bombardFirers(ctx.env, state, b), target };
  const wbbt = b.table === 'wbbt';
  const table = wbbt ? ctx.env.tables.wbbt : ctx.env.tables.crt;
  const column = fireColumn(table, b.af);
  const drms = [...(wbbt ? wbbtModifiers(ctx, b, c) : crtModifiers(ctx, b, c)), ...lwOpDrm(ctx, b)];
  const die = dice.roll(`${ctx.label}/${b.target}/${b.side}/die`, 10);
  const mdr = modifiedRoll(die, drms);
  const read = wbbt ? readWbbt(ctx.env.tables.wbbt, column, mdr) : readCrt(ctx.env.tables.crt, column, mdr);
  const events: GameEvent[] = [{ type: 'bombardment', ...base, ...stukasOf(b), column, drms, die, mdr, result: read, rule: wbbt ? 'SoS 14.45, 14.6' : 'SoS 14.45, 9.71' }];
  const done = read === 'miss' ? { state, events } : applyResult(ctx, state, b, c, read, events, dice);
  // SoS 16.83: a German bombardment fell on NKVD units: their regiments roll for reliability
  const reliable = reliabilityUnderFire(ctx.env, done.state, b.side, b.target, target.ids, dice, `${ctx.label}/${b.target}/${b.side}`);
  const left = bombardedLeadersLeave(ctx, reliable.state, b, target.units.some((u) => isCombatUnit(u)));
  return { state: left.state, events: [...done.events, ...reliable.events, ...left.events] };
}

function applyResult(ctx: BombardContext, state: SosState, b: SosBombardment, c: FireCombat, result: FireResult, events: GameEvent[], dice: Dice): Out {
  const outcome = fireOutcome(c, result);
  const owner: SosSide = b.side === 'german' ? 'soviet' : 'german';
  const pieces = { ...state.pieces };
  const immobilized = outcome.immobilizedTanksEliminated;
  // SoS 14.81, 17.13, 17.14: the owner's minefield, then a bridge (with one vehicle of MP 24 or more), are the first losses (engineering/bombarded-works.ts)
  // SoS 9.82: an attack's losses are the owner's choice (attack-losses.ts), no work going first
  const asAttack = ctx.losses === 'attack';
  const works = asAttack ? [] : bombardedWorks(state, b.target, owner);
  const rest = [...works, ...c.target.units.filter((u) => !immobilized.includes(u.id))];
  const chosen = outcome.eliminate === 0 ? { eliminated: [], alsoRemoved: [], forced: [] } : asAttack ? attackLosses(state, b.target, owner, rest, outcome.eliminate, lossOrder(ctx, owner, b.target)) : bombardLosses(rest, outcome.eliminate, lossOrder(ctx, owner, b.target));
  // SoS 9.82: the minefield the owner chose as an attack's loss is taken off
  const mineTaken = asAttack ? minefieldTaken(state, b.target, chosen.eliminated) : null;
  if (mineTaken) {
    state = mineTaken.state;
    events.push(...mineTaken.events);
  }
  const found = mineTaken ? { ...chosen, eliminated: mineTaken.pieces } : chosen;
  const workIds = works.map((u) => u.id);
  const losses = { ...found, eliminated: found.eliminated.filter((id) => !workIds.includes(id)) };
  const worked = workLosses(ctx.env, state, b.target, owner, found.eliminated, lossOrder(ctx, owner, b.target), [...immobilized, ...losses.eliminated]);
  state = worked.state;
  events.push(...worked.events);
  const fireTaken = [...immobilized, ...losses.eliminated, ...losses.alsoRemoved, ...(worked.vehicle ? [worked.vehicle] : [])];
  for (const id of fireTaken) pieces[id] = eliminate(pieces[id]!);
  // SoS 16.37: a P that eliminates an immobilized tank is a loss of the hex too (14.97, 16.49 below)
  const hexLost = outcome.eliminate !== 0 || immobilized.length > 0;
  // SoS 14.81, 14.97: OP and fortification units go with the last combat unit of the hex, an immobilized tank a P took included
  const alone = opsLeftAlone(ctx.env, { ...state, pieces }, b.target, owner, hexLost).filter((id) => !fireTaken.includes(id));
  for (const id of alone) pieces[id] = eliminate(pieces[id]!);
  const taken = [...fireTaken, ...alone];
  // SoS 16.48, 16.49: transports go with the last combat unit of the hex, or alone to a loss result
  const transports = transportsLeftAlone(ctx.env, { ...state, pieces }, b.target, owner, hexLost);
  for (const id of transports) pieces[id] = eliminate(pieces[id]!);
  const gone = [...taken, ...transports];
  if (gone.length) events.push({ type: 'units-eliminated', side: owner, hex: b.target, units: gone, forced: [...(immobilized.length ? ['SoS 9.882, 16.37: immobilized tanks are eliminated by a P'] : []), ...losses.forced, ...(alone.length ? ['SoS 14.81, 14.97: OP and fortification units go with the last combat unit of the hex'] : []), ...(transports.length ? ['SoS 16.48, 16.49: the transports go with the last combat unit of the hex'] : [])], rule: asAttack ? 'SoS 9.82' : 'SoS 14.81' });
  if (outcome.marker) {
    // SoS 9.81, 9.113: a P pins all units left in the hex, transports too (16.43), leaders excepted (18.14)
    const marked = pMarked(ctx.env, { ...state, pieces }, b.target, owner);
    for (const id of marked) pieces[id] = outcome.marker === 'spent' ? { ...pieces[id]!, spent: true } : { ...pieces[id]!, pinned: true };
    if (marked.length) events.push({ type: 'units-marked', side: owner, hex: b.target, units: marked, marker: outcome.marker, rule: outcome.marker === 'spent' ? 'SoS 9.84' : 'SoS 9.113' });
  }
  // SoS 16.73 ∆: a P against the hex, Stukas' included, eliminates the tank repair unit there, alone in it or not
  const repair = tankRepairHitByP(ctx.env, { ...state, pieces }, b.target, result);
  Object.assign(pieces, repair.state.pieces);
  events.push(...repair.events);
  // SoS 14.83, 16.31, 16.32: a Soviet tank the bombardment eliminated in a city or industrial/fortified hex rolls for an immobilized tank there
  const immobilizedAfter = immobilizeEliminatedTanks(ctx.env, state, { ...state, pieces }, dice, `${ctx.label}/${b.target}/${b.side}`);
  Object.assign(pieces, immobilizedAfter.state.pieces);
  events.push(...immobilizedAfter.events);
  const lost = [...immobilized, ...losses.eliminated].filter((id) => isCombatUnit(c.target.units.find((u) => u.id === id)!)).length;
  // SoS 18.33, 18.43-18.47: an HQ leader in the hex rolls too
  const check = leaderSurvivalCheck(c, survivalLeader(ctx.env, { ...state, pieces }, b.target, owner, c.target.leader), lost, ctx.env.tables.leaderSurvival.eliminatedDrm);
  if (check) {
    // SoS 14.82: a combat unit eliminated in a leader's hex by the bombardment: the Leader Survival roll
    const die = dice.roll(`${ctx.label}/${b.target}/${b.side}/leader`, 10);
    const mdr = modifiedRoll(die, check.drms);
    const row = readDieRows(ctx.env.tables.leaderSurvival.rows, mdr).result;
    events.push({ type: 'leader-survival', leader: check.leader.id, hex: b.target, drms: check.drms, die, mdr, result: row, rule: 'SoS 14.82, 18.33' });
    if (row === 'eliminated') pieces[check.leader.id] = eliminate(pieces[check.leader.id]!);
    if (row === 'wounded') {
      // SoS 18.41: a wounded leader goes on the Turn Column Track
      const wounded = woundLeader({ ...state, pieces }, check.leader.id, `${ctx.label}/${b.target}/${b.side}/leader/wounded`, dice);
      events.push(...wounded.events);
      return { state: wounded.state, events };
    }
  }
  return { state: { ...state, pieces }, events };
}

/**
 * SoS 18.31, 18.34: after a bombardment of his hex, a leader with no combat unit of his side
 * there goes to the nearest unit of his command (`leaders/relocation.ts`): under 18.31 when
 * the hex held none before ("an enemy combat unit ... bombards its hex"), under 18.34 when
 * the bombardment eliminated the last of them and he survived his roll.
 */
function bombardedLeadersLeave(ctx: BombardContext, state: SosState, b: SosBombardment, hadCombatUnits: boolean): Out {
  const owner: SosSide = b.side === 'german' ? 'soviet' : 'german';
  let s = state;
  const events: GameEvent[] = [];
  for (const l of leadersWithoutCombatUnits(ctx.env, state, b.target, owner)) {
    const left = leaveHex(ctx.env, s, ctx.standing[owner], l, hadCombatUnits ? 'SoS 18.34' : 'SoS 18.31', {}, hadCombatUnits ? 'any' : 'nearest');
    s = left.state;
    events.push(...left.events);
  }
  return { state: s, events };
}

/** SoS 14.3: the EBBT date modifier of the turn. */
const ebbtDateDrm = (ctx: BombardContext): FireDrm[] =>
  ctx.env.tables.spotting.ebbtDates.filter((d) => d.from <= ctx.date && ctx.date <= d.to).map((d) => ({ value: d.drm, reason: `German bombardment of an East Bank box from ${d.from} to ${d.to}`, rule: 'SoS 14.3' }));

/**
 * SoS 14.29, 14.52, 14.54, 14.81: German IF at an East Bank box, on the EBBT: only Soviet IF
 * artillery units there, mortars excepted, may be hit; those pinned (until phase 9) and
 * eliminated are drawn at random where the German does not see them, told to the Soviet alone.
 */
function onEastBank(ctx: BombardContext, state: SosState, b: SosBombardment, dice: Dice): Out {
  // SoS 15.32: Stukas bombard an East Bank box separately from the German IF
  const stukaAf = b.stukas ? b.stukas.count * ctx.env.tables.stukaCards.afPerUnit : 0;
  let out: Out = { state, events: [] };
  if (b.units.length) out = eastBankRoll(ctx, out.state, { ...b, af: b.af, stukas: null }, dice, 'die', []);
  if (stukaAf > 0) {
    // SoS 15.31: the LW OP on 1039 gives the Stukas -1 on the EBBT
    const drms: FireDrm[] = b.stukas!.lwOpOn1039 ? [{ value: -1, reason: 'the LW OP is on Mamayev Kurgan (1039)', rule: 'SoS 15.31' }] : [];
    const r = eastBankRoll(ctx, out.state, { ...b, af: stukaAf, opOn1039: false }, dice, 'stukas/die', drms);
    out = { state: r.state, events: [...out.events, ...r.events] };
  }
  return out;
}

function eastBankRoll(ctx: BombardContext, state: SosState, b: SosBombardment, dice: Dice, dieLabel: string, extra: FireDrm[]): Out {
  const pool = Object.keys(state.pieces).filter((id) => {
    const c = ctx.env.counter(id);
    return state.pieces[id]!.at === b.target && c.side === 'soviet' && (c.type === 'ifArtillery' || c.type === 'rocket');
  });
  const column = fireColumn(ctx.env.tables.ebbt, b.af);
  const drms: FireDrm[] = [...ebbtDateDrm(ctx)];
  if (b.opOn1039) drms.push({ value: ctx.env.tables.spotting.ebbtOpOn1039, reason: 'a German OP on Mamayev Kurgan (1039) spots', rule: 'SoS 14.52' });
  drms.push(...extra);
  const die = dice.roll(`${ctx.label}/${b.target}/${b.side}/${dieLabel}`, 10);
  const mdr = modifiedRoll(die, drms);
  const hit = readEbbt(ctx.env.tables.ebbt, column, mdr);
  const events: GameEvent[] = [{ type: 'bombardment', side: b.side, target: b.target, table: 'ebbt', af: b.af, ...stukasOf(b), column, drms, die, mdr, result: hit, rule: b.stukas ? 'SoS 15.31, 15.32' : 'SoS 14.29, 14.52' }];
  const left = [...pool];
  const draw = (what: string, n: number): string[] =>
    Array.from({ length: Math.min(n, left.length) }, (_, k) => left.splice(dice.hidden(`${ctx.label}/${b.target}/${b.side}/${b.stukas ? 'stukas/' : ''}${what}-${k + 1}`, left.length) - 1, 1)[0]!);
  const eliminated = draw('eliminated', hit.eliminated);
  const pinned = draw('pinned', hit.pinned);
  const pieces = { ...state.pieces };
  for (const id of eliminated) pieces[id] = eliminate(pieces[id]!);
  for (const id of pinned) pieces[id] = { ...pieces[id]!, pinned: true };
  if (eliminated.length || pinned.length) events.push({ type: 'east-bank-hits', box: b.target, eliminated, pinned, visibleTo: ['soviet'], rule: 'SoS 14.81' });
  return { state: { ...state, pieces }, events };
}

/** SoS 14.84: explosion markers left on the hex, without a roll, slowing movement through it. */
function interdict(ctx: BombardContext, state: SosState, b: SosBombardment): Out {
  const until = INTERDICTION_UNTIL[ctx.phase] ?? ctx.phase;
  // SoS 14.04: the markers' units are kept, so that one eliminated takes its marker with it (markers/interdiction-lost.ts)
  const interdiction = [...state.interdiction, { side: b.side, hex: b.target, af: b.af, phase: ctx.phase, ...(b.units.length ? { units: [...b.units] } : {}) }];
  return { state: { ...state, interdiction }, events: [{ type: 'interdiction', side: b.side, hex: b.target, af: b.af, ...stukasOf(b), mpPerHex: Math.floor(b.af / 5), until: `end of phase ${until}`, rule: b.stukas ? 'SoS 14.84, 15.22' : 'SoS 14.84' }] };
}

/**
 * The `${n}.resolve` step of a Simultaneous Bombardment Phase (SoS 14.48): every bombardment
 * placed, the first placer's first (West Bank bombardment is simultaneous, 14.48; units
 * pinned or eliminated meanwhile still fire, 14.49), then the IF units' explosion markers
 * are out for the turn (14.02, 14.03).
 */
export function resolveBombardments(ctx: BombardContext, state: SosState, dice: Dice): Out {
  const events: GameEvent[] = [];
  let s = state;
  const aaFired = new Set<string>();
  for (const placed of state.bombardments) {
    const b = placed.stukas ? afterAa(ctx, s, placed, aaFired, dice, events) : placed;
    if (!b) continue;
    const r = b.table === 'interdict' ? interdict(ctx, s, b) : eastBankBoxOf(b.target) ? onEastBank(ctx, s, b, dice) : onHex(ctx, s, b, dice);
    // SoS 9.65: a bombardment of a West Bank hex counts among the hex's attacks of the turn
    s = b.table === 'interdict' || eastBankBoxOf(b.target) ? r.state : countAttack(r.state, b.target);
    events.push(...r.events);
  }
  // SoS 18.1: at the end of the phase, a leader whose hex lost every unit of his command goes to the nearest unit of his command
  const lost = moveCommandLostLeaders(ctx.env, s, ctx.standing, commandLostLeaders(ctx.env, state, s));
  s = lost.state;
  events.push(...lost.events);
  const ifFired = [...new Set([...state.ifFired, ...state.bombardments.flatMap((b) => b.units)])].sort();
  // SoS 15.21, 15.33, 15.45: every Stuka placed, aborted or not, is in the "Stukas Unavailable" box for the rest of the turn
  const stukas = state.bombardments.reduce((n, b) => n + (b.stukas?.count ?? 0), 0);
  return { state: { ...s, bombardments: [], ifFired, stukasUsed: s.stukasUsed + stukas }, events };
}

/**
 * SoS 15.42-15.46: the Soviet AA fires at the Stukas of a bombardment before it is resolved;
 * the bombardment goes on with the Stukas left, their AF added to the IF's (14.01), or not
 * at all when every Stuka aborted and no IF unit fires.
 */
function afterAa(ctx: BombardContext, state: SosState, b: SosBombardment, aaFired: Set<string>, dice: Dice, events: GameEvent[]): SosBombardment | null {
  const s = b.stukas!;
  const aa = aaFire(ctx.env, state, ctx.standing.soviet, b.target, s.count, aaFired, dice, `${ctx.label}/${b.target}/german`);
  for (const id of aa.firers) aaFired.add(id);
  events.push(...aa.events);
  if (aa.aborted) events.push({ type: 'stukas-aborted', target: b.target, aborted: aa.aborted, left: s.count - aa.aborted, rule: 'SoS 15.45' });
  const count = s.count - aa.aborted;
  if (count === 0 && b.units.length === 0) return null;
  const box = eastBankBoxOf(b.target) !== null;
  return { ...b, af: box ? b.af : b.af + stukaAf(ctx.env, count), stukas: count > 0 ? { ...s, count } : null };
}

