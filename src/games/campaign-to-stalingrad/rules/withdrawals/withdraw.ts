import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy } from '../occupancy';
import { mayRebuild } from '../replacements/matching';
import { bondsOf } from '../zones-of-control';
import { chooseWithdrawal } from './substitute';
import { unitsWith, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/**
 * CtS 20.1-20.2 (ESoP A2): each Withdrawal of this turn removes its unit from play at once
 * (substitute.ts says which). A unit short of the steps the Withdraw graphic shows costs
 * one matching Replacement a missing step (21.5.4): those on the map go back to the Pool
 * first, lowest hex first; what is still owed is taken from the replacements the side
 * receives later, before any is placed (absolute priority). The unit leaves with the
 * graphic's steps and, when the Turn Record Track shows a Return, comes back with them
 * on that turn (20.4, reinforcements/arrivals.ts).
 */
export function withdrawalsDue(ctx: CtsContext, state: CtsState, side: CtsSide): { state: CtsState; events: GameEvent[] } {
  const scenario = ctx.scenarios.get(state.scenario);
  const due = (scenario?.withdrawals ?? []).filter((w) => w.side === side && w.turn === state.turn);
  if (due.length === 0) return { state, events: [] };
  let next = state;
  const events: GameEvent[] = [];
  const chosen = state.standing[side]?.withdraw ?? [];
  for (const w of due) {
    const occ = occupancy(ctx, next);
    const enemyBonds = bondsOf(ctx, next, enemyOf(side), occ);
    const preferred = chosen.filter((c) => c.turn === state.turn).map((c) => c.unit);
    const pick = chooseWithdrawal(ctx, next, occ, enemyBonds, w, preferred);
    const what = w.unit ?? `a ${w.type}`;
    if (!pick) {
      events.push({ type: 'withdrawal-impossible', rule: 'CtS 20.3', side, text: `no unit can be withdrawn for ${what} (turn ${w.turn})` });
      continue;
    }
    const spec = ctx.units.get(pick.unit)!;
    const u = next.units[pick.unit]!;
    const has = u.where === 'map' || u.where === 'off-map' ? u.steps : 0;
    let short = Math.max(0, w.steps - has);
    // 20.2: Replacements on the map pay for the missing steps first
    const onMap = [...next.replacementsOnMap].sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
    const pool = { ...next.replacementPool[side] };
    const paid: string[] = [];
    const kept = onMap.filter((r) => {
      if (short === 0 || r.side !== side || !mayRebuild(r.type, spec)) return true;
      short--;
      pool[r.type] = (pool[r.type] ?? 0) + 1;
      paid.push(`${r.type} at ${r.hex}`);
      return false;
    });
    const debt = [...(next.replacementDebt ?? [])];
    if (short > 0) debt.push({ side, unit: pick.unit, owed: short });
    const steps = Math.min(spec.faces.length, Math.max(has, w.steps));
    next = {
      ...next,
      units: unitsWith(next.units, pick.unit, unitWith(u, { where: 'withdrawn', hex: null, steps, returnTurn: w.returns })),
      replacementsOnMap: kept,
      replacementPool: { ...next.replacementPool, [side]: pool },
      ...(debt.length > 0 ? { replacementDebt: debt } : {}),
    };
    const notes = [pick.substitute ? `in place of ${what}` : '', paid.length ? `replacements returned to the Pool: ${paid.join(', ')}` : '', short > 0 ? `${short} replacement${short > 1 ? 's' : ''} owed` : '', w.returns !== undefined ? `returns on turn ${w.returns}` : ''].filter(Boolean);
    events.push({
      type: 'withdrawal',
      rule: pick.substitute ? 'CtS 20.3' : 'CtS 20.1',
      unit: pick.unit,
      substitute: pick.substitute,
      owed: short,
      text: `${spec.name} is withdrawn${notes.length ? ` (${notes.join('; ')})` : ''}`,
    });
  }
  return { state: next, events };
}
