import type { OrderChoice } from '#kernel/engine/ruleset';
import { unitId, type HexId } from '#kernel/ids';
import { traversedByRoad } from '../../air/interdiction';
import type { KbSide } from '../../data/ids';
import type { PrepData } from '../../preparation/step';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { panzerKorpsOptions } from './full-support';

/**
 * The orders a side might give in its Preparation window now, one decision each, before the
 * window's check sorts out those it refuses (index.ts keeps only the accepted ones): each
 * reinforcement in each of its Entry Areas (17.0, 17.12), each unit Replacement Points may
 * serve (16.21, 16.32, 16.34), each HQ and silhouette due back in each friendly city (16.33,
 * 16.35), each HQ to flip (9.21), each Ersatz hex (20.1), each division to break down and
 * trio to recombine (15.21, 15.22), each set of divisions a Supported PanzerKorps with more
 * in range than its limit may back (9.32), each road hex to interdict (5.3). Cheapest first, so that
 * "is there anything to decide?" stops early.
 */
export function* candidateChoices(data: PrepData, state: KbState, side: KbSide, accepts: readonly string[]): Generator<OrderChoice> {
  const { ctx } = data;
  const { map } = ctx;
  const name = (id: string): string => ctx.units.get(id)?.name ?? id;
  const takes = (k: string): boolean => accepts.includes(k);
  const own = Object.values(state.units)
    .filter((u) => ctx.unit(u.id).side === side)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const onMap = own.filter((u) => u.where === 'map' && u.hex !== null);
  const occ = occupancy(ctx, state);
  const inPlay = map.hexIds().filter((h) => state.owner[h] !== undefined);
  const label = (h: HexId): string => map.label(h);

  if (takes('reinforce')) {
    // KB 17.0, 17.12: each due unit in each Entry Area it may use (a late one: the adjacent ones too)
    for (const arrival of data.forces.reinforcements) {
      if (arrival.side !== side || arrival.turn > state.at.turn) continue;
      const mine = [arrival.entry, ...arrival.or];
      const late = arrival.turn < state.at.turn;
      const areas = late ? [...new Set([...mine, ...mine.flatMap((a) => data.entryAreas.find((e) => e.id === a)?.adjacent ?? [])])] : mine;
      for (const unit of arrival.units) {
        if (state.units[unit]?.where !== 'reinforcement-chart') continue;
        for (const area of areas) {
          const hex = /^K[BH]\d{4}$/.test(area) ? map.resolve(area) : null;
          const order = hex !== null ? { reinforce: { unit, hex: area } } : { reinforce: { unit, area } };
          yield { kind: 'reinforce', order, label: `${name(unit)} arrives ${hex !== null ? `at ${area}` : `in Entry Area ${area}`}${late ? ' (late, 17.12)' : ''}`, rule: late ? 'KB 17.12' : 'KB 17.0', unit: unitId(unit), ...(hex !== null ? { hex } : {}) };
        }
      }
    }
  }

  if (takes('replace')) {
    const points = state.replacementPoints[side];
    if (points.mech + points.nonMech > 0) {
      // KB 16.21: a unit below full strength
      for (const u of onMap) {
        const def = ctx.unit(u.id);
        if (u.steps < def.steps || u.chit?.face === 'reduced') yield { kind: 'replace', order: { replace: { unit: u.id } }, label: `${def.name} back to full strength`, rule: 'KB 16.21', unit: unitId(u.id), hex: u.hex! };
      }
      // KB 16.32: a unit of the Replacement Pool joins an HQ
      const hqHexes = [...new Set(onMap.filter((u) => ctx.unit(u.id).kind === 'hq').map((u) => u.hex!))].sort();
      for (const u of own.filter((x) => x.where === 'replacement-pool')) {
        for (const h of hqHexes) yield { kind: 'replace', order: { replace: { unit: u.id, hex: label(h) } }, label: `${name(u.id)} returns from the Replacement Pool at ${label(h)}`, rule: 'KB 16.32', unit: unitId(u.id), hex: h };
      }
      // KB 16.34: a division of the Breakdown Pool in place of a regiment
      const pool = own.filter((x) => x.where === 'breakdown-pool');
      for (const r of onMap.filter((u) => ctx.unit(u.id).kind === 'breakdown')) {
        for (const d of pool) yield { kind: 'replace', order: { replace: { unit: d.id, regiment: r.id } }, label: `${name(d.id)} replaces ${name(r.id)} at ${label(r.hex!)}`, rule: 'KB 16.34', unit: unitId(d.id), hex: r.hex! };
      }
    }
  }

  // KB 16.33, 16.35: each unit due back from the TRT, to each friendly city
  const due = own.filter((u) => u.where === 'trt' && u.returnTurn !== null && u.returnTurn <= state.at.turn);
  if (due.length > 0) {
    const cities = inPlay.filter((h) => map.hasFeature(h, 'city') && state.owner[h] === side && occ.occupant(h) !== enemyOf(side));
    for (const u of due) {
      const def = ctx.unit(u.id);
      const kind = def.kind === 'hq' ? 'returnHq' : 'returnSilhouette';
      if (!takes(kind)) continue;
      for (const h of cities) yield { kind, order: { [kind]: { unit: u.id, hex: label(h) } }, label: `${def.name} returns from the TRT to ${label(h)}`, rule: kind === 'returnHq' ? 'KB 16.33' : 'KB 16.35', unit: unitId(u.id), hex: h };
    }
  }

  if (takes('support') && state.supportPoints > 0) {
    // KB 9.21: each German corps HQ on the map not yet Supported
    for (const u of onMap) {
      const def = ctx.unit(u.id);
      if (def.hq && ['PzK', 'AK', 'AK+PzK'].includes(def.hq.type) && !u.hqSupported) yield { kind: 'support', order: { support: { hq: u.id } }, label: `Flip ${def.name} to its Supported side`, rule: 'KB 9.21', unit: unitId(u.id), hex: u.hex! };
    }
  }

  if (takes('panzerKorps')) {
    // KB 9.32: a Supported PanzerKorps with more divisions in range than its limit: each set of that many
    for (const { hq, limit, divisions } of panzerKorpsOptions(data, state)) {
      for (const set of subsets(divisions, limit)) yield { kind: 'panzerKorps', order: { panzerKorps: { hq, divisions: set } }, label: `${name(hq)} supports ${set.join(', ')}`, rule: 'KB 9.32', unit: unitId(hq), hex: state.units[hq]!.hex! };
    }
  }

  if (takes('ersatz')) {
    // KB 20.1: a friendly-owned town or city
    for (const h of inPlay) {
      if ((map.hasFeature(h, 'town') || map.hasFeature(h, 'city')) && state.owner[h] === side && occ.occupant(h) !== enemyOf(side)) {
        yield { kind: 'ersatz', order: { ersatz: { hex: label(h) } }, label: `Place an Ersatz battalion at ${label(h)}`, rule: 'KB 20.1', hex: h };
      }
    }
  }

  if (takes('breakdown')) {
    // KB 15.21: a German infantry division that breaks down
    for (const u of onMap) if (ctx.unit(u.id).breaksDown) yield { kind: 'breakdown', order: { breakdown: { division: u.id } }, label: `${name(u.id)} breaks down into three regiments`, rule: 'KB 15.21', unit: unitId(u.id), hex: u.hex! };
  }

  if (takes('recombine')) {
    // KB 15.22: three regiments stacked in a hex reform any division of the Breakdown Pool
    const pool = own.filter((x) => x.where === 'breakdown-pool');
    const trios = [...new Set(onMap.filter((u) => ctx.unit(u.id).kind === 'breakdown').map((u) => u.hex!))].filter((h) => occ.at(h, side).filter((p) => p.def.kind === 'breakdown').length >= 3).sort();
    for (const h of trios) for (const d of pool) yield { kind: 'recombine', order: { recombine: { hex: label(h), division: d.id } }, label: `The regiments at ${label(h)} reform as ${name(d.id)}`, rule: 'KB 15.22', unit: unitId(d.id), hex: h };
  }

  if (takes('interdict') && state.airPoints.axis > 0) {
    // KB 5.3: a road hex, one Air Point each
    for (const h of inPlay) {
      if (!state.markers.interdicted.includes(h) && traversedByRoad(ctx, h)) yield { kind: 'interdict', order: { interdict: { hex: label(h) } }, label: `Interdict ${label(h)}: closed to Soviet Strategic Movement this turn`, rule: 'KB 5.3', hex: h };
    }
  }
}

/** Every set of `k` items of `items`, in order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((x, i) => subsets(items.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
}
