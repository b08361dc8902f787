import type { GameEvent } from '#kernel/engine/events';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import type { Issue } from '#kernel/engine/issues';
import { exchangeProblems, type ExchangeScope } from '../../consolidation/exchange-check';
import { exchangePieces } from '../../consolidation/exchange-pieces';
import { isolatedForExchange } from '../../consolidation/isolated-units';
import { possibleExchanges, type PossibleExchange } from '../../consolidation/possible-exchanges';
import { exchangeLeader, removeLeadersWithoutFormation } from '../../leaders/consolidation-leaders';
import type { SosOrder } from '../../orders/schema';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';

/**
 * SoS 20.0, consolidating formations, in the Administrative windows of the campaign (2.32: the
 * campaign's; index.ts refuses the order elsewhere): the exchanges the side may make, the
 * check and the making of its `consolidate` orders.
 */

/** SoS 20.3, 2.34: the side's isolated units now, over the scenario's hexes. */
const scopeOf = (ctx: PhaseContext, state: SosState, used: ReadonlySet<string>): ExchangeScope => ({
  isolated: isolatedForExchange(ctx.env, state, ctx.side, ctx.env.data.start.boundary(ctx.scenario)),
  used,
});

/**
 * SoS 20.1: every exchange the side may make now, in every scenario: "both players may
 * exchange", and 2.32 names ammunition shortages and withdrawals, not consolidation, among the
 * effects only certain scenarios have.
 */
export function consolidationOptions(ctx: PhaseContext, state: SosState): PossibleExchange[] {
  return possibleExchanges(ctx.env, state, ctx.side, scopeOf(ctx, state, new Set()));
}

/** SoS 20.1: options() in the Administrative window: each unit of the side that may be exchanged, where it stands, with the eliminated units it may be exchanged for and the order. */
export function consolidationUnitOptions(ctx: PhaseContext, state: SosState): UnitOptions[] {
  return consolidationOptions(ctx, state).map((x) => ({
    unit: unitId(x.unit),
    label: ctx.env.counter(x.unit).name,
    hex: hexId(x.hex),
    notes: x.for.map((f) => `may be exchanged for the eliminated ${f} (${ctx.env.counter(f).name}), placed in ${x.hex} with every marker of ${x.unit}: consolidate: {unit: ${x.unit}, for: ${f}, hex: ${x.hex}} (SoS 20.1-20.4${ctx.env.counter(f).type === 'leader' ? ', 20.6' : ''})`),
  }));
}

/** SoS 20.1: a side with an exchange to make has a choice in its Administrative window. */
export const mayConsolidate = (ctx: PhaseContext, state: SosState): boolean => consolidationOptions(ctx, state).length > 0;

/** SoS 20.1: the window's notes: the exchanges the side may make, each as the order that makes it. */
export function consolidationNotes(ctx: PhaseContext, state: SosState): string[] {
  const all = consolidationOptions(ctx, state);
  if (all.length === 0) return ['Consolidation (SoS 20.1): no unit of yours on the map may be exchanged now.'];
  return [
    'Consolidation (SoS 20.1-20.6): you may exchange these units on the map for eliminated units, each the same type, AF and DF, placed in its hex with its markers:',
    ...all.map((x) => `  consolidate: {unit: ${x.unit}, for: ${x.for.join(' or ')}, hex: ${x.hex}}`),
  ];
}

interface Run {
  state: SosState;
  events: GameEvent[];
  issues: Issue[];
  removed: string[];
}

/**
 * SoS 20.1-20.7: the window's `consolidate` orders in file order, each checked on the position
 * the earlier ones left (a counter in one exchange a phase), made if it may be (`adjudicate`:
 * the others skipped with their reason); then 20.7: the leaders whose formation the exchanges
 * took off the map entirely are removed. The exchanges are the owner's to know (as his
 * replacements placed are): what the enemy sees of the hex is what the hidden-unit rules show.
 */
function runConsolidation(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[], mode: 'check' | 'adjudicate'): Run {
  const run: Run = { state, events: [], issues: [], removed: [] };
  const used = new Set<string>();
  orders.forEach((o, i) => {
    if (!('consolidate' in o)) return;
    const body = o.consolidate;
    const issues = exchangeProblems(ctx.env, run.state, ctx.side, body, scopeOf(ctx, run.state, used), ['orders', i, 'consolidate']);
    if (issues.length) {
      if (mode === 'check') run.issues.push(...issues);
      else run.events.push({ type: 'order-skipped', order: i, kind: 'consolidate', reason: issues.map((x) => x.message).join('; '), code: issues[0]!.code, rule: issues[0]!.rule ?? 'SoS 20.1', visibleTo: [ctx.side] });
      return;
    }
    if (ctx.env.counter(body.unit).type === 'leader') {
      const r = exchangeLeader(run.state, body);
      run.state = r.state;
      run.events.push(...r.events.map((e) => ({ ...e, side: ctx.side, visibleTo: [ctx.side] })));
    } else {
      run.state = exchangePieces(run.state, body);
      run.events.push({ type: 'units-exchanged', rule: 'SoS 20.1, 20.2', side: ctx.side, unit: body.unit, for: body.for, hex: body.hex, visibleTo: [ctx.side] });
      run.removed.push(body.unit);
    }
    used.add(body.unit).add(body.for);
  });
  // SoS 20.7: read once every exchange of the phase is made
  const gone = removeLeadersWithoutFormation(ctx.env, run.state, ctx.side, run.removed);
  run.state = gone.state;
  run.events.push(...gone.events.map((e) => ({ ...e, visibleTo: [ctx.side] })));
  return run;
}

/**
 * SoS 20.1-20.7: the issues of the window's `consolidate` orders, and the position they would
 * leave, on which the window's later rules (the withdrawals) are checked.
 */
export function consolidationCheck(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[]): { state: SosState; issues: Issue[] } {
  const r = runConsolidation(ctx, state, orders, 'check');
  return { state: r.state, issues: r.issues };
}

/** SoS 20.1-20.7: the exchanges made, at the start of the Administrative Phase. */
export function consolidate(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[]): { state: SosState; events: GameEvent[] } {
  const r = runConsolidation(ctx, state, orders, 'adjudicate');
  return { state: r.state, events: r.events };
}
