import type { Issue } from '#kernel/engine/issues';
import { hexId } from '#kernel/ids';
import { directRange } from '../../data/counters';
import type { SosEnv } from '../../game/env';
import { isClearHex } from '../../hidden/hidden-status';
import { isBox } from '../../orders/places';
import type { SosPlace } from '../../state/types';
import type { MovePosition } from './position';

/** Where enemy pieces stand, and the direct-fire reach of each enemy combat unit (8.24). */
interface EnemyReach {
  hexes: string[];
  fire: { hex: string; range: number }[];
}

function enemyReach(env: SosEnv, pos: MovePosition): EnemyReach {
  const hexes: string[] = [];
  const fire: { hex: string; range: number }[] = [];
  for (const [hex, pieces] of pos.stacks) {
    const enemy = pieces.filter((p) => p.side !== pos.side);
    if (enemy.length === 0) continue;
    hexes.push(hex);
    for (const p of enemy) {
      const c = env.counter(p.id);
      const r = env.facts(p.id).combat ? directRange(c) : 0;
      if (r > 0) fire.push({ hex, range: r });
    }
  }
  return { hexes, fire };
}

const nearest = (env: SosEnv, from: string, hexes: readonly string[]): number =>
  hexes.reduce((m, h) => Math.min(m, env.map.grid.distance(hexId(from), hexId(h))), Infinity);

/**
 * SoS 8.24: a deployment move may not begin the phase in an enemy ZOC, enter one, move into
 * a clear hex within the range of a direct fire enemy combat unit (range alone: the text
 * names no LOS), end within two hexes of any enemy unit, or end closer to the enemy than the
 * nearest friendly unit not in the move is (a reading: "move closer to enemy units than the
 * nearest friendly unit"). Every clause broken, each at the path entry that breaks it.
 */
export function deploymentProblems(env: SosEnv, pos: MovePosition, from: SosPlace, path: readonly SosPlace[], movers: readonly string[], at: (string | number)[]): Issue[] {
  const out: Issue[] = [];
  const reach = enemyReach(env, pos);
  if (pos.enemyZoc.has(from)) out.push({ path: [...at, 'units'], code: 'deployment-from-zoc', message: 'a deployment move may not begin in an enemy ZOC', rule: 'SoS 8.24' });
  path.forEach((p, k) => {
    if (isBox(p)) return;
    if (pos.enemyZoc.has(p)) out.push({ path: [...at, 'path', k], code: 'deployment-into-zoc', message: `${p} is in an enemy ZOC: a deployment move may not enter one`, rule: 'SoS 8.24' });
    const hex = env.map.hex(hexId(p));
    if (hex && isClearHex(env.tec, hex.terrain) && reach.fire.some((f) => env.map.grid.distance(hexId(f.hex), hexId(p)) <= f.range)) {
      out.push({ path: [...at, 'path', k], code: 'deployment-in-range', message: `${p} is a clear hex within the range of a direct fire enemy combat unit`, rule: 'SoS 8.24' });
    }
  });
  const end = path.at(-1);
  if (end === undefined || isBox(end) || reach.hexes.length === 0) return out;
  const last = [...at, 'path', path.length - 1];
  const toEnemy = nearest(env, end, reach.hexes);
  if (toEnemy <= 2) out.push({ path: last, code: 'deployment-near-enemy', message: `${end} is ${toEnemy} hex(es) from an enemy unit: a deployment move ends farther than two hexes away`, rule: 'SoS 8.24' });
  const friends = [...pos.stacks].filter(([h, ps]) => ps.some((p) => p.side === pos.side && !movers.includes(p.id)) && h !== end).map(([h]) => nearest(env, h, reach.hexes));
  const front = Math.min(...friends);
  if (friends.length > 0 && toEnemy < front) out.push({ path: last, code: 'deployment-ahead', message: `${end} is ${toEnemy} hexes from the enemy, closer than the nearest friendly unit (${front})`, rule: 'SoS 8.24' });
  return out;
}
