import type { Issue } from '#kernel/engine/issues';
import type { z } from 'zod';
import type { AttackBodySchema } from '../../orders/fire';
import type { SosOrder } from '../../orders/schema';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { ifHeldAfterMove } from '../../movement/moved-artillery';
import { newTally, readIndirect } from '../bombardment/indirect-groups';
import { isHex, other, sideAt } from './battlefield';
import { engineerClaimProblems } from './engineer-claims';
import { closeAssaultProblem } from './close-assault';
import { firerProblems } from './firer-problems';
import { readStukas } from '../../air/check-stukas';
import { unattackedProblems } from './must-attack';
import { cliffProblem, flotillaProblems, newFlotillaTally } from '../../flotilla/check-flotilla';
import { isFlotilla } from '../../flotilla/flotilla-use';
import { targetOf } from './fire-units';
import { balkaAdvanceProblem } from './advance-crossing';
import { ninthAttackProblem } from './hex-attack-count';
import { attackBar } from '../../leaders/attack-bar';
import { attackTableProblems } from '../../flotilla/flotilla-table';
import { infiltrationProblems, infiltrationsOf } from '../../infiltration/check-infiltration';

export type AttackBody = z.infer<typeof AttackBodySchema>;

/** The attacks of a file with their place in it. */
export const attacksOf = (orders: readonly SosOrder[]): { i: number; attack: AttackBody }[] =>
  orders.flatMap((o, i) => ('attack' in o ? [{ i, attack: o.attack }] : []));

/**
 * SoS 9.6, 9.02c, 9.18, 9.3: every problem of the attacks of a file at once. The target has
 * an "attack" marker and enemy combat units; each firer is the side's, in the named hex, not
 * pinned or spent, within range and sight (firer-problems.ts); a unit fires at one target a
 * phase; a hex is attacked once in a file; and every marked hex that must be attacked is
 * (9.14, 9.61: must-attack.ts). IF is read as in bombardments (14.01), Stukas by 15.11-15.17.
 */
export function checkAttacks(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[]): Issue[] {
  const { env } = ctx;
  const issues: Issue[] = [];
  const firedBy = new Map<string, number>();
  const ifFired = new Set<string>();
  const tally = newTally();
  const targets = new Set<string>();
  const stukas = { count: 0 };
  const flotilla = newFlotillaTally();
  // SoS 18.52, 18.54: no attacks until the turn after the army commander or his replacement HQ arrives (ICA excepted)
  const bar = attackBar(env, state, ctx.side, ctx.turn);
  // SoS 13.0-13.8: Herman's infiltration, its infantry unit firing in no attack of the phase (9.15)
  issues.push(...infiltrationProblems(ctx, state, orders, firedBy));
  // SoS 13.7 ("the attacked hex"), 9.65: the infiltration, resolved first (13.4), is its target hex's attack of the phase and one of its eight of the turn
  const infiltrated = new Set<string>();
  for (const { i, infiltrate: o } of infiltrationsOf(orders)) {
    if (!isHex(env, o.target)) continue;
    issues.push(...ninthAttackProblem(state, o.target, ['orders', i, 'infiltrate', 'target']));
    infiltrated.add(o.target);
  }
  for (const { i, attack: a } of attacksOf(orders)) {
    const at = (...rest: (string | number)[]) => ['orders', i, 'attack', ...rest];
    if (bar) issues.push({ path: at(), code: 'no-attacks-yet', message: bar.message, rule: bar.rule });
    if (!isHex(env, a.target)) {
      issues.push({ path: at('target'), code: 'off-map', message: `${a.target} is not a hex of the map`, rule: 'SoS 9.6' });
      continue;
    }
    if (infiltrated.has(a.target)) issues.push({ path: at('target'), code: 'attacked-twice', message: `${a.target} is the hex Herman's infiltration attacks this phase ("the attacked hex"): it is attacked once a phase`, rule: 'SoS 9.65, 13.7' });
    else if (targets.has(a.target)) issues.push({ path: at('target'), code: 'attacked-twice', message: `${a.target} is attacked once a phase: put every firer in one attack`, rule: 'SoS 9.65' });
    targets.add(a.target);
    issues.push(...ninthAttackProblem(state, a.target, at('target')));
    // SoS 14.41, 9.64 text (after 9.54): IF artillery and/or Stukas firing alone bombard, and "You do not place an 'attack' marker on a hex if you are bombarding a hex with only IF artillery and/or Stuka units"
    const bombarding = (a.fire?.length ?? 0) + (a.flotilla?.length ?? 0) === 0 && (a.indirect?.length ?? 0) + (a.stukas ? 1 : 0) > 0;
    if (!bombarding && !state.markers.attack.includes(a.target)) issues.push({ path: at('target'), code: 'no-attack-marker', message: `${a.target} has no "attack" marker: it was not marked in the movement phase`, rule: 'SoS 9.02a, 9.64' });
    const enemies = sideAt(env, state, a.target, other(ctx.side)).filter((id) => env.counter(id).type !== 'leader');
    if (enemies.length === 0) issues.push({ path: at('target'), code: 'no-enemy', message: `no enemy unit is in ${a.target}`, rule: 'SoS 9.11' });
    // SoS 14.01, 14.02: IF artillery attacks with its AF, spotted (14.2), once a turn
    if (a.indirect) issues.push(...readIndirect(ctx, state, a.indirect, a.target, at('indirect'), ifFired, tally).issues);
    // SoS 9.15, 14.03 ∆: a unit fires at one hex a phase, the 88mm too "as IF artillery and as direct fire units in the same turn, but not in the same phase"
    a.indirect?.forEach((g, gi) => g.units.forEach((u, j) => {
      const before = firedBy.get(u);
      if (before !== undefined && before !== i) issues.push({ path: at('indirect', gi, 'units', j), code: 'fires-twice', message: `${u} already fires at another hex this phase`, rule: 'SoS 9.15, 14.03' });
      firedBy.set(u, i);
    }));
    // SoS 14.11: IF units that moved (or entered) may not fire their AF in this phase
    a.indirect?.forEach((g, gi) => g.units.forEach((u, j) => {
      if (ifHeldAfterMove(state, u, ctx.turn, ctx.window.phase)) issues.push({ path: at('indirect', gi, 'units', j), code: 'moved', message: `${u} moved or entered the game since its side's last attack phase: it may not fire its AF in this one`, rule: 'SoS 14.11' });
    }));
    // SoS 15.1, 15.11, 15.14: Stukas support a German attack when the LW OP sees the target hex;
    // SoS 15.13, 14.41: Stukas firing alone or with IF only bombard, and "can always see the hex they are bombing"
    if (a.stukas) issues.push(...readStukas(ctx, state, a.stukas, a.target, at('stukas'), stukas, !bombarding).issues);
    (a.fire ?? []).forEach((g, j) => {
      if (!isHex(env, g.from)) {
        issues.push({ path: at('fire', j, 'from'), code: 'off-map', message: `${g.from} is not a hex of the map`, rule: 'SoS 9.17' });
        return;
      }
      g.units.forEach((u, k) => {
        const path = at('fire', j, 'units', k);
        const before = firedBy.get(u);
        if (before !== undefined && before !== i) issues.push({ path, code: 'fires-twice', message: `${u} already fires at another hex this phase`, rule: 'SoS 9.15, 9.18' });
        firedBy.set(u, i);
        issues.push(...firerProblems(ctx, state, a.target, u, g.from, path));
      });
    });
    // SoS 16.52-16.55: River Flotilla units placed in solid Volga River hexes fire at a Volga River cliff hex, with the Soviet attack
    if (a.flotilla) {
      const cliff = cliffProblem(ctx, a.target);
      if (cliff) issues.push({ ...cliff, path: at('target') });
      const defenders = sideAt(env, state, a.target, other(ctx.side));
      issues.push(...flotillaProblems(ctx, state, ctx.side, a.flotilla, { at: a.target, kind: 'attack', target: targetOf(env, state, a.target, other(ctx.side), defenders) }, flotilla, at('flotilla')));
    }
    // SoS 16.55, 14.41: the WBBT is the River Flotilla's, alone or with IF artillery, never with direct fire
    issues.push(...attackTableProblems(a, at()));
    // SoS 16.53: River Flotilla units stay on the Volga River: they never advance after combat
    a.advance?.forEach((u, k) => {
      if (isFlotilla(env, u)) issues.push({ path: at('advance', k), code: 'flotilla-stays-on-volga', message: `${u} is a River Flotilla unit: it stays on the Volga River`, rule: 'SoS 16.53' });
      // SoS 9.86: a vehicle named to advance may not cross a balka into the target where no bridge or road crosses it
      const x = balkaAdvanceProblem(ctx, state, u, a.target, at('advance', k));
      if (x) issues.push(x);
    });
    // SoS 9.67: the Close Assault is declared only with an adjacent infantry or combat engineer attacking
    const assault = a.closeAssault ? closeAssaultProblem(ctx, state, a.target, a.fire ?? [], at('closeAssault')) : null;
    if (assault) issues.push(assault);
    // SoS 9.71: the engineers whose DRM is claimed have a red AF
    issues.push(...engineerClaimProblems(env, a.engineers, at('engineers'), targetOf(env, state, a.target, other(ctx.side), enemies)));
  }
  // SoS 18.52, 18.54: a hex marked before the bar need not (may not) be attacked
  // SoS 13.7, 9.61: a marked hex whose German unit is infiltrated has been attacked, the infantry unit firing at it
  const infiltrations = infiltrationsOf(orders).map(({ infiltrate: o }) => ({ target: o.target, fire: [{ units: o.units }] }));
  if (!bar) issues.push(...unattackedProblems(ctx, state, [...attacksOf(orders).map((x) => x.attack), ...infiltrations]));
  return issues;
}
