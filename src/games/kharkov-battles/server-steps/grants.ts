import type { GameEvent } from '#kernel/engine/events';
import { grantReplacements } from '../preparation/replacements';
import type { PrepData } from '../preparation/step';
import { turnPlan } from '../sequence/windows';
import type { KbState, KbUnitState } from '../state/types';
import { withUnits } from '../state/update';
import type { ServerStep } from './types';

/** Where a unit still is in play, so that a schedule may withdraw it. */
const IN_PLAY = new Set<KbUnitState['where']>(['map', 'entry-area', 'reinforcement-chart']);

/**
 * KB 4.1 A.5, 16.0, 20.1-20.3 (digest A4: the MRRP of the scenarios is Fall Blau's
 * "MRRWP", withdrawals included): what the Mutual Reinforcement and Replacement Phase
 * grants before either side decides: this turn's Replacement Points (the Axis schedule,
 * saved; the Soviet TRT numbers, last turn's lost; none in Second Kharkov), and the units
 * the scenario's schedule withdraws. Reinforcements, replacements spent and returns from
 * the TRT are the players' choices, made in their Preparation windows.
 */
export function mrrpGrants(data: PrepData, state: KbState): { state: KbState; events: GameEvent[] } {
  const rps = grantReplacements(data, state);
  const due = data.forces.withdrawals.filter((w) => w.turn === state.at.turn);
  const units = due.flatMap((w) => w.units).filter((id) => IN_PLAY.has(rps.state.units[id]?.where ?? 'withdrawn')).sort();
  if (units.length === 0) return rps;
  const next = withUnits(rps.state, Object.fromEntries(units.map((id) => [id, { where: 'withdrawn' as const, hex: null, entryArea: null }])));
  return { state: next, events: [...rps.events, { type: 'kb-withdrawals', rule: 'KB 4.1 A.5', turn: state.at.turn, units, text: `Withdrawn by the scenario's schedule: ${units.join(', ')}` }] };
}

/**
 * The MRRP's grants are made by the last automatic step before the turn's Preparation
 * windows (A.4.b's points, or A.4.c in Third Kharkov), so that the windows open with the
 * Replacement Points in hand. No other step makes them; a turn without a Preparation window
 * (Operation Star's turn 0) has none.
 */
export function grantsFollow(step: ServerStep, state: KbState): boolean {
  const plan = turnPlan(state.scenario, step.turn) ?? [];
  const i = plan.findIndex((e) => e.kind === 'automatic' && e.step === step.step);
  const next = i < 0 ? undefined : plan[i + 1];
  return next?.kind === 'window' && (next.name === 'axis-preparation' || next.name === 'soviet-preparation');
}
