import type { Principal } from '#service/types';
import { failure, type Failure } from '../errors/failure';

/**
 * Whose template is asked for: a side's token gets its own (naming another side is a
 * 403); the referee token must name the side (422 otherwise).
 */
export function templateSide(principal: Principal | null, requested: string | undefined): { side: string } | Failure {
  if (principal?.kind === 'side') {
    if (requested && requested !== principal.side) {
      return failure(403, 'forbidden', `This token is ${principal.side}'s, not ${requested}'s.`);
    }
    return { side: principal.side };
  }
  if (!requested) {
    return failure(422, 'side-required', 'With the referee token, name the side (?side=… or --side).', [
      { path: ['side'], code: 'required', message: 'side is required with the referee token' },
    ]);
  }
  return { side: requested };
}
