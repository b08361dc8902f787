import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../../assault/attack';
import type { RolledBattle } from '../../assault/resolve';
import type { KbState } from '../../state/types';
import type { AdvanceAsk, AdvanceWay } from './pause';

/**
 * KB 12.8-12.85 (D9, D10): the single advances the non-phasing victor's units of the asked
 * hex may make after the attackers lost: each unit by each path that begins in an attacking
 * hex next to it (12.82: first into a hex the loser vacated) and is no longer than the
 * attacker's rk (the allowance never exceeds it, 12.8, 12.81), that `legal` accepts (the
 * combat applied with that advance: assault/advance.ts keeps 12.8-12.85). A path the rules
 * refuse is refused with every longer one, so only legal paths are grown.
 */
export function advanceWays(env: AssaultEnv, rolled: KbState, ask: Pick<AdvanceAsk, 'units'>, b: RolledBattle, legal: (a: AdvanceWay) => boolean): AdvanceWay[] {
  const max = b.result.attacker?.retreat ?? 0;
  const out: AdvanceWay[] = [];
  for (const unit of ask.units) {
    const from = rolled.units[unit]!.hex;
    if (from === null) continue;
    const grow = (path: HexId[]): void => {
      if (path.length >= max) return;
      const next = path.length === 0 ? b.attackHexes.filter((h) => env.ctx.map.adjacent(from).includes(h)) : env.ctx.map.adjacent(path.at(-1)!).filter((h) => h !== from && !path.includes(h));
      for (const h of [...next].sort()) {
        const way = { unit, path: [...path, h] };
        if (!legal(way)) continue;
        out.push(way);
        grow(way.path);
      }
    };
    grow([]);
  }
  return out;
}
