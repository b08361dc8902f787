import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { FireCombat, Firer } from '../combat/fire-combat';
import { reachesCrt, resolveFire, type FireResolution } from '../combat/fire-resolution';
import { fireEffect } from '../combat/fire-tables';
import { isCombatUnit } from '../combat/unit-classes';
import type { InfiltrateBody } from '../orders/fire';
import { dayOfTurn } from '../sequence/scenarios';
import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { relocateLonelyLeaders } from '../windows/attack/after-combat';
import { sideAt } from '../windows/attack/battlefield';
import { firerOf, monthDay, targetOf, unitOf } from '../windows/attack/fire-units';
import { opsLeftAlone } from '../windows/attack/ops-left';
import { eliminate, mark, moveTo, recordAttacked } from '../windows/attack/position-edits';
import { countAttack } from '../windows/attack/hex-attack-count';
import { infiltrationTarget } from './infiltration-target';
import { isHerman } from './infiltrators';

/** What the combat report prints of a fire: each firer's points, the refused, the total, the column, every modifier, the die, the MDR and the result. */
const report = (r: FireResolution) => ({ firers: r.points, refused: r.refused, total: r.total, column: r.column, drms: r.drms, die: r.die, mdr: r.mdr, result: r.result });

/** SoS 13.6: "all 'P' results = target unit eliminated": any result but "-" eliminates the one unit fired at. */
const eliminates = (r: FireResolution): boolean => {
  const e = fireEffect(r.result);
  return e.pinned || e.eliminated !== 0;
};

/**
 * SoS 13.1-13.8: Herman's infiltration, resolved before any other combat of the Soviet Exploit
 * Attack Phase (13.4), on the order the check accepted:
 * 1. Herman and the infantry unit walk `path` (13.1, 13.2);
 * 2. the infantry unit fires its AF at the one German combat unit (13.3), alone, on the CRT,
 *    with Herman's -1 and no other modifier (13.5); any result but "-" eliminates it (13.6);
 * 3. if it survives, it and every other German combat unit of the hex fire their DF at the
 *    infantry unit (13.7, decision 16: automatic, every eligible unit fires), +1 and nothing
 *    else (13.5); any result but "-" eliminates the infantry unit, and Herman with it (13.6);
 * 4. if they survive, they walk `back` at once (13.8) and the infantry unit is spent (9.18).
 */
export function resolveInfiltration(ctx: PhaseContext, state: SosState, o: InfiltrateBody, dice: Dice): { state: SosState; events: GameEvent[] } {
  const { env } = ctx;
  const herman = o.units.find((u) => isHerman(env, u))!;
  const infantry = o.units.find((u) => u !== herman)!;
  const movers = [herman, infantry];
  const start = state.pieces[infantry]!.at!;
  const from = o.path[o.path.length - 1]!;
  const date = monthDay(dayOfTurn(ctx.scenario, ctx.turn));
  const events: GameEvent[] = [];
  let s = moveTo(state, movers, from);
  events.push({ type: 'infiltration-move', rule: 'SoS 13.1, 13.2', units: movers, from: start, path: o.path, reveals: movers });

  // SoS 13.3-13.6: the infantry unit alone at the one German unit, Herman's -1 the only modifier
  const firer = firerOf(env, s, infantry, from, o.target, false) as Firer;
  const unit = infiltrationTarget(env, s, o)!;
  const attack: FireCombat = { kind: 'attack', date, side: 'soviet', firers: [firer], infiltration: true, target: targetOf(env, s, o.target, 'german', [unit]) };
  const ar = resolveFire(attack, env.tables, dice.roll(`${ctx.window.id}/infiltration/attack`, 10));
  const hit = eliminates(ar);
  const taken = hit ? [unit] : [];
  // SoS 14.97: the OPs of the hex go with its last combat unit
  const alone = hit ? opsLeftAlone(env, eliminate(s, taken), o.target, 'german', true) : [];
  s = eliminate(s, [...taken, ...alone]);
  events.push({ type: 'infiltration-attack', rule: 'SoS 13.3, 13.4, 13.5, 13.6', hex: o.target, from, unit, ...report(ar), eliminated: [...taken, ...alone], reveals: movers });
  // SoS 13.7 ("the attacked hex"), 9.61, 9.65: the target hex has had its attack of the phase, one of its eight of the turn
  s = countAttack(recordAttacked(s, o.target), o.target);
  if (hit) {
    // SoS 18.34: a German leader left with no combat unit goes to one of his command
    const lonely = relocateLonelyLeaders(ctx, s, 'german', o.target);
    s = lonely.state;
    events.push(...lonely.events);
  } else {
    // SoS 13.7: the German unit survived: it and the other German combat units of the hex fire at Herman and the infantry unit
    const defenders = sideAt(env, s, o.target, 'german').filter((id) => { const u = unitOf(env, s, id); return u !== undefined && isCombatUnit(u); });
    const firers = defenders.map((id) => firerOf(env, s, id, o.target, from, false)).filter((f): f is Firer => f !== undefined).map((f) => ({ ...f, defending: true }));
    const df: FireCombat = { kind: 'defensiveFire', date, side: 'german', firers, infiltration: true, target: targetOf(env, s, from, 'soviet', [infantry]) };
    if (firers.length === 0 || !reachesCrt(df, env.tables.crt)) {
      events.push({ type: 'infiltration-defensive-fire', rule: 'SoS 13.7', hex: o.target, at: from, result: 'none', reason: 'no German combat unit of the hex can fire at the infiltrators', eliminated: [] });
    } else {
      const dr = resolveFire(df, env.tables, dice.roll(`${ctx.window.id}/infiltration/df`, 10));
      // SoS 13.6: "If the Soviet infantry unit does not survive the German defensive fire, Herman is also eliminated"
      const lost = eliminates(dr) ? movers : [];
      s = eliminate(s, lost);
      events.push({ type: 'infiltration-defensive-fire', rule: 'SoS 13.5, 13.6, 13.7', hex: o.target, at: from, ...report(dr), eliminated: lost });
    }
  }
  if (s.pieces[infantry]!.at === null) return { state: s, events };
  // SoS 13.8: back to the Soviet side at once, before any other Soviet combat; 9.18: the infantry unit attacked
  const end = o.back[o.back.length - 1]!;
  s = mark(moveTo(s, movers, end), [infantry], 'spent');
  events.push({ type: 'infiltration-return', rule: 'SoS 13.8', units: movers, from, path: o.back });
  events.push({ type: 'attackers-spent', rule: 'SoS 9.18', hex: o.target, units: [infantry] });
  return { state: s, events };
}
