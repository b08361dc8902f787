import type { GameEvent } from '#kernel/engine/events';
import { exchangeMismatch } from '#games/streets-of-stalingrad/consolidation/exchange-match';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import { isWithdrawn } from '#games/streets-of-stalingrad/state/withdrawals';
import { knownEvents } from './sos-fuzz-known-events';

/**
 * The exchanges one step made (SoS 20.1-20.7), against the position it started from and the one it made:
 * - a `units-exchanged` or `leader-exchanged` is made in an Administrative window of the campaign,
 *   by the side whose window it is, both counters that side's;
 * - before, the unit stood in the hex named, in play, and the unit taken was eliminated (20.1, 20.2);
 * - after, the unit exchanged away is among the eliminated, off the map, and the one taken stands in
 *   that hex, in play (20.2), unless the same window's withdrawals picked it up (21.51);
 * - the counters match: the same type, AF and DF, NKVD for NKVD, Guards and Marines for their own,
 *   none permanently lost (20.4, 21.43, 21.45); a leader only for a leader (20.6);
 * - a leader a `leaders-removed` names (20.7) is after it off the map and among the eliminated.
 */
export function sosExchangedProblems(env: SosEnv, window: string, before: SosGame, after: SosGame, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const name = window.split('/')[1] ?? '';
  for (const e of knownEvents(events, ['leaders-removed', 'units-exchanged', 'leader-exchanged'])) {
    if (e.type === 'leaders-removed') {
      for (const id of e['leaders'] as string[]) {
        const p = after.state.pieces[id];
        if (env.counter(id).type !== 'leader') out.push(`${id}, removed with his formation, is no leader (SoS 20.7)`);
        if (!p?.eliminated || p.at !== null) out.push(`${id}, removed with his formation, is still in play at ${p?.at ?? 'null'} (SoS 20.7)`);
      }
      continue;
    }
    const unit = String(e['unit']);
    const taken = String(e['for']);
    const hex = String(e['hex']);
    const what = `${unit} exchanged for ${taken} in ${hex} in ${window}`;
    if (!name.endsWith('administrative')) out.push(`${what}: not an Administrative window (SoS 20.1)`);
    const side = name.startsWith('german') ? 'german' : 'soviet';
    if (env.counter(unit).side !== side || env.counter(taken).side !== side) out.push(`${what}: a counter is not the ${side}'s, whose window it is (SoS 20.1)`);
    const was = before.state.pieces[unit];
    if (!was || was.eliminated || was.at !== hex) out.push(`${what}: ${unit} stood at ${was?.at ?? 'null'}, not in ${hex} (SoS 20.2)`);
    else if (isBox(hex)) out.push(`${what}: ${hex} is a box, not a hex of the map (SoS 20.1)`);
    if (!before.state.pieces[taken]?.eliminated) out.push(`${what}: ${taken} was not eliminated (SoS 20.1)`);
    const gone = after.state.pieces[unit];
    if (!gone?.eliminated || gone.at !== null) out.push(`${what}: ${unit} is not among the eliminated after it: at ${gone?.at ?? 'null'} (SoS 20.1)`);
    const now = after.state.pieces[taken];
    if (!(now && !now.eliminated && now.at === hex) && !isWithdrawn(after.state, taken)) out.push(`${what}: ${taken} is not in ${hex} after it: at ${now?.at ?? 'null'}${now?.eliminated ? ', eliminated' : ''} (SoS 20.2)`);
    const [u, t] = [env.counter(unit), env.counter(taken)];
    if (e.type === 'leader-exchanged') {
      if (u.type !== 'leader' || t.type !== 'leader') out.push(`${what}: a leader exchange of a ${u.type} for a ${t.type} (SoS 20.6)`);
    } else {
      const bad = exchangeMismatch(u, t);
      if (bad) out.push(`${what}: the counters do not match: ${bad.message} (${bad.rule})`);
    }
  }
  return out;
}

/** SoS 20.7: every leader on record as removed with his formation is a leader, off the map and among the eliminated, until he comes back. */
export function sosRemovedLeadersProblems(env: SosEnv, game: SosGame): string[] {
  return (game.state.consolidationRemoved ?? []).flatMap((id) => {
    const p = game.state.pieces[id];
    if (env.counter(id).type !== 'leader') return [`${id} is on record as removed with his formation but is no leader (SoS 20.7)`];
    return p?.eliminated && p.at === null ? [] : [`${id} is on record as removed with his formation yet is in play at ${p?.at ?? 'null'} (SoS 20.7)`];
  });
}
