import type { Issue } from '#kernel/engine/issues';
import { hexId } from '#kernel/ids';
import { isIndirectFire } from '../../combat/unit-classes';
import type { BreakthroughOrderSchema } from '../../orders/movement';
import { hexsideCrossed } from '../../movement/map-step';
import type { z } from 'zod';
import { distance, isHex, mayEnter, other } from '../attack/battlefield';
import { targetOf, unitOf } from '../attack/fire-units';
import { engineerClaimProblems } from '../attack/engineer-claims';
import { closeAssaultProblem } from '../attack/close-assault';
import { holdsEnemyCombatUnit } from '../attack/enemy-combat-units';
import { firerProblems } from '../attack/firer-problems';
import type { PhaseContext } from '../phase';
import type { PhaseRun } from './phase-run';
import { ninthAttackProblem } from '../attack/hex-attack-count';
import { breakthroughSupportProblems } from './breakthrough-support';
import { attackBar } from '../../leaders/attack-bar';

export type BreakthroughBody = z.infer<typeof BreakthroughOrderSchema>['breakthrough'];
type At = (string | number)[];

/** SoS 10.2 ∆: the terrains a breakthrough attack may be made against (railroad, road, hill top, slope and cemetery are features of such hexes). */
const OPEN: ReadonlySet<string> = new Set(['clear', 'forest', 'suburb', 'railroad', 'road', 'hill-top', 'slope', 'cemetery']);
/** SoS 10.2: Tartar Wall and balka hexes count as clear when the attack does not cross the Wall or the balka. */
const CROSSABLE: ReadonlySet<string> = new Set(['tartar-wall', 'balka']);

/**
 * SoS 10.2: the target's terrain. Clear, forest and suburb/village hexes, with railroad, road,
 * hill top, slope or cemetery features; a Tartar Wall or balka hex too when it has no other
 * terrain than those and no adjacent attacker fires across a Wall or balka hexside (the
 * reading of the garbled bullet: "As long as the breakthrough ... attack does not cross the
 * Tartar Wall or a balka, these hexes are also considered clear hexes").
 */
function terrainProblem(ctx: PhaseContext, target: string, adjacentFrom: readonly string[], at: At): Issue | null {
  const { map } = ctx.env;
  const terrain = map.hex(hexId(target))?.terrain ?? [];
  const bad = terrain.filter((t) => !OPEN.has(t) && !CROSSABLE.has(t));
  if (bad.length > 0) return { path: [...at, 'target'], code: 'target-terrain', message: `${target} is ${bad.join(', ')}: a breakthrough attack is made only against clear, forest and suburb/village hexes`, rule: 'SoS 10.2' };
  if (!terrain.some((t) => CROSSABLE.has(t))) return null;
  const across = adjacentFrom.filter((h) => hexsideCrossed(map, hexId(h), hexId(target))?.features.some((f) => CROSSABLE.has(f)));
  if (across.length === 0) return null;
  return { path: [...at, 'target'], code: 'across-wall-or-balka', message: `the attack on ${target} from ${across.join(', ')} crosses the Tartar Wall or a balka`, rule: 'SoS 10.2' };
}

/** SoS 10.2, 10.3, 10.6, 10.7, 8.52: every problem of one attacker, at `path`; its hex when it stands on the map. */
function attackerProblems(ctx: PhaseContext, run: PhaseRun, target: string, id: string, path: At): Issue[] {
  const { env } = ctx;
  const c = env.findCounter(id);
  const p = run.state.pieces[id];
  if (!c || !p) return [{ path, code: 'unknown-unit', message: `${id} is not a unit of this game`, rule: 'SoS 2.32' }];
  if (c.side !== ctx.side) return [{ path, code: 'not-your-unit', message: `${id} is not a ${ctx.side} unit`, rule: 'SoS 10.1' }];
  if (p.eliminated || !isHex(env, p.at)) return [{ path, code: 'not-on-map', message: `${id} is not on the map`, rule: 'SoS 10.1' }];
  const u = unitOf(env, run.state, id);
  // SoS 10.3: "Direct fire units only, Stukas (with LW OP unit spotting), and mortars within the attacking units' command"
  if (u && isIndirectFire(u)) {
    if (u.type === 'mortar') return [{ path, code: 'if-as-direct-fire', message: `${id} is a mortar: name it under indirect with its spotter (a mortar within the attackers' command fires its AF as IF)`, rule: 'SoS 10.3, 14.01' }];
    return [{ path, code: 'not-direct-fire', message: `${id} is IF artillery: only direct fire units and mortars take part in breakthrough attacks`, rule: 'SoS 10.3' }];
  }
  const out: Issue[] = [];
  // SoS 10.2: "May not include units with 'pinned' or 'spent' markers on them"
  if (p.pinned) out.push({ path, code: 'pinned', message: `${id} is pinned: a breakthrough attack includes no pinned unit`, rule: 'SoS 10.2' });
  if (p.spent) out.push({ path, code: 'spent', message: `${id} is spent: a breakthrough attack includes no spent unit`, rule: 'SoS 10.2' });
  out.push(...firerProblems(ctx, run.state, target, id, p.at, path).filter((x) => x.code !== 'pinned' && x.code !== 'spent'));
  // SoS 10.6: "Units under a 'breakthru' marker may not attack again for the rest of that turn"
  if (run.state.markers.breakthru.includes(p.at)) out.push({ path, code: 'under-breakthru', message: `${id} is under a "breakthru" marker in ${p.at} and may not attack again this turn`, rule: 'SoS 10.6' });
  if (run.throughBreakthru.has(id)) out.push({ path, code: 'through-breakthru', message: `${id} moved through a "breakthru" marker this phase and may not make a breakthrough attack`, rule: 'SoS 10.7' });
  return out;
}

/**
 * Every problem of one `breakthrough` order at once, on the position the earlier orders of
 * the phase leave (the check and the adjudication both ask it): a Movement or Exploit
 * Movement Phase (10.1), an enemy-held hex (10.1) not yet attacked so this phase (10.4), its
 * terrain (10.2), no interdiction on it (10.2, 14.85), each attacker (attackerProblems), one
 * of them adjacent and not pinned (10.2 Ω), its mortars and Stukas (10.3: breakthrough-support.ts), the attackers that moved this phase moved as one
 * stack (8.52), and each unit to `advance` adjacent to the hex and able to enter it (10.6).
 */
export function breakthroughProblems(ctx: PhaseContext, run: PhaseRun, b: BreakthroughBody, at: At, inReserves: boolean): Issue[] {
  const { env } = ctx;
  if (inReserves) return [{ path: at, code: 'breakthrough-in-reserves', message: 'breakthrough attacks are made only in the Movement and Exploit Movement Phases', rule: 'SoS 10.1' }];
  if (!isHex(env, b.target)) return [{ path: [...at, 'target'], code: 'off-map', message: `${b.target} is not a hex of the map`, rule: 'SoS 2.17' }];
  const out: Issue[] = [];
  // SoS 18.52, 18.54: a breakthrough attack is an attack: none until the turn after the army commander or his replacement HQ arrives
  const bar = attackBar(env, run.state, ctx.side, ctx.turn);
  if (bar) out.push({ path: at, code: 'no-attacks-yet', message: bar.message, rule: bar.rule });
  // SoS 9.81: an immobilized tank, a sniper or a mine dog is a combat unit, though it has no AF
  if (!holdsEnemyCombatUnit(env, run.state, b.target, ctx.side)) out.push({ path: [...at, 'target'], code: 'no-enemy', message: `${b.target} holds no enemy combat unit to attack`, rule: 'SoS 10.1' });
  if (run.breakthroughTargets.has(b.target)) out.push({ path: [...at, 'target'], code: 'attacked-twice', message: `${b.target} has undergone a breakthrough attack this phase already`, rule: 'SoS 10.4' });
  out.push(...ninthAttackProblem(run.state, b.target, [...at, 'target']));
  if (run.state.interdiction.some((x) => x.hex === b.target)) out.push({ path: [...at, 'target'], code: 'interdicted', message: `${b.target} is interdicted with IF explosion markers`, rule: 'SoS 10.2, 14.85' });
  const adjacent: string[] = [];
  let adjacentAble = false;
  b.attackers.forEach((id, k) => {
    const issues = attackerProblems(ctx, run, b.target, id, [...at, 'attackers', k]);
    out.push(...issues);
    const p = run.state.pieces[id];
    if (p && isHex(env, p.at) && distance(env, p.at, b.target) === 1) {
      adjacent.push(p.at);
      if (!p.pinned) adjacentAble = true;
    }
  });
  out.push(...breakthroughSupportProblems(ctx, run, b, at));
  // SoS 10.1, 9.67: the Close Assault declared as in an attack, each attacker firing from its hex
  const assault = b.closeAssault ? closeAssaultProblem(ctx, run.state, b.target, b.attackers.map((id) => ({ from: run.state.pieces[id]?.at ?? null, units: [id] })), [...at, 'closeAssault']) : null;
  if (assault) out.push(assault);
  // SoS 10.1, 9.71: the engineers' DRM claimed as in an attack
  out.push(...engineerClaimProblems(env, b.engineers, [...at, 'engineers'], targetOf(env, run.state, b.target, other(ctx.side), [])));
  if (!adjacentAble) out.push({ path: [...at, 'attackers'], code: 'no-adjacent-attacker', message: `no attacker is adjacent to ${b.target} and not pinned`, rule: 'SoS 10.2' });
  const terrain = terrainProblem(ctx, b.target, [...new Set(adjacent)], at);
  if (terrain) out.push(terrain);
  // SoS 8.52: "The units ... that will attempt a breakthrough attack after movement must be already stacked together at the start ... and must move together as a stack"
  const moves = run.moves.filter((m) => m.units.some((u) => b.attackers.includes(u)));
  if (moves.length > 1) out.push({ path: [...at, 'attackers'], code: 'not-moved-together', message: `the attackers moved this phase in ${moves.length} moves: those that attack after breakthrough movement move together as one stack`, rule: 'SoS 8.52' });
  b.advance?.forEach((id, k) => {
    const p = run.state.pieces[id];
    if (!p || !isHex(env, p.at) || distance(env, p.at, b.target) !== 1) out.push({ path: [...at, 'advance', k], code: 'not-adjacent', message: `${id} is not adjacent to ${b.target}: only an adjacent attacker moves into it`, rule: 'SoS 10.6' });
  });
  if (!mayEnter(env, b.target, ctx.side)) out.push({ path: [...at, 'target'], code: 'may-not-enter', message: `${ctx.side} units may not enter ${b.target}: an attacker must move into it when it succeeds`, rule: 'SoS 10.6' });
  return out;
}
