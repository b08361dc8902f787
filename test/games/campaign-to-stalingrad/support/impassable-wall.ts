import { hexsideKey } from '#kernel/hex/hexside';
import { hexId } from '#kernel/ids';
import { tinyWorld } from './tiny-world';

/** An impassable wall between columns 08 and 09 of the fragment map (9.1: no LOC crosses an impassable hexside). */
export function impassableWall(): Record<string, string[]> {
  const { ctx } = tinyWorld({ units: [] });
  const out: Record<string, string[]> = {};
  for (let r = 10; r <= 20; r++) for (const n of ctx.map.neighbours(hexId(`${r}08`))) if (n.endsWith('09')) out[hexsideKey(hexId(`${r}08`), n)] = ['impassable'];
  return out;
}
