import type { HexId } from '#kernel/ids';
import { inEnemyZoc } from '../rules/zoc/enemy-zoc';
import { noMarks, type KbState, type KbUnitState } from '../state/types';
import { Issues } from './errors';
import type { PrepData, StepResult } from './step';

/** KB 15.21, 15.22: the Axis player's maintenance orders: divisions to break down, regiment trios to recombine. */
export interface BreakdownInput {
  /** German infantry divisions (unit ids) that break down into three regiments each. */
  breakdown?: readonly string[];
  /** Three breakdown regiments in one hex, and the division from the Breakdown Pool they reform as. */
  recombine?: readonly { regiments: readonly string[]; division: string }[];
}

/**
 * KB 4.1 A.4.a, 15.2: German breakdown regiments. A German infantry division (not light or
 * mountain, and not one the scenario forbids, 20.2) that is not in an EZOC, not a cadre, not
 * Isolated and has no chit or a full-strength chit goes to the Breakdown Pool (its chit back
 * to the pool) and three spare regiments take its place (15.21, 15.23). Three regiments
 * stacked in one hex, not in an EZOC and not Isolated, reform as a full-strength division
 * from the Breakdown Pool (any division: regiments are generic, 15.22). "Not in an EZOC" is
 * read as in movement: the division's own hex does not negate the Soviet ZOC (7.24).
 * Refuses, changing nothing, every order that does not meet these.
 */
export function maintainBreakdowns(data: PrepData, state: KbState, input: BreakdownInput): StepResult {
  const { ctx, forces } = data;
  const { map } = ctx;
  const issues = new Issues();
  const used = new Set<string>();
  const use = (id: string, path: string): boolean => {
    if (used.has(id)) {
      issues.add(path, 'unit-twice', `${id} is named twice`, 'KB 15.2');
      return false;
    }
    used.add(id);
    return true;
  };
  const ezoc = (hex: HexId): boolean => inEnemyZoc(ctx, state, 'axis', hex, 'movement');
  const spares = Object.values(state.units).filter((u) => u.where === 'spare' && ctx.unit(u.id).kind === 'breakdown').map((u) => u.id).sort();
  const changes: Record<string, Partial<KbUnitState>> = {};
  const events: StepResult['events'] = [];
  let chits = [...state.chitPools.axis];

  (input.breakdown ?? []).forEach((id, i) => {
    const path = `breakdown[${i}]`;
    const def = ctx.units.get(id);
    const st = state.units[id];
    if (!def || !st) return issues.add(path, 'unknown-unit', `no unit "${id}" in this game`);
    if (!use(id, path)) return;
    if (!def.breaksDown || def.nationality !== 'german' || def.kind !== 'infantry') return issues.add(path, 'may-not-break-down', `${def.name} is not a German infantry division that breaks down (not light or mountain)`, 'KB 15.21');
    if (forces.noBreakdown.includes(id)) return issues.add(path, 'may-not-break-down', `${def.name} may not break down in ${forces.name}`, 'KB 20.2');
    if (st.where !== 'map' || st.hex === null) return issues.add(path, 'not-on-map', `${def.name} is not on the map`, 'KB 15.21');
    if (st.steps === 1) return issues.add(path, 'cadre', `${def.name} is a cadre: cadres cannot break down`, 'KB 15.23');
    if (st.steps < def.steps || st.chit?.face === 'reduced') return issues.add(path, 'reduced', `${def.name} has a reduced chit: only a division with no chit or a full-strength chit breaks down`, 'KB 15.21');
    if (st.supply === 'isolated') return issues.add(path, 'isolated', `${def.name} is Isolated and cannot break down`, 'KB 15.23');
    if (ezoc(st.hex)) return issues.add(path, 'in-ezoc', `${def.name} is in an enemy ZOC at ${map.label(st.hex)}`, 'KB 15.21');
    const regiments = spares.splice(0, 3);
    if (regiments.length < 3) return issues.add(path, 'no-regiments', `no three breakdown regiments left in the counter mix for ${def.name}`, 'KB 15.23');
    if (st.chit) chits.push(st.chit.id); // 15.21: its Strength Chit goes back to the pool
    changes[id] = { where: 'breakdown-pool', hex: null, chit: null, steps: def.steps, marks: { ...st.marks, preparedAssault: false } };
    for (const r of regiments) changes[r] = { where: 'map', hex: st.hex, steps: 1, chit: null, supply: st.supply, marks: noMarks() };
    events.push({ type: 'kb-breakdown', rule: 'KB 15.21', division: id, regiments, hex: map.label(st.hex), text: `${def.name} breaks down at ${map.label(st.hex)} into three regiments (15.21)` });
  });

  (input.recombine ?? []).forEach((order, i) => {
    const path = `recombine[${i}]`;
    if (order.regiments.length !== 3) return issues.add(`${path}.regiments`, 'not-three-regiments', `${order.regiments.length} regiments named: three reform a division`, 'KB 15.22');
    const hexes = new Set<HexId | null>();
    const before = issues.count;
    order.regiments.forEach((id, j) => {
      const p = `${path}.regiments[${j}]`;
      const st = state.units[id];
      const def = ctx.units.get(id);
      if (!def || !st || def.kind !== 'breakdown') return issues.add(p, 'not-a-regiment', `"${id}" is not a breakdown regiment of this game`, 'KB 15.22');
      if (!use(id, p)) return;
      if (st.where !== 'map') return issues.add(p, 'not-on-map', `${def.name} is not on the map`, 'KB 15.22');
      if (st.supply === 'isolated') return issues.add(p, 'isolated', `${def.name} is Isolated and cannot recombine`, 'KB 15.23');
      hexes.add(st.hex);
    });
    if (issues.count > before) return;
    const [hex] = [...hexes];
    if (hexes.size !== 1 || !hex) return issues.add(`${path}.regiments`, 'not-stacked', 'the three regiments are not stacked in one hex', 'KB 15.22');
    if (ezoc(hex)) return issues.add(`${path}.regiments`, 'in-ezoc', `the regiments are in an enemy ZOC at ${map.label(hex)}`, 'KB 15.22');
    const div = state.units[order.division];
    const ddef = ctx.units.get(order.division);
    if (!div || !ddef || div.where !== 'breakdown-pool') return issues.add(`${path}.division`, 'not-in-breakdown-pool', `"${order.division}" is not a division in the Breakdown Pool`, 'KB 15.22');
    if (!use(order.division, `${path}.division`)) return;
    const supply = order.regiments.some((id) => state.units[id]!.supply !== 'operational') ? 'out-of-supply' : 'operational';
    for (const r of order.regiments) changes[r] = { where: 'spare', hex: null, marks: noMarks() };
    changes[order.division] = { where: 'map', hex, steps: ddef.steps, chit: null, supply, marks: noMarks() };
    events.push({ type: 'kb-recombine', rule: 'KB 15.22', division: order.division, regiments: [...order.regiments], hex: map.label(hex), text: `Three breakdown regiments at ${map.label(hex)} reform as ${ddef.name}, full strength (15.22)` });
  });

  issues.done();
  if (events.length === 0) return { state, events: [] };
  chits = chits.sort();
  const units = { ...state.units };
  for (const [id, c] of Object.entries(changes)) units[id] = { ...units[id]!, ...c, id };
  return { state: { ...state, units, chitPools: { ...state.chitPools, axis: chits } }, events };
}
