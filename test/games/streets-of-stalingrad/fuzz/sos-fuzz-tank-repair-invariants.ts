import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { dayOfTurn } from '#games/streets-of-stalingrad/sequence/scenarios';
import { isTankRepairTurn } from '#games/streets-of-stalingrad/sequence/tank-repair-turns';
import { tankRepairHex } from '#games/streets-of-stalingrad/windows/movement/tank-repair-place';
import { knownEvents } from './sos-fuzz-known-events';

/**
 * A tank repaired (SoS 16.72), by the Soviet's copy of `tank-repaired` (the one naming the hex):
 * in the Soviet Movement window of a repair turn of the campaign (16 September and every even
 * turn), one a turn; the tank an eliminated Soviet tank before the step, placed on the hex of
 * the tank repair unit on the map, and no longer among the eliminated after it unless fire
 * took it again in the same phase (it may move at once: opportunity fire, 11.0).
 */
export function sosTankRepairProblems(env: SosEnv, window: string, before: SosGame, after: SosGame, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const repaired = knownEvents(events, ['tank-repaired']).filter((e) => e['hex'] !== undefined);
  if (repaired.length === 0) return out;
  const turn = Number(window.split('/')[0]?.replace(/^T/, ''));
  if (!window.endsWith('/soviet-movement') || before.scenario !== 'scenario-3' || !isTankRepairTurn(dayOfTurn(before.scenario, turn), turn)) out.push(`a tank repaired in ${window}: only in the Soviet Movement Phase of a repair turn of the campaign (SoS 16.72)`);
  if (repaired.length > 1) out.push(`${repaired.length} tanks repaired in ${window}: one a turn (SoS 16.72)`);
  const fired = events.some((e) => e.type === 'opportunity-fire');
  for (const e of repaired) {
    const unit = String(e['unit']);
    const c = env.counter(unit);
    if (c.side !== 'soviet' || c.type !== 'tank') out.push(`${unit}, repaired, is not a Soviet tank (SoS 16.72)`);
    if (!before.state.pieces[unit]?.eliminated) out.push(`${unit}, repaired, was not eliminated (SoS 16.72)`);
    const at = tankRepairHex(env, before.state);
    if (at !== String(e['hex'])) out.push(`${unit} was placed in ${String(e['hex'])}, not on the tank repair unit (${at ?? 'not on the map'}) (SoS 16.72, 16.71)`);
    if (after.state.pieces[unit]?.eliminated && !fired) out.push(`${unit}, repaired, is still among the eliminated (SoS 16.72)`);
  }
  return out;
}
