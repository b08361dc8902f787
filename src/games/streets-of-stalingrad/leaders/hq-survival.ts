import type { Leader } from '../combat/fire-combat';
import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';

/**
 * SoS 18.33: "Leader units can be eliminated or temporarily removed from play when any combat
 * unit in their hex is eliminated by combat results"; 18.43-18.47 name Chuikov ("the Chuikov
 * (Soviet 62 HQ) unit"), Paulus and von Seydlitz among the leader units eliminated or wounded.
 * The HQ leaders give no combat modifier as read (docs: 9.71, 9.72), but they roll for
 * survival as every leader unit does: the leader who rolls in `hex` is the combat leader
 * found there, else the side's HQ leader in the hex (one leader a hex, 18.11). The HQ is
 * carried as a plain leader: the roll reads only who he is and where.
 */
export function survivalLeader(env: SosEnv, state: SosState, hex: string, side: SosSide, combatLeader: Leader | undefined): Leader | undefined {
  if (combatLeader) return combatLeader;
  const id = Object.keys(state.pieces)
    .sort()
    .find((pid) => {
      const p = state.pieces[pid]!;
      const c = env.counter(pid);
      return p.at === hex && !p.eliminated && c.side === side && c.leader?.kind === 'hq';
    });
  return id ? { id, side, kind: 'leader', hex } : undefined;
}
