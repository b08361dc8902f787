import type { Issue } from '#kernel/engine/issues';
import type { SosEnv } from '../../game/env';
import type { SosStanding } from '../../orders/standing';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { readStukas } from '../../air/check-stukas';
import { ifHeldAfterMove } from '../../movement/moved-artillery';
import { sideAt } from '../attack/battlefield';
import { inCommand } from '../bombardment/command';
import { readIndirect } from '../bombardment/indirect-groups';
import type { PhaseContext } from '../phase';
import type { BreakthroughBody } from './breakthrough-check';
import type { PhaseRun } from './phase-run';

/**
 * SoS 10.3: the fire support of a breakthrough attack. "Direct fire units only, Stukas (with
 * LW OP unit spotting), and mortars within the attacking units' command may participate in
 * breakthrough attacks. Every defending unit in the attacked hex may defensive fire, and
 * mortars within the defending units' command may defensive fire against a breakthrough
 * attack. All other IF artillery types may not participate in breakthrough attacks, either
 * attacking or defending."
 *
 * "Within the units' command" is read with the spotting chain of command (14.32-14.39,
 * bombardment/command.ts `inCommand`): a mortar is within the command of a unit that may
 * call it in as "IF artillery within its command" (a unit of the mortar's battalion, or of
 * its regiment when it has none; any Soviet unit for the independent 416th and 188th mortars,
 * 2.35 ∆; a leader of its battalion, regiment, division or higher, 14.36, 14.37). One unit
 * of the attack (or of the attacked hex) that has it in command is enough.
 */

/** SoS 10.3: `mortar` is a mortar within the command of one of `units`. */
export function mortarInCommandOf(env: SosEnv, state: SosState, mortar: string, units: readonly string[]): boolean {
  const c = env.findCounter(mortar);
  if (!c || c.type !== 'mortar') return false;
  return units.some((u) => {
    const head = env.findCounter(u);
    return head !== undefined && inCommand(state, head, c, env.counter);
  });
}

/**
 * SoS 10.3, 14.2, 14.11, 15.14: every problem of the attack's `indirect` mortars and `stukas`,
 * at their paths under `at`. Each IF unit is a mortar (other IF artillery may not take part)
 * within the attackers' command, not held by a move (14.11, moved-artillery.ts
 * `ifHeldAfterMove`: not entered or moved in this phase; a move of an earlier phase takes
 * only its AF of its side's next Attack or Exploit Attack Phase); the groups are read as in
 * attacks (bombardment/indirect-groups.ts: the side's, in play, not pinned or spent, AF not
 * fired this turn, in IF range, spotted, the spotter's capacity for the phase in `run.spotted`).
 * Stukas are German (15.1), and read as in attacks (air/check-stukas.ts: left this turn, the LW
 * OP sees the target, 15.14; the Stukas of the phase's earlier attacks are used, 15.11).
 */
export function breakthroughSupportProblems(ctx: PhaseContext, run: PhaseRun, b: BreakthroughBody, at: (string | number)[]): Issue[] {
  const { env } = ctx;
  const out: Issue[] = [];
  (b.indirect ?? []).forEach((g, gi) => g.units.forEach((u, j) => {
    const path = [...at, 'indirect', gi, 'units', j];
    const c = env.findCounter(u);
    if (!c || c.side !== ctx.side) return; // readIndirect names it
    if (c.type !== 'mortar') out.push({ path, code: 'not-a-mortar', message: `${u} is IF artillery but not a mortar: of the IF artillery only mortars take part in breakthrough attacks`, rule: 'SoS 10.3' });
    else if (!mortarInCommandOf(env, run.state, u, b.attackers)) out.push({ path, code: 'not-in-command', message: `${u} is not within the command of any attacker (${b.attackers.join(', ')}): only mortars within the attacking units' command take part`, rule: 'SoS 10.3' });
    else if (ifHeldAfterMove(run.state, u, ctx.turn, ctx.window.phase)) out.push({ path, code: 'moved', message: `${u} entered the game or moved this phase: it may not fire its AF in it`, rule: 'SoS 14.11' });
  }));
  if (b.indirect) out.push(...readIndirect(ctx, run.state, b.indirect, b.target, [...at, 'indirect'], new Set(), run.spotted).issues);
  if (b.stukas) {
    if (ctx.side !== 'german') out.push({ path: [...at, 'stukas'], code: 'german-only', message: 'Stukas are German', rule: 'SoS 15.1' });
    else out.push(...readStukas(ctx, run.state, b.stukas, b.target, [...at, 'stukas'], { count: 0 }, true).issues);
  }
  return out;
}

/** What the breakthrough's defender may not fire of his standing plan's IF support (10.3). */
export interface DroppedSupport {
  units: string[];
  spotter: string;
  why: string;
}

/**
 * SoS 10.3, 10.5: the defender's standing orders as a breakthrough attack on `target` reads
 * them: no retreat before combat (10.5: "may not retreat before combat"), and his plan for
 * the hex supported only by mortars within the command of his units in it; every other IF
 * unit of the plan's support is dropped, with the reason. The defence itself is then the
 * attack's (defense-plan.ts `defaultDefense`: every eligible unit of the hex fires, the
 * support kept where it may fire, 9.52).
 */
export function breakthroughStanding(env: SosEnv, state: SosState, defender: SosSide, target: string, standing: SosStanding | null): { standing: SosStanding; dropped: DroppedSupport[] } {
  const { retreatBeforeCombat: _ignored, ...kept } = standing ?? {};
  const dropped: DroppedSupport[] = [];
  const plans = kept.defense?.plan;
  if (!plans) return { standing: kept, dropped };
  const defending = sideAt(env, state, target, defender);
  const plan = plans.map((p) => {
    if (p.hex !== target || !p.support) return p;
    const support = p.support.flatMap((g) => {
      const may = g.units.filter((u) => mortarInCommandOf(env, state, u, defending));
      const not = g.units.filter((u) => !may.includes(u));
      if (not.length) {
        const why = not.map((u) => (env.findCounter(u)?.type === 'mortar' ? `${u} is not within the command of the units in ${target}` : `${u} is not a mortar`)).join('; ');
        dropped.push({ units: not, spotter: g.spotter, why });
      }
      return may.length ? [{ ...g, units: may }] : [];
    });
    const { support: _all, ...rest } = p;
    return support.length ? { ...rest, support } : rest;
  });
  return { standing: { ...kept, defense: { ...kept.defense, plan } }, dropped };
}
