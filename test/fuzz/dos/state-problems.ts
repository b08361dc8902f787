import type { DosState } from '#games/drive-on-stalingrad';
import { counters, isMapHex } from './dos-bundle';

const STATUSES = new Set(['on-map', 'eliminated', 'pending', 'withdrawn']);
const STACK_LIMIT = 8; // DoS 6.1
const ARTILLERY_LIMIT = 3; // DoS 6.4

const sideOf = (nationality: string): string => (nationality === 'soviet' ? 'soviet' : 'german');
const uncounted = (c: { nationality: string; type: string }): boolean => c.nationality === 'soviet' && (c.type === 'artillery' || c.type === 'heavy-cannon');

/**
 * What must hold of every Drive on Stalingrad state between windows, written from the
 * rules digest rather than from the title's code: known counters with consistent
 * statuses, every unit on the map in a map hex with 1 to its printed number of steps
 * (2.12), units off the map in no hex, never both sides in one hex (11.33, 9.4), and at
 * most 8 counted units of a side per hex with at most 3 uncounted Soviet artillery (6.1,
 * 6.4). The nationality rule (6.3) depends on supply and has its own sorting deadline; the
 * fuzzer leaves it to the title's events.
 */
export function dosStateProblems(state: DosState): string[] {
  const problems: string[] = [];
  const byHex = new Map<string, string[]>();
  for (const [id, u] of Object.entries(state.units)) {
    const c = counters.get(id);
    if (!c) {
      problems.push(`unit ${id} is not a counter of the title`);
      continue;
    }
    if (!STATUSES.has(u.status)) problems.push(`unit ${id} has status ${String(u.status)}`);
    if (u.status === 'on-map') {
      if (typeof u.hex !== 'string' || !isMapHex(u.hex)) problems.push(`unit ${id} is on the map in ${String(u.hex)}, not a map hex`);
      else byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), id]);
      if (!Number.isInteger(u.steps) || u.steps < 1 || u.steps > c.steps) problems.push(`unit ${id} on the map has ${u.steps} steps (1 to ${c.steps}, DoS 2.12)`);
    } else {
      if (u.hex !== null) problems.push(`unit ${id} is ${u.status} yet stands in ${String(u.hex)}`);
      if (!Number.isInteger(u.steps) || u.steps < 0 || u.steps > c.steps) problems.push(`unit ${id} (${u.status}) has ${u.steps} steps`);
    }
  }
  for (const [hex, ids] of byHex) {
    const sides = new Set(ids.map((id) => sideOf(counters.get(id)!.nationality)));
    if (sides.size > 1) problems.push(`both sides stand in ${hex}: ${ids.join(', ')}`);
    for (const side of sides) {
      const mine = ids.map((id) => counters.get(id)!).filter((c) => sideOf(c.nationality) === side);
      const counted = mine.filter((c) => !uncounted(c)).length;
      const artillery = mine.length - counted;
      if (counted > STACK_LIMIT) problems.push(`${hex} holds ${counted} counted ${side} units, over the limit of ${STACK_LIMIT} (DoS 6.1)`);
      if (artillery > ARTILLERY_LIMIT) problems.push(`${hex} holds ${artillery} Soviet artillery units, over ${ARTILLERY_LIMIT} (DoS 6.4)`);
    }
  }
  if (!Number.isInteger(state.vp)) problems.push(`German VP ${state.vp} is not a whole number`);
  return problems;
}
