import { listOpt, requiredOpt, stringOpt } from '../args';
import type { ParsedArgs } from '../command';
import { UsageError } from '../errors';
import type { RefereeRequest } from '#service/referee/types';

export const REFEREE_ACTIONS = ['preview', 'force-close', 'rollback', 'correct', 'replace-player', 'pause', 'resume', 'end'] as const;

/** The request of `umpire referee ACTION …` from its flags; a missing or stray flag is a usage error. */
export function refereeRequest(action: string, args: ParsedArgs): RefereeRequest {
  const reason = stringOpt(args, 'reason');
  const optionalReason = reason !== undefined ? { reason } : {};
  switch (action) {
    case 'preview':
      return { action };
    case 'force-close':
    case 'resume':
      return { action, ...optionalReason };
    case 'pause':
      return { action, reason: requiredOpt(args, 'reason') };
    case 'rollback': {
      const to = Number(requiredOpt(args, 'to'));
      if (!Number.isInteger(to) || to < 0) throw new UsageError(`--to needs a step number (0 = the set-up), got "${stringOpt(args, 'to')}"`);
      return { action, to, reason: requiredOpt(args, 'reason'), ...(args.values['no-replay'] ? { replay: false } : {}) };
    }
    case 'correct': {
      const changes = listOpt(args, 'set').map(parseSet);
      if (changes.length === 0) throw new UsageError('--set PATH=VALUE is required (repeatable), e.g. --set score.blue=2');
      const visibleTo = listOpt(args, 'visible-to');
      return { action, reason: requiredOpt(args, 'reason'), changes, ...(visibleTo.length ? { visibleTo } : {}) };
    }
    case 'replace-player': {
      const email = stringOpt(args, 'email');
      return { action, side: requiredOpt(args, 'side'), reason: requiredOpt(args, 'reason'), ...(email ? { email } : {}) };
    }
    case 'end': {
      const winner = stringOpt(args, 'winner');
      return { action, reason: requiredOpt(args, 'reason'), ...(winner ? { winner } : {}) };
    }
    default:
      throw new UsageError(`unknown referee action "${action}" (one of ${REFEREE_ACTIONS.join(', ')})`);
  }
}

/** `units.ger-24pz.hex=1031`: a dotted path (whole numbers index arrays) and a JSON value, or plain text. */
function parseSet(spec: string): { path: (string | number)[]; value: unknown } {
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new UsageError(`--set needs PATH=VALUE, got "${spec}"`);
  const path = spec
    .slice(0, eq)
    .split('.')
    .map((p) => (/^(0|[1-9][0-9]*)$/.test(p) ? Number(p) : p));
  const text = spec.slice(eq + 1);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = text;
  }
  return { path, value };
}
