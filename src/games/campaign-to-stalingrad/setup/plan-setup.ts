import type { Issue } from '#kernel/engine/issues';
import { issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide, Scenario } from '../data/schema';
import type { CtsState } from '../state/types';
import { checkStacking } from '../rules/stacking';
import { startLineSide } from './start-line';
import { lineBreaches } from './line-holding';
import { setupSlots } from './setup-slots';
import { setupArea } from './game-options';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/** One `place` order of a set-up file, with its index in the file: units (35.1) or an Axis depot (35.2 [Change]). */
export interface IndexedPlace {
  index: number;
  place: { units: string[]; hex: string } | { depot: string; hex: string };
}

export interface SetupPlan {
  /** The state with the side's placements made. */
  state: CtsState;
  /** Units set up in another hex than the shipped one, in file order. */
  placed: { unit: string; hex: HexId }[];
  /** The hexes the Axis depots were set up in (35.2 [Change]), in file order. */
  depotsPlaced: HexId[];
  problems: Issue[];
}

/**
 * The players' set-up of one side (CtS 35.1): every `place` order checked against the
 * unit's set-up hexes (setup-slots.ts), then the whole position it leaves: stacking in
 * every hex a unit was placed in (5.0-5.2) and, on the north map, the line held (35.1(2)
 * for the Soviet, 35.1(3) for the Axis: no enemy unit can cross it except by combat).
 * Units the file does not place keep the shipped set-up's hex. Every problem at once.
 */
export function planSetup(ctx: CtsContext, scenario: Scenario, state: CtsState, side: CtsSide, orders: readonly IndexedPlace[]): SetupPlan {
  const slots = setupSlots(ctx, scenario, side, state, setupArea(state));
  const lineName = scenario.startLine.name ?? 'June 28th'; // 36.1: the November 19th line in Operation Uranus
  const rule = `CtS ${scenario.startLine.rule ?? '35.1'}`;
  const units = copyUnits(state.units);
  const problems: Issue[] = [];
  const placed: SetupPlan['placed'] = [];
  const seen = new Map<string, number>();
  const into = new Map<HexId, number>();
  const depots = placeDepots(scenario, state, side, orders, problems);
  for (const { index, place } of orders) {
    if (!('units' in place)) continue;
    const hex = place.hex as HexId;
    const onMap = ctx.map.hex(hex) !== undefined;
    if (!onMap) problems.push(issue(['orders', index, 'place', 'hex'], 'unknown-hex', `${place.hex} is not a hex of the map`));
    place.units.forEach((id, k) => {
      const path = ['orders', index, 'place', 'units', k];
      const slot = slots.get(id);
      const spec = ctx.units.get(id);
      if (!slot) {
        if (!spec) return problems.push(issue(path, 'unknown-unit', `"${id}" is not a unit of this game`));
        if (spec.side !== side) return problems.push(issue(path, 'not-your-unit', `${id} is a unit of the ${spec.side} side`));
        if (state.units[id]?.where !== 'map') return problems.push(issue(path, 'not-a-starting-unit', `${id} does not start this scenario on the map`, 'CtS 35.1'));
        return problems.push(issue(path, 'fixed-set-up', `${id} keeps its set-up hex: the set-up card places it there`, 'CtS 35.1'));
      }
      if (seen.has(id)) return problems.push(issue(path, 'placed-twice', `${id} is already placed by order ${seen.get(id)! + 1}; a unit sets up once`, 'CtS 35.1'));
      seen.set(id, index);
      if (!onMap) return;
      if (!slot.hexes.has(hex)) {
        const wrongSide = startLineSide(scenario.startLine.rows, hex) !== side;
        return problems.push(
          issue(path, wrongSide ? 'wrong-side-of-start-line' : 'outside-set-up-area', wrongSide ? `${id}: ${hex} is on the other side of the ${lineName} line` : `${id} sets up ${slot.where}; ${hex} is not`, wrongSide ? `${rule}(1)` : (slot.rule ?? rule)),
        );
      }
      units[id] = unitWith(units[id]!, { hex });
      placed.push({ unit: id, hex });
      if (!into.has(hex)) into.set(hex, index);
    });
  }
  const after: CtsState = { ...state, units, depots: depots.depots };
  for (const [hex, index] of [...into].sort(([, a], [, b]) => a - b)) {
    const here = Object.values(units).filter((u) => u.where === 'map' && u.hex === hex && ctx.units.get(u.id)?.side === side);
    const verdict = checkStacking(ctx, here.map((u) => ctx.units.get(u.id)!));
    if (!verdict.ok) problems.push(issue(['orders', index, 'place', 'hex'], verdict.code, `${hex}: ${verdict.message}`, verdict.rule));
  }
  if (placed.length > 0) {
    const breach = lineBreaches(ctx, after, side, (h) => startLineSide(scenario.startLine.rows, h), (h) => ctx.map.hex(h)?.section !== 'south');
    if (breach.reached.length > 0) {
      problems.push(
        issue(
          ['orders'],
          'line-not-held',
          `the enemy could cross the ${lineName} line without combat: ${breach.path.join(' - ')} reaches your side (and ${breach.reached.length} of your hexes in all); place enough units next to the line (their bonds, 6.4) to stop every such move`,
          side === 'soviet' ? `${rule}(2)` : `${rule}(3)`,
        ),
      );
    }
  }
  return { state: after, placed: placed.filter((p) => state.units[p.unit]!.hex !== p.hex), depotsPlaced: depots.placed, problems };
}

/**
 * CtS 35.2 [Change]: "Add two supply depots to the Axis At Start forces. These may start in
 * any hex west of the June 28th start line." Each `place: {depot, hex}` moves the Axis
 * depot standing in `depot` (the shipped set-up's hex) to `hex`, once; problems are added
 * to `problems`.
 */
function placeDepots(scenario: Scenario, state: CtsState, side: CtsSide, orders: readonly IndexedPlace[], problems: Issue[]): { depots: CtsState['depots']; placed: HexId[] } {
  const depots = state.depots.map((d) => ({ ...d }));
  const moved = new Set<number>();
  const placed: HexId[] = [];
  for (const { index, place } of orders) {
    if (!('depot' in place)) continue;
    const path = ['orders', index, 'place'];
    if (side !== 'axis') {
      problems.push(issue([...path, 'depot'], 'not-your-depot', 'only the Axis starts with depots, and he sets them up in his own set-up window', 'CtS 35.2'));
      continue;
    }
    const i = depots.findIndex((d, k) => d.side === 'axis' && state.depots[k]!.hex === place.depot && !moved.has(k));
    const twice = i < 0 && depots.some((d, k) => d.side === 'axis' && state.depots[k]!.hex === place.depot);
    if (i < 0) {
      problems.push(
        twice
          ? issue([...path, 'depot'], 'placed-twice', `the depot of ${place.depot} is already placed; each depot sets up once`, 'CtS 35.2')
          : issue([...path, 'depot'], 'no-depot-there', `no Axis depot stands in ${place.depot} in the historical set-up; the depots are in ${state.depots.filter((d) => d.side === 'axis').map((d) => d.hex).join(', ')}`, 'CtS 35.2'),
      );
      continue;
    }
    moved.add(i);
    const to = place.hex as HexId;
    if (startLineSide(scenario.startLine.rows, to) !== 'axis' || state.control[to] === undefined) {
      problems.push(issue([...path, 'hex'], 'wrong-side-of-start-line', `a depot starts in any hex west of the June 28th start line; ${place.hex} is not one`, 'CtS 35.2'));
      continue;
    }
    depots[i] = { ...depots[i]!, hex: to };
    placed.push(to);
  }
  return { depots, placed };
}
