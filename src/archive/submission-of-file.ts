import type { Side } from '#kernel/ids';
import type { Submission } from '#kernel/engine/ruleset';

/**
 * The Submission a ruleset adjudicates, made from an accepted turn file's canonical JSON
 * (as stored, and as the archive carries it). The service and the archive's replay both
 * go through here, so a replay feeds the rules exactly what the server fed them.
 */
export function submissionOfFile(file: unknown): Submission {
  if (typeof file !== 'object' || file === null) throw new TypeError('a turn file must be a JSON object');
  const f = file as { side?: unknown; orders?: unknown; standing?: unknown };
  if (typeof f.side !== 'string') throw new TypeError('a turn file needs a side');
  const orders = Array.isArray(f.orders) ? f.orders : [];
  return f.standing === undefined ? { side: f.side as Side, orders } : { side: f.side as Side, orders, standing: f.standing };
}
