import type { HexId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { AttackOrder } from '../orders/attack';
import { GERMAN, type DosSide } from '../state/sides';
import { attackOf, isArtillery, isGermanProper, isMech, occupant, stackNationality } from '../state/units';
import type { DosState } from '../state/types';
import { frozenReason } from './activation/frozen';
import { armyOf, releaseTurn } from './army-release';
import { valuesHidden } from './untried';
import { isProblem, resolveHex } from './hex-labels';
import { isManychHexside } from './manych-flood';
import { conditionsOf, type TerrainConditions } from './terrain-conditions';
import { dedupe, problem, type OrderProblem } from './problem';
import { resolveUnits, type UnitRef } from './unit-refs';
import { airProblems } from './air/attack-air';
import { alreadyDefended } from './defenders';

/** A legal prepared assault, ready to resolve. */
export interface AttackPlan {
  side: DosSide;
  target: HexId;
  attackers: UnitRef[];
  losses: string[];
  advance: 'all' | 'none' | string[];
  /** German ground-support aircraft committed to the attack (DoS 11.25). */
  air?: number;
}

/** Why one unit may not attack `target` across the shared hexside, or null (DoS 11.16-11.20; the flooded Manych, 9.32). */
export function attackBar(ctx: DosContext, u: UnitRef, target: HexId, others: UnitRef[], conditions: TerrainConditions = {}): OrderProblem | null {
  const side = ctx.map.hexside(u.hex, target);
  if (conditions.manychFlooded && isManychHexside(side)) return problem([], 'manych-flooded', `the Manych is flooded this game turn: no attack across ${u.hex}/${target}`, 'DoS 9.32');
  const soviet = u.def.nationality === 'soviet';
  if (side.includes('blocked')) return problem([], 'blocked-hexside', `${u.id} may not attack across the blocked mountain hexside ${u.hex}/${target}`, 'DoS 11.16');
  if (side.includes('volga') && !soviet) return problem([], 'across-volga', `German-side units may never attack across the Volga (${u.id})`, 'DoS 11.19');
  if (side.includes('lake') || side.includes('sea')) {
    const supported = soviet && isArtillery(u.def) && others.some((o) => o.id !== u.id && !['lake', 'sea'].some((f) => ctx.map.hexside(o.hex, target).includes(f)));
    if (!supported) return problem([], 'across-water', `${u.id} may not attack across the all-water hexside ${u.hex}/${target}`, 'DoS 11.20');
  }
  if (isMech(u.def) && ctx.map.hex(target)?.terrain === 'marsh') return problem([], 'mech-into-marsh', `mechanized unit ${u.id} may not attack into marsh`, 'DoS 11.17');
  return null;
}

/**
 * Checks an attack order against the position now (DoS 11.1-11.20, 11.39): known units
 * of the side on the map, each adjacent to the target (11.1), none attacking twice and
 * no defender of the target attacked twice this phase (11.4), a printed attack factor above 0
 * (11.12), no forbidden hexside or marsh attack (11.16-11.20), at most one satellite
 * nationality (11.39), an enemy-held target (unless ifTargetOccupied), losses and
 * advance naming attackers only, artillery never advancing (11.38).
 */
export function planAttack(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  order: AttackOrder,
): { plan: AttackPlan | null; problems: OrderProblem[] } {
  const a = order.attack;
  const { refs, problems } = resolveUnits(ctx, state, side, a.units, ['attack', 'units'], false);
  const target = resolveHex(ctx, a.target, ['attack', 'target']);
  if (isProblem(target)) return { plan: null, problems: dedupe([...problems, target]) };
  const holder = occupant(ctx, state, target);
  if (holder === side) problems.push(problem(['attack', 'target'], 'friendly-target', `${target} holds your own units`, 'DoS 11.1'));
  else if (holder === null && !a.ifTargetOccupied) {
    problems.push(problem(['attack', 'target'], 'target-empty', `${target} holds no enemy units (set ifTargetOccupied to attack only if a defender retreats there)`, 'DoS 11.1'));
  }
  const twice = alreadyDefended(state, target); // DoS 11.4: units, not hexes
  if (twice.length > 0) problems.push(problem(['attack', 'target'], 'defended-twice', `${twice.join(', ')} in ${target} ${twice.length > 1 ? 'have' : 'has'} already defended this phase`, 'DoS 11.4'));
  for (const u of refs) {
    const at = ['attack', 'units', a.units.indexOf(u.id)];
    if (ctx.map.grid.direction(u.hex, target) === null) problems.push(problem(at, 'not-adjacent', `${u.id} in ${u.hex} is not adjacent to ${target}`, 'DoS 11.1'));
    else {
      const bar = attackBar(ctx, u, target, refs, conditionsOf(ctx, state));
      if (bar) problems.push({ ...bar, path: at });
    }
    const release = releaseTurn(ctx, state, u.def);
    if (release !== null) problems.push(problem(at, 'unreleased-army', `${u.id} (army ${armyOf(state, u.def)}) may not attack before its release on GT${release}`, 'DoS 3.2'));
    const frozen = frozenReason(ctx, state, u.id); // DoS 3.2, 8.2, 8.4
    if (frozen) problems.push({ ...frozen, path: at });
    if (state.phase.attacked.includes(u.id)) problems.push(problem(at, 'attacked-twice', `${u.id} has already attacked this phase`, 'DoS 11.4'));
    if (attackOf(u.def, u.steps) === 0 && !valuesHidden(u.def, state.units[u.id])) problems.push(problem(at, 'zero-attack', `${u.id} has an attack factor of 0 and may not attack or ride along`, 'DoS 11.12'));
  }
  const satellites = new Set(refs.filter((u) => !isGermanProper(u.def) && u.def.nationality !== 'soviet').map((u) => stackNationality(u.def)));
  if (side === GERMAN && satellites.size > 1) {
    problems.push(problem(['attack', 'units'], 'multinational', `no more than one Axis-satellite nationality per attack (${[...satellites].sort().join(', ')})`, 'DoS 11.39'));
  }
  const ids = new Set(a.units);
  (a.losses ?? []).forEach((id, k) => {
    if (!ids.has(id)) problems.push(problem(['attack', 'losses', k], 'losses-not-attacker', `${id} is not one of this attack's units`, 'DoS 11.32'));
  });
  if (Array.isArray(a.advance)) {
    a.advance.forEach((id, k) => {
      const ref = refs.find((u) => u.id === id);
      if (!ids.has(id)) problems.push(problem(['attack', 'advance', k], 'advance-not-attacker', `${id} is not one of this attack's units`, 'DoS 11.38'));
      else if (ref && ref.def.nationality === 'soviet' && isArtillery(ref.def)) {
        problems.push(problem(['attack', 'advance', k], 'artillery-no-advance', `Soviet artillery and heavy cannon never advance after combat (${id})`, 'DoS 11.38'));
      }
    });
  }
  problems.push(...airProblems(ctx, state, side, a.air));
  if (problems.length > 0 || refs.length === 0) return { plan: null, problems: dedupe(problems) };
  return { plan: { side, target, attackers: refs, losses: a.losses ?? [], advance: a.advance ?? 'none', ...(a.air ? { air: a.air } : {}) }, problems: [] };
}
