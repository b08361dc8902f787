import type { DosState } from '#games/drive-on-stalingrad';
import type { DecisionWindow, UnitOptions } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { PlannedFile, PlannedOrder } from '../fuzz-title';
import { counterOf, hexDistance, hexesWith, scenarioObjectives } from './dos-bundle';

/** A factor as the directed player counts it: a "?" (rolled, DoS 2.15) as 2. */
const factor = (x: number | string): number => (typeof x === 'number' ? x : 2);

const face = (id: string, steps: number) => {
  const c = counterOf(id);
  return steps < c.steps && c.reduced ? c.reduced : c.full;
};

/** The hexes the side plays for: its own objectives it does not hold yet, and the enemy's it holds. */
function targets(state: DosState, side: Side, control: Readonly<Record<string, string>>): string[] {
  const take = scenarioObjectives(state.scenario);
  const mine = (take[side] ?? []).filter((h) => control[h] !== side);
  const theirs = Object.entries(take).flatMap(([s, hexes]) => (s === side ? [] : hexes.filter((h) => control[h] === side)));
  const goals = [...new Set([...mine, ...theirs])].sort();
  return goals.length > 0 ? goals : Object.values(take).flat();
}

/**
 * A directed player for balance runs (docs/fuzzer.md): instead of random orders, a side
 * plays for the scenario's objectives with plain greedy rules: it heads for the VP and
 * sudden-death hexes it scores by and does not hold, and for the enemy's that it holds. Prepared assaults: every listed enemy hex whose defenders the free units that
 * list it outnumber `minRatio` to 1 in printed factors (a city counting double), objective
 * hexes first, all in, advancing. Movement: every reinforcement enters through its listed
 * entry hex nearest an objective; every unit that can get nearer its nearest objective
 * goes to the listed destination nearest it (at most six units gathering in one hex), hex
 * by hex (9.6). No
 * declarations (the default phase order), no special moves. Nothing is offered as it
 * stands: the fuzzer's settling drops what check() refuses in combination.
 */
export function directedFile(args: {
  state: DosState;
  window: DecisionWindow;
  side: Side;
  options: UnitOptions[];
  control: Readonly<Record<string, string>>;
  minRatio?: number;
}): PlannedFile {
  const { state, window, side, options } = args;
  const goals = targets(state, side, args.control);
  const nearest = (hex: string) => goals.reduce((a, b) => (hexDistance(hex, b) < hexDistance(hex, a) ? b : a));
  const orders: PlannedOrder[] = window.accepts.includes('attack')
    ? attacks(state, options, new Set(goals), args.minRatio ?? 2)
    : window.accepts.includes('move')
      ? moves(state, side, options, nearest)
      : [];
  return { prefix: [], orders };
}

function attacks(state: DosState, options: UnitOptions[], goals: Set<string>, minRatio: number): PlannedOrder[] {
  const byTarget = new Map<string, string[]>();
  for (const o of options) for (const a of o.attacks ?? []) byTarget.set(a.target, [...(byTarget.get(a.target) ?? []), o.unit]);
  const defence = (hex: string) =>
    Object.entries(state.units)
      .filter(([, u]) => u.status === 'on-map' && u.hex === hex)
      .reduce((t, [id, u]) => t + factor(face(id, u.steps).defense), 0) * (cities.has(hex) ? 2 : 1);
  const attack = (units: string[]) => units.reduce((t, id) => t + factor(face(id, state.units[id]!.steps).attack), 0);
  const ranked = [...byTarget]
    .map(([target, units]) => ({ target, units, ratio: attack(units) / Math.max(1, defence(target)) }))
    .sort((a, b) => Number(goals.has(b.target)) - Number(goals.has(a.target)) || b.ratio - a.ratio || (a.target < b.target ? -1 : 1));
  const used = new Set<string>();
  const out: PlannedOrder[] = [];
  for (const { target, units } of ranked) {
    const free = units.filter((u) => !used.has(u));
    if (free.length === 0 || attack(free) / Math.max(1, defence(target)) < minRatio) continue;
    for (const u of free) used.add(u);
    out.push({ order: { attack: { target, units: free, advance: 'all' } }, offered: false });
  }
  return out;
}

function moves(state: DosState, side: Side, options: UnitOptions[], nearest: (hex: string) => string): PlannedOrder[] {
  const count = new Map<string, number>();
  for (const [id, u] of Object.entries(state.units)) {
    if (u.status === 'on-map' && u.hex !== null && (counterOf(id).nationality === 'soviet') === (side === 'soviet')) count.set(u.hex, (count.get(u.hex) ?? 0) + 1);
  }
  const out: PlannedOrder[] = [];
  // the units of one hex move one after another (DoS 9.6): hex by hex
  for (const o of [...options].sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0))) {
    if ((o.entries ?? []).length > 0) {
      const goal = nearest(o.entries![0]!.hex);
      const at = [...o.entries!].sort((a, b) => hexDistance(a.hex, goal) - hexDistance(b.hex, goal))[0]!.hex;
      out.push({ order: { enter: { units: [o.unit], at } }, offered: false });
      continue;
    }
    const goal = nearest(o.hex);
    const best = (o.moves ?? [])
      .filter((m) => m.hex !== o.hex && (count.get(m.hex) ?? 0) < 6)
      .sort((a, b) => hexDistance(a.hex, goal) - hexDistance(b.hex, goal) || a.cost - b.cost)[0];
    if (!best || hexDistance(best.hex, goal) >= hexDistance(o.hex, goal)) continue;
    count.set(best.hex, (count.get(best.hex) ?? 0) + 1);
    count.set(o.hex, (count.get(o.hex) ?? 1) - 1);
    out.push({ order: { move: { unit: o.unit, path: [...best.path] } }, offered: false });
  }
  return out;
}

const cities = new Set(hexesWith('city'));
