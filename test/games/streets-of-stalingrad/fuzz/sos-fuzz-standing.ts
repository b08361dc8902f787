import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { Rng } from '../../../fuzz/rng';

/**
 * Random standing orders of one side (orders/standing.ts): the defence `ask` (the pause,
 * answered by the fuzzer) or `plan` (9.4, 9.5), a loss order among its units on the map
 * (9.58, 9.82), the retreat after combat `retreat` or `ask` with preferred and avoided
 * hexes (9.87-9.884), and now and then the counter-attack policy (12.1).
 */
export function planSosStanding(env: SosEnv, state: SosState, side: SosSide, rng: Rng): Record<string, unknown> {
  const mine = Object.keys(state.pieces).filter((id) => env.counter(id).side === side && state.pieces[id]!.at !== null && env.facts(id).combat);
  const hexes = [...new Set(mine.map((id) => state.pieces[id]!.at!).filter((h) => !isBox(h)))].sort();
  const out: Record<string, unknown> = {};
  if (rng.chance(0.7)) out.defense = { policy: rng.pick(['ask', 'plan']) };
  if (rng.chance(0.4) && mine.length > 0) out.losses = { order: rng.subset(mine, 0.05).slice(0, 6) };
  if (rng.chance(0.5)) {
    out.retreat = {
      policy: rng.pick(['retreat', 'ask']),
      ...(hexes.length > 0 && rng.chance(0.4) ? { prefer: rng.subset(hexes, 0.05).slice(0, 3) } : {}),
      ...(hexes.length > 0 && rng.chance(0.3) ? { hexes: [{ hex: rng.pick(hexes), mode: rng.pick(['retreat', 'hold']) }] } : {}),
    };
  }
  if (rng.chance(0.2)) out.counterAttack = { policy: rng.pick(['none', 'ask']) };
  return out;
}
