import { phaseContext } from '#games/streets-of-stalingrad/game/context';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { openEntry } from '#games/streets-of-stalingrad/game/window';
import { hexesToAttack } from '#games/streets-of-stalingrad/windows/attack/must-attack';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { AttacksPlanned } from './sos-fuzz-infiltration';

/** The hexes a planned attack file attacks and the units firing in it (SoS 9.15, 9.65). */
export function attacksOf(planned: readonly PlannedOrder[]): AttacksPlanned {
  const attacks = planned.flatMap((p) => ('attack' in (p.order as object) ? [(p.order as { attack: { target: string; fire?: { units: string[] }[] } }).attack] : []));
  return { targets: new Set(attacks.map((a) => a.target)), firing: new Set(attacks.flatMap((a) => (a.fire ?? []).flatMap((g) => g.units))) };
}

/** SoS 9.14, 9.61: whether a marked hex must be attacked in the open attack window (then a file of one order alone is refused). */
export const mustAttack = (env: SosEnv, game: SosGame): boolean => hexesToAttack(phaseContext(env, game, openEntry(game)!), game.state).length > 0;
