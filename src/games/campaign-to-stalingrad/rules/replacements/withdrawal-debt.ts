import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { mayRebuild } from './matching';

type Debt = NonNullable<CtsState['replacementDebt']>;

/**
 * CtS 20.2: replacements still owed for units withdrawn short of steps are removed as they
 * become available, with absolute priority: each received replacement that matches an owed
 * unit (21.5.4) stays in the Pool, oldest debt first. Returns what is left to place.
 */
export function payWithdrawalDebt(ctx: CtsContext, debt: Debt, side: CtsSide, received: readonly string[]): { left: string[]; debt: Debt; paid: { unit: string; type: string }[] } {
  const owed = debt.map((d) => ({ ...d }));
  const left: string[] = [];
  const paid: { unit: string; type: string }[] = [];
  for (const type of received) {
    const d = owed.find((x) => x.side === side && x.owed > 0 && mayRebuild(type, ctx.units.get(x.unit)!));
    if (!d) {
      left.push(type);
      continue;
    }
    d.owed--;
    paid.push({ unit: d.unit, type });
  }
  return { left, debt: owed.filter((d) => d.owed > 0), paid };
}
