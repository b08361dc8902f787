import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { DecisionWindow, OrderChoice, Submission, TemplateInfo } from '#kernel/engine/ruleset';
import type { KbStanding } from '../orders/standing';
import type { HexId } from '#kernel/ids';
import { hexId, unitId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { KbOrder } from '../orders/schema';
import { KB_PAUSE_DECISIONS, pauseWindow, pauseWindowId } from '../sequence/pauses';
import { windowProblems } from '../sequence/window-orders';
import type { KbContext } from '../state/context';
import { wayAllowsBreakout, wayPathIndex, type CombatPause, type RetreatAnswer } from '../windows/combat/index';
import type { KbEnv } from './env';
import type { KbGame, KbPause } from './types';

/** The game's record of a Combat Phase stopped for the `retreat` decision (sequence/pauses.ts), the `n`th of the turn for that side. */
export function kbPause(ctx: KbContext, combat: CombatPause, turn: number, n: number, window: string): KbPause {
  const ask = combat.group.asks[0]!;
  return { id: pauseWindowId(turn, combat.side, 'retreat', n), side: combat.side, decision: 'retreat', about: `the retreat of the stack in ${ctx.map.label(ask.hex)} after ${ask.result} (${ask.attack})`, n, window, combat };
}

/** The paused window as the service opens it: the defender's alone, taking the `retreat` answer only. */
export const pauseDecisionWindow = (game: KbGame, p: KbPause): DecisionWindow => pauseWindow(game.position!.turn, p.side, 'retreat', p.n, p.about);

const retreatOf = (o: KbOrder | undefined): { hold: number; path?: string[]; breakout?: true } | null => (o && 'retreat' in o && typeof o.retreat === 'object' && o.retreat !== null && 'hold' in o.retreat ? (o.retreat as { hold: number; path?: string[]; breakout?: true }) : null);

/**
 * A file for the paused window (Ruleset.check), every problem at once: the other side sends
 * standing orders only; the file holds one `retreat` answer (sequence/window-orders.ts); its
 * `hold` is one the result allows (KB 12.62), its `path` begins a legal retreat for the
 * steps not held (12.72-12.74), and a Breakout Attempt only where that retreat allows one (12.73).
 */
export function checkPause(env: KbEnv, game: KbGame, p: KbPause, sub: Submission): Issue[] {
  const orders = sub.orders as KbOrder[];
  if (sub.side !== p.side) {
    if (orders.length === 0) return [];
    return [{ path: ['orders'], code: 'not-your-window', message: `${p.id} waits for the ${p.side} player's answer; the ${sub.side} player may send standing orders only (orders: [])`, rule: KB_PAUSE_DECISIONS.retreat.rule }];
  }
  const issues = windowProblems(pauseDecisionWindow(game, p), orders);
  const ctx = env.ctxOf(game.state);
  const ask = p.combat.group.asks[0]!;
  orders.forEach((o, i) => {
    const a = retreatOf(o);
    if (!a) return;
    const base = ['orders', i, 'retreat'];
    const way = ask.ways.find((w) => w.hold === a.hold);
    if (!way) issues.push(issue([...base, 'hold'], 'bad-hold', `the stack in ${ctx.map.label(ask.hex)} may hold 0 to ${ask.ways.length - 1} step(s) instead of retreat hexes, not ${a.hold}`, 'KB 12.62'));
    const hexes = (a.path ?? []).map((h, k) => {
      const x = ctx.map.resolve(h);
      if (x === null) issues.push(issue([...base, 'path', k], 'unknown-hex', `${h} is not a hex of this scenario's map`));
      return x;
    });
    if (way && a.path && hexes.every((h) => h !== null) && !way.paths.some((q) => hexes.every((h, k) => q[k] === h))) {
      const legal = way.paths.map((q) => (q.length === 0 ? '(no hex)' : q.map((h) => ctx.map.label(h)).join('-'))).join('; ');
      issues.push(issue([...base, 'path'], 'illegal-retreat-path', `holding ${a.hold} step(s), the stack in ${ctx.map.label(ask.hex)} cannot retreat by ${a.path.join('-')}: legal: ${legal}`, 'KB 12.72'));
    }
    // KB 12.73: a stack with a unit capable of Mobile Infiltration that must retreat through an Enemy-controlled hex costing a step (the ways say where)
    if (a.breakout && way && hexes.every((h) => h !== null) && !wayAllowsBreakout(way, wayPathIndex(way, a.path ? (hexes as HexId[]) : null))) {
      issues.push(issue([...base, 'breakout'], 'no-breakout', `the stack in ${ctx.map.label(ask.hex)} may make no Breakout Attempt on this retreat: it needs a unit capable of Mobile Infiltration (11.1) left to retreat, and a retreat that must go through an Enemy-controlled hex that costs a step (no legal retreat free of one)`, 'KB 12.73'));
    } else if (a.breakout && !way) issues.push(issue([...base, 'breakout'], 'no-breakout', 'a Breakout Attempt needs a legal hold', 'KB 12.73'));
  });
  return issues;
}

/** The answer the paused window's file gives, its path resolved; null when it gives none (no file, or the deadline passed). */
export function retreatAnswer(env: KbEnv, game: KbGame, p: KbPause, subs: readonly Submission[]): RetreatAnswer | null {
  const a = retreatOf((subs.find((s) => s.side === p.side)?.orders as KbOrder[] | undefined)?.[0]);
  if (!a) return null;
  const ctx = env.ctxOf(game.state);
  const path = (a.path ?? []).map((h) => ctx.map.resolve(h)).filter((h): h is HexId => h !== null);
  return { hold: a.hold, path: a.path ? path : null, ...(a.breakout ? { breakout: true } : {}) };
}

/** The legal answers of the paused window, each ready to file (Ruleset.orderChoices): each number of steps held with each legal path. */
export function pauseChoices(ctx: KbContext, p: KbPause, side: KbSide): OrderChoice[] {
  if (side !== p.side) return [];
  const ask = p.combat.group.asks[0]!;
  const where = ctx.map.label(ask.hex);
  return ask.ways.flatMap((w) =>
    (w.paths.length > 0 ? w.paths : [[]]).flatMap((path, k): OrderChoice[] => {
      const choice = (breakout: boolean): OrderChoice => ({
        kind: 'retreat',
        order: { retreat: { hold: w.hold, ...(path.length > 0 ? { path: path.map((h) => ctx.map.label(h)) } : {}), ...(breakout ? { breakout: true } : {}) } },
        label: `the stack in ${where} holds ${w.hold} step(s)${path.length > 0 ? ` and retreats by ${path.map((h) => ctx.map.label(h)).join('-')}` : ' and does not retreat'}${breakout ? ', making a Breakout Attempt' : ''}${w.hold === 0 && k === 0 && !breakout ? ' (the default)' : ''}`,
        rule: breakout ? 'KB 12.72, 12.73' : w.hold > 0 ? 'KB 12.62, 12.72' : 'KB 12.72',
        unit: unitId(ask.units[0]!),
        hex: hexId(ask.hex),
      });
      // KB 12.73: the same retreat as a Breakout Attempt, where it allows one
      return w.breakout?.[k] === true ? [choice(false), choice(true)] : [choice(false)];
    }),
  );
}

/** Events of the answer's window closing. */
export const pauseClosed = (p: KbPause, answered: boolean): GameEvent => ({ type: 'window-closed', window: p.id, side: p.side, orders: answered ? 1 : 0, rule: KB_PAUSE_DECISIONS.retreat.rule });

/** The paused window's template (Ruleset.template): what is asked, the default at the deadline, and the legal answers to copy. */
export function pauseTemplate(ctx: KbContext, p: KbPause, side: KbSide, standing: KbStanding | null): TemplateInfo {
  const d = KB_PAUSE_DECISIONS.retreat;
  if (side !== p.side) return { notes: [`${p.id} waits for the ${p.side} player: ${p.about}; you may send standing orders only (orders: [])`], units: [], exampleOrders: [], ...(standing ? { standing } : {}) };
  const ask = p.combat.group.asks[0]!;
  return {
    notes: [`${p.id}, ${d.rule}: ${p.about}; the units ${ask.units.join(', ')}`, 'answer with one order: retreat: {hold, path?, breakout?} (hold: steps taken instead of retreat hexes; path: the first hexes of the retreat, else the default path; breakout: true for a Breakout Attempt, KB 12.73, where the answers below offer one)', `without an answer by the deadline: ${d.onTimeout}`],
    units: [],
    exampleOrders: pauseChoices(ctx, p, side).map((c) => c.order),
    ...(standing ? { standing } : {}),
  };
}
