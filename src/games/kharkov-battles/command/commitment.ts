import { issue } from '#kernel/engine/issues';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { withUnits } from '../state/update';
import { done, refused, type RuleOutcome } from '../issues/outcome';

/** A commitment: the army (icon colour) or every unit on the map, the units it committed, and why. */
export type CommitmentEvent =
  | { kind: 'army-committed'; colour: string; by: string; units: string[]; rule: 'KB 13.12' }
  | { kind: 'all-committed'; units: string[]; rule: 'KB 20.2' };

/**
 * KB 13.12 (digest A30): an Axis attack (Mobile or Prepared Assault) on an uncommitted
 * Soviet unit commits its whole army (every Soviet unit of its icon colour) at once, before
 * the combat is resolved. KB 13.13: committed units are Operational on the turn of
 * commitment. Attacking a committed unit changes nothing (no event).
 */
export function commitByAttack(ctx: KbContext, state: KbState, attacked: string): RuleOutcome<CommitmentEvent> {
  const st = state.units[attacked];
  const path = ['attacked'];
  if (!st) return refused([issue(path, 'unknown-unit', `the game holds no unit "${attacked}"`)]);
  const def = ctx.unit(attacked);
  if (def.side !== 'soviet') return refused([issue(path, 'not-soviet', `${def.name} is not a Soviet unit: only Soviet armies are uncommitted`, 'KB 13.0')]);
  if (st.where !== 'map') return refused([issue(path, 'not-on-map', `${def.name} is not on the map and cannot be attacked`, 'KB 13.12')]);
  if (st.committed) return done(state, []);
  const { state: next, units } = commitArmiesOf(ctx, state, [attacked]);
  return done(next, [{ kind: 'army-committed', colour: def.colour, by: attacked, units, rule: 'KB 13.12' }]);
}

/**
 * KB 13.12, 13.13: the armies (icon colours) of the uncommitted Soviet units among
 * `attacked` committed at once: every uncommitted Soviet unit of those colours, on the map
 * or off it, the ones on the map made Operational. The one place a Prepared Assault
 * (assault/resolve.ts), a Mobile Assault (movement-phase/mobile-assault.ts) and
 * `commitByAttack` commit an army.
 */
export function commitArmiesOf(ctx: KbContext, state: KbState, attacked: readonly string[]): { state: KbState; colours: string[]; units: string[] } {
  const soviet = (id: string): boolean => ctx.unit(id).side === 'soviet';
  const colours = [...new Set(attacked.filter((id) => soviet(id) && state.units[id]?.committed === false).map((id) => ctx.unit(id).colour))].sort();
  if (colours.length === 0) return { state, colours, units: [] };
  const units = Object.keys(state.units)
    .filter((id) => !state.units[id]!.committed && soviet(id) && colours.includes(ctx.unit(id).colour))
    .sort();
  const next = withUnits(state, Object.fromEntries(units.map((id) => [id, { committed: true, ...(state.units[id]!.where === 'map' ? { supply: 'operational' as const } : {}) }])));
  return { state: next, colours, units };
}

/**
 * KB 20.2 (4.1 C.1.a): in Second Kharkov, in the Soviet Command Phase of turn 3, every
 * Soviet unit on the map becomes committed (Operational, 13.13). Any other scenario, turn or
 * phase: nothing changes.
 */
export function scenarioCommitment(ctx: KbContext, state: KbState): RuleOutcome<CommitmentEvent> {
  const { turn, stage, phase } = state.at;
  if (state.scenario !== 'second-kharkov' || turn !== 3 || stage !== 'soviet' || phase !== 'command') return done(state, []);
  const units = Object.keys(state.units)
    .filter((id) => {
      const u = state.units[id]!;
      return u.where === 'map' && !u.committed && ctx.unit(id).side === 'soviet';
    })
    .sort();
  if (units.length === 0) return done(state, []);
  const next = withUnits(state, Object.fromEntries(units.map((id) => [id, { committed: true, supply: 'operational' as const }])));
  return done(next, [{ kind: 'all-committed', units, rule: 'KB 20.2' }]);
}
