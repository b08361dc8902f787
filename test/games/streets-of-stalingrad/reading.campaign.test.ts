import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { side } from '#kernel/ids';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { finalResult } from '#games/streets-of-stalingrad/game/outcome';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { dayOfTurn } from '#games/streets-of-stalingrad/sequence/scenarios';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { enterOptions } from '#games/streets-of-stalingrad/windows/movement/enter-options';
import { enterProblems } from '#games/streets-of-stalingrad/windows/movement/start-orders';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { sosData, sosRuleset } from './game-fixture';

/**
 * A reading of the campaign game, scenario #3 (SoS 2.23, 2.31, 2.34, 3.1-3.8, 16.84, 21.2):
 * the rows CG-nn of docs/rules-audit-streets-of-stalingrad.md. The campaign's turn n is
 * 13 September + n - 1 days: 25 September is turn 13, 4 October turn 22.
 */
const ruleset = sosRuleset();
const env = sosEnv(sosData());

/** The campaign as the ready-made set-up leaves it, both sides set up. */
const started: SosGame = (() => {
  let g = ruleset.setup('scenario-3');
  g = ruleset.adjudicate(g, [{ side: side('soviet'), orders: [] }], new FixedDice([])).state;
  return ruleset.adjudicate(g, [{ side: side('german'), orders: [] }], new FixedDice([])).state;
})();

function movementCtx(turn: number, who: 'german' | 'soviet'): PhaseContext {
  const name = `${who}-movement`;
  const entry = turnPlan('scenario-3', turn)!.find((x): x is WindowEntry => x.kind === 'window' && x.name === name)!;
  return { env, scenario: 'scenario-3', turn, window: entry, side: who, standing: { german: null, soviet: null }, options: {} };
}
const at = (turn: number) => ({ ...started.state, turn });

describe('CG: the campaign\'s reinforcements due (21.2, 3.6, 16.84)', () => {
  it('CG-11: on 25 September (turn 13) the German Movement Phase lists the 100th Jäger Division\'s 54th Regiment, not yet its 227th (3.6, 21.2)', () => {
    expect(dayOfTurn('scenario-3', 13)).toEqual({ month: 9, day: 25 });
    const listed = enterOptions(movementCtx(13, 'german'), at(13)).map((o) => String(o.unit));
    expect(listed.sort()).toEqual(['ger-100-1-54', 'ger-100-2-54', 'ger-100-4-54']);
  });

  it('CG-12: the 273 NKVD Regiment is listed for the Soviet on 4 October (turn 22) in the Northern Sector box (16.84, 21.2)', () => {
    expect(dayOfTurn('scenario-3', 22)).toEqual({ month: 10, day: 4 });
    const listed = enterOptions(movementCtx(22, 'soviet'), at(22));
    expect(listed.filter((o) => String(o.unit).includes('273')).map((o) => [String(o.unit), String(o.hex)])).toEqual([
      ['sov-1-273-nkvd', 'EB-N'],
      ['sov-2-273-nkvd', 'EB-N'],
    ]);
  });

  it('CG-13: a Soviet reinforcement placed outside "the specific East Bank box listed for those units" is refused (21.2)', () => {
    const codes = enterProblems(movementCtx(22, 'soviet'), at(22), ['sov-1-273-nkvd'], 'EB-C', ['orders', 0, 'enter']).map((i) => i.code);
    expect(codes).toEqual(['wrong-box']);
  });

  // SoS 2.15: "German reinforcements and replacements start in one of the four off-map boxes";
  // 21.2 ties only the Soviet's to "the specific East Bank box listed for those units".
  it('CG-14: a German reinforcement due may be placed in any of the four off-map boxes: the 100th Jäger\'s 1/I/54 in box 1 on 25 September (2.15, 21.2)', () => {
    const issues = enterProblems(movementCtx(13, 'german'), at(13), ['ger-100-1-54'], 'GB-1', ['orders', 0, 'enter']);
    expect(issues.map((i) => i.code)).toEqual([]);
  });

  it('CG-14, fixed: a German box must still serve the scenario\'s part of the map (2.34): box 4, on the north edge, serves none of #2\'s southern city', () => {
    const ctx: PhaseContext = { ...movementCtx(13, 'german'), scenario: 'scenario-2' };
    const issues = enterProblems(ctx, at(13), ['ger-100-1-54'], 'GB-4', ['orders', 0, 'enter']);
    expect(issues.filter((i) => i.code === 'box-outside-scenario').map((i) => [i.path.join('.'), i.rule])).toEqual([['orders.0.enter.box', 'SoS 2.15, 2.34']]);
    expect(enterProblems(ctx, at(13), ['ger-100-1-54'], 'GB-1', ['orders', 0, 'enter']).map((i) => i.code)).not.toContain('box-outside-scenario');
  });
});

describe('CG: the campaign\'s victory (3.2-3.8)', () => {
  it('CG-08, E73: 3.8\'s history, 13 landings and Mamayev Kurgan held (15 VP) with all four divisions committed, is a Soviet marginal victory; one landing more (16) still is, 17 a German marginal one', () => {
    const v = env.tables.victoryHexes;
    const germans = Object.keys(started.state.pieces).filter((id) => env.facts(id).side === 'german' && env.facts(id).combat && started.state.pieces[id]!.at !== null);
    const hold = (landings: number) => {
      const pieces = { ...started.state.pieces };
      const hexes = [v.mamayevKurgan.hex, ...v.landings.slice(0, landings)];
      hexes.forEach((h, i) => (pieces[germans[i]!] = { ...pieces[germans[i]!]!, at: h }));
      // SoS 3.5: one unit of each division brought in (eliminated since): no division VP
      for (const id of ['ger-100-1-54', 'ger-305-5-576', 'ger-14-pz-1', 'ger-79-1-208']) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
      return finalResult(env, { ...started, state: { ...started.state, pieces }, position: null }, true);
    };
    expect([hold(13).germanVp, hold(13).level]).toEqual([15, 'Soviet marginal']);
    expect([hold(14).germanVp, hold(14).level]).toEqual([16, 'Soviet marginal']);
    expect([hold(15).germanVp, hold(15).level]).toEqual([17, 'German marginal']);
  });
});
