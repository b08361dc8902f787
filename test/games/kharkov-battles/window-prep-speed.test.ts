import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { KbScenarioId, KbSide } from '#games/kharkov-battles/data/ids';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import { KbPrepError } from '#games/kharkov-battles/preparation/errors';
import type { PrepData } from '#games/kharkov-battles/preparation/step';
import type { KbState } from '#games/kharkov-battles/state/types';
import { candidateChoices } from '#games/kharkov-battles/windows/preparation/choices';
import { adjudicatePreparation, checkPreparation, preparationChoices, preparationHasChoices, preparationWindow } from '#games/kharkov-battles/windows/preparation/index';
import { runPreparation } from '#games/kharkov-battles/windows/preparation/run';
import { realPrep, wornStar } from './window-prep-fixture';

/**
 * The ready-made orders and the adjudication take shortcuts (each order checked by its own
 * steps; one run to check and carry out a file; supply lines kept per position). Here they
 * are compared with the plain computation, on a fresh copy of the position so that nothing
 * kept is shared: every candidate checked by the whole check, and a file checked, then
 * carried out.
 */
const plainChoices = (data: PrepData, state: KbState, side: KbSide) => {
  const w = preparationWindow(state, side);
  return w ? [...candidateChoices(data, state, side, w.accepts)].filter((c) => checkPreparation(data, state, side, [c.order as KbOrder]).length === 0) : [];
};

function plainAdjudicate(data: PrepData, state: KbState, side: KbSide, orders: readonly KbOrder[]) {
  const problems = checkPreparation(data, state, side, orders);
  if (problems.length > 0) return { problems };
  const r = runPreparation(data, state, side, orders, preparationWindow(state, side)!.accepts, 'adjudicate');
  return { state: r.state, events: r.events };
}

function fastAdjudicate(data: PrepData, state: KbState, side: KbSide, orders: readonly KbOrder[]) {
  try {
    return adjudicatePreparation(data, state, side, orders, new FixedDice([]));
  } catch (e) {
    if (e instanceof KbPrepError) return { problems: e.issues };
    throw e;
  }
}

/** Operation Star, turn 5, some way in (wornStar), every German corps HQ Supported. */
const worn = (s: KbState): KbState =>
  wornStar(s, (u) => Object.fromEntries(Object.values(u).filter((x) => x.where === 'map' && /^ger-.*(pzk|ak)/.test(x.id)).map((x) => [x.id, { ...x, hqSupported: true }])));

const CASES: { scenario: KbScenarioId; turn: number; side: KbSide; change?: (s: KbState) => KbState }[] = [
  { scenario: 'operation-star', turn: 5, side: 'axis', change: worn },
  { scenario: 'operation-star', turn: 5, side: 'soviet', change: worn },
  { scenario: 'operation-star', turn: 2, side: 'axis' },
  { scenario: 'operation-star', turn: 1, side: 'axis' },
  { scenario: 'second-kharkov', turn: 2, side: 'axis', change: (s) => ({ ...s, airPoints: { axis: 2, soviet: 2 }, supportPoints: 2 }) },
  { scenario: 'second-kharkov', turn: 2, side: 'axis', change: (s) => ({ ...s, units: { ...s.units, 'ger-17-ak-kh': { ...s.units['ger-17-ak-kh']!, hqSupported: true } } }) },
  { scenario: 'second-kharkov', turn: 2, side: 'soviet' },
  { scenario: 'third-kharkov', turn: 11, side: 'axis' },
  { scenario: 'third-kharkov', turn: 12, side: 'axis', change: (s) => ({ ...s, airPoints: { axis: 2, soviet: 2 } }) },
];

describe('KB 4.1 A: the Preparation windows answer as the plain computation does, on real turns', () => {
  for (const c of CASES) {
    it(`${c.scenario} turn ${c.turn}, ${c.side}: the same ready-made orders, and each file of one, two or all of a kind carried out the same`, () => {
      const { data, state } = realPrep(c.scenario, c.turn, c.change);
      const fresh = () => structuredClone(state);
      const fast = preparationChoices(data, state, c.side);
      expect(fast).toEqual(plainChoices(data, fresh(), c.side));
      expect(preparationHasChoices(data, state, c.side)).toBe(fast.length > 0);
      const orders = fast.map((x) => x.order as KbOrder);
      const kinds = [...new Set(fast.map((x) => x.kind))];
      const files: KbOrder[][] = [[], ...orders.filter((_, i) => i % 19 === 0).map((o) => [o]), ...kinds.map((k) => orders.filter((_, i) => fast[i]!.kind === k)), orders.filter((_, i) => i % 5 === 0)];
      for (const f of files) expect(fastAdjudicate(data, state, c.side, f)).toEqual(plainAdjudicate(data, fresh(), c.side, f));
    });
  }
});
