import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { KbScenarioId, KbSide } from '#games/kharkov-battles/data/ids';
import { parseKbOrder, type KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbState } from '#games/kharkov-battles/state/types';
import { adjudicatePreparation, checkPreparation, preparationChoices, preparationHasChoices } from '#games/kharkov-battles/windows/preparation/index';
import { realPrep, wornStar } from './window-prep-fixture';

/**
 * Operation Star, turn 5, some way into the game (wornStar) and further: the 10th Tank Corps
 * reduced; the 320th broken down at KB3725 (its three regiments there); the 160th Rifle
 * Division in the Replacement Pool.
 */
const worn = (s: KbState): KbState =>
  wornStar(s, (u) => ({
    'sov-10-tc-kb': { ...u['sov-10-tc-kb']!, steps: 2 },
    'ger-320-id-kb': { ...u['ger-320-id-kb']!, where: 'breakdown-pool', hex: null },
    ...Object.fromEntries(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'].map((id) => [id, { ...u[id]!, where: 'map' as const, hex: u['ger-320-id-kb']!.hex }])),
    'sov-160-rd-kb': { ...u['sov-160-rd-kb']!, where: 'replacement-pool', hex: null },
  }));

const CASES: { scenario: KbScenarioId; turn: number; side: KbSide; change?: (s: KbState) => KbState; kinds: string[] }[] = [
  { scenario: 'operation-star', turn: 5, side: 'axis', change: worn, kinds: ['reinforce', 'replace', 'returnHq', 'returnSilhouette', 'support', 'ersatz', 'breakdown', 'recombine', 'interdict'] },
  { scenario: 'operation-star', turn: 5, side: 'soviet', change: worn, kinds: ['reinforce', 'replace', 'returnHq'] },
  { scenario: 'second-kharkov', turn: 2, side: 'axis', change: (s) => ({ ...s, airPoints: { axis: 2, soviet: 2 }, supportPoints: 1 }), kinds: ['reinforce', 'support', 'breakdown', 'interdict'] },
  { scenario: 'second-kharkov', turn: 2, side: 'soviet', kinds: ['reinforce'] },
  { scenario: 'third-kharkov', turn: 12, side: 'axis', change: (s) => ({ ...s, airPoints: { axis: 2, soviet: 2 } }), kinds: ['reinforce', 'breakdown', 'panzerKorps', 'interdict'] },
  { scenario: 'third-kharkov', turn: 12, side: 'soviet', kinds: ['reinforce'] },
];

describe('KB 4.1 A: the ready-made orders of a Preparation window (Ruleset.orderChoices)', () => {
  for (const c of CASES) {
    it(`${c.scenario} turn ${c.turn}, ${c.side}: every choice is an order of the file grammar that the window's check accepts on its own`, () => {
      const { data, state } = realPrep(c.scenario, c.turn, c.change);
      const choices = preparationChoices(data, state, c.side);
      expect([...new Set(choices.map((x) => x.kind))].sort()).toEqual([...c.kinds].sort());
      for (const x of choices) {
        expect([x.order, parseKbOrder(x.order).success]).toEqual([x.order, true]);
        expect([x.order, checkPreparation(data, state, c.side, [x.order as KbOrder])]).toEqual([x.order, []]);
        expect(x.rule).toMatch(/^KB \d+\.\d+$/);
      }
      expect(preparationHasChoices(data, state, c.side)).toBe(true);
    });
  }

  it('the last choice of each kind is carried out without a refusal, and changes the position from what an empty file leaves (where a reinforcement arrives unnamed: A, the first area listed)', () => {
    const { data, state } = realPrep('operation-star', 5, worn);
    const passed = adjudicatePreparation(data, state, 'axis', [], new FixedDice([])).state;
    const choices = preparationChoices(data, state, 'axis');
    const lastOfKind = [...new Set(choices.map((x) => x.kind))].map((kind) => choices.findLast((y) => y.kind === kind)!);
    expect(lastOfKind).toHaveLength(9);
    for (const x of lastOfKind) {
      const out = adjudicatePreparation(data, state, 'axis', [x.order as KbOrder], new FixedDice([]));
      expect([x.label, out.state]).not.toEqual([x.label, passed]);
    }
  });

  it('the choices leave out what the check refuses: no reinforcement in an Entry Area its schedule does not give, no Ersatz hex the Soviet owns', () => {
    const { data, state } = realPrep('operation-star', 5, worn);
    const choices = preparationChoices(data, state, 'axis');
    const areas = choices.flatMap((x) => ('reinforce' in (x.order as object) ? [(x.order as { reinforce: { area?: string } }).reinforce.area] : []));
    expect([...new Set(areas)].sort()).toEqual(['A', 'B']);
    const ersatz = choices.flatMap((x) => ('ersatz' in (x.order as object) ? [(x.order as { ersatz: { hex: string } }).ersatz.hex] : []));
    expect(ersatz).not.toContain('KB1905');
  });
});
