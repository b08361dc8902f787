import { canonicalJson } from '../kernel/canonical/jcs';
import { hexToFixedBytes, sha256Hex } from '../kernel/canonical/hash';
import type { ArchiveStep } from './types';

/**
 * The archive's hash chain (docs/storage.md): the chain starts at the dice commitment s_0
 * and each step links to the one before it:
 *
 *   logHash_k = SHA256(logHash_{k-1} (32 raw bytes) ‖ UTF-8 of JCS(step k without logHash))
 *   logHash_0 = diceCommitment
 *
 * The archive's `logHead` is the last logHash (the commitment when no step has run). The
 * chain covers a step exactly as this copy of the archive shows it.
 */
export type UnchainedStep = Omit<ArchiveStep, 'logHash'>;

export function stepLogHash(previousHex: string, step: UnchainedStep): string {
  const prev = hexToFixedBytes(previousHex, 32, 'previous log hash');
  const body = new TextEncoder().encode(canonicalJson(withoutLogHash(step)));
  const msg = new Uint8Array(prev.length + body.length);
  msg.set(prev, 0);
  msg.set(body, prev.length);
  return sha256Hex(msg);
}

/** Links steps in order; returns them with their logHash and the head. */
export function chainSteps(genesisHex: string, steps: UnchainedStep[]): { steps: ArchiveStep[]; head: string } {
  let head = genesisHex;
  const chained = steps.map((step) => {
    head = stepLogHash(head, step);
    return { ...step, logHash: head };
  });
  return { steps: chained, head };
}

function withoutLogHash(step: UnchainedStep | ArchiveStep): UnchainedStep {
  const { logHash: _ignored, ...rest } = step as ArchiveStep;
  return rest;
}
