import { hexId } from '#kernel/ids';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { Rng } from '../../../fuzz/rng';

/**
 * Random standing orders of one side (orders/standing.ts): the defence `ask` (the pause,
 * answered by the fuzzer) or `plan` (9.4, 9.5), a loss order among its units on the map
 * (9.58, 9.82), the retreat after combat `retreat` or `ask` with preferred and avoided
 * hexes (9.87-9.884), now and then the counter-attack policy (12.1), and often a reaction
 * policy of opportunity fire (11.0).
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
  if (rng.chance(0.8) && hexes.length > 0) out.opportunityFire = planOpportunityFire(env, mine, hexes, rng);
  return out;
}

/**
 * Random opportunity-fire rules (SoS 11.1-11.11, orders/standing.ts): one to five rules, each
 * naming a hex the side holds or some of its units, now and then with a zone (hexes within
 * two of the rule's hex: where the firers may see), a kind of target (9.91, 9.95, 11.5) and
 * a least number of movers; and now and then a last rule naming every unit, so that fire
 * happens often.
 */
function planOpportunityFire(env: SosEnv, mine: readonly string[], hexes: readonly string[], rng: Rng): Record<string, unknown>[] {
  const rules: Record<string, unknown>[] = [];
  for (let n = 1 + rng.int(5); n > 0; n--) {
    const hex = rng.pick(hexes);
    const rule: Record<string, unknown> = rng.chance(0.6) ? { hex } : { units: rng.subset(mine, 0.2).slice(0, 8) };
    if ((rule.units as unknown[] | undefined)?.length === 0) rule.units = [rng.pick(mine)];
    if (rng.chance(0.3)) {
      const near = [...env.map.grid.neighbours(hexId(hex)), ...env.map.grid.neighbours(hexId(hex)).flatMap((h) => env.map.grid.neighbours(h))].filter((h) => env.map.hex(h));
      const zone = [...new Set(rng.subset(near, 0.4))].sort();
      if (zone.length > 0) rule.zone = zone;
    }
    if (rng.chance(0.3)) rule.targets = rng.pick(['any', 'armor', 'vehicles', 'crossers']);
    if (rng.chance(0.2)) rule.minUnits = 1 + rng.int(3);
    rules.push(rule);
  }
  if (rng.chance(0.5)) rules.push({ units: [...mine] });
  return rules;
}
