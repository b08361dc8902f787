import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { mayRebuild } from '../replacements/matching';
import { caucasusPlay } from './plays';
import { boxReplacementRefusal } from './replacements';

/** A box replacement as the order names it (orders/schema.ts `boxReplacement`). */
export interface BoxReplacement {
  type: string;
  from: string;
  to: 'caucasus' | 'black-sea-coast';
}

/** One refusal: the member of the order it is about, a stable code, a plain message and the rule. */
export interface BoxReplacementProblem {
  at: 'type' | 'from' | 'to';
  code: string;
  message: string;
  rule: string;
}

const boxWord = (box: BoxReplacement['to']): string => (box === 'caucasus' ? 'Caucasus Box' : 'Black Sea Coast Box');

/** The index in replacementsOnMap of a Soviet counter of `type` at `from` that has not moved this phase, or -1. */
const counterAt = (state: CtsState, order: BoxReplacement): number => state.replacementsOnMap.findIndex((r) => r.side === 'soviet' && r.type === order.type && r.hex === order.from && !r.moved);

/**
 * CtS 34.6 "The Soviet Player may enter one infantry type replacement per turn in the Caucasus
 * Box. The Replacement is not free, it must come from those available from the Replacement
 * roll. If the Replacement roll indicates a Naval replacement, he may enter that into the Black
 * Sea Coast Box." In a game that plays the Caucasus Display, in the Soviet Movement Phase: a
 * Soviet Replacement counter the roll has put on the map (21.2) and that has not moved this
 * phase leaves the map into the box (a reading: the text gives it no path, it enters the box
 * in place of its move); one a turn across both boxes (`boxReplacementRefusal`).
 */
export function boxReplacementProblems(ctx: CtsContext, state: CtsState, side: CtsSide, order: BoxReplacement): BoxReplacementProblem[] {
  if (!caucasusPlay(ctx, state)) return [{ at: 'to', code: 'no-caucasus', message: 'only the Campaign Game plays the Caucasus Campaign Display', rule: 'CtS 34.0' }];
  if (side !== 'soviet') return [{ at: 'to', code: 'soviet-only', message: 'only the Soviet Player enters replacements in the Caucasus boxes', rule: 'CtS 34.6' }];
  const available = counterAt(state, order) >= 0 ? 1 : 0;
  const placed = state.boxReplacementTurn === state.turn ? 1 : 0;
  const refused = boxReplacementRefusal(order.type, order.to, available, placed);
  if (!refused) return [];
  const [at, code]: [BoxReplacementProblem['at'], string] = available === 0 ? ['from', 'no-replacement'] : placed > 0 ? ['to', 'box-replacement-spent'] : ['type', 'not-infantry-type'];
  const message = available === 0 ? `no ${order.type} replacement of the Soviet side that has not moved stands at ${order.from}, from the Replacement roll` : refused.replace(/ \(CtS 34\.6\)$/, '');
  return [{ at, code, message, rule: 'CtS 34.6' }];
}

/** CtS 34.6: the counter leaves the map into the box, where it waits to be absorbed (21.4-21.5, `absorbBoxReplacements`). */
export function applyBoxReplacement(state: CtsState, order: BoxReplacement): { state: CtsState; events: GameEvent[] } {
  const index = counterAt(state, order);
  const next: CtsState = {
    ...state,
    replacementsOnMap: state.replacementsOnMap.filter((_, i) => i !== index),
    boxReplacements: [...(state.boxReplacements ?? []), { type: order.type, box: order.to }],
    boxReplacementTurn: state.turn,
  };
  const text = `a ${order.type} replacement from ${order.from} enters the ${boxWord(order.to)} (one a turn)`;
  return { state: next, events: [{ type: 'box-replacement', rule: 'CtS 34.6', side: 'soviet', replacement: order.type, from: order.from, box: order.to, text }] };
}

/**
 * CtS 21.4-21.5 with 34.6, in the Soviet Supply Phase: a replacement in a Caucasus box adds a
 * step to a Soviet unit in the same box that has lost one and that it may rebuild (21.5),
 * one a unit a turn (21.5.1), not to a unit that attacked in this player turn (21.5.2); the
 * counter goes back to the Pool. Units by id; a counter with no such unit stays in its box.
 */
export function absorbBoxReplacements(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  if (!state.boxReplacements || state.boxReplacements.length === 0) return { state, events: [] };
  const units = copyUnits(state.units);
  const pool = { ...state.replacementPool.soviet };
  const helped = new Set<string>();
  const kept: NonNullable<CtsState['boxReplacements']> = [];
  const events: GameEvent[] = [];
  for (const r of state.boxReplacements) {
    const target = Object.keys(units)
      .sort()
      .find((id) => {
        const u = units[id]!;
        const spec = ctx.units.get(id)!;
        return spec.side === 'soviet' && u.where === 'off-map' && u.box === r.box && u.steps < spec.faces.length && !u.attacked && !helped.has(id) && mayRebuild(r.type, spec);
      });
    if (!target) {
      kept.push(r);
      continue;
    }
    helped.add(target);
    units[target] = unitWith(units[target]!, { steps: units[target]!.steps + 1 });
    pool[r.type] = (pool[r.type] ?? 0) + 1;
    events.push({ type: 'replacement-absorbed', rule: 'CtS 34.6', unit: target, replacement: r.type, box: r.box, text: `${ctx.units.get(target)!.name} absorbs a ${r.type} replacement in the ${boxWord(r.box)} and gains a step` });
  }
  const { boxReplacements: _, ...rest } = state;
  return { state: { ...rest, units, replacementPool: { ...state.replacementPool, soviet: pool }, ...(kept.length > 0 ? { boxReplacements: kept } : {}) }, events };
}
