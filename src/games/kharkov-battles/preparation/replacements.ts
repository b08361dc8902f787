import { isGuardsRifleDivision } from '../state/unit-status';
import type { UnitDef } from '../data/units';
import type { KbSide } from '../data/ids';
import type { KbState, KbUnitState } from '../state/types';
import { adjacentToEnemy } from './eligibility';
import { Issues } from './errors';
import { trtTurn, type PrepData, type StepResult } from './step';

/**
 * KB 16.0, 20.1-20.3: the Replacement Points of the turn. The Axis player's come from the
 * scenario's schedule and are saved for the rest of the game (20.1, 20.3); the Soviet
 * player's are the TRT's for the turn and are available only on that turn, so whatever was
 * left from the last turn is lost (16.0). Second Kharkov has none (20.2).
 */
export function grantReplacements(data: PrepData, state: KbState): StepResult {
  const { forces } = data;
  const turn = state.at.turn;
  if (forces.noReplacements) {
    return {
      state: { ...state, replacementPoints: { axis: { mech: 0, nonMech: 0 }, soviet: { mech: 0, nonMech: 0 } } },
      events: [{ type: 'kb-replacement-points', rule: 'KB 20.2', turn, axis: { mech: 0, nonMech: 0 }, soviet: { mech: 0, nonMech: 0 }, text: `No replacements in ${forces.name} (20.2)` }],
    };
  }
  const grant = forces.axisReplacements.filter((g) => g.turn === turn);
  const axis = {
    mech: state.replacementPoints.axis.mech + grant.reduce((s, g) => s + g.mech, 0),
    nonMech: state.replacementPoints.axis.nonMech + grant.reduce((s, g) => s + g.nonMech, 0),
  };
  const sov = trtTurn(data, state).sovietReplacements;
  const soviet = { mech: sov.mech, nonMech: sov.nonMech };
  const lost = state.replacementPoints.soviet.mech + state.replacementPoints.soviet.nonMech;
  const got = grant.length === 0 ? 'none new' : grant.map((g) => `${g.mech} mechanized and ${g.nonMech} non-mechanized`).join(', ');
  return {
    state: { ...state, replacementPoints: { axis, soviet } },
    events: [
      {
        type: 'kb-replacement-points',
        rule: 'KB 16.0',
        turn,
        axis,
        soviet,
        sovietLost: lost,
        text: `Replacement Points: Axis ${got} (saved: ${axis.mech} mech, ${axis.nonMech} non-mech); Soviet ${soviet.mech} mech, ${soviet.nonMech} non-mech from the TRT${lost > 0 ? `, ${lost} unused from last turn lost` : ''} (16.0)`,
      },
    ],
  };
}

/**
 * KB 2.52, 20.3: whether the Axis points of the unit's class may serve it: in Third Kharkov
 * the Axis has "German non-mechanized replacement points" (a grant marked `germanOnly`), so
 * no other nationality's non-mechanized unit takes them. Soviet units and every other case: yes.
 */
export function mayTakeReplacements(data: PrepData, def: Pick<UnitDef, 'side' | 'class' | 'nationality'>): boolean {
  if (def.side !== 'axis' || def.class === 'mechanized') return true;
  return def.nationality === 'german' || !data.forces.axisReplacements.some((g) => g.germanOnly);
}

/** KB 16.2, 16.32, 16.34: what a player spends Replacement Points on in the MRRP. */
export interface ReplacementInput {
  /** Units on the map brought back to full strength (16.21). */
  restore?: readonly string[];
  /** Soviet: units from the Replacement Pool, each placed with a committed, Operational HQ (16.32). */
  fromPool?: readonly { unit: string; hq: string }[];
  /** Axis: one breakdown regiment on the map replaced by a division from the Breakdown Pool (16.34). */
  rebuild?: { regiment: string; division: string };
}

type Points = { mech: number; nonMech: number };

/**
 * KB 4.1 A.5.c, 16.1, 16.2, 16.3: a player spends Replacement Points of the unit's class
 * (2.52). A unit that takes replacements must not be adjacent to an enemy unit and must be
 * able to trace supply (16.1: read as Operational at this turn's MSDP). A reduced chit comes
 * off for 1 RP; a Combat Rating unit's cadre needs 2 RP to be full again and may not take
 * only 1; any other cadre flips for 1 (16.21). A Soviet rifle division comes from the
 * Replacement Pool for 2 non-mechanized RP, a silhouette mechanized unit for 1 mechanized
 * RP, in the hex of a committed, Operational HQ not adjacent to an enemy (16.32). The Axis
 * may once a turn replace a breakdown regiment on the map with a division from the
 * Breakdown Pool for 2 non-mechanized RP (16.34). Every unit so served gets a 'Repl' marker:
 * it may not move or attack this turn (16.22, digest A48). In Third Kharkov the Axis
 * non-mechanized points serve German units only (20.3). Refuses, changing nothing,
 * anything else or a cost above the points in hand.
 */
export function spendReplacements(data: PrepData, state: KbState, side: KbSide, input: ReplacementInput): StepResult {
  const { ctx } = data;
  const { map } = ctx;
  const issues = new Issues();
  const cost: Points = { mech: 0, nonMech: 0 };
  const changes: Record<string, Partial<KbUnitState>> = {};
  const events: StepResult['events'] = [];
  const seen = new Set<string>();
  const chits = [...state.chitPools[side]];
  const repl = (st: KbUnitState): KbUnitState['marks'] => ({ ...st.marks, repl: true });

  (input.restore ?? []).forEach((id, i) => {
    const path = `replacements.restore[${i}]`;
    const def = ctx.units.get(id);
    const st = state.units[id];
    if (!def || !st || def.side !== side) return issues.add(path, 'unknown-unit', `no ${side} unit "${id}" in this game`);
    if (seen.has(id)) return issues.add(path, 'unit-twice', `${def.name} is named twice`, 'KB 16.2');
    seen.add(id);
    if (st.where !== 'map' || st.hex === null) return issues.add(path, 'not-on-map', `${def.name} is not on the map`, 'KB 16.2');
    if (st.steps >= def.steps && st.chit?.face !== 'reduced') return issues.add(path, 'full-strength', `${def.name} is at full strength`, 'KB 16.21');
    if (adjacentToEnemy(ctx, state, side, st.hex)) return issues.add(path, 'adjacent-to-enemy', `${def.name} is adjacent to an enemy unit`, 'KB 16.1');
    if (st.supply !== 'operational') return issues.add(path, 'no-supply-line', `${def.name} cannot trace a supply line (it is ${st.supply === 'out-of-supply' ? 'Out of Supply' : 'Isolated'})`, 'KB 16.1');
    if (!mayTakeReplacements(data, def)) return issues.add(path, 'german-only', `${def.name} is not German: ${data.forces.name}'s non-mechanized Replacement Points are German ones`, 'KB 20.3');
    // 16.21: a reduced chit off for 1; a Combat Rating cadre 2 (never 1); other cadres 1
    const points = def.rating !== undefined && st.steps === 1 ? 2 : 1;
    cost[def.class === 'mechanized' ? 'mech' : 'nonMech'] += points;
    if (st.chit) chits.push(st.chit.id);
    changes[id] = { steps: def.steps, chit: null, marks: repl(st) };
    events.push({ type: 'kb-replacement', rule: 'KB 16.21', unit: id, points, class: def.class, text: `${def.name} takes ${points} ${def.class} Replacement Point${points === 1 ? '' : 's'} back to full strength; Repl marker (16.21, 16.22)` });
  });

  (input.fromPool ?? []).forEach((order, i) => {
    const path = `replacements.fromPool[${i}]`;
    const def = ctx.units.get(order.unit);
    const st = state.units[order.unit];
    if (side !== 'soviet') return issues.add(path, 'soviet-only', 'only Soviet units return from the Replacement Pool', 'KB 16.32');
    if (!def || !st || st.where !== 'replacement-pool') return issues.add(`${path}.unit`, 'not-in-replacement-pool', `"${order.unit}" is not in the Replacement Pool`, 'KB 16.32');
    if (seen.has(order.unit)) return issues.add(`${path}.unit`, 'unit-twice', `${def.name} is named twice`, 'KB 16.32');
    seen.add(order.unit);
    const rifle = def.kind === 'infantry' && def.size === 'XX' && !isGuardsRifleDivision(def);
    const tank = def.silhouette && def.class === 'mechanized';
    if (!rifle && !tank) return issues.add(`${path}.unit`, 'not-replaceable', `${def.name} is neither a rifle division nor a silhouette mechanized unit`, 'KB 16.32');
    const hq = state.units[order.hq];
    const hdef = ctx.units.get(order.hq);
    if (!hq || !hdef || hdef.kind !== 'hq' || hdef.side !== 'soviet' || hq.where !== 'map' || hq.hex === null) return issues.add(`${path}.hq`, 'not-an-hq-on-map', `"${order.hq}" is not a Soviet HQ on the map`, 'KB 16.32');
    if (!hq.committed) return issues.add(`${path}.hq`, 'hq-uncommitted', `${hdef.name} is not Committed`, 'KB 16.32');
    if (hq.supply !== 'operational') return issues.add(`${path}.hq`, 'hq-not-operational', `${hdef.name} is not Operational`, 'KB 16.32');
    if (adjacentToEnemy(ctx, state, side, hq.hex)) return issues.add(`${path}.hq`, 'adjacent-to-enemy', `${hdef.name} is adjacent to an enemy unit`, 'KB 16.32');
    const points = rifle ? 2 : 1;
    cost[rifle ? 'nonMech' : 'mech'] += points;
    changes[order.unit] = { where: 'map', hex: hq.hex, steps: def.steps, chit: null, supply: 'operational', committed: true, marks: repl(st) };
    events.push({ type: 'kb-replacement', rule: 'KB 16.32', unit: order.unit, points, class: rifle ? 'non-mechanized' : 'mechanized', hex: map.label(hq.hex), text: `${def.name} returns from the Replacement Pool with ${hdef.name} at ${map.label(hq.hex)} for ${points} ${rifle ? 'non-mechanized' : 'mechanized'} RP; Repl marker (16.32, 16.22)` });
  });

  if (input.rebuild) {
    const { regiment, division } = input.rebuild;
    const path = 'replacements.rebuild';
    const rdef = ctx.units.get(regiment);
    const rst = state.units[regiment];
    const ddef = ctx.units.get(division);
    const dst = state.units[division];
    if (side !== 'axis') issues.add(path, 'axis-only', 'only the Axis rebuilds a division from a breakdown regiment', 'KB 16.34');
    else if (!rdef || !rst || rdef.kind !== 'breakdown' || rst.where !== 'map' || rst.hex === null) issues.add(`${path}.regiment`, 'not-a-regiment-on-map', `"${regiment}" is not a breakdown regiment on the map`, 'KB 16.34');
    else if (!ddef || !dst || dst.where !== 'breakdown-pool') issues.add(`${path}.division`, 'not-in-breakdown-pool', `"${division}" is not a division in the Breakdown Pool`, 'KB 16.34');
    else if (adjacentToEnemy(ctx, state, side, rst.hex)) issues.add(`${path}.regiment`, 'adjacent-to-enemy', `${rdef.name} is adjacent to an enemy unit`, 'KB 16.1');
    else if (rst.supply !== 'operational') issues.add(`${path}.regiment`, 'no-supply-line', `${rdef.name} cannot trace a supply line`, 'KB 16.1');
    else {
      cost.nonMech += 2;
      changes[regiment] = { where: 'spare', hex: null, marks: { ...rst.marks, repl: false } };
      changes[division] = { where: 'map', hex: rst.hex, steps: ddef.steps, chit: null, supply: 'operational', marks: repl(dst) };
      events.push({ type: 'kb-replacement', rule: 'KB 16.34', unit: division, regiment, points: 2, class: 'non-mechanized', hex: map.label(rst.hex), text: `${ddef.name} replaces ${rdef.name} at ${map.label(rst.hex)} for 2 non-mechanized RP (one a turn); Repl marker (16.34)` });
    }
  }

  const have = state.replacementPoints[side];
  if (cost.mech > have.mech) issues.add('replacements', 'not-enough-mech-points', `${cost.mech} mechanized Replacement Points needed, ${have.mech} in hand`, 'KB 16.2');
  if (cost.nonMech > have.nonMech) issues.add('replacements', 'not-enough-non-mech-points', `${cost.nonMech} non-mechanized Replacement Points needed, ${have.nonMech} in hand`, 'KB 16.2');
  issues.done();
  if (events.length === 0) return { state, events: [] };
  const units = { ...state.units };
  for (const [id, c] of Object.entries(changes)) units[id] = { ...units[id]!, ...c, id };
  return {
    state: {
      ...state,
      units,
      chitPools: { ...state.chitPools, [side]: chits.sort() },
      replacementPoints: { ...state.replacementPoints, [side]: { mech: have.mech - cost.mech, nonMech: have.nonMech - cost.nonMech } },
    },
    events,
  };
}
