import type { Issue } from '#kernel/engine/issues';
import { hexId } from '#kernel/ids';
import { isInfantryType } from '../../combat/unit-classes';
import { toSosUnit } from '../../data/counter-inputs';
import { isBox } from '../../orders/places';
import { holdsEnemyCombatUnit } from '../attack/enemy-combat-units';
import type { PhaseContext } from '../phase';
import type { PhaseRun } from './phase-run';
import { attackBar } from '../../leaders/attack-bar';

/**
 * SoS 9.02a, 9.64: an "attack" marker is placed during the Movement and Exploit Movement
 * Phases on an enemy hex (one holding an enemy combat unit: the units attacked) adjacent to
 * a non-pinned infantry-type unit of the side, `by`, on the position after the phase's moves;
 * 9.65: a hex is attacked once, so a hex already marked is not marked again.
 */
export function markAttackProblems(ctx: PhaseContext, run: PhaseRun, hex: string, by: string, at: (string | number)[]): Issue[] {
  const out: Issue[] = [];
  const map = ctx.env.map;
  if (!map.hex(hexId(hex))) return [{ path: [...at, 'hex'], code: 'off-map', message: `${hex} is not a hex of the map`, rule: 'SoS 2.17' }];
  // SoS 9.81: an immobilized tank, a sniper or a mine dog is a combat unit, though it has no AF
  if (!holdsEnemyCombatUnit(ctx.env, run.state, hex, ctx.side)) out.push({ path: [...at, 'hex'], code: 'no-enemy', message: `${hex} holds no enemy combat unit to attack`, rule: 'SoS 9.02a, 9.11' });
  // SoS 18.52, 18.54, 9.61: a marked hex must be attacked, and no attack may be made yet
  const bar = attackBar(ctx.env, run.state, ctx.side, ctx.turn);
  if (bar) out.push({ path: at, code: 'no-attacks-yet', message: bar.message, rule: bar.rule });
  if (run.state.markers.attack.includes(hex)) out.push({ path: [...at, 'hex'], code: 'already-marked', message: `${hex} has an "attack" marker already: a hex is attacked once`, rule: 'SoS 9.65' });
  const c = ctx.env.findCounter(by);
  const p = run.state.pieces[by];
  if (!c || !p) return [...out, { path: [...at, 'by'], code: 'unknown-unit', message: `${by} is not a unit of this game`, rule: 'SoS 2.32' }];
  if (c.side !== ctx.side) return [...out, { path: [...at, 'by'], code: 'not-your-unit', message: `${by} is not a ${ctx.side} unit`, rule: 'SoS 9.64' }];
  const u = toSosUnit(c);
  if (!u || !isInfantryType(u)) out.push({ path: [...at, 'by'], code: 'not-infantry-type', message: `${by} is not an infantry-type unit`, rule: 'SoS 9.64' });
  if (p.pinned) out.push({ path: [...at, 'by'], code: 'pinned', message: `${by} is pinned`, rule: 'SoS 9.64' });
  if (p.at === null || isBox(p.at) || map.grid.distance(hexId(p.at), hexId(hex)) !== 1) out.push({ path: [...at, 'by'], code: 'not-adjacent', message: `${by} is not adjacent to ${hex}${p.at ? ` (it is in ${p.at})` : ''}`, rule: 'SoS 9.64' });
  return out;
}

export function applyMarkAttack(run: PhaseRun, hex: string, by: string): void {
  run.state = { ...run.state, markers: { ...run.state.markers, attack: [...run.state.markers.attack, hex].sort() } };
  run.events.push({ type: 'attack-marked', hex, by, rule: 'SoS 9.02a, 9.64' });
}
