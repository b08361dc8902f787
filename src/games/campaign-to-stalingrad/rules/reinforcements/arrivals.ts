import type { GameEvent } from '#kernel/engine/events';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { defaultEntryHex, defaultEntryRule, entryRuleOf, type EntryRule } from './entry';
import { unitsWith, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/**
 * CtS 19.0-19.3, 20.4 (ESoP A3): the side's reinforcements of this turn, those delayed
 * earlier (19.1: entry waits until a hex is open) and the Returns of withdrawn units due
 * now come on, each at the first open hex of its edge in hex order (entry.ts). That is the
 * default: an `enter` order of the Movement window places it elsewhere before it moves.
 */
export function placeArrivals(ctx: CtsContext, state: CtsState, side: CtsSide): { state: CtsState; events: GameEvent[] } {
  const scenario = ctx.scenarios.get(state.scenario);
  const due: { unit: string; rule: EntryRule; returning: boolean }[] = [];
  let next = state;
  const events: GameEvent[] = [];
  for (const r of scenario?.reinforcements ?? []) {
    if (r.side !== side || r.turn > state.turn) continue;
    for (const id of r.units) {
      if (state.units[id]?.where !== 'pending') continue;
      if (!r.intoBox) due.push({ unit: id, rule: entryRuleOf(ctx, r), returning: false });
      else {
        // CtS 34.7 "others arrive as reinforcements" in the Caucasus Box: off the map there, by the box's edge hex, from the next turn on (17.1)
        next = { ...next, units: unitsWith(next.units, id, unitWith(next.units[id]!, { where: 'off-map', hex: hexId(r.intoBox.hex), leftMapTurn: state.turn, box: r.intoBox.box })) };
        events.push({ type: 'reinforcement', rule: 'CtS 34.7', unit: id, box: r.intoBox.box, text: `${ctx.units.get(id)!.name} arrives in the Caucasus Box` });
      }
    }
  }
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    if (u.where === 'withdrawn' && u.returnTurn !== undefined && u.returnTurn <= state.turn && ctx.units.get(id)!.side === side) due.push({ unit: id, rule: defaultEntryRule(side), returning: true });
  }
  const arrived: string[] = [];
  for (const d of due) {
    const name = ctx.units.get(d.unit)!.name;
    const hex = defaultEntryHex(ctx, next, d.unit, d.rule);
    if (!hex) {
      events.push({ type: 'reinforcement-delayed', rule: 'CtS 19.1', unit: d.unit, text: `${name} finds no open edge hex and waits` });
      continue;
    }
    const u = next.units[d.unit]!;
    next = { ...next, units: unitsWith(next.units, d.unit, unitWith(u, { where: 'map', hex, outOfSupply: false, returnTurn: undefined })) };
    arrived.push(d.unit);
    events.push(
      d.returning
        ? { type: 'return', rule: 'CtS 20.4', unit: d.unit, hex, text: `${name} returns to play at ${hex}` }
        : { type: 'reinforcement', rule: 'CtS 19.0', unit: d.unit, hex, text: `${name} arrives at ${hex}` },
    );
  }
  return { state: { ...next, arrivedThisPhase: arrived }, events };
}
