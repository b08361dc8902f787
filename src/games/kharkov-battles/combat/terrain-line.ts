import { issue, type Issue } from '#kernel/engine/issues';
import type { Tables } from '../data/tables';

/**
 * The CRT terrain line of a combat (KB 12.0, 12.24): the line of the defender's hex
 * terrain (tec.lines); with defenders in several hexes, the line most favourable to the
 * defender, which is the latest of them in crt.lines' order.
 */
export type LineAnswer = { ok: true; line: string } | { ok: false; issues: Issue[] };

export function terrainLine(tables: Pick<Tables, 'crt' | 'tec'>, defenderTerrains: readonly string[]): LineAnswer {
  const order = Object.keys(tables.crt.lines);
  const issues: Issue[] = [];
  if (defenderTerrains.length === 0) issues.push(issue(['defenders'], 'no-defender-hex', 'a combat needs a defending hex', 'KB 12.0'));
  let best = -1;
  defenderTerrains.forEach((t, i) => {
    const line = tables.tec.lines[t];
    if (line === undefined) issues.push(issue(['defenders', i, 'terrain'], 'unknown-terrain', `the Terrain Effects Chart has no line for terrain "${t}"`, 'KB 12.0'));
    else best = Math.max(best, order.indexOf(line));
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, line: order[best]! };
}
