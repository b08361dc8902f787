import { issue, type Issue } from '#kernel/engine/issues';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { PrepData } from '../../preparation/step';
import { fullSupport, type SupportedUnit, type SupportingHq } from '../../rules/support/full-support';
import { roadTrace } from '../../rules/support/hq-trace';
import { scenarioFullSupport } from '../../rules/support/scenario';
import { limitedSupportMarkers } from '../../rules/support/status';
import { supportClassOf } from '../../rules/support/support-class';
import { linesTo, type SupplyLines } from '../../rules/supply/line';
import { withUnits } from '../../state/update';
import type { KbState } from '../../state/types';
import { sourcesOf, stateSupplyLines } from './supply-world';

/** A `panzerKorps` order of the file: the HQ, the divisions it names, where it stands in the file. */
export interface PanzerKorpsChoice {
  hq: string;
  divisions: readonly string[];
  /** The order's path in the file, e.g. ["orders", 3, "panzerKorps"]. */
  path: (string | number)[];
}

/** The Axis units on the map as full support reads them (KB 9.3-9.35). */
function supportedUnits(data: PrepData, state: KbState): SupportedUnit[] {
  return Object.values(state.units)
    .filter((u) => u.where === 'map' && u.hex !== null && data.ctx.unit(u.id).side === 'axis')
    .map((u) => {
      const def = data.ctx.unit(u.id);
      return { id: u.id, hex: u.hex!, cls: supportClassOf(def), supply: u.supply, silhouette: def.silhouette };
    });
}

/** The German corps HQs on the map (KB 9.31-9.34, 20.2). */
function supportingHqs(data: PrepData, state: KbState): SupportingHq[] {
  return Object.values(state.units).flatMap((u) => {
    const def = data.ctx.unit(u.id);
    const hq = def.hq;
    if (u.where !== 'map' || u.hex === null || def.side !== 'axis' || !hq || (hq.type !== 'PzK' && hq.type !== 'AK' && hq.type !== 'AK+PzK')) return [];
    return [{ id: u.id, hex: u.hex, type: hq.type, range: hq.range, divisionLimit: hq.divisionLimit ?? 3, supported: u.hqSupported }];
  });
}

/** A division named in a `panzerKorps` order: its id as the counters' `parent` ("LAH"), or one of its units' ids. */
export function divisionNamed(data: PrepData, name: string): string | null {
  const divisions = new Set([...data.ctx.units.values()].flatMap((d) => (d.side === 'axis' && supportClassOf(d).kind === 'division' ? [(supportClassOf(d) as { division: string }).division] : [])));
  if (divisions.has(name)) return name;
  const def = data.ctx.units.get(name);
  const cls = def ? supportClassOf(def) : null;
  return cls?.kind === 'division' ? cls.division : null;
}

/**
 * The problems of the file's `panzerKorps` orders against the position after the flips
 * (KB 9.32): each names a PanzerKorps HQ of the side on the map, once, that is Supported
 * (only a Supported HQ gives full support, 2.8, 9.4), and divisions of German mechanized
 * units, no more than the HQ's limit.
 */
export function panzerKorpsProblems(data: PrepData, state: KbState, choices: readonly PanzerKorpsChoice[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const c of choices) {
    const def = data.ctx.units.get(c.hq);
    const st = state.units[c.hq];
    const at = [...c.path, 'hq'];
    if (!def || !st || def.side !== 'axis' || (def.hq?.type !== 'PzK' && def.hq?.type !== 'AK+PzK')) {
      issues.push(issue(at, 'not-a-panzerkorps', `"${c.hq}" is not a PanzerKorps HQ of this game: only a PanzerKorps chooses the divisions it supports`, 'KB 9.32'));
      continue;
    }
    if (seen.has(c.hq)) {
      issues.push(issue(at, 'hq-twice', `${def.name} has its divisions named twice`, 'KB 9.32'));
      continue;
    }
    seen.add(c.hq);
    if (st.where !== 'map') issues.push(issue(at, 'hq-not-on-map', `${def.name} is not on the map`, 'KB 9.32'));
    else if (!st.hqSupported) issues.push(issue(at, 'hq-unsupported', `${def.name} is Unsupported: only a Supported HQ gives full support (flip it with a support order first)`, 'KB 9.32, 9.4'));
    c.divisions.forEach((d, k) => {
      if (divisionNamed(data, d) === null) issues.push(issue([...c.path, 'divisions', k], 'not-a-division', `"${d}" is not a German mechanized division (name it as LAH, DR, ... or by one of its units)`, 'KB 9.32'));
    });
    const limit = def.hq.divisionLimit ?? 3;
    if (c.divisions.length > limit) issues.push(issue([...c.path, 'divisions'], 'too-many-divisions', `${def.name} supports at most ${limit} divisions; ${c.divisions.length} are named`, 'KB 9.32'));
  }
  return issues;
}

/**
 * KB 9.31, 9.32: each Supported PanzerKorps HQ that traces to a road leading to a source,
 * with the German mechanized divisions within its Command Range and the shortest supply line
 * from the HQ to a unit of each (a regimental unit only when Operational, 9.3, digest A12).
 */
function divisionsInRange(units: readonly SupportedUnit[], hqs: readonly SupportingHq[], lines: SupplyLines, sources: readonly HexId[]): [SupportingHq, Map<string, number>][] {
  const roadOk = roadTrace(lines, sources);
  const out: [SupportingHq, Map<string, number>][] = [];
  for (const hq of [...hqs].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (hq.type === 'AK' || !hq.supported || !roadOk(hq.hex)) continue;
    const range = linesTo(lines, [hq.hex], hq.range);
    const nearest = new Map<string, number>();
    for (const u of units) {
      if (u.cls.kind !== 'division' || (u.cls.regimental && u.supply !== 'operational')) continue;
      const d = range.lengthFrom(u.hex);
      if (d !== null) nearest.set(u.cls.division, Math.min(d, nearest.get(u.cls.division) ?? Infinity));
    }
    out.push([hq, nearest]);
  }
  return out;
}

/**
 * KB 9.32: the PanzerKorps HQs that have a choice to make now (Supported, with more
 * divisions in range than their limit), each with the divisions it may choose among, sorted.
 */
export function panzerKorpsOptions(data: PrepData, state: KbState): { hq: string; limit: number; divisions: string[] }[] {
  const units = supportedUnits(data, state);
  const hqs = supportingHqs(data, state).filter((h) => h.supported && h.type !== 'AK');
  if (hqs.length === 0) return [];
  const lines = stateSupplyLines(data.ctx, state, 'axis');
  return divisionsInRange(units, hqs, lines, sourcesOf(data.ctx, state, 'axis'))
    .filter(([hq, d]) => d.size > hq.divisionLimit)
    .map(([hq, d]) => ({ hq: hq.id, limit: hq.divisionLimit, divisions: [...d.keys()].sort() }));
}

/**
 * KB 4.1 A.4.c, 9.3, 9.32, 9.4: after the Axis flips, every Operational German mechanized
 * regimental unit that cannot trace to a Supported HQ within its Command Range gets a
 * 'Limited Support' marker for the turn. A PanzerKorps with more than its limit of divisions
 * in range supports those the file names; absent a `panzerKorps` order, the nearest ones
 * (D24: by the length of the supply line from the HQ, then by division name). Units with full
 * support by scenario rule are not marked (20.1: LAH and the DR Tigers on Operation Star turn
 * 1; 20.2: the Hungarian 108th). Run with choices already checked by panzerKorpsProblems.
 */
export function fullSupportCheck(data: PrepData, state: KbState, choices: readonly PanzerKorpsChoice[]): { state: KbState; events: GameEvent[] } {
  const units = supportedUnits(data, state);
  const hqs = supportingHqs(data, state);
  const lines = stateSupplyLines(data.ctx, state, 'axis');
  const sources = sourcesOf(data.ctx, state, 'axis');
  const declared: Record<string, readonly string[]> = {};
  for (const c of choices) declared[c.hq] = [...new Set(c.divisions.map((d) => divisionNamed(data, d)!))].sort();
  const events: GameEvent[] = [];
  // D24: a Supported PanzerKorps with more divisions in range than its limit and no order supports the nearest
  for (const [hq, nearest] of divisionsInRange(units, hqs, lines, sources)) {
    if (declared[hq.id] || nearest.size <= hq.divisionLimit) continue;
    const chosen = [...nearest].sort(([a, da], [b, db]) => da - db || (a < b ? -1 : 1)).slice(0, hq.divisionLimit).map(([d]) => d).sort();
    declared[hq.id] = chosen;
    events.push({ type: 'kb-panzerkorps-divisions', rule: 'KB 9.32', hq: hq.id, divisions: chosen, chosenBy: 'default', text: `${data.ctx.unit(hq.id).name} supports the nearest ${hq.divisionLimit} divisions in its range: ${chosen.join(', ')} (9.32)` });
  }
  for (const c of choices) {
    events.push({ type: 'kb-panzerkorps-divisions', rule: 'KB 9.32', hq: c.hq, divisions: declared[c.hq]!, chosenBy: 'axis', text: `${data.ctx.unit(c.hq).name} supports ${declared[c.hq]!.join(', ') || 'no division'} (9.32)` });
  }
  const always = scenarioFullSupport(data.forces.support, state.at.turn);
  const full = fullSupport(units, hqs, lines, sources as HexId[], { divisions: declared }, always);
  const marked = limitedSupportMarkers(units, full);
  const next = withUnits(state, Object.fromEntries(marked.map((id) => [id, { marks: { ...state.units[id]!.marks, limitedSupport: true } }])));
  events.push({
    type: 'kb-limited-support',
    rule: 'KB 9.3, 9.4',
    units: marked,
    text: marked.length === 0 ? 'Every Operational German mechanized regimental unit has full support (9.3)' : `'Limited Support' markers: ${marked.map((id) => data.ctx.unit(id).name).join(', ')} (9.3, 9.4)`,
  });
  return { state: next, events };
}
