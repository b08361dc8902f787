import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { side } from '#kernel/ids';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { finalResult } from '#games/streets-of-stalingrad/game/outcome';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { administrativeRules } from '#games/streets-of-stalingrad/windows/administrative/index';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { sosData, sosRuleset } from './game-fixture';

/**
 * The second reading of the campaign's German withdrawals and the 29th Division's VP (21.5-21.54,
 * 3.2, 3.5, 3.7, 4.2): rows CW-nn of docs/rules-audit-streets-of-stalingrad.md. Each DIFFERS row
 * is a test that fails today (`it.fails`), named for its row; src/ is not changed by this reading.
 * The campaign's turn n is 13 September + n - 1 days: 18 Sep is turn 6, 29 Sep turn 17.
 */
// SoS 21.51, 21.54, 3.2, 3.5, 3.7, 4.2: the second reading of the campaign's withdrawals
const ruleset = sosRuleset();
const env = sosEnv(sosData());
const SEP = (d: number) => d - 12;

const DIVISION = ['ger-29-1-15', 'ger-29-1-71', 'ger-29-2-15', 'ger-29-pz-129'];
const ARTILLERY = ['ger-29-i-29-art', 'ger-29-ii-29-art'];

const started: SosGame = (() => {
  let g = ruleset.setup('scenario-3');
  g = ruleset.adjudicate(g, [{ side: side('soviet'), orders: [] }], new FixedDice([])).state;
  return ruleset.adjudicate(g, [{ side: side('german'), orders: [] }], new FixedDice([])).state;
})();

function position(turn: number, eliminated: string[] = [], from: SosState = started.state): SosState {
  const pieces = { ...from.pieces };
  for (const id of eliminated) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  return { ...from, turn, pieces };
}

function ctxAt(turn: number): PhaseContext {
  const entry = turnPlan('scenario-3', turn)!.find((x): x is WindowEntry => x.kind === 'window' && x.name === 'german-administrative')!;
  return { env, scenario: 'scenario-3', turn, window: entry, side: 'german', standing: { german: null, soviet: null }, options: {} };
}
const run = (s: SosState, orders: unknown[] = []) => administrativeRules.adjudicate(ctxAt(s.turn), s, orders as SosOrder[], new FixedDice([]));
const vp = (s: SosState) => finalResult(env, { ...started, state: s, position: null }, true);

describe('CW: the 29th Infantry Division (Motorized) withdrawn whole by 19 September (3.2, 3.5)', () => {
  it.fails('CW-16: a division destroyed in combat by 18 September, none of it withdrawn, earns no +1 (3.2: "1 victory point for withdrawing all units")', () => {
    // every unit with the flag "29" eliminated, none withdrawn; the 18 September Administrative Phase, an empty file
    const s = run(position(SEP(18), [...DIVISION, ...ARTILLERY])).state;
    for (const id of [...DIVISION, ...ARTILLERY]) expect(s.pieces[id]!.at).toBeNull();
    // nothing was withdrawn, so nothing earns the withdrawal VP
    expect(s.withdrawals?.early ?? []).toEqual([]);
    expect(vp(s).reason).not.toMatch(/\+1 for the 29th/);
  });
});

describe('CW: 4.2, "withdrawals must be done if a player chooses to do nothing else that turn"', () => {
  it.fails('CW-19: 29 September, an empty file: the 29th Division is withdrawn, not kept at 1 VP lost', () => {
    const r = run(position(SEP(29)));
    // the German chose nothing: the withdrawal due today is done for him
    for (const id of DIVISION) expect(r.state.pieces[id]!.at).toBeNull();
    expect(r.state.withdrawals?.kept ?? []).toEqual([]);
  });
});

describe('CW: rows that agree, seen in a position', () => {
  it('CW-22: the game declared over at the start of the Administrative Phase ends it before any withdrawal of the same file (3.1)', () => {
    const r = run(position(SEP(17)), [{ endGame: true }, { withdraw: { units: [...DIVISION, ...ARTILLERY] } }]);
    expect(r.gameOver).toBe(true);
    for (const id of [...DIVISION, ...ARTILLERY]) expect(r.state.pieces[id]!.at).not.toBeNull();
    expect(r.state.withdrawals).toBeUndefined();
  });

  it('CW-20: part of the division withdrawn on 29 September: the rest is kept, and the German loses 1 VP (21.54: "ALL of the units ... on the turn required")', () => {
    const r = run(position(SEP(29)), [{ withdraw: { units: DIVISION.slice(0, 3) } }]);
    expect(r.state.withdrawals!.kept).toEqual(['29-division']);
    expect(vp(r.state).germanVp).toBe(vp(position(SEP(29))).germanVp - 1);
  });
});
