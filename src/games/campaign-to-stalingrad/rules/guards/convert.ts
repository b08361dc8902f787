import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import { playsSection } from '../sections';
import { conversionKind, guardKind } from './guard-kind';

/**
 * CtS 32.0-32.2 (Section III, the Campaign Game): a Guard conversion called for in a battle
 * (conversion-trigger.ts). "One of the participating Soviet units may be immediately converted":
 * the Soviet's standing `guards` says whether (`convert: first`, the default, or `never`) and
 * which first (`prefer`); else the one with the most steps, then the lowest id. 32.1: "permanently
 * remove the original unit from play. Replace it with a Guard unit from one available in the
 * Soviet Guard Pool. The Guard Replacement must be of the same type, and it arrives at the same
 * step level as the replaced unit"; 32.2 (1): none of the right type, no conversion. The Guard
 * unit takes the original's hex and markers; the original is out of play (withdrawn, never
 * returning: a conversion is no elimination). A reading: the battle's results are applied
 * first, then the conversion (the Guard unit has the same type and steps, so no number of the
 * battle changes; a unit the battle eliminated is no longer a candidate).
 */
export function guardConversion(ctx: CtsContext, state: CtsState, participants: readonly string[], why: string): { state: CtsState; events: GameEvent[] } {
  if (!playsSection(ctx, state, 3) || state.guardPool === undefined) return { state, events: [] };
  const standing = state.standing.soviet?.guards ?? { convert: 'first' as const, prefer: [] };
  if (standing.convert === 'never') {
    return { state, events: [{ type: 'guard-conversion', rule: 'CtS 32.0', declined: true, text: `${why}: a Guard conversion is called for; the Soviet's standing orders decline it (CtS 32.0)` }] };
  }
  const pool = state.guardPool;
  const fitting = (u: UnitState) => (g: string): boolean => {
    const spec = ctx.units.get(g);
    return spec !== undefined && state.units[g] !== undefined && guardKind(spec) === conversionKind(ctx.units.get(u.id)!) && spec.faces.length >= u.steps;
  };
  const rank = (id: string): number => {
    const k = standing.prefer.indexOf(id);
    return k < 0 ? standing.prefer.length : k;
  };
  const candidates = participants
    .map((id) => state.units[id])
    .filter((u): u is UnitState => u !== undefined && u.where === 'map' && u.hex !== null && ctx.units.get(u.id)?.side === 'soviet' && conversionKind(ctx.units.get(u.id)!) !== null)
    .sort((a, b) => rank(a.id) - rank(b.id) || b.steps - a.steps || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const u of candidates) {
    const guard = pool.find(fitting(u));
    if (guard === undefined) continue;
    const { id: _id, ...marks } = u;
    const changes = new Map<string, UnitState>([
      [u.id, unitWith(u, { where: 'withdrawn', hex: null })],
      [guard, unitWith(state.units[guard]!, { ...marks })],
    ]);
    const name = (id: string) => ctx.units.get(id)?.name ?? id;
    const text = `${why}: ${name(u.id)} in ${u.hex} is converted to ${name(guard)}, at ${u.steps} step${u.steps > 1 ? 's' : ''}, from the Guard Pool (CtS 32.0, 32.1)`;
    return {
      state: { ...state, units: writeUnits(state, changes), guardPool: pool.filter((g) => g !== guard) },
      events: [{ type: 'guard-conversion', rule: 'CtS 32.1', from: u.id, to: guard, hex: u.hex, steps: u.steps, text }],
    };
  }
  return { state, events: [{ type: 'guard-conversion', rule: 'CtS 32.2', none: true, text: `${why}: a Guard conversion is called for, but no participating Soviet unit may convert with a Guard unit of its type in the Pool (CtS 32.2)` }] };
}
