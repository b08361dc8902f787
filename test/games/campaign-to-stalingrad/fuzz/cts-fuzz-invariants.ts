import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { isAirHq } from '#games/campaign-to-stalingrad/rules/unit-kind';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/**
 * Invariants of the air war and the Depots between windows: no air unit on the map when a
 * player turn opens, before its Air Segment (23.3 (4)); an air unit on the map is in a map
 * hex; never two Air HQs in a hex (23.7); never a Depot in a hex the enemy occupies (16.10).
 */
export function airAndDepotProblems(ctx: CtsContext, state: CtsState): string[] {
  const out: string[] = [];
  const turnOpens = state.phase === 'movement' && !state.air?.segmentDone;
  for (const a of Object.values(state.air?.units ?? {})) {
    if (a.where !== 'map') continue;
    if (turnOpens) out.push(`${a.id} is still on the map as the ${state.phasing} player turn opens (CtS 23.3)`);
    if (a.hex === null || !ctx.map.has(a.hex)) out.push(`${a.id} is on the map in no map hex`);
  }
  const airHqs = new Map<string, string[]>();
  const sides = new Map<string, Set<string>>();
  for (const [id, u] of Object.entries(state.units)) {
    const spec = ctx.units.get(id);
    if (!spec || u.where !== 'map' || u.hex === null) continue;
    if (isAirHq(spec)) airHqs.set(u.hex, [...(airHqs.get(u.hex) ?? []), id]);
    sides.set(u.hex, (sides.get(u.hex) ?? new Set()).add(spec.side));
  }
  for (const [hex, ids] of airHqs) if (ids.length > 1) out.push(`${hex} holds two Air HQs: ${ids.join(', ')} (CtS 23.7)`);
  for (const d of state.depots) {
    const enemy = d.side === 'axis' ? 'soviet' : 'axis';
    if (sides.get(d.hex)?.has(enemy)) out.push(`a Depot of the ${d.side} side stands in ${d.hex}, which ${enemy} units occupy (CtS 16.10)`);
  }
  return out;
}

/** CtS 23.11: within one adjudication (at most one Combat Phase), no air unit gives Ground Support to two battles. */
export function groundSupportTwice(events: readonly GameEvent[]): string[] {
  const seen = new Map<string, number>();
  for (const e of events) {
    const gs = (e as { groundSupport?: { attacker?: { units?: string[] }; defender?: { units?: string[] } } }).groundSupport;
    if (!gs || typeof gs !== 'object') continue;
    for (const id of [...(gs.attacker?.units ?? []), ...(gs.defender?.units ?? [])]) seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} gives Ground Support ${n} times in one Combat Phase (CtS 23.11)`);
}
