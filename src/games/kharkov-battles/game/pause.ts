import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { DecisionWindow, OrderChoice, Submission, TemplateInfo } from '#kernel/engine/ruleset';
import type { KbStanding } from '../orders/standing';
import type { HexId } from '#kernel/ids';
import { hexId, unitId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { KbOrder } from '../orders/schema';
import { KB_PAUSE_DECISIONS, pauseWindow, pauseWindowId } from '../sequence/pauses';
import type { KbDecisionName } from '../orders/kinds';
import { windowProblems } from '../sequence/window-orders';
import type { KbContext } from '../state/context';
import { wayAllowsBreakout, wayPathIndex, type AdvanceAsk, type AdvanceWay, type AirDefenseAsk, type CombatAnswer, type CombatPause, type LossesAsk, type ParticipantsAsk, type RetreatAsk } from '../windows/combat/index';
import { sameLosses } from '../assault/loss-allocations';
import type { KbEnv } from './env';
import type { KbGame, KbPause } from './types';

/** The game's record of a Combat Phase stopped for a named decision (sequence/pauses.ts), the `n`th pause of the phase. */
export function kbPause(ctx: KbContext, combat: CombatPause, turn: number, n: number, window: string): KbPause {
  const ask = combat.group.asks[0]!;
  const where = ctx.map.label(ask.hex);
  const about =
    ask.decision === 'airDefense'
      ? `an Air Point for the defence of ${where} against ${ask.attack}, before its die (the attacker committed ${ask.attackerAir})`
      : ask.decision === 'participants'
      ? `the units of ${where} that take part in ${ask.attack}, before its die (KB 6.21: one multi-step unit)`
      : ask.decision === 'losses'
      ? `the units of the force in ${where} that lose ${ask.steps} step(s) after ${ask.result} (${ask.attack})`
      : ask.decision === 'advance'
        ? `an advance from ${where} after the attackers lost, ${ask.result} (${ask.attack})`
        : `the retreat of the stack in ${where} after ${ask.result} (${ask.attack})`;
  return { id: pauseWindowId(turn, combat.side, ask.decision, n), side: combat.side, decision: ask.decision, about, n, window, combat };
}

/** The decision a paused window asks. */
const decisionOf = (p: KbPause): KbDecisionName => p.combat.group.asks[0]!.decision;

/** The paused window as the service opens it: the defender's alone, taking its decision's answer only. */
export const pauseDecisionWindow = (game: KbGame, p: KbPause): DecisionWindow => pauseWindow(game.position!.turn, p.side, decisionOf(p), p.n, p.about);

const retreatOf = (o: KbOrder | undefined): { hold: number; path?: string[]; breakout?: true } | null => (o && 'retreat' in o && typeof o.retreat === 'object' && o.retreat !== null && 'hold' in o.retreat ? (o.retreat as { hold: number; path?: string[]; breakout?: true }) : null);
const advanceOf = (o: KbOrder | undefined): { units: string[]; path: string[] }[] | null => (o && 'advance' in o && Array.isArray(o.advance) ? (o.advance as { units: string[]; path: string[] }[]) : null);
const participantsOf = (o: KbOrder | undefined): { units: string[] } | null => (o && 'participants' in o && typeof o.participants === 'object' && o.participants !== null && !Array.isArray(o.participants) && 'units' in o.participants ? (o.participants as { units: string[] }) : null);
const lossesOf = (o: KbOrder | undefined): { units: string[] } | null => (o && 'losses' in o && typeof o.losses === 'object' && o.losses !== null && 'units' in o.losses ? (o.losses as { units: string[] }) : null);

/**
 * A file for the paused window (Ruleset.check), every problem at once: the other side sends
 * standing orders only; the file holds one answer of the window's decision
 * (sequence/window-orders.ts), which the decision's own check takes.
 */
export function checkPause(env: KbEnv, game: KbGame, p: KbPause, sub: Submission): Issue[] {
  const orders = sub.orders as KbOrder[];
  const ask = p.combat.group.asks[0]!;
  if (sub.side !== p.side) {
    if (orders.length === 0) return [];
    return [{ path: ['orders'], code: 'not-your-window', message: `${p.id} waits for the ${p.side} player's answer; the ${sub.side} player may send standing orders only (orders: [])`, rule: KB_PAUSE_DECISIONS[ask.decision].rule }];
  }
  const issues = windowProblems(pauseDecisionWindow(game, p), orders);
  const ctx = env.ctxOf(game.state);
  orders.forEach((o, i) => issues.push(...(ask.decision === 'airDefense' ? [] : ask.decision === 'participants' ? checkParticipants(ctx, ask, o, i) : ask.decision === 'losses' ? checkLosses(ctx, ask, o, i) : ask.decision === 'advance' ? checkAdvance(ctx, ask, o, i) : checkRetreat(ctx, ask, o, i))));
  return issues;
}

/**
 * KB 6.21, 6.22, 12.22: the `participants` answer names units of the defending hex, one of the
 * legal sets (the units counting nothing for 6.21 take part whether named or not): no more
 * than the limit lets defend, and none withheld that it lets in.
 */
function checkParticipants(ctx: KbContext, ask: ParticipantsAsk, o: KbOrder, i: number): Issue[] {
  const a = participantsOf(o);
  if (!a) return [];
  const base = ['orders', i, 'participants', 'units'];
  const where = ctx.map.label(ask.hex);
  const issues: Issue[] = [];
  a.units.forEach((u, k) => {
    if (!ask.units.includes(u)) issues.push(issue([...base, k], 'not-in-hex', `${u} is not a unit of ${where} (${ask.units.join(', ')})`, 'KB 6.22'));
  });
  if (issues.length > 0) return issues;
  const always = ask.units.filter((u) => ask.ways.every((w) => w.includes(u)));
  const named = new Set([...a.units, ...always]);
  const legal = ask.ways.map((w) => w.join(' + ')).join('; ');
  if (ask.ways.some((w) => w.length === named.size && w.every((u) => named.has(u)))) return [];
  if (ask.ways.some((w) => w.every((u) => named.has(u)))) return [issue(base, 'too-many-participants', `only one multi-step unit (or two with their size symbol on white) may defend out of ${where}: ${a.units.join(' + ')} is too many; legal: ${legal}`, 'KB 6.21')];
  return [issue(base, 'unit-withheld', `the defender may withhold a unit of ${where} only as the 6.21 limit calls for: ${a.units.join(' + ')} leaves out a unit that may defend; legal: ${legal}`, 'KB 12.22')];
}

/**
 * KB 12.61-12.63: the `losses` answer names units of the defending force, as many as the
 * (n) steps (as the force has, when fewer), none more often than it has steps, and one that
 * may take the first loss (a directly participating unit, a Tiger that used its shift).
 */
function checkLosses(ctx: KbContext, ask: LossesAsk, o: KbOrder, i: number): Issue[] {
  const a = lossesOf(o);
  if (!a) return [];
  const base = ['orders', i, 'losses', 'units'];
  const issues: Issue[] = [];
  a.units.forEach((u, k) => {
    if (!ask.units.includes(u)) issues.push(issue([...base, k], 'not-in-force', `${u} is not a unit of the force in ${ctx.map.label(ask.hex)} (${ask.units.join(', ')})`, 'KB 12.63'));
  });
  if (a.units.length !== ask.steps) issues.push(issue(base, 'loss-count', `the force in ${ctx.map.label(ask.hex)} loses ${ask.steps} step(s): name ${ask.steps} unit(s), one a step, not ${a.units.length}`, 'KB 12.61'));
  if (issues.length === 0 && !ask.ways.some((w) => sameLosses(w, a.units))) {
    const legal = ask.ways.map((w) => w.join(' + ')).join('; ');
    issues.push(issue(base, 'illegal-losses', `the force in ${ctx.map.label(ask.hex)} cannot take its losses from ${a.units.join(' + ')}: a unit loses no more steps than it has, and the first loss is a directly participating unit's; legal: ${legal}`, 'KB 12.63'));
  }
  return issues;
}

/**
 * KB 12.8-12.85: the `advance` answer ([] for none) moves units of the victorious stack, each
 * once, each by one of the advances the result allows (the paused window lists them).
 */
function checkAdvance(ctx: KbContext, ask: AdvanceAsk, o: KbOrder, i: number): Issue[] {
  const a = advanceOf(o);
  if (!a) return [];
  const issues: Issue[] = [];
  const seen = new Set<string>();
  const legal = ask.ways.map((w) => `${w.unit} by ${w.path.map((h) => ctx.map.label(h)).join('-')}`).join('; ');
  a.forEach((entry, k) => {
    const base = ['orders', i, 'advance', k];
    const path = entry.path.map((h) => ctx.map.resolve(h));
    entry.path.forEach((h, j) => {
      if (path[j] === null) issues.push(issue([...base, 'path', j], 'unknown-hex', `${h} is not a hex of this scenario's map`));
    });
    entry.units.forEach((u, j) => {
      if (seen.has(u)) issues.push(issue([...base, 'units', j], 'advances-once', `${u} advances once`, 'KB 12.82'));
      seen.add(u);
      if (path.some((h) => h === null)) return;
      if (!ask.ways.some((w) => w.unit === u && w.path.join() === path.join())) issues.push(issue([...base, 'units', j], 'illegal-advance', `${u} cannot advance from ${ctx.map.label(ask.hex)} by ${entry.path.join('-')}: legal: ${legal}`, 'KB 12.82'));
    });
  });
  return issues;
}

/**
 * KB 12.62, 12.72-12.74: the `retreat` answer's `hold` is one the result allows (12.62),
 * its `path` begins a legal retreat for the steps not held (12.72-12.74), and a Breakout
 * Attempt only where that retreat allows one (12.73).
 */
function checkRetreat(ctx: KbContext, ask: RetreatAsk, o: KbOrder, i: number): Issue[] {
  const a = retreatOf(o);
  if (!a) return [];
  const issues: Issue[] = [];
  const base = ['orders', i, 'retreat'];
  const way = ask.ways.find((w) => w.hold === a.hold);
  const holds = ask.ways.map((w) => w.hold);
  // KB 12.62: the steps held are one choice for the losing side: a stack asked after another of the same force has the hold the first was given
  const said = holds.length === 1 ? `the losing side holds ${holds[0]} step(s), given for its first stack (one choice for the side)` : `the stack in ${ctx.map.label(ask.hex)} may hold ${holds[0]} to ${holds.at(-1)} step(s) instead of retreat hexes`;
  if (!way) issues.push(issue([...base, 'hold'], 'bad-hold', `${said}, not ${a.hold}`, 'KB 12.62'));
  const hexes = (a.path ?? []).map((h, k) => {
    const x = ctx.map.resolve(h);
    if (x === null) issues.push(issue([...base, 'path', k], 'unknown-hex', `${h} is not a hex of this scenario's map`));
    return x;
  });
  if (way && a.path && hexes.every((h) => h !== null) && !way.paths.some((q) => hexes.every((h, k) => q[k] === h))) {
    const legal = way.paths.map((q) => (q.length === 0 ? '(no hex)' : q.map((h) => ctx.map.label(h)).join('-'))).join('; ');
    issues.push(issue([...base, 'path'], 'illegal-retreat-path', `holding ${a.hold} step(s), the stack in ${ctx.map.label(ask.hex)} cannot retreat by ${a.path.join('-')}: legal: ${legal}`, 'KB 12.72'));
  }
  // KB 12.73: a stack with a unit capable of Mobile Infiltration, on a retreat that enters an Enemy-controlled hex costing a step
  if (a.breakout && way && hexes.every((h) => h !== null) && !wayAllowsBreakout(way, wayPathIndex(way, a.path ? (hexes as HexId[]) : null))) {
    issues.push(issue([...base, 'breakout'], 'no-breakout', `the stack in ${ctx.map.label(ask.hex)} may make no Breakout Attempt on this retreat: it needs a unit capable of Mobile Infiltration (11.1) left to retreat, and a retreat that must go through an Enemy-controlled hex that costs a step (no legal retreat free of one)`, 'KB 12.73'));
  } else if (a.breakout && !way) issues.push(issue([...base, 'breakout'], 'no-breakout', 'a Breakout Attempt needs a legal hold', 'KB 12.73'));
  return issues;
}

/** The answer the paused window's file gives, its hexes resolved; null when it gives none (no file, or the deadline passed). */
export function pauseAnswer(env: KbEnv, game: KbGame, p: KbPause, subs: readonly Submission[]): CombatAnswer | null {
  const o = (subs.find((s) => s.side === p.side)?.orders as KbOrder[] | undefined)?.[0];
  if (decisionOf(p) === 'airDefense') {
    const c = o && 'airDefense' in o ? (o.airDefense as { commit: number }).commit : null;
    return c === null ? null : { decision: 'airDefense', commit: c };
  }
  if (decisionOf(p) === 'participants') {
    const u = participantsOf(o);
    return u ? { decision: 'participants', units: [...u.units] } : null;
  }
  if (decisionOf(p) === 'losses') {
    const l = lossesOf(o);
    return l ? { decision: 'losses', units: [...l.units] } : null;
  }
  if (decisionOf(p) === 'advance') {
    const a = advanceOf(o);
    if (!a) return null;
    const ctx = env.ctxOf(game.state);
    const advances: AdvanceWay[] = a.flatMap((e) => e.units.map((unit) => ({ unit, path: e.path.map((h) => ctx.map.resolve(h)).filter((h): h is HexId => h !== null) })));
    return { decision: 'advance', advances };
  }
  const a = retreatOf(o);
  if (!a) return null;
  const ctx = env.ctxOf(game.state);
  const path = (a.path ?? []).map((h) => ctx.map.resolve(h)).filter((h): h is HexId => h !== null);
  return { decision: 'retreat', hold: a.hold, path: a.path ? path : null, ...(a.breakout ? { breakout: true } : {}) };
}

/** The legal answers of the paused window, each ready to file (Ruleset.orderChoices), the default first. */
export function pauseChoices(ctx: KbContext, p: KbPause, side: KbSide): OrderChoice[] {
  if (side !== p.side) return [];
  const ask = p.combat.group.asks[0]!;
  if (ask.decision === 'airDefense') return airDefenseChoices(ctx, ask);
  if (ask.decision === 'participants') return participantsChoices(ctx, ask);
  return ask.decision === 'losses' ? lossesChoices(ctx, ask) : ask.decision === 'advance' ? advanceChoices(ctx, ask) : retreatChoices(ctx, ask);
}

/** KB 5.21: no Air Point (the default), or one. */
function airDefenseChoices(ctx: KbContext, ask: AirDefenseAsk): OrderChoice[] {
  const where = ctx.map.label(ask.hex);
  return ask.ways.map((commit) => ({
    kind: 'airDefense',
    order: { airDefense: { commit } },
    label: commit === 0 ? `no Air Point for the defence of ${where} (the default)` : `one Air Point for the defence of ${where}`,
    rule: 'KB 5.21',
    unit: unitId(ask.units[0]!),
    hex: hexId(ask.hex),
  }));
}

/** KB 6.21, 6.22: each legal set of the hex's defenders, the strongest defence (the default) first: offered to the defender alone. */
function participantsChoices(ctx: KbContext, ask: ParticipantsAsk): OrderChoice[] {
  const where = ctx.map.label(ask.hex);
  return ask.ways.map((w, k) => ({
    kind: 'participants',
    order: { participants: { units: [...w] } },
    label: `${w.join(', ')} defend ${where}${k === 0 ? ' (the default: the strongest defence)' : ''}`,
    rule: 'KB 6.21, 6.22',
    unit: unitId(w[0]!),
    hex: hexId(ask.hex),
  }));
}

/** KB 12.8-12.85: no advance (the default), then each single advance the result allows. */
function advanceChoices(ctx: KbContext, ask: AdvanceAsk): OrderChoice[] {
  const where = ctx.map.label(ask.hex);
  const none: OrderChoice = { kind: 'advance', order: { advance: [] }, label: `no advance from ${where} (the default)`, rule: 'KB 12.8', unit: unitId(ask.units[0]!), hex: hexId(ask.hex) };
  return [
    none,
    ...ask.ways.map((w): OrderChoice => ({
      kind: 'advance',
      order: { advance: [{ units: [w.unit], path: w.path.map((h) => ctx.map.label(h)) }] },
      label: `${w.unit} advances from ${where} by ${w.path.map((h) => ctx.map.label(h)).join('-')}`,
      rule: 'KB 12.8, 12.82',
      unit: unitId(w.unit),
      hex: hexId(w.path.at(-1)!),
    })),
  ];
}

/** KB 12.61-12.63: each legal allocation of the (n) steps. */
function lossesChoices(ctx: KbContext, ask: LossesAsk): OrderChoice[] {
  const where = ctx.map.label(ask.hex);
  return ask.ways.map((w, k) => ({
    kind: 'losses',
    order: { losses: { units: [...w] } },
    label: `the force in ${where} loses ${w.length} step(s): ${w.join(', ')}${k === 0 ? ' (the default)' : ''}`,
    rule: 'KB 12.61, 12.63',
    unit: unitId(w[0]!),
    hex: hexId(ask.hex),
  }));
}

/** KB 12.62, 12.72-12.74: each number of steps held with each legal path, and each retreat through an EZOC as a Breakout Attempt where allowed. */
function retreatChoices(ctx: KbContext, ask: RetreatAsk): OrderChoice[] {
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
export const pauseClosed = (p: KbPause, answered: boolean): GameEvent => ({ type: 'window-closed', window: p.id, side: p.side, orders: answered ? 1 : 0, rule: KB_PAUSE_DECISIONS[decisionOf(p)].rule });

/** How each decision's answer is written. */
const ANSWER_NOTE: Partial<Record<KbDecisionName, string>> = {
  airDefense: 'answer with one order: airDefense: {commit} (0: none; 1: one Air Point for the defence, KB 5.21)',
  participants: 'answer with one order: participants: {units} (the units of the hex that take part: one multi-step unit, or two with their size symbol on white; one-step units always take part; KB 6.21, 6.22)',
  advance: 'answer with one order: advance: [{units, path}] ([] for none; each unit by one of the advances below, KB 12.82)',
  losses: 'answer with one order: losses: {units} (the unit of each step lost, a unit named twice loses two; one of them may take the first loss, KB 12.63)',
  retreat: 'answer with one order: retreat: {hold, path?, breakout?} (hold: steps taken instead of retreat hexes; path: the first hexes of the retreat, else the default path; breakout: true for a Breakout Attempt, KB 12.73, where the answers below offer one)',
};

/** The paused window's template (Ruleset.template): what is asked, the default at the deadline, and the legal answers to copy. */
export function pauseTemplate(ctx: KbContext, p: KbPause, side: KbSide, standing: KbStanding | null): TemplateInfo {
  const d = KB_PAUSE_DECISIONS[decisionOf(p)];
  if (side !== p.side) return { notes: [`${p.id} waits for the ${p.side} player: ${p.about}; you may send standing orders only (orders: [])`], units: [], exampleOrders: [], ...(standing ? { standing } : {}) };
  const ask = p.combat.group.asks[0]!;
  return {
    notes: [`${p.id}, ${d.rule}: ${p.about}; the units ${ask.units.join(', ')}`, ANSWER_NOTE[ask.decision]!, `without an answer by the deadline: ${d.onTimeout}`],
    units: [],
    exampleOrders: pauseChoices(ctx, p, side).map((c) => c.order),
    ...(standing ? { standing } : {}),
  };
}
