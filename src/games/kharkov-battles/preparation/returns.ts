import type { UnitDef } from '../data/units';
import type { KbSide } from '../data/ids';
import type { KbState, KbUnitState } from '../state/types';
import { returnPlace } from './eligibility';
import { Issues } from './errors';
import type { PrepData, StepResult } from './step';

/** KB 16.33: one unit returned, to an Entry Area id or a printed city hex; `as` says which, when the order says it. */
export interface ReturnTo {
  unit: string;
  to: string;
  as?: 'area' | 'hex';
}

/** KB 16.33, 16.35: the units a player returns from the TRT, each to a friendly Entry Area or city hex. */
export interface ReturnInput {
  hqs?: readonly ReturnTo[];
  /** Axis only: German silhouette mechanized units (16.35). */
  silhouettes?: readonly ReturnTo[];
}

const isSilhouetteMech = (def: UnitDef): boolean => def.silhouette && def.class === 'mechanized' && def.nationality === 'german';

/**
 * KB 4.1 A.5.d, 15.13, 16.33, 16.35: units due back from the TRT (their return turn come).
 * Each player may return one HQ of each nationality a turn to a friendly Entry Area or a
 * friendly city hex; the other HQs due move forward one turn on the TRT (16.33). Popov and
 * Bobkin never return (15.13). The Axis may return up to three German silhouette mechanized
 * units the same way; of those due and not returned, as many as keep the three a turn move
 * forward, any more are permanently eliminated (16.35). Returned units are Operational (8.31);
 * Soviet ones Committed, Axis HQs Unsupported (17.11). Refuses, changing nothing, a unit not
 * due, a second HQ of a nationality, a fourth silhouette or a place not allowed.
 */
export function returnFromTrt(data: PrepData, state: KbState, side: KbSide, input: ReturnInput): StepResult {
  const { ctx, forces } = data;
  const turn = state.at.turn;
  const issues = new Issues();
  const changes: Record<string, Partial<KbUnitState>> = {};
  const events: StepResult['events'] = [];
  const due = (def: UnitDef, st: KbUnitState): boolean => def.side === side && st.where === 'trt' && st.returnTurn !== null && st.returnTurn <= turn;
  const returned = new Set<string>();
  const nationalities = new Set<string>();

  const place = (list: readonly ReturnTo[], key: 'hqs' | 'silhouettes', kind: (d: UnitDef) => boolean, rule: string): void => {
    list.forEach((order, i) => {
      const path = `returns.${key}[${i}]`;
      const def = ctx.units.get(order.unit);
      const st = state.units[order.unit];
      if (!def || !st || !kind(def) || def.side !== side) return issues.add(`${path}.unit`, 'wrong-unit', `"${order.unit}" is not a ${side} ${key === 'hqs' ? 'HQ' : 'German silhouette mechanized unit'}`, rule);
      if (def.hq?.neverReturns) return issues.add(`${path}.unit`, 'never-returns', `${def.name} never returns once eliminated`, 'KB 15.13');
      if (!due(def, st)) return issues.add(`${path}.unit`, 'not-due', `${def.name} is not due back from the TRT this turn`, rule);
      if (returned.has(order.unit)) return issues.add(`${path}.unit`, 'unit-twice', `${def.name} is named twice`, rule);
      if (key === 'hqs') {
        if (nationalities.has(def.nationality)) return issues.add(`${path}.unit`, 'one-hq-a-turn', `a ${def.nationality} HQ already returns this turn: one per nationality`, 'KB 16.33');
        nationalities.add(def.nationality);
      }
      const where = returnPlace(ctx, state, data.entryAreas, side, order.to, order.as);
      if ('refused' in where) return issues.add(`${path}.to`, 'bad-place', `${def.name} cannot return there: ${where.refused}`, 'KB 16.33');
      returned.add(order.unit);
      const base: Partial<KbUnitState> = { returnTurn: null, steps: def.steps, chit: null, supply: 'operational', committed: true, hqSupported: false };
      changes[order.unit] = 'area' in where ? { ...base, where: 'entry-area', entryArea: where.area, hex: null } : { ...base, where: 'map', hex: where.hex, entryArea: null };
      const at = 'area' in where ? `Entry Area ${where.area}` : ctx.map.label(where.hex);
      events.push({ type: 'kb-return', rule, unit: order.unit, to: at, text: `${def.name} returns from the TRT to ${at} (${rule.replace('KB ', '')})` });
    });
  };
  place(input.hqs ?? [], 'hqs', (d) => d.kind === 'hq', 'KB 16.33');
  if ((input.silhouettes ?? []).length > 0 && side !== 'axis') issues.add('returns.silhouettes', 'axis-only', 'only German silhouette units return from the TRT', 'KB 16.35');
  else place(input.silhouettes ?? [], 'silhouettes', isSilhouetteMech, 'KB 16.35');
  const back = [...returned].filter((id) => isSilhouetteMech(ctx.unit(id))).length;
  const limit = data.trt.returns.germanSilhouettesPerTurn;
  if (back > limit) issues.add('returns.silhouettes', 'over-three', `${back} silhouette units return: at most ${limit} a turn`, 'KB 16.35');
  issues.done();

  // 16.33: HQs due and not returned move forward; 16.35: silhouettes beyond the three a turn are lost
  const waiting = Object.values(state.units)
    .filter((st) => !returned.has(st.id) && due(ctx.unit(st.id), st))
    .sort((a, b) => a.returnTurn! - b.returnTurn! || (a.id < b.id ? -1 : 1));
  let room = limit - back;
  for (const st of waiting) {
    const def = ctx.unit(st.id);
    if (isSilhouetteMech(def)) {
      if (room > 0) {
        room--;
        changes[st.id] = { returnTurn: turn + 1 };
        events.push({ type: 'kb-return-delayed', rule: 'KB 16.35', unit: st.id, returnTurn: turn + 1, text: `${def.name} moves forward on the TRT to turn ${turn + 1} (16.35)` });
      } else {
        changes[st.id] = { where: 'permanent-dead', returnTurn: null };
        events.push({ type: 'kb-permanently-eliminated', rule: 'KB 16.35', unit: st.id, text: `${def.name} is permanently eliminated: more than three silhouette units were due (16.35)` });
      }
    } else if (def.kind === 'hq' && !def.hq?.neverReturns) {
      changes[st.id] = { returnTurn: turn + 1 };
      events.push({ type: 'kb-return-delayed', rule: 'KB 16.33', unit: st.id, returnTurn: turn + 1, text: `${def.name} moves forward on the TRT to turn ${turn + 1} (16.33)` });
    }
  }
  if (events.length === 0) return { state, events };
  const units = { ...state.units };
  for (const [id, c] of Object.entries(changes)) units[id] = { ...units[id]!, ...c, id };
  return { state: { ...state, units }, events };
}
