import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { Counter } from '../../data/counters';
import type { SosEnv } from '../../game/env';
import { isIfArtillery } from '../../movement/moved-artillery';
import type { SosState } from '../../state/types';
import { inCommand } from './command';

/**
 * SoS 14.98, 14.99: an eliminated OP "is placed back on the game map at the end of the next
 * Simultaneous Bombardment Phase, either with its army's leader (Chuikov, for Soviet OP units,
 * Paulus or von Seydlitz for German OP units) or with any artillery unit that is part of the OP
 * unit's command"; an LW OP "with any German leader unit". It "may not spot ... in the same
 * bombardment phase that it is brought back".
 *
 * The referee does it itself, at the resolution step of each Simultaneous Bombardment Phase,
 * after the phase's bombardments: the OPs eliminated before that phase's resolution come back
 * (one eliminated by the phase's own bombardments waits for the next one), so none spots in the
 * phase it returns. The place is chosen by a fixed default, there being no order for it:
 * - a Soviet OP: with Chuikov; a German OP: with Paulus, else von Seydlitz; an LW OP: with
 *   Paulus, else von Seydlitz, else the German leader of the lowest id;
 * - else (not an LW OP) with the IF artillery unit of the lowest id within its command (14.33);
 * each on a hex of the map holding no OP of its side (5.5: one OP a hex; two OPs eliminated
 * together do not both come back to one leader). With none of them on the map, the OP waits
 * for the next phase.
 */

const ARMY_LEADERS: Readonly<Record<Counter['side'], readonly string[]>> = { soviet: ['sov-chuikov'], german: ['ger-paulus', 'ger-von-seydlitz'] };

const onMap = (env: SosEnv, state: SosState, id: string): string | null => {
  const at = state.pieces[id]?.at;
  return at && !state.pieces[id]!.eliminated && env.map.hex(at as HexId) && !opIn(env, state, at, env.counter(id).side) ? at : null;
};

/** SoS 5.5: "1 OP unit per hex maximum": a hex that holds an OP of the side takes no returning one. */
const opIn = (env: SosEnv, state: SosState, hex: string, side: Counter['side']): boolean =>
  Object.entries(state.pieces).some(([id, p]) => p.at === hex && !p.eliminated && env.counter(id).type === 'op' && env.counter(id).side === side);

/** SoS 14.98, 14.99: the hex the eliminated OP `op` comes back to, or null while there is none. */
export function opReturnHex(env: SosEnv, state: SosState, op: Counter): string | null {
  const ids = Object.keys(state.pieces).sort();
  for (const leader of ARMY_LEADERS[op.side]) {
    const at = onMap(env, state, leader);
    if (at) return at;
  }
  if (op.op?.stukasOnly) {
    // SoS 14.99: an LW OP comes back with any German leader
    const leader = ids.find((id) => env.counter(id).type === 'leader' && env.counter(id).side === 'german' && onMap(env, state, id));
    return leader ? onMap(env, state, leader) : null;
  }
  const gun = ids.find((id) => {
    const c = env.counter(id);
    return c.side === op.side && isIfArtillery(c) && onMap(env, state, id) !== null && inCommand(state, op, c, env.counter);
  });
  return gun ? onMap(env, state, gun) : null;
}

/** SoS 14.98, 14.99: the OPs of `returning` (eliminated before this phase's resolution) placed back on the map at the end of Simultaneous Bombardment Phase `phase`. */
export function returnOps(env: SosEnv, state: SosState, returning: readonly string[], phase: number): { state: SosState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const id of returning) {
    const c = env.counter(id);
    const hex = opReturnHex(env, s, c);
    if (!hex) continue;
    s = { ...s, pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, at: hex, eliminated: false, pinned: false, spent: false } } };
    events.push({ type: 'op-returned', phase, unit: id, hex, rule: c.op?.stukasOnly ? 'SoS 14.99' : 'SoS 14.98' });
  }
  return { state: s, events };
}

/** The eliminated OP units of the position, by id. */
export const eliminatedOps = (env: SosEnv, state: SosState): string[] =>
  Object.keys(state.pieces)
    .filter((id) => state.pieces[id]!.eliminated && env.counter(id).type === 'op')
    .sort();
