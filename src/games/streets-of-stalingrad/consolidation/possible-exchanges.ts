import type { SosEnv } from '../game/env';
import { isBox } from '../orders/places';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { exchangeProblems, type ExchangeScope } from './exchange-check';

/** One unit on the map and the eliminated units it may be exchanged for now. */
export interface PossibleExchange {
  unit: string;
  hex: string;
  for: string[];
}

/**
 * SoS 20.1-20.4, 20.6: every exchange `side` may make now, by the unit on the map (id order),
 * each with the eliminated units it may be exchanged for: what the check accepts of a
 * `consolidate` order alone (exchange-check.ts).
 */
export function possibleExchanges(env: SosEnv, state: SosState, side: SosSide, scope: ExchangeScope): PossibleExchange[] {
  const ids = Object.keys(state.pieces).filter((id) => env.counter(id).side === side).sort();
  const gone = ids.filter((id) => state.pieces[id]!.eliminated);
  if (gone.length === 0) return [];
  const out: PossibleExchange[] = [];
  for (const unit of ids) {
    const at = state.pieces[unit]!.at;
    if (at === null || isBox(at) || scope.isolated.has(unit)) continue;
    const taken = gone.filter((g) => exchangeProblems(env, state, side, { unit, for: g, hex: at }, scope, []).length === 0);
    if (taken.length) out.push({ unit, hex: at, for: taken });
  }
  return out;
}
