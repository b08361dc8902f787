import type { UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { problem, type OrderProblem } from '../problem';
import { arrivalKind } from '../reinforcements/schedule';
import { frontLineArmyOf, frontLineFrozen, scheduledActivation } from './front-line';
import { reserveArmyOf, reserveFrozen } from './reserve-armies';

/**
 * Why a unit may neither move nor attack now, or null (its path is [] for the caller to
 * prefix): a still-frozen Soviet front-line army (DoS 3.2), a unit frozen on contact with
 * one (3.2), a frozen Reserve Army (8.4), the Taman pair on its game turn of arrival
 * (8.2). German army release (3.2: move inside the army area, no attacks) is
 * army-release.ts. Frozen units defend normally (digest AC-9).
 */
export function frozenReason(ctx: DosContext, state: DosState, id: UnitId | string): OrderProblem | null {
  const def = unitDef(ctx, id);
  const front = frontLineArmyOf(ctx, state, def);
  if (front !== null && frontLineFrozen(ctx, state, front)) {
    return problem(
      [],
      'front-line-frozen',
      `${id} belongs to ${front}, frozen until GT${scheduledActivation(ctx, state, front)} or until a German-side unit comes within 8 hexes of it or attacks it`,
      'DoS 3.2',
    );
  }
  const host = Object.hasOwn(state.activation.joined, id) ? state.activation.joined[id]! : null;
  if (host !== null && frontLineFrozen(ctx, state, host)) {
    return problem([], 'frozen-on-contact', `${id} entered a hex of the still-frozen ${host} and is frozen with it`, 'DoS 3.2');
  }
  const reserve = reserveArmyOf(ctx, state, def);
  if (reserve !== null && reserveFrozen(ctx, state, reserve)) {
    return problem([], 'reserve-army-frozen', `${id} belongs to the Reserve Army ${reserve}, not yet released`, 'DoS 8.4');
  }
  if (state.arrivals.taman === state.turn && arrivalKind(ctx, state, id) === 'taman') {
    return problem([], 'taman-arrival', `${id} arrived through Taman this game turn and may not move or attack until the next`, 'DoS 8.2');
  }
  return null;
}
