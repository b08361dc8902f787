import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { infiltrationBegun } from '#games/streets-of-stalingrad/infiltration/infiltration-start';
import { isHerman } from '#games/streets-of-stalingrad/infiltration/infiltrators';
import { onSovietSide, sovietLine } from '#games/streets-of-stalingrad/infiltration/soviet-side';
import { walkBoard } from '#games/streets-of-stalingrad/infiltration/walk-board';
import { knownEvents } from './sos-fuzz-known-events';

/**
 * Herman's infiltration as one step's events tell it (SoS 13.1-13.8):
 * - made in a Soviet Exploit Attack window from 26 September (13.1), once a phase (13.3), by
 *   Herman and one other unit, stacked where they start;
 * - the unit it attacks and the units its defensive fire eliminates are off the map after the
 *   step; the defensive fire eliminates both infiltrators or neither (13.6);
 * - on their way back (13.8) they move at most 4 hexes and end, after the step, together in
 *   its last hex, a hex on the Soviet side of the position the step started from (with or next
 *   to a Soviet combat unit that did not infiltrate, out of German ZOC when next to it).
 */
export function sosInfiltrationProblems(env: SosEnv, window: string, before: SosGame, after: SosGame, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const known = knownEvents(events, ['infiltration-move', 'infiltration-attack', 'infiltration-defensive-fire', 'infiltration-return']);
  const moves = known.filter((e) => e.type === 'infiltration-move');
  if (moves.length === 0) return out;
  const turn = Number(window.split('/')[0]?.replace(/^T/, ''));
  if (!window.endsWith('/soviet-exploit-attack') || !infiltrationBegun(before.scenario, turn)) out.push(`an infiltration in ${window}: only in a Soviet Exploit Attack Phase from 26 September (SoS 13.1)`);
  if (moves.length > 1) out.push(`${moves.length} infiltrations in ${window}: one a phase (SoS 13.3)`);
  for (const e of moves) {
    const units = e['units'] as string[];
    const starts = new Set(units.map((u) => before.state.pieces[u]?.at));
    if (units.length !== 2 || units.filter((u) => isHerman(env, u)).length !== 1) out.push(`the infiltration of ${units.join(', ')}: Herman and one unit (SoS 13.1)`);
    if (starts.size !== 1) out.push(`the infiltrators ${units.join(', ')} did not start stacked (SoS 13.1)`);
  }
  for (const e of known) {
    if (e.type === 'infiltration-attack' || e.type === 'infiltration-defensive-fire') {
      const lost = (e['eliminated'] as string[] | undefined) ?? [];
      for (const id of lost) if (after.state.pieces[id]?.at !== null) out.push(`${id}, eliminated by the infiltration's ${e.type === 'infiltration-attack' ? 'attack' : 'defensive fire'}, stands at ${after.state.pieces[id]?.at} (SoS 13.6)`);
      if (e.type === 'infiltration-defensive-fire' && lost.length === 1) out.push(`the infiltration's defensive fire eliminated ${lost[0]} alone: Herman goes with the infantry unit (SoS 13.6)`);
    }
    if (e.type !== 'infiltration-return') continue;
    const units = e['units'] as string[];
    const path = e['path'] as string[];
    const end = path[path.length - 1]!;
    if (path.length > 4) out.push(`the infiltrators went back ${path.length} hexes: at most 4 (SoS 13.8)`);
    for (const u of units) if (!after.state.pieces[u]?.eliminated && after.state.pieces[u]?.at !== end) out.push(`${u}, back from the infiltration, stands at ${after.state.pieces[u]?.at ?? 'null'}, not ${end}, the end of its way back (SoS 13.8)`);
    if (!onSovietSide(env, sovietLine(env, before.state, units), walkBoard(env, before.state).germanZoc, end)) out.push(`the infiltrators' way back ends in ${end}, not on the Soviet side (SoS 13.8)`);
  }
  return out;
}
