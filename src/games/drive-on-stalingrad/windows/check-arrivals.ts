import { issue, type Issue } from '#kernel/engine/issues';
import type { DosContext } from '../data/context';
import type { DosOrder } from '../orders/order';
import type { StandingOrders } from '../orders/standing';
import { tamanHex, tamanPair } from '../rules/reinforcements/taman';
import { checkWithdrawal, chooseWithdrawal, removeWithdrawn, withdrawalDue } from '../rules/reinforcements/withdrawal';
import type { DosState } from '../state/types';

/**
 * The `withdraw` orders of a file (DoS 8.7): one at most, only in the window where the
 * withdrawal is due, each unit eligible. The withdrawal (listed units, completed by the
 * default) is then made on `draft`, so the file's later orders are checked without the
 * withdrawn units. Mutates the draft.
 */
export function checkWithdrawOrders(ctx: DosContext, state: DosState, draft: DosState, orders: readonly { index: number; order: DosOrder }[]): Issue[] {
  const issues: Issue[] = [];
  const listed: string[] = [];
  let count = 0;
  for (const { index, order } of orders) {
    if (!('withdraw' in order)) continue;
    if (++count > 1) {
      issues.push(issue(['orders', index, 'withdraw'], 'withdraw-twice', 'one withdraw order per file', 'DoS 8.7'));
      continue;
    }
    for (const p of checkWithdrawal(ctx, state, order.withdraw.units)) issues.push(issue(['orders', index, ...p.path], p.code, p.message, p.rule));
    listed.push(...order.withdraw.units);
  }
  if (withdrawalDue(ctx, state)) removeWithdrawn(draft, chooseWithdrawal(ctx, state, listed).units);
  return issues;
}

/** The standing `taman` placement (DoS 8.2, digest §6 A8): one of the pair, a hex adjacent to Taman. */
export function checkTamanStanding(ctx: DosContext, standing: StandingOrders): Issue[] {
  const wish = standing.taman;
  if (!wish) return [];
  const issues: Issue[] = [];
  const taman = tamanHex(ctx);
  const hex = ctx.map.resolve(wish.hex);
  const pair: string[] = [...ctx.scenarios.keys()].flatMap((id) => tamanPair(ctx, id));
  if (!pair.includes(wish.unit)) issues.push(issue(['standing', 'taman', 'unit'], 'not-taman-unit', `${wish.unit} is not one of the units that arrive through Taman`, 'DoS 8.2'));
  if (hex === null) issues.push(issue(['standing', 'taman', 'hex'], 'unknown-hex', `"${wish.hex}" is not a hex of this map`));
  else if (taman === null || ctx.map.grid.direction(taman, hex) === null) {
    issues.push(issue(['standing', 'taman', 'hex'], 'not-adjacent', `${hex} is not adjacent to Taman${taman ? ` ${taman}` : ''}`, 'DoS 8.2'));
  }
  return issues;
}
