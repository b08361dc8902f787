import { describe, expect, it } from 'vitest';
import { replaceProblems } from '#games/streets-of-stalingrad/replacements/replace-order';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { movementOptions } from '#games/streets-of-stalingrad/windows/movement/options';
import { adjudicate, check, ctxAt, env, fragment, ruleset } from './movement-window-fixture';

/**
 * Second reading of replacements (21.41-21.46, 21.1-21.3, 16.17, 16.26, 2.14, 2.15, 14.11):
 * each row found to differ from the rulebook text, pinned as a failing test (`it.fails`)
 * until the code reads the rule. docs/rules-audit-streets-of-stalingrad.md, rows RP-nn.
 */
const replace = (units: string[], box: string) => ({ replace: { units, box } });

/** Scenario #1 fragment: `eliminated` off the board, both sides with `points` saved. */
function position(at: Record<string, string>, eliminated: string[], points: { Pz: number; AF: number }): SosState {
  const s = fragment(at);
  const pieces = { ...s.pieces };
  for (const id of eliminated) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  return { ...s, pieces, replacementPoints: { german: points, soviet: { Pz: 0, AF: points.AF } } };
}

describe('RP: replacements read against the rulebook text', () => {
  /**
   * SoS 21.44: "Soviet Marine units may be replaced, but not Guards units." The 42 Guards Rifle
   * Regiment's mortar (13 Guards Rifle Division) and the 35 Guards Rifle Division's AT gun are
   * Guards units; the check reads only Guards infantry (`soviet: guards`).
   */
  it('RP-08: a Guards unit that is not infantry (a Guards regiment\'s mortar, a Guards division\'s AT gun) is not replaced', () => {
    const s1 = position({}, ['sov-42g-mortar'], { Pz: 0, AF: 20 });
    expect(env.counter('sov-42g-mortar').formation.division).toBe('13 Guards Rifle Division');
    expect(replaceProblems(env, s1, 'soviet', ['sov-42g-mortar'], 'EB-C', new Set(), ['orders', 0, 'replace']).map((i) => [i.code, i.rule])).toEqual([['not-replaceable', 'SoS 21.44']]);
    const b2 = ruleset.setup('scenario-2').state;
    const s2: SosState = { ...b2, pieces: { ...b2.pieces, 'sov-35g-at': { ...b2.pieces['sov-35g-at']!, at: null, eliminated: true } }, replacementPoints: { german: { Pz: 0, AF: 0 }, soviet: { Pz: 0, AF: 20 } } };
    expect(replaceProblems(env, s2, 'soviet', ['sov-35g-at'], 'EB-S', new Set(), ['orders', 0, 'replace']).map((i) => [i.code, i.rule])).toEqual([['not-replaceable', 'SoS 21.44']]);
  });

  /**
   * SoS 21.3: "Reinforcements and replacements may move only after all breakthrough movement and
   * breakthrough attacks have been attempted for that Movement Phase." A StuG rebuilt into GB-2
   * is sent in breakthrough movement in the same phase: the move is run with the breakthrough
   * moves (run-phase.ts step 2), before the normal moves, and nothing refuses it.
   */
  it('RP-14: a unit rebuilt this phase may not use breakthrough movement in it (it moves only after all breakthrough movement)', () => {
    const s = position({}, ['ger-stug-244'], { Pz: 8, AF: 0 });
    const placed = adjudicate(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-2')]).state;
    const path = movementOptions(ctxAt(3, 'german-movement'), placed, null).find((o) => o.unit === 'ger-stug-244')!.moves![0]!.path;
    // the same move in normal movement is legal: the setup is sound
    expect(check(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-2'), { move: { units: ['ger-stug-244'], path } }])).toEqual([]);
    const issues = check(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-2'), { move: { units: ['ger-stug-244'], path, mode: 'breakthrough' } }]);
    expect(issues.filter((i) => i.path[0] === 'orders' && i.path[1] === 1)).not.toEqual([]);
  });
});
