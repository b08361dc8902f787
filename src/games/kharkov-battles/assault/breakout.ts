import type { Dice } from '#kernel/engine/dice';
import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import { rollBreakout } from '../combat/breakout';
import type { KbSide } from '../data/ids';
import type { BreakoutResult } from '../data/tables';
import { infiltrationUnitRefusal } from '../rules/infiltration/infiltration';
import type { KbState } from '../state/types';
import type { AssaultEnv } from './attack';
import type { AssaultEvent } from './events';
import type { RetreatPlan } from './retreat';
import { stepsAfterLosses, type ForceMember } from './losses';
import { isErsatz } from '../state/unit-status';

/**
 * KB 12.73: may the defending stack of `units` make a Breakout Attempt on this retreat, one
 * of the legal `plans` for its hexes (retreat.ts `retreatPlans`)? It must hold a unit capable
 * of Mobile Infiltration (11.1: German mechanized, Soviet mechanized or cavalry, not Isolated,
 * not barred by the scenario, 20.2); the retreat must enter an enemy-controlled hex that costs
 * a step (friendly units there negate it); and the stack "must retreat through an EZOC" (the
 * 12.83 errata repeats it), read with 12.72's "into a hex which is free of EZOC": every legal
 * retreat does, none is free of such a hex. Null when it may.
 */
export function breakoutRefusal(env: AssaultEnv, state: KbState, units: readonly string[], plan: RetreatPlan, plans: readonly RetreatPlan[], from: HexId, path: (string | number)[]): Issue | null {
  const where = env.ctx.map.label(from);
  const able = units.some((id) => {
    const def = env.ctx.unit(id);
    const st = state.units[id]!;
    const barred = state.scenario === 'second-kharkov' && def.side === 'soviet' && state.at.turn > 1 ? { infiltrationBarred: 'KB 20.2' } : {};
    return infiltrationUnitRefusal({ nationality: def.nationality, class: def.class, kind: def.kind, supply: st.supply, ...barred }) === null;
  });
  if (!able) return issue(path, 'no-breakout', `no unit of the stack in ${where} is capable of Mobile Infiltration (11.1): it may make no Breakout Attempt`, 'KB 12.73');
  if (plan.ezocSteps === 0) return issue(path, 'no-breakout', `the retreat of the stack in ${where} enters no Enemy-controlled hex that costs a step: there is nothing to break out of`, 'KB 12.73');
  const free = plans.find((p) => p.ezocSteps === 0);
  if (free) return issue(path, 'no-breakout', `the stack in ${where} need not retreat through an EZOC (${free.path.map((h) => env.ctx.map.label(h)).join('-')} enters no Enemy-controlled hex that costs a step): it may make no Breakout Attempt`, 'KB 12.73');
  return null;
}

/**
 * KB 12.73 with 12.61, 12.62, 12.65 ("The losing side will always resolve their result
 * first"): the units of the defending stack in `from` that would make a Breakout Attempt on
 * `plan`, judged before the result is applied: what the force's (n) steps (`mandatory`) and
 * the steps held instead of hexes (`hold`) leave by the loss order (losses.ts), less its
 * Ersatz (eliminated instead of retreating, 20.1) and the steps of the plan's unfulfilled
 * hexes (12.71), as the retreat takes them (resolve.ts `retreatStack`).
 */
export function breakoutStack(env: AssaultEnv, state: KbState, force: readonly ForceMember[], from: HexId, o: { mandatory: number; hold: number; plan: RetreatPlan; order?: readonly string[] }): string[] {
  const order = o.order ? { order: o.order } : {};
  const n = stepsAfterLosses(env, state, { side: 'defender', force, count: o.mandatory, firstTaken: false, ...order });
  const held = stepsAfterLosses(env, n.state, { side: 'defender', force, count: o.hold, firstTaken: n.firstTaken, ...order });
  const here = (s: KbState): ForceMember[] => force.filter((f) => s.units[f.id]!.where === 'map' && s.units[f.id]!.hex === from && !isErsatz(env.ctx.unit(f.id)));
  const left = stepsAfterLosses(env, held.state, { side: 'defender', force: here(held.state), count: o.plan.unfulfilled, firstTaken: true, ...order });
  return here(left.state).map((f) => f.id);
}

/**
 * KB 12.73: the Breakout Attempt, one die on the Breakout Table (`label`, the stack's
 * retreat label, then `/breakout`); no modifier applies. The steps the retreat then costs
 * for the Enemy-controlled hexes it enters: `fail` one more than normally, `normal` as
 * normally, `free` none (scenarios/kharkov-battles/tables.yaml, reconstructed).
 */
export function breakoutAttempt(env: AssaultEnv, from: HexId, side: KbSide, plan: RetreatPlan, dice: Dice, label: string): { ezocSteps: number; event: AssaultEvent } {
  const { die, result } = rollBreakout(env.tables.breakout, dice, `${label}/breakout`);
  const ezocSteps = stepsAfter(result, plan.ezocSteps);
  return { ezocSteps, event: { kind: 'breakout', side, hex: from, die, modifiers: [], result, ezocSteps: plan.ezocSteps, stepsLost: ezocSteps, rule: 'KB 12.73' } };
}

const stepsAfter = (r: BreakoutResult, normal: number): number => (r === 'fail' ? normal + 1 : r === 'normal' ? normal : 0);
