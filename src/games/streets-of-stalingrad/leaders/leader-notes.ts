import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { attackBar } from './attack-bar';
import { commanders } from './commanders';

/**
 * What a side must know of its leaders to write a movement file (SoS 18.41-18.47, 18.52,
 * 18.54): its wounded leaders on the Turn Column Track and the turn each may return, the HQs
 * it may enter for an eliminated commander, and whether it may make attacks this turn.
 */
export function leaderNotes(env: SosEnv, state: SosState, side: SosSide, turn: number): string[] {
  const out: string[] = [];
  for (const r of state.leaderReturns ?? []) {
    if (env.counter(r.unit).side !== side) continue;
    out.push(r.turn <= turn ? `${r.unit} is back from the Turn Column Track: enter him in a box of yours, now or later (SoS 18.42)` : `${r.unit} is wounded, on the Turn Column Track until turn ${r.turn} (SoS 18.41)`);
  }
  for (const c of commanders(env, state, side)) {
    const hq = c.replacement ? state.pieces[c.replacement] : undefined;
    if (state.pieces[c.leader]?.eliminated && hq && hq.at === null && !hq.eliminated && !(state.leaderReturns ?? []).some((r) => r.unit === c.replacement)) {
      out.push(`${c.leader} was eliminated: enter ${c.replacement} in a box of yours to replace him (${side === 'soviet' ? 'SoS 18.44' : 'SoS 18.46'})`);
    }
  }
  const bar = attackBar(env, state, side, turn);
  if (bar) out.push(`${bar.message} (${bar.rule})`);
  return out;
}
