import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { weatherOf } from './current';

/**
 * The weather facts of a battle (BattleFacts.frozen, .weather): frozen marsh and rivers
 * (DoS 11.17, 11.19) and the weather's column shift on every attack (10.0, reconstructed).
 * Empty in normal weather.
 */
export function weatherFacts(ctx: DosContext, state: Pick<DosState, 'weather'>): { frozen?: boolean; weather?: { name: string; shift: number } } {
  const w = weatherOf(ctx, state);
  if (!w) return {};
  return {
    ...(w.frozen ? { frozen: true } : {}),
    ...(w.shift ? { weather: { name: w.name, shift: w.shift } } : {}),
  };
}
