import type { Issue } from '#kernel/engine/issues';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { movers, retreatHexes } from './after-combat';
import { other } from './battlefield';
import { moveTo } from './position-edits';
import type { RetreatChoice } from './retreat-pause';

/**
 * SoS 9.87: "each unit may retreat into a different hex": the problems of a `retreat` answer's
 * `moves` on the position the pause stopped on, paths inside the answer's `retreat`. Each unit
 * named is one that retreats, named once; each group goes one hex, into a hex legal for each of
 * its units after the groups before it moved (enterable, free of enemy units, enemy ZOC and
 * "attack" markers, within stacking with the units already sent there).
 */
export function retreatMovesProblems(ctx: PhaseContext, state: SosState, choice: RetreatChoice, moves: readonly { units: readonly string[]; path: readonly string[] }[]): Issue[] {
  const side = other(ctx.side);
  // SoS 9.884: where the hex's own rule moves no one, the NKVD units alone retreat
  const moving = movers(ctx, state, side, choice.hex, choice.nkvdOnly ? (id) => ctx.env.counter(id).soviet === 'nkvd' : undefined);
  const issues: Issue[] = [];
  const named = new Set<string>();
  let s = state;
  moves.forEach((m, i) => {
    if (m.path.length > 1) issues.push({ path: ['moves', i, 'path', 1], code: 'too-far', message: 'a retreat after combat is one hex', rule: 'SoS 9.87' });
    const to = m.path[0]!;
    m.units.forEach((u, k) => {
      if (named.has(u)) return void issues.push({ path: ['moves', i, 'units', k], code: 'duplicate', message: `${u} is named twice`, rule: 'SoS 9.87' });
      named.add(u);
      if (!moving.includes(u)) return void issues.push({ path: ['moves', i, 'units', k], code: 'not-retreating', message: `${u} is not a unit of ${choice.hex} that retreats: ${moving.join(', ')}`, rule: 'SoS 9.87' });
      const legal = retreatHexes(ctx, s, side, choice.hex, u);
      if (!legal.includes(to)) return void issues.push({ path: ['moves', i, 'path', 0], code: 'illegal-retreat-hex', message: `${u} may not retreat from ${choice.hex} into ${to}${legal.length ? `: it may into ${legal.join(', ')}` : ': no adjacent hex is legal for it'} (next to it, enterable, free of enemy units, enemy ZOC and "attack" markers, within stacking with the units sent there before it)`, rule: 'SoS 9.87' });
      s = moveTo(s, [u], to);
    });
  });
  return issues;
}
