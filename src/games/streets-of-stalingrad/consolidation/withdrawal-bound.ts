import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { withdrawalOf } from '../windows/administrative/withdrawal-schedule';

/**
 * SoS 21.51, 20.1 (a reading): a German unit that a withdrawal of the schedule names, the
 * withdrawal not yet met, is not exchanged away. The text does not say; but the exchange would
 * put the unit among the eliminated, which a withdrawal no longer asks for (21.52's units in
 * play; 3.5: "eliminated units neither stop the +1"), while a unit of the same type and AF and
 * DF took its place: the strength the German "must withdraw" would stay on the map. The name
 * of the withdrawal that binds the unit, or null.
 */
export function boundForWithdrawal(env: SosEnv, state: SosState, id: string): string | null {
  const c = env.counter(id);
  if (c.side !== 'german') return null;
  const w = withdrawalOf(env, c);
  if (!w || (state.withdrawals?.done ?? []).includes(w.id)) return null;
  return w.name;
}
