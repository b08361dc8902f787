import type { GameEvent } from '#kernel/engine/events';
import type { AssaultEnv } from '../../assault/attack';
import { firstLossAllowed } from '../../assault/losses';
import { firstLossFirst, sameLosses } from '../../assault/loss-allocations';
import type { KbState } from '../../state/types';
import { retreatChoiceLeft } from './choices';
import { decisionDefaulted } from './events';
import { wayAllowsBreakout, wayPathIndex, type AdvanceAsk, type AdvanceWay, type AirDefenseAsk, type CombatAnswer, type CombatAsk, type CombatPause, type LossesAsk, type ParticipantsAsk, type PausedPreRoll, type RetreatAnswer, type RetreatAsk } from './pause';

/*
 * The answers of a paused Combat Phase (sequence/pauses.ts) put into the choices of the paused
 * group (adjudicate.ts `resumeCombat`): each answer, or the documented default without a legal
 * one, said to the deciding side (`decision-answered`, `decision-defaulted`).
 */

/** KB 5.21 (D1), 6.21-6.22 (D3): the Air Point answered (0 or 1; without an answer none, said), or the units of a hex that defend (one of the legal sets; without one the strongest defence, said). */
export function answerBeforeDice(env: AssaultEnv, pause: CombatPause, ask: AirDefenseAsk | ParticipantsAsk, answer: CombatAnswer | RetreatAnswer | null, pres: PausedPreRoll[], events: GameEvent[]): void {
  if (ask.decision === 'participants') {
    const named = answer && 'decision' in answer && answer.decision === 'participants' ? new Set(answer.units) : null;
    // KB 6.22: the units that count nothing for 6.21 take part whether named or not
    const way = named ? ask.ways.find((w) => w.every((u) => named.has(u) || ask.ways.every((x) => x.includes(u))) && [...named].every((u) => w.includes(u))) : undefined;
    if (!way) events.push(decisionDefaulted(pause.side, 'participants', ask.attack, `the units of ${env.ctx.map.label(ask.hex)} that take part`));
    else {
      events.push({ type: 'decision-answered', side: pause.side, decision: 'participants', attack: ask.attack, hex: ask.hex, units: way, rule: 'KB 6.21, 6.22' });
      pres[ask.index]!.defenders[ask.hex] = [...way];
    }
  } else {
    const commit = answer && 'decision' in answer && answer.decision === 'airDefense' && ask.ways.includes(answer.commit) ? answer.commit : null;
    if (commit === null) events.push(decisionDefaulted(pause.side, 'airDefense', ask.attack, `an Air Point for the defence of ${env.ctx.map.label(ask.hex)}`));
    else events.push({ type: 'decision-answered', side: pause.side, decision: 'airDefense', attack: ask.attack, hex: ask.hex, commit, rule: 'KB 5.21' });
    pres[ask.index]!.defenderAir = commit ?? 0;
  }
}

/** KB 12.61-12.63 (D5): the units named take the (n) steps, one that may take the first loss first; without a legal answer the default is taken and said. */
export function answerLosses(env: AssaultEnv, state: KbState, pause: CombatPause, ask: LossesAsk, units: readonly string[] | null, posts: CombatPause['group']['posts'], events: GameEvent[]): void {
  const post = posts[ask.index]!;
  const way = units ? ask.ways.find((w) => sameLosses(w, units)) : undefined;
  if (!way) {
    events.push(decisionDefaulted(pause.side, 'losses', ask.attack, `the units that lose ${ask.steps} step(s) in ${env.ctx.map.label(ask.hex)}`));
    return;
  }
  const force = pause.group.battles[ask.index]!.defenseForce.filter((m) => state.units[m.id]!.where === 'map' && state.units[m.id]!.steps > 0);
  const ordered = firstLossFirst(way, new Set(firstLossAllowed(env, 'defender', force)));
  post.losses = { ...post.losses, defenderLosses: ordered };
  events.push({ type: 'decision-answered', side: pause.side, decision: 'losses', attack: ask.attack, hex: ask.hex, units: ordered, rule: 'KB 12.61, 12.63' });
}

/**
 * KB 12.62: the steps held are one choice for the losing side; once a stack's answer gives it,
 * the other stacks of that combat are asked only their paths, and a stack left no choice
 * (one path, no Breakout Attempt) is not asked.
 */
export function narrowHold(asks: readonly CombatAsk[], index: number, hold: number): CombatAsk[] {
  return asks.flatMap((a): CombatAsk[] => {
    if (a.decision !== 'retreat' || a.index !== index) return [a];
    const ways = a.ways.filter((w) => w.hold === hold);
    return retreatChoiceLeft(ways) ? [{ ...a, ways }] : [];
  });
}

/** KB 12.8, 12.81 (D9, D10): the advances answered, each one of the ways; without an answer none (the default), said. */
export function answerAdvance(env: AssaultEnv, pause: CombatPause, ask: AdvanceAsk, advances: readonly AdvanceWay[] | null, posts: CombatPause['group']['posts'], events: GameEvent[]): void {
  const post = posts[ask.index]!;
  const legal = advances?.filter((a) => ask.ways.some((w) => w.unit === a.unit && w.path.join() === a.path.join()));
  if (!legal || legal.length !== advances!.length) {
    events.push(decisionDefaulted(pause.side, 'advance', ask.attack, `an advance from ${env.ctx.map.label(ask.hex)}`));
    return;
  }
  post.advances = [...post.advances, ...legal.map((a) => ({ unit: a.unit, path: [...a.path] }))];
  events.push({ type: 'decision-answered', side: pause.side, decision: 'advance', attack: ask.attack, hex: ask.hex, advances: legal, rule: 'KB 12.8, 12.82' });
}

/** KB 12.62, 12.72-12.74 (D6-D8): the steps held instead of hexes, the retreat's first hexes and the Breakout Attempt; without an answer the default. */
export function answerRetreat(env: AssaultEnv, pause: CombatPause, ask: RetreatAsk, answer: RetreatAnswer | null, posts: CombatPause['group']['posts'], events: GameEvent[]): void {
  const post = posts[ask.index]!;
  const where = env.ctx.map.label(ask.hex);
  const way = answer ? ask.ways.find((w) => w.hold === answer.hold) : undefined;
  const path = way && answer?.path ? way.paths.find((p) => answer.path!.every((h, i) => p[i] === h)) : undefined;
  // KB 12.73: the Breakout Attempt answered, where the retreat chosen allows it; without an answer, the standing `breakout` where the default retreat allows it
  const breakout = answer && way ? answer.breakout === true && wayAllowsBreakout(way, wayPathIndex(way, answer.path)) : post.retreat.breakout?.[ask.hex] === true && wayAllowsBreakout(ask.ways[0]!, 0);
  if (!answer || !way) events.push(decisionDefaulted(pause.side, 'retreat', ask.attack, `the retreat of the stack in ${where}`));
  else events.push({ type: 'decision-answered', side: pause.side, decision: 'retreat', attack: ask.attack, hex: ask.hex, hold: way.hold, path: path ?? way.paths[0] ?? [], ...(breakout ? { breakout: true } : {}), rule: breakout ? 'KB 12.62, 12.72, 12.73' : 'KB 12.62, 12.72' });
  const breakouts = { ...post.retreat.breakout };
  if (breakout) breakouts[ask.hex] = true;
  else delete breakouts[ask.hex];
  if (Object.keys(breakouts).length > 0) post.retreat.breakout = breakouts;
  else delete post.retreat.breakout;
  // KB 12.62: the hexes held as steps are one choice for the losing side
  const hold = way?.hold ?? ask.ways[0]!.hold;
  if (hold > 0) post.retreat.convert = hold;
  else delete post.retreat.convert;
  const paths = { ...post.retreat.retreat };
  if (path) paths[ask.hex] = path;
  else delete paths[ask.hex];
  if (Object.keys(paths).length > 0) post.retreat.retreat = paths;
  else delete post.retreat.retreat;
}
