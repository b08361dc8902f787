import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import { isBox } from '../orders/places';
import { otherSide } from '../sequence/phases';
import { before, engineeringOf, sameMoment, withEngineering, type SosEngineeringTask, type SosMoment } from '../state/engineering';
import type { SosState } from '../state/types';
import { movePosition } from '../windows/movement/position';
import { delayed } from './build-time';

type Step = { state: SosState; events: GameEvent[] };

/** The task's engineers still at their work: on the map, in the hex (a minefield's: adjacent to it, 17.24). */
function atWork(env: SosEnv, state: SosState, t: SosEngineeringTask): string[] {
  return t.units.filter((id) => {
    const p = state.pieces[id];
    if (!p || p.eliminated || p.at === null || isBox(p.at)) return false;
    const d = env.map.grid.distance(p.at as HexId, t.hex as HexId);
    return t.kind === 'minefield' ? d === 1 : d === 0;
  });
}

/**
 * SoS 17.16, 17.26, 17.36: an engineer of the task was pinned, spent or in combat in the phase
 * `before` became `after`: a "pinned" or "spent" marker placed on it, its hex bombarded (the
 * bombardments `before` held are resolved, 14.48), or its hex attacked (9.61: marked attacked).
 * Read: each phase it happens in counts once, so a pin placed in phase 13 that stays on to the
 * end of phase 15 delays the task once (the 17.16 example).
 */
function engaged(before: SosState, after: SosState, units: readonly string[]): boolean {
  return units.some((id) => {
    const a = before.pieces[id]!;
    const b = after.pieces[id]!;
    if ((!a.pinned && b.pinned) || (!a.spent && b.spent)) return true;
    const hex = a.at;
    if (hex === null) return false;
    const bombarded = before.bombardments.some((x) => x.target === hex) && !after.bombardments.some((x) => x.target === hex);
    return bombarded || (after.attacked.includes(hex) && !before.attacked.includes(hex));
  });
}

/**
 * What one step of the game (a window closed, or a step of the server's) did to the
 * engineering, at `at` (SoS 17.0, 17.16, 17.26, 17.32, 17.36):
 * - 17.0: a task whose hex became an enemy ZOC stops completely; so does one whose engineers
 *   have all left their work or been eliminated;
 * - 17.16, 17.26, 17.36: a phase an engineer was pinned, spent or in combat delays the task;
 * - 17.32: a fortification is removed when an enemy unit stands in its hex, or when every
 *   defending combat unit in it has been eliminated;
 * - 17.21: a minefield with no friendly combat unit in its hex is revealed once an enemy combat
 *   unit stands adjacent to it (read after the step: one that moved adjacent and on is not seen).
 */
export function engineeringAfter(env: SosEnv, was: SosState, now: SosState, at: SosMoment): Step {
  const e = engineeringOf(now);
  if (e.tasks.length === 0 && e.fortifications.length === 0 && e.minefields.length === 0) return { state: now, events: [] };
  const events: GameEvent[] = [];
  const tasks: SosEngineeringTask[] = [];
  for (const t of e.tasks) {
    if (t.done !== null) {
      tasks.push(t);
      continue;
    }
    const working = atWork(env, now, t);
    const stop = (why: string, rule: string) => events.push({ type: 'engineering-stopped', side: t.side, units: t.units, hex: t.hex, kind: t.kind, reason: why, rule, visibleTo: [t.side] });
    if (working.length === 0) {
      stop('its engineers have left the work or been eliminated', t.kind === 'minefield' ? 'SoS 17.24' : t.kind === 'bridge' ? 'SoS 17.15' : 'SoS 17.34');
      continue;
    }
    if (movePosition(env, now, t.side).enemyZoc.has(t.hex)) {
      stop(`${t.hex} has become an enemy ZOC: all engineering work there is stopped completely`, 'SoS 17.0');
      continue;
    }
    if (engaged(was, now, working) && !t.delays.some((d) => sameMoment(d, at))) {
      const due = delayed(t.kind, t.side, t.due);
      events.push({ type: 'engineering-delayed', side: t.side, units: working, hex: t.hex, kind: t.kind, phase: at.phase, due, rule: t.kind === 'minefield' ? 'SoS 17.26' : t.kind === 'bridge' ? 'SoS 17.16' : 'SoS 17.36', visibleTo: [t.side] });
      tasks.push({ ...t, units: working, delays: [...t.delays, at], due });
    } else tasks.push(working.length === t.units.length ? t : { ...t, units: working });
  }
  const fortifications = e.fortifications.filter((f) => {
    const enemyIn = Object.entries(now.pieces).some(([id, p]) => p.at === f.hex && env.counter(id).side === otherSide(f.side));
    const defenders = (s: SosState) => Object.entries(s.pieces).filter(([id, p]) => p.at === f.hex && env.counter(id).side === f.side && env.facts(id).combat).map(([id]) => id);
    const lost = defenders(was).length > 0 && defenders(now).length === 0 && defenders(was).some((id) => now.pieces[id]!.eliminated);
    if (!enemyIn && !lost) return true;
    events.push({ type: 'fortification-removed', hex: f.hex, side: f.side, reason: enemyIn ? 'an enemy unit entered the hex with only the fortification' : 'every defending combat unit in the hex was eliminated', rule: 'SoS 17.32' });
    return false;
  });
  const minefields = e.minefields.map((m) => {
    if (m.revealed || !enemyCombatNear(env, now, m.hex, m.side) || combatUnitOf(env, now, m.hex, m.side)) return m;
    events.push({ type: 'minefield-revealed', hex: m.hex, side: m.side, reason: 'an enemy combat unit moved adjacent to a minefield with no friendly combat unit in its hex', rule: 'SoS 17.21' });
    return { ...m, revealed: true };
  });
  return { state: withEngineering(now, { ...e, tasks, fortifications, minefields }), events };
}

/** A combat unit of `side` stands in the hex. */
const combatUnitOf = (env: SosEnv, state: SosState, hex: string, side: SosEngineeringTask['side']): boolean =>
  Object.entries(state.pieces).some(([id, p]) => p.at === hex && env.facts(id).side === side && env.facts(id).combat);

/** SoS 17.21: a combat unit of the other side is adjacent to the hex (or in it). */
const enemyCombatNear = (env: SosEnv, state: SosState, hex: string, side: SosEngineeringTask['side']): boolean =>
  Object.entries(state.pieces).some(([id, p]) => p.at !== null && !isBox(p.at) && env.facts(id).side !== side && env.facts(id).combat && env.map.grid.distance(p.at as HexId, hex as HexId) <= 1);

/**
 * At the opening of each window, `at` (SoS 17.16, 17.18, 17.25, 17.27, 17.35, 17.37): the tasks
 * due are finished, the work placed (or removed) at the start of the phase, so units may use a
 * bridge in the phase it is placed (SoS 17.17); an engineer whose work was placed may move in its
 * next movement phase after that, when the task's record goes.
 */
export function engineeringDue(state: SosState, at: SosMoment, movementPhaseOf: (side: SosEngineeringTask['side'], phase: number) => boolean): Step {
  const e = engineeringOf(state);
  if (e.tasks.length === 0) return { state, events: [] };
  const events: GameEvent[] = [];
  let { fortifications, minefields, bridges } = e;
  const tasks: SosEngineeringTask[] = [];
  for (const t of e.tasks) {
    if (t.done !== null) {
      if (!(before(t.done, at) && movementPhaseOf(t.side, at.phase))) tasks.push(t);
      continue;
    }
    if (before(at, t.due)) {
      tasks.push(t);
      continue;
    }
    if (t.kind === 'fortification') fortifications = t.remove ? fortifications.filter((f) => f.hex !== t.hex) : [...fortifications.filter((f) => f.hex !== t.hex), { hex: t.hex, side: t.side }];
    else if (t.kind === 'minefield') minefields = t.remove ? minefields.filter((m) => m.hex !== t.hex) : [...minefields.filter((m) => m.hex !== t.hex), { hex: t.hex, side: t.side, revealed: false }];
    else bridges = t.remove ? bridges.filter((b) => b !== t.hex) : [...bridges.filter((b) => b !== t.hex), t.hex];
    const rule = { fortification: 'SoS 17.35, 17.37', minefield: 'SoS 17.25, 17.27', bridge: 'SoS 17.16, 17.18' }[t.kind];
    events.push({ type: t.remove ? 'engineering-removed' : 'engineering-built', side: t.side, units: t.units, hex: t.hex, kind: t.kind, phase: at.phase, rule, ...(t.kind === 'minefield' ? { visibleTo: [t.side] } : {}) });
    tasks.push({ ...t, done: at });
  }
  return { state: withEngineering(state, { tasks, fortifications, minefields, bridges }), events };
}
