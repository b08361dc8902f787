import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { attackOf, isGermanProper, isMech, isPanzer } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { releaseTurn } from '../army-release';
import { problem, type OrderProblem } from '../problem';
import type { UnitRef } from '../unit-refs';
import { supplyOf } from './supply-seam';

/**
 * Who may make a mobile assault together (DoS 9.23-9.28): German mechanized units only
 * (German and Slovak, 1.5, 11.39; never satellite panzers, 6.3), at least one German
 * panzer division among them (motorized infantry and FLAK only with one, 9.23), stacked
 * together since the phase began (9.28) and not yet moved this phase (9.2), none that
 * has already mobile-assaulted this phase (9.24), none of an unreleased army (3.2: no
 * attacks), and every one in regular overland supply in the launch hex (9.26, 7.16).
 */
export function forceProblems(ctx: DosContext, state: DosState, side: DosSide, refs: UnitRef[], ids: string[], launch: UnitRef['hex'] | null): OrderProblem[] {
  const out: OrderProblem[] = [];
  if (side !== GERMAN) return [problem(['assault'], 'no-mobile-assault', 'only German mechanized units make mobile assaults', 'DoS 9.23')];
  const at = (r: UnitRef) => ['assault', 'units', ids.indexOf(r.id)];
  for (const r of refs) {
    if (!isGermanProper(r.def) || !isMech(r.def)) {
      out.push(problem(at(r), 'not-german-mech', `${r.id} is not a German mechanized unit: only those mobile-assault (satellite panzers never do, 6.3)`, 'DoS 9.23'));
    }
    if (state.phase.moved.includes(r.id)) out.push(problem(at(r), 'moved-twice', `${r.id} has already moved this phase`, 'DoS 9.2'));
    if ((state.phase.assaulted ?? []).includes(r.id)) out.push(problem(at(r), 'assaulted-twice', `${r.id} has already made a mobile assault this phase`, 'DoS 9.24'));
    const release = releaseTurn(ctx, state, r.def);
    if (release !== null) out.push(problem(at(r), 'unreleased-army', `${r.id} (army ${r.def.army}) may not attack before its release on GT${release}`, 'DoS 3.2'));
    if (attackOf(r.def, r.steps) === 0) out.push(problem(at(r), 'zero-attack', `${r.id} has an attack factor of 0 and may not attack`, 'DoS 11.12'));
    if (launch !== null && supplyOf(ctx, state, r.id, launch) !== 'regular') {
      out.push(problem(at(r), 'not-in-supply', `${r.id} would not be in regular overland supply in the launch hex ${launch}`, 'DoS 9.26'));
    }
  }
  if (refs.length > 0 && !refs.some((r) => isPanzer(r.def) && isGermanProper(r.def))) {
    out.push(problem(['assault', 'units'], 'no-panzer', 'a mobile assault needs at least one German panzer division in the force', 'DoS 9.23'));
  }
  const start = refs[0]?.hex;
  if (refs.some((r) => r.hex !== start)) {
    out.push(problem(['assault', 'units'], 'not-a-stack', `a mobile-assault force must have begun the phase stacked together (${refs.map((r) => `${r.id} ${r.hex}`).join(', ')})`, 'DoS 9.28'));
  }
  if (start !== undefined && state.phase.movedFrom.includes(start) && state.phase.movedFrom.at(-1) !== start) {
    out.push(problem(['assault', 'units'], 'stack-resumed', `units from ${start} may not move again after another stack has moved`, 'DoS 9.6'));
  }
  return out;
}
