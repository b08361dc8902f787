import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import { replacedBy } from '#games/streets-of-stalingrad/leaders/commanders';
import { SOS_BOXES } from '#games/streets-of-stalingrad/orders/places';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** The side's boxes: the German off-map boxes, the Soviet East Bank boxes (2.14, 2.15, 21.2). */
const boxesOf = (side: SosSide): string[] => SOS_BOXES.filter((b) => b.startsWith(side === 'german' ? 'GB-' : 'EB-'));

/**
 * The `enter` orders of a movement window (SoS 21.2, 18.42-18.47), each a guess (`options()`
 * lists no entry): the wounded leaders of the side on the Turn Column Track (18.41), mostly
 * once their turn has come, now and then before it (`not-due`); a replacement HQ (18.44,
 * 18.46) not yet in play, which the check refuses (`leader-not-eliminated`, `leader-wounded`)
 * unless its commander was eliminated; and now and then the reinforcements due. Each unit is
 * placed in the box its card lists, else in a random box of the side (refused when it is the
 * wrong one, `wrong-box`).
 */
export function planEntries(env: SosEnv, state: SosState, side: SosSide, rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  const boxOf = (id: string): string => {
    const e = env.counter(id).entry;
    return e.at === 'reinforcement' && e.box ? e.box : rng.pick(boxesOf(side));
  };
  const enter = (units: string[]) => out.push({ order: { enter: { units, box: boxOf(units[0]!) } }, offered: false });
  // SoS 18.42: a wounded leader returns like a reinforcement, from the turn the track gives him
  for (const r of state.leaderReturns ?? []) {
    if (env.counter(r.unit).side !== side) continue;
    if (r.turn <= state.turn ? rng.chance(0.7) : rng.chance(0.1)) enter([r.unit]);
  }
  for (const [id, p] of Object.entries(state.pieces)) {
    const c = env.counter(id);
    if (c.side !== side || p.at !== null) continue;
    // SoS 18.44, 18.46: an HQ replacing Chuikov, Paulus or von Seydlitz, once he is eliminated
    const leader = replacedBy(env, id);
    if (leader !== null && !p.eliminated && (state.pieces[leader]?.eliminated ? rng.chance(0.7) : rng.chance(0.05))) enter([id]);
    // SoS 21.2: a reinforcement not yet in play (the check says whether it is due)
    if (c.entry.at === 'reinforcement' && !p.eliminated && rng.chance(0.15)) enter([id]);
  }
  return out;
}
