import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { mayRebuild } from './matching';
import { cadreRebuild, hqToCadreBox, rebuilt } from './cadre-rebuild';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/**
 * CtS 21.4-21.5 in the owner's Supply Phase: a Replacement stacked with a unit it may
 * rebuild (21.5, matching.ts) that has lost a step adds one step, and goes back to the
 * Pool; at most one a unit a turn (21.5.1), never to a unit that "participated in combat
 * in the previous Combat Phase" (21.5.2): the Combat Phase of this player turn, just
 * before this Supply Phase (digest A26), in which the owner's units fight only as
 * attackers; a unit attacked in the opponent's Combat Phase may be replaced. In or out of
 * supply or ZOC (21.5.3). A Replacement with no such unit in
 * its hex that stands on a Front or Army Group HQ brings a unit back from the Cadre Box
 * (21.4, cadre-rebuild.ts); a Mechanized one may return a cadre-eliminated HQ the owner
 * names to the Cadre Box (18.2).
 */
export function absorbReplacements(ctx: CtsContext, state: CtsState, side: CtsSide, helpedBefore: Iterable<string> = []): { state: CtsState; events: GameEvent[] } {
  const units = copyUnits(state.units);
  const pool = { ...state.replacementPool[side] };
  const kept: CtsState['replacementsOnMap'] = [];
  const helped = new Set<string>(helpedBefore); // 21.5.1: with those a German regiment built up (30.1(3))
  const events: GameEvent[] = [];
  const preferred = state.standing[side]?.rebuild ?? [];
  for (const r of state.replacementsOnMap) {
    if (r.side !== side) {
      kept.push(r);
      continue;
    }
    const target = Object.keys(units)
      .sort()
      .find((id) => {
        // CtS 21.5.2: `attacked` is this player turn's Combat Phase; `defended` is the opponent's, which does not count
        const u = units[id]!;
        const spec = ctx.units.get(id)!;
        return spec.side === side && u.where === 'map' && u.hex === r.hex && u.steps < spec.faces.length && !u.attacked && !helped.has(id) && mayRebuild(r.type, spec);
      });
    if (!target) {
      // 21.4: on a Front or Army Group HQ, a unit comes back from the Cadre Box
      const back = cadreRebuild(ctx, { ...state, units }, r, preferred, helped);
      if (back) {
        helped.add(back);
        units[back] = rebuilt(units[back]!, r.hex);
        pool[r.type] = (pool[r.type] ?? 0) + 1;
        events.push({ type: 'cadre-rebuilt', rule: 'CtS 21.4', unit: back, replacement: r.type, hex: r.hex, steps: 1, text: `${ctx.units.get(back)!.name} comes back from the Cadre Box at ${r.hex} with a ${r.type} replacement` });
        continue;
      }
      // 18.2: a Mechanized Replacement returns a cadre-eliminated HQ to the Cadre Box
      const hq = hqToCadreBox(ctx, { ...state, units }, side, r.type, preferred);
      if (hq) {
        units[hq] = unitWith(units[hq]!, { where: 'cadre' });
        pool[r.type] = (pool[r.type] ?? 0) + 1;
        events.push({ type: 'hq-to-cadre-box', rule: 'CtS 18.2', unit: hq, replacement: r.type, text: `a ${r.type} replacement returns ${ctx.units.get(hq)!.name} to the Cadre Box` });
        continue;
      }
      kept.push(r);
      continue;
    }
    helped.add(target);
    units[target] = unitWith(units[target]!, { steps: units[target]!.steps + 1 });
    pool[r.type] = (pool[r.type] ?? 0) + 1;
    events.push({ type: 'replacement-absorbed', rule: 'CtS 21.4', unit: target, replacement: r.type, hex: r.hex, text: `${ctx.units.get(target)!.name} absorbs a ${r.type} replacement and gains a step` });
  }
  return { state: { ...state, units, replacementPool: { ...state.replacementPool, [side]: pool }, replacementsOnMap: kept }, events };
}
