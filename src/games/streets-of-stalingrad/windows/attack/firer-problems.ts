import type { Issue } from '#kernel/engine/issues';
import { isIfArtillery, towedHeldAfterMove } from '../../movement/moved-artillery';
import { firePoints, isRefusal } from '../../combat/fire-points';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { other, sees, sideAt } from './battlefield';
import { firerOf, targetOf } from './fire-units';
import { wallHidesTarget } from '../../los/wall-shield';
import { wallFirerMessage, wallHoldsFirer } from '../../los/wall-firer';

const CODE_OF_REFUSAL: Readonly<Record<string, string>> = { 'SoS 9.112': 'pinned', 'SoS 9.62': 'spent', 'SoS 9.23': 'out-of-range' };

/**
 * SoS 9.6, 9.13, 9.18, 9.23, 9.3, 9.81, 9.112: the problems of one unit of the side firing
 * its AF from `from` at the `target` hex in an attack, each at `path`: a counter of the
 * side standing there, a combat unit, not pinned or spent, in range with AF to fire, and in
 * sight beyond an adjacent hex. None: the unit may attack the hex.
 */
export function firerProblems(ctx: PhaseContext, state: SosState, target: string, unit: string, from: string, path: (string | number)[]): Issue[] {
  const { env } = ctx;
  const c = env.findCounter(unit);
  if (!c) return [{ path, code: 'unknown-unit', message: `${unit} is not a counter of this game`, rule: 'SoS 2.2' }];
  const p = state.pieces[unit];
  if (!p) return [{ path, code: 'not-in-scenario', message: `${unit} is not in this scenario`, rule: 'SoS 2.32' }];
  if (c.side !== ctx.side) return [{ path, code: 'not-your-unit', message: `${unit} is not a ${ctx.side} unit`, rule: 'SoS 9.6' }];
  if (p.at !== from) return [{ path, code: 'not-there', message: `${unit} is not in ${from}${p.at ? ` (it is in ${p.at})` : ' (it is not on the map)'}`, rule: 'SoS 9.63' }];
  const f = firerOf(env, state, unit, from, target, false);
  if (!f) return [{ path, code: 'not-a-combat-unit', message: `${unit} has no AF: only combat units attack`, rule: 'SoS 9.81' }];
  // SoS 14.01, 14.02: an IF unit fires its AF as IF (spotted, or its own spotter to fire directly), once a turn
  if (isIfArtillery(c)) return [{ path, code: 'if-as-direct-fire', message: `${unit} is IF artillery: name it under indirect (its own spotter to fire directly), so that its AF counts once a turn`, rule: 'SoS 14.01, 14.02' }];
  const read = firePoints(f, 'attack', targetOf(env, state, target, other(ctx.side), sideAt(env, state, target, other(ctx.side))));
  const out: Issue[] = [];
  if (isRefusal(read)) out.push({ path, code: CODE_OF_REFUSAL[read.rule] ?? 'may-not-attack', message: `${unit}: ${read.refused}`, rule: read.rule });
  else if (read.points <= 0) out.push({ path, code: 'no-attack-factor', message: `${unit} has no AF to attack with`, rule: 'SoS 9.13' });
  if (towedHeldAfterMove(state, c)) out.push({ path, code: 'moved', message: `${unit} is towed artillery that moved: it may not fire until its side's next attack phase after the move is over`, rule: 'SoS 9.101' });
  if (f.distance > 1 && !sees(env, from, target)) {
    out.push({ path, code: 'no-los', message: `${from} has no line of sight to ${target}`, rule: 'SoS 9.31' });
  }
  // SoS 9.40: a vehicle in a Tartar Wall hex is fired at from its side of the Wall only, adjacent firers included
  else if (wallHidesTarget(env, state, ctx.standing[other(ctx.side)], from, target, sideAt(env, state, target, other(ctx.side)))) {
    out.push({ path, code: 'wall-side', message: `the units in ${target} are vehicles on the other side of the Tartar Wall from ${from}`, rule: 'SoS 9.40' });
  }
  // SoS 9.31, 9.40 ∆: LOS is reciprocal: a vehicle in a Wall hex fires out to its side of the Wall only
  const held = wallHoldsFirer(env, state, ctx.standing[ctx.side], unit, target);
  if (held) out.push({ path, code: 'wall-side-firer', message: wallFirerMessage(unit, from, held, target), rule: 'SoS 9.40, 9.31' });
  return out;
}
