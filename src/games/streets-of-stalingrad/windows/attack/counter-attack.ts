import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import { hexId } from '#kernel/ids';
import { railroadBetween } from '../../movement/map-step';
import { selectLosses, type LossCandidate } from '../../combat/fire-losses';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { retreatHexes } from './after-combat';
import { neighbours, other, sideAt, stackKeeps } from './battlefield';
import { leaderAt, unitOf } from './fire-units';
import { icaEligible } from './ica-eligible';
import { eliminate, mark, moveTo } from './position-edits';
import { immobilizeEliminatedTanks } from './immobilized-tanks';
import { leadersAfterCounterAttack } from './ica-leaders';

/** SoS 12.5: a unit of `side` at `hex` that may counter-attack: not pinned or spent, and of a kind 12.5 lists (ica-eligible.ts; a Soviet unit's leader in its hex). */
function mayCounterAttack(ctx: PhaseContext, state: SosState, id: string, side: SosSide, hex: string): boolean {
  const u = unitOf(ctx.env, state, id);
  const p = state.pieces[id]!;
  if (!u || p.pinned || p.spent) return false;
  return icaEligible(u, side === 'soviet' && leaderAt(ctx.env, state, hex, 'soviet') !== undefined);
}

/** The loss the owner picks (12.8): his standing `losses` order, else least AF + DF. */
function oneLoss(ctx: PhaseContext, state: SosState, side: SosSide, ids: readonly string[]): string[] {
  const units = ids.map((id) => unitOf(ctx.env, state, id)).filter((u): u is LossCandidate => u !== undefined);
  const order = ctx.standing[side]?.losses?.order;
  return selectLosses({ kind: 'attack', units, count: 1, antiTankFire: false, ...(order ? { order } : {}) }).eliminated;
}

/**
 * SoS 12.1-12.8: after the attacker advanced into `hex`, the side that lost it counter-attacks
 * when a rule of its standing `counterAttack` covers the hex (its `hexes`, or any) and the AF
 * of its eligible adjacent units (or the rule's `units`) less the DF in the hex reaches
 * `minDifference`. One d10 plus that difference, no other modifier (12.7), on the ICA Table:
 * a counter-attacker lost; a unit in the hex lost; or one lost and the rest retreating two
 * hexes, the counter-attackers then occupying the hex within stacking (12.6e: the rule's
 * `occupy`, absent every one that fits), an armored
 * train only across a railroad hexside (16.61). Every
 * counter-attacker is spent (12.6f). No rule: no counter-attack, the default (in an Attack
 * window `policy: ask` pauses for the `counterAttack` decision instead, counter-attack-pause.ts).
 */
export function instantCounterAttack(ctx: PhaseContext, state: SosState, hex: string, dice: Dice): { state: SosState; events: GameEvent[] } {
  const rule = counterAttackRule(ctx, hex);
  if (!rule) return { state, events: [] };
  const units = icaCandidates(ctx, state, hex).filter((id) => !rule.units || rule.units.includes(id));
  if (units.length === 0 || icaDifference(ctx, state, hex, units) < rule.minDifference) return { state, events: [] };
  return counterAttackWith(ctx, state, hex, units, dice, rule.occupy);
}

/** The defender's standing `counterAttack` rule covering `hex` (its `hexes`, or any), if one does. */
export const counterAttackRule = (ctx: PhaseContext, hex: string) => ctx.standing[other(ctx.side)]?.counterAttack?.rules?.find((r) => !r.hexes || r.hexes.includes(hex));

/** SoS 12.5: the units of the side that lost `hex` next to it that may counter-attack it. */
export function icaCandidates(ctx: PhaseContext, state: SosState, hex: string): string[] {
  const side = other(ctx.side);
  return neighbours(ctx.env, hex).flatMap((n) => sideAt(ctx.env, state, n, side).filter((id) => mayCounterAttack(ctx, state, id, side, n)));
}

/** SoS 12.7: the AF of the counter-attackers less the DF of the units in the hex. */
export function icaDifference(ctx: PhaseContext, state: SosState, hex: string, units: readonly string[]): number {
  const af = units.reduce((s, id) => s + unitOf(ctx.env, state, id)!.af, 0);
  const df = sideAt(ctx.env, state, hex, ctx.side).reduce((s, id) => s + (unitOf(ctx.env, state, id)?.df ?? 0), 0);
  return af - df;
}

/** SoS 12.6-12.8: the counter-attack on `hex` by `units` (eligible, 12.5), rolled on the ICA Table; `occupy` the counter-attackers that may move into the hex cleared (12.6 e; absent: all). */
export function counterAttackWith(ctx: PhaseContext, state: SosState, hex: string, units: readonly string[], dice: Dice, occupy?: readonly string[]): { state: SosState; events: GameEvent[] } {
  const { env } = ctx;
  const side = other(ctx.side);
  const held = sideAt(env, state, hex, ctx.side);
  const af = units.reduce((s, id) => s + unitOf(env, state, id)!.af, 0);
  const df = held.reduce((s, id) => s + (unitOf(env, state, id)?.df ?? 0), 0);
  const difference = af - df;
  const die = dice.roll(`${ctx.window.id}/${hex}/ica`, 10);
  const mdr = die + difference;
  const result = readDieRows(env.tables.instantCounterAttack.rows, mdr).result;
  let s = state;
  const event: GameEvent = { type: 'instant-counter-attack', rule: 'SoS 12.6', hex, side, units: [...units], af, df, difference, die, mdr, result };
  const events: GameEvent[] = [event];
  if (result === 'attackerLoses') {
    const lost = oneLoss(ctx, s, side, units);
    s = eliminate(s, lost);
    event.eliminated = lost;
    // SoS 16.31, 16.32: a Soviet counter-attacking tank lost in its own city or industrial/fortified hex
    const placed = immobilizeEliminatedTanks(env, state, s, dice, `${ctx.window.id}/${hex}/ica`);
    s = placed.state;
    events.push(...placed.events);
  } else {
    const lost = oneLoss(ctx, s, ctx.side, held);
    s = eliminate(s, lost);
    event.eliminated = lost;
    if (result === 'defenderRetreats') {
      const moves: { unit: string; to: string | null }[] = [];
      for (const u of sideAt(env, s, hex, ctx.side)) {
        let at = hex;
        for (let i = 0; i < env.tables.instantCounterAttack.retreatHexes; i++) {
          const to = retreatHexes(ctx, s, ctx.side, at, u).find((h) => h !== hex);
          if (!to) break;
          s = moveTo(s, [u], to);
          at = to;
        }
        if (at === hex) s = eliminate(s, [u]);
        moves.push({ unit: u, to: at === hex ? null : at });
      }
      event.retreat = moves;
    }
    // SoS 16.31, 16.32: placed at once, before the counter-attackers may occupy a hex it leaves held (12.6e)
    const placed = immobilizeEliminatedTanks(env, state, s, dice, `${ctx.window.id}/${hex}/ica`);
    s = placed.state;
    events.push(...placed.events);
    // 12.6e: a hex cleared of all units may be occupied by the counter-attackers, within stacking
    if (sideAt(env, s, hex, ctx.side).length === 0) {
      const occupied: string[] = [];
      // SoS 12.6 e: "any ICA units may occupy the hex": those the owner names (absent: every one)
      for (const u of units.filter((id) => !occupy || occupy.includes(id))) {
        const from = s.pieces[u]!.at;
        if (from === null || !stackKeeps(env, s, hex, side, [u])) continue;
        // SoS 16.61: an armored train moves only across a hexside with railroad symbols
        if (env.counter(u).type === 'armoredTrain' && !railroadBetween(env.map, hexId(from), hexId(hex))) continue;
        s = moveTo(s, [u], hex);
        occupied.push(u);
      }
      event.occupied = occupied;
      // SoS 12.9: a counter-attacker in a hex with a "breakthru" marker removes it
      if (occupied.length && s.markers.breakthru.includes(hex)) s = { ...s, markers: { ...s.markers, breakthru: s.markers.breakthru.filter((h) => h !== hex) } };
    }
  }
  // SoS 18.33, 18.34: the leader of a hex that lost a unit rolls, and leaves a hex left with no combat unit of his side
  const lostAll = [...((event.eliminated as string[] | undefined) ?? []), ...((event.retreat as { unit: string; to: string | null }[] | undefined) ?? []).filter((m) => m.to === null).map((m) => m.unit)];
  const led = leadersAfterCounterAttack(ctx, state, s, hex, lostAll, dice);
  s = led.state;
  events.push(...led.events);
  const standing = units.filter((u) => s.pieces[u]!.at !== null);
  s = mark(s, standing, 'spent');
  return { state: s, events };
}
