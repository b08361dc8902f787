import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { DecisionWindow, OrderChoice, Submission, TemplateInfo } from '#kernel/engine/ruleset';
import { unitId, type HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { MovementAnswer } from '../movement-phase/stop';
import type { KbOrder } from '../orders/schema';
import type { KbStanding } from '../orders/standing';
import { pauseWindow, pauseWindowId } from '../sequence/pauses';
import { windowProblems } from '../sequence/window-orders';
import type { KbContext } from '../state/context';
import type { MovementPause } from '../windows/movement/index';
import type { KbEnv } from './env';
import type { KbGame, KbMovementPause } from './types';

/*
 * A paused Movement Phase as the game keeps and shows it (sequence/pauses.ts): the other
 * side's Forced Displacement (`displace`, KB 11.32), the step of D(1)r3 (`losses`, 11.26) or
 * the defender's Air Point against a Mobile Assault (`airDefense`, 5.21: its `about` says the
 * Air Points the attacker committed, declared first) asked in the middle of the mover's phase. The window, its check (one answer, among the
 * legal ones), its answer, its orderChoices and template; game/adjudicate.ts closes it by
 * resuming the phase (windows/movement resumeMovement).
 */

/** The game's record of a Movement Phase stopped for a decision, the `n`th pause of the turn. */
export function kbMovementPause(movement: MovementPause, turn: number, n: number, window: string): KbMovementPause {
  const { ask } = movement;
  return { id: pauseWindowId(turn, ask.side, ask.decision, n, 'movement'), side: ask.side, decision: ask.decision, about: ask.about, n, window, movement };
}

const decisionOf = (p: KbMovementPause) => p.movement.ask.decision;

/** The paused window as the service opens it: the deciding side's alone, taking its decision's answer only. */
export const movementPauseWindow = (game: KbGame, p: KbMovementPause): DecisionWindow => pauseWindow(game.position!.turn, p.side, decisionOf(p), p.n, p.about, p.movement.ask.default, 'movement');

/** The answer an order gives, its hexes resolved; null when it is not one of this decision's, or names a hex off the map. */
function answerOf(ctx: KbContext, o: KbOrder | undefined): MovementAnswer | null {
  if (!o || typeof o !== 'object') return null;
  if ('displace' in o) {
    const d = o.displace as { hex?: string; eliminate?: true };
    if (d.eliminate) return { displace: { eliminate: true } };
    const h = d.hex === undefined ? null : ctx.map.resolve(d.hex);
    return h === null ? null : { displace: { hex: h } };
  }
  if ('losses' in o) return { losses: { units: [...(o.losses as { units: string[] }).units] } };
  if ('airDefense' in o) return { airDefense: { commit: (o.airDefense as { commit: number }).commit } };
  return null;
}

const same = (a: MovementAnswer, b: MovementAnswer) => JSON.stringify(a) === JSON.stringify(b);

/** What an answer does, in plain words. */
function describe(ctx: KbContext, p: KbMovementPause, a: MovementAnswer): string {
  const unit = p.movement.ask.units[0]!;
  if ('displace' in a) return 'hex' in a.displace ? `${unit} is displaced to ${ctx.map.label(a.displace.hex)}` : `${unit} is eliminated`;
  if ('losses' in a) return `${a.losses.units.join(', ')} loses the step`;
  return a.airDefense.commit > 0 ? 'one Air Point defends' : 'no Air Point defends';
}

/**
 * A file for the paused window (Ruleset.check), every problem at once: the other side sends
 * standing orders only; the file holds one answer of the decision (sequence/window-orders.ts),
 * and it is one of the legal answers (KB 11.32: a hex of a unit exerting the ZOC, or
 * eliminated; 11.26, 12.63: one unit of the stack).
 */
export function checkMovementPause(env: KbEnv, game: KbGame, p: KbMovementPause, sub: Submission): Issue[] {
  const orders = sub.orders as KbOrder[];
  const rule = p.movement.ask.rule;
  if (sub.side !== p.side) {
    if (orders.length === 0) return [];
    return [{ path: ['orders'], code: 'not-your-window', message: `${p.id} waits for the ${p.side} player's answer; the ${sub.side} player may send standing orders only (orders: [])`, rule }];
  }
  const issues = windowProblems(movementPauseWindow(game, p), orders);
  const ctx = env.ctxOf(game.state);
  const d = decisionOf(p);
  const legal = p.movement.ask.choices.map((c) => describe(ctx, p, c)).join('; ');
  orders.forEach((o, i) => {
    if (!o || typeof o !== 'object' || !(d in o)) return;
    const hex = d === 'displace' ? (o as { displace: { hex?: string } }).displace.hex : undefined;
    if (hex !== undefined && ctx.map.resolve(hex) === null) {
      issues.push(issue(['orders', i, 'displace', 'hex'], 'unknown-hex', `${hex} is not a hex of this scenario's map`));
      return;
    }
    const a = answerOf(ctx, o);
    if (a && p.movement.ask.choices.some((c) => same(c, a))) return;
    const code = d === 'displace' ? 'illegal-displacement' : d === 'losses' ? 'bad-losses' : 'bad-air-defense';
    issues.push(issue(['orders', i, d], code, `${p.about}: not a legal answer; the legal answers: ${legal}`, rule));
  });
  return issues;
}

/** The answer the paused window's file gives; null when it gives none (no file, or the deadline passed). */
export function movementAnswer(env: KbEnv, game: KbGame, p: KbMovementPause, subs: readonly Submission[]): MovementAnswer | null {
  const o = (subs.find((s) => s.side === p.side)?.orders as KbOrder[] | undefined)?.[0];
  return answerOf(env.ctxOf(game.state), o);
}

/** The answer as a turn file writes it (hexes by their labels). */
const asOrder = (ctx: KbContext, a: MovementAnswer): unknown => ('displace' in a && 'hex' in a.displace ? { displace: { hex: ctx.map.label(a.displace.hex) } } : a);

/** The legal answers of the paused window, each ready to file (Ruleset.orderChoices), the default first. */
export function movementPauseChoices(ctx: KbContext, p: KbMovementPause, side: KbSide): OrderChoice[] {
  if (side !== p.side) return [];
  const { ask } = p.movement;
  return ask.choices.map((c, k) => ({
    kind: ask.decision,
    order: asOrder(ctx, c),
    label: `${describe(ctx, p, c)}${k === 0 ? ' (the default)' : ''}`,
    rule: ask.rule,
    unit: unitId('losses' in c ? c.losses.units[0]! : ask.units[0]!),
    hex: ('displace' in c && 'hex' in c.displace ? c.displace.hex : ask.hex) as HexId,
  }));
}

/** The paused window's template (Ruleset.template): what is asked, the default at the deadline, and the legal answers to copy. */
export function movementPauseTemplate(ctx: KbContext, p: KbMovementPause, side: KbSide, standing: KbStanding | null): TemplateInfo {
  const { ask } = p.movement;
  if (side !== p.side) return { notes: [`${p.id} waits for the ${p.side} player: ${p.about}; you may send standing orders only (orders: [])`], units: [], exampleOrders: [], ...(standing ? { standing } : {}) };
  const how = ask.decision === 'displace' ? 'displace: {hex} (a hex below) or displace: {eliminate: true}' : ask.decision === 'losses' ? 'losses: {units: [unit]} (the unit that loses the step)' : 'airDefense: {commit: 0 or 1}';
  return {
    notes: [`${p.id}, ${ask.rule}: ${p.about}`, `answer with one order: ${how}`, `without an answer by the deadline: ${ask.default}`],
    units: [],
    exampleOrders: movementPauseChoices(ctx, p, side).map((c) => c.order),
    ...(standing ? { standing } : {}),
  };
}

/** The event of the paused window closing. */
export const movementPauseClosed = (p: KbMovementPause, answered: boolean): GameEvent => ({ type: 'window-closed', window: p.id, side: p.side, orders: answered ? 1 : 0, rule: p.movement.ask.rule });
