import type { GameEvent } from '#kernel/engine/events';
import { linesTo, type SupplyLines } from '../rules/supply/line';
import { fullSupport, type SupportChoices, type SupportedUnit, type SupportingHq } from '../rules/support/full-support';
import { scenarioFullSupport } from '../rules/support/scenario';
import { supportClassOf } from '../rules/support/support-class';
import { limitedSupportMarkers } from '../rules/support/status';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { withUnits } from '../state/update';
import { atStep } from './position';
import { positionSupply, viewFor } from './supply-trace';
import type { ServerStepRun } from './types';

/** KB 9.32: the "3 in an oval" when a PanzerKorps counter prints none. */
const DEFAULT_DIVISION_LIMIT = 3;
const CORPS_HQ = new Set(['PzK', 'AK', 'AK+PzK']);

/**
 * KB 4.1 A.4.c, 9.3, 9.4: every 'Operational' regimental unit of a German mechanized
 * division checks that it receives full support from a Supported HQ (a supply line within
 * the HQ's Command Range, the HQ three hexes from a road to a source, 9.31); one that cannot
 * gets a 'Limited Support' marker for the turn. Units supported by scenario rule (20.1 turn 1,
 * 20.2) need no trace. Where a PanzerKorps has more divisions in range than it may support
 * (9.32) the Axis player's `supportChoices` name them (a division, or a unit of it, as the
 * `panzerKorps` order does); without a choice the divisions are
 * taken in the order of their names, and the event says so.
 */
export const runFullSupport: ServerStepRun = (step, input) => {
  const view = viewFor(input.view, 'A.4.c');
  const { ctx, forces } = input.data;
  const state = atStep(input.state, step);
  const supply = positionSupply(ctx, view, state);
  const lines = supply.lines('axis');
  const sources = supply.queries.sources('axis');
  const units = axisUnits(ctx, state);
  const hqs = axisHqs(ctx, state);
  const always = scenarioFullSupport(forces.support, step.turn);
  const given = divisionNames(ctx, input.supportChoices ?? {});
  let full = fullSupport(units, hqs, lines, sources, given, always);
  // KB 9.32: a PanzerKorps with too many divisions in range and no (or no good) choice: the first by name
  const unchosen = [...new Set(full.issues.flatMap((i) => (i.path[1] === 'divisions' && typeof i.path[2] === 'string' ? [i.path[2]] : [])))];
  const defaults: Record<string, string[]> = {};
  for (const id of unchosen) {
    const hq = hqs.find((h) => h.id === id);
    if (hq) defaults[id] = divisionsInRange(units, hq, lines).slice(0, hq.divisionLimit);
  }
  if (unchosen.length > 0) full = fullSupport(units, hqs, lines, sources, { ...given, divisions: { ...given.divisions, ...defaults } }, always);
  const limited = limitedSupportMarkers(units, full);
  const next = withUnits(state, Object.fromEntries(limited.map((id) => [id, { marks: { ...state.units[id]!.marks, limitedSupport: true } }])));
  const supported = [...full.by.entries()].map(([unit, src]) => ({ unit, ...('hq' in src ? { hq: src.hq } : { byRule: true }), rule: src.rule })).sort((a, b) => (a.unit < b.unit ? -1 : 1));
  const events: GameEvent[] = [];
  if (unchosen.length > 0) {
    events.push({ type: 'kb-support-divisions-taken', rule: 'KB 9.32', divisions: defaults, text: `No PanzerKorps choice of divisions: ${Object.entries(defaults).map(([hq, ds]) => `${hq} supports ${ds.join(', ')}`).join('; ')} (9.32, the first by name)` });
  }
  events.push({
    type: 'kb-full-support',
    rule: 'KB 9.3, 9.4',
    turn: step.turn,
    supported,
    limited,
    text: limited.length === 0 ? 'Full support (9.3): every Operational German mechanized regiment is supported' : `'Limited Support' (9.4) on ${limited.join(', ')}: no full support from a Supported HQ (9.3)`,
  });
  return { state: next, record: input.record, events, result: null };
};

function axisUnits(ctx: KbContext, state: KbState): SupportedUnit[] {
  return Object.values(state.units)
    .filter((u) => u.where === 'map' && u.hex !== null && ctx.unit(u.id).side === 'axis')
    .map((u) => {
      const def = ctx.unit(u.id);
      return { id: u.id, hex: u.hex!, cls: supportClassOf(def), supply: u.supply, silhouette: def.silhouette };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function axisHqs(ctx: KbContext, state: KbState): SupportingHq[] {
  const out: SupportingHq[] = [];
  for (const u of Object.values(state.units)) {
    const def = ctx.unit(u.id);
    if (def.side !== 'axis' || u.where !== 'map' || u.hex === null || !def.hq || !CORPS_HQ.has(def.hq.type)) continue;
    out.push({ id: u.id, hex: u.hex, type: def.hq.type as SupportingHq['type'], range: def.hq.range, divisionLimit: def.hq.divisionLimit ?? DEFAULT_DIVISION_LIMIT, supported: u.hqSupported });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** KB 9.31, 9.32: the divisions with a unit the HQ's Command Range reaches, by name. */
function divisionsInRange(units: readonly SupportedUnit[], hq: SupportingHq, lines: SupplyLines): string[] {
  const range = linesTo(lines, [hq.hex], hq.range);
  const ds = units.flatMap((u) => (u.cls.kind === 'division' && range.lengthFrom(u.hex) !== null ? [u.cls.division] : []));
  return [...new Set(ds)].sort();
}

/**
 * The `panzerKorps` order names a division by a unit of it or by the division itself: read
 * either as the division (UnitDef.parent), so that 9.32's count is by division.
 */
function divisionNames(ctx: KbContext, choices: SupportChoices): SupportChoices {
  if (!choices.divisions) return choices;
  const name = (d: string): string => (ctx.units.has(d) ? ctx.unit(d).parent ?? d : d);
  return { ...choices, divisions: Object.fromEntries(Object.entries(choices.divisions).map(([hq, ds]) => [hq, [...new Set(ds.map(name))]])) };
}

export type { SupportChoices };
