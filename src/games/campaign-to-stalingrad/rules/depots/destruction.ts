import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/** CtS 16.10: "Supply Depots are destroyed ... if an enemy unit enters the Depot's hex." */
export function destroyDepotsEntered(state: CtsState, side: CtsSide, hexes: readonly HexId[]): CtsState {
  const entered = new Set<string>(hexes);
  if (!state.depots.some((d) => d.side !== side && entered.has(d.hex))) return state;
  return { ...state, depots: state.depots.filter((d) => d.side === side || !entered.has(d.hex)) };
}

/** CtS 16.10: "Supply Depots are destroyed if stacked with friendly units that are retreated during the combat phase." */
export function destroyDepotsRetreating(state: CtsState, side: CtsSide, hex: HexId): CtsState {
  if (!state.depots.some((d) => d.side === side && d.hex === hex)) return state;
  return { ...state, depots: state.depots.filter((d) => d.side !== side || d.hex !== hex) };
}

/** One event for each Depot an order destroyed (16.10): those there before and gone after, unless the order used one to activate an HQ. */
export function depotsDestroyed(before: CtsState, after: CtsState, activation: boolean): GameEvent[] {
  if (activation || before.depots === after.depots) return [];
  const left = new Map<string, number>();
  for (const d of after.depots) left.set(`${d.side}|${d.hex}`, (left.get(`${d.side}|${d.hex}`) ?? 0) + 1);
  const events: GameEvent[] = [];
  for (const d of before.depots) {
    const k = `${d.side}|${d.hex}`;
    const n = left.get(k) ?? 0;
    if (n > 0) {
      left.set(k, n - 1);
      continue;
    }
    events.push({ type: 'depot-destroyed', rule: 'CtS 16.10', side: d.side, hex: d.hex, text: `the ${d.side} Depot in ${d.hex} is destroyed` });
  }
  return events;
}
