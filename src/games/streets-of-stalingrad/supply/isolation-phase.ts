import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import type { MonthDay } from '../data/tables';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { isolatedUnits } from './isolation';
import { outOfSupplyOf, withOutOfSupply } from './out-of-supply';

export interface IsolationContext {
  env: SosEnv;
  /** The turn's date (4.1). */
  date: MonthDay;
  /** `T{nn}/1.server`: the labels' stem. */
  label: string;
  /** SoS 2.34: the scenario's hexes, the only ones a trace goes through; null for the whole map. */
  within: ReadonlySet<string> | null;
}

/** A Soviet leader (a commissar, a named leader, Pavlov, Herman, the 62 Army HQ) stands at the place. */
const sovietLeaderAt = (env: SosEnv, state: SosState, at: string): boolean =>
  Object.entries(state.pieces).some(([id, p]) => p.at === at && env.counter(id).side === 'soviet' && env.counter(id).type === 'leader');

/**
 * SoS 19.1 (the table in `tables.yaml` `isolation`, digest A25): the consecutive
 * Administrative Phases of isolation that eliminate a Soviet unit, by the phase's date.
 * Until 25 September, 4 for Guards, Marines, and "any Soviet units stacked with a commissar
 * or other Soviet leader unit" (a leader counts as stacked with one: himself; chosen), 2 for
 * the others; from 26 September, 4 for all.
 */
export function isolationThreshold(env: SosEnv, state: SosState, id: string, date: MonthDay): number {
  const t = env.tables.isolation;
  if (date >= t.late.from) return t.late.all;
  const c = env.counter(id);
  const special = c.soviet === 'guards' || c.soviet === 'marine' || c.type === 'leader' || sovietLeaderAt(env, state, state.pieces[id]!.at!);
  return special ? t.early.guardsMarinesOrLeader : t.early.other;
}

const eliminate = (state: SosState, ids: readonly string[]): SosState => {
  if (!ids.length) return state;
  const pieces = { ...state.pieces };
  for (const id of ids) pieces[id] = { ...pieces[id]!, at: null, eliminated: true, pinned: false, spent: false };
  return { ...state, pieces };
};

/**
 * SoS 19.0: the isolation step at the start of the Administrative Phase (sequence/steps.ts `1.server`):
 * - SoS 19.2, 19.4: each Soviet unit isolated now has its "Out of Supply" marker placed (1) or
 *   replaced with the next number; a unit no longer isolated loses its marker, so isolation
 *   counts only in consecutive phases (19.3).
 * - SoS 19.1, 4.2: a unit whose number reaches the threshold (isolationThreshold) is eliminated
 *   and removed (E66: isolated in the 15 September phase 8, "Out of Supply 1" at the start of
 *   16 September's Administrative Phase, eliminated at the start of 17 September's).
 * - SoS 16.85: then one d10 for every isolated NKVD unit with an "Out of Supply" marker, removed
 *   on 5-10 (`tables.yaml` `nkvd.isolated`); NKVD units in a hex with a leader (and leaders)
 *   are not rolled for. Labelled `{label}/isolated-nkvd/{unit}`.
 * - SoS 19.6: each German unit that cannot trace to an off-map box has "Out of Supply 1" (never
 *   more, never eliminated); the others lose theirs.
 * The markers and the rolls are their owner's to read (a hidden unit's isolation is not the
 * enemy's to know); the eliminations are public (9.8: removed in view of both players).
 */
export function isolationPhase(ctx: IsolationContext, state: SosState, dice: Dice): { state: SosState; events: GameEvent[] } {
  const { env } = ctx;
  const events: GameEvent[] = [];
  const markers: Record<string, number> = {};
  // SoS 19.2, 19.4, 19.1, 19.3
  const sovietIsolated = isolatedUnits(env, state, 'soviet', ctx.within);
  const counted = sovietIsolated.map((unit) => ({ unit, count: outOfSupplyOf(state, unit) + 1, threshold: isolationThreshold(env, state, unit, ctx.date) }));
  const eliminated = counted.filter((u) => u.count >= u.threshold);
  const marked = counted.filter((u) => u.count < u.threshold);
  for (const u of marked) markers[u.unit] = u.count;
  const restored = Object.keys(state.outOfSupply ?? {}).filter((id) => env.counter(id).side === 'soviet' && !sovietIsolated.includes(id));
  if (restored.length) events.push({ type: 'out-of-supply-removed', phase: 1, side: 'soviet', units: restored, visibleTo: ['soviet'], rule: 'SoS 19.4' });
  if (marked.length) events.push({ type: 'out-of-supply', phase: 1, side: 'soviet', units: marked.map((u) => ({ unit: u.unit, count: u.count })), visibleTo: ['soviet'], rule: 'SoS 19.4' });
  let s = eliminate(state, eliminated.map((u) => u.unit));
  if (eliminated.length) {
    events.push({
      type: 'isolation-eliminated', phase: 1, side: 'soviet',
      units: eliminated.map((u) => ({ unit: u.unit, hex: state.pieces[u.unit]!.at, phases: u.count, threshold: u.threshold })),
      rule: 'SoS 19.1, 19.3, 4.2',
    });
  }
  // SoS 16.85: the isolated NKVD units with a marker roll
  const removedNkvd: { unit: string; hex: string; die: number }[] = [];
  for (const u of marked) {
    const c = env.counter(u.unit);
    const hex = s.pieces[u.unit]!.at!;
    if (c.soviet !== 'nkvd' || c.type === 'leader' || sovietLeaderAt(env, s, hex)) continue;
    const label = `${ctx.label}/isolated-nkvd/${u.unit}`;
    const die = dice.roll(label, 10);
    const result = readDieRows(env.tables.nkvd.isolated, die).result;
    events.push({ type: 'isolated-nkvd-roll', phase: 1, unit: u.unit, outOfSupply: u.count, label, die, result, visibleTo: ['soviet'], rule: 'SoS 16.85' });
    if (result === 'removed') removedNkvd.push({ unit: u.unit, hex, die });
  }
  for (const r of removedNkvd) delete markers[r.unit];
  s = eliminate(s, removedNkvd.map((r) => r.unit));
  if (removedNkvd.length) events.push({ type: 'isolated-nkvd-removed', phase: 1, side: 'soviet', units: removedNkvd, rule: 'SoS 16.85' });
  // SoS 19.6: German units out of supply, never eliminated
  const germanIsolated = isolatedUnits(env, s, 'german', ctx.within);
  for (const id of germanIsolated) markers[id] = 1;
  const germanRestored = Object.keys(state.outOfSupply ?? {}).filter((id) => env.counter(id).side === 'german' && !germanIsolated.includes(id));
  if (germanRestored.length) events.push({ type: 'out-of-supply-removed', phase: 1, side: 'german', units: germanRestored, visibleTo: ['german'], rule: 'SoS 19.6' });
  const newlyGerman = germanIsolated.filter((id) => outOfSupplyOf(state, id) === 0);
  if (newlyGerman.length) events.push({ type: 'out-of-supply', phase: 1, side: 'german', units: newlyGerman.map((unit) => ({ unit, count: 1 })), visibleTo: ['german'], rule: 'SoS 19.6' });
  return { state: withOutOfSupply(s, markers), events };
}
