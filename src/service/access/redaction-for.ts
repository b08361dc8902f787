import type { Redaction } from '#archive/redact';
import type { Principal } from '../types';

/** The referee sees everything, and so does everyone once the game has ended. */
export function redactionFor(who: Principal | null, ended: boolean): Redaction {
  if (ended || who?.kind === 'referee') return 'full';
  if (who?.kind === 'side') return { side: who.side };
  return 'public';
}
