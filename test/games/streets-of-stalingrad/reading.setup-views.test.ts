import { describe, expect, it } from 'vitest';
import { side } from '#kernel/ids';
import type { SosStateView } from '#games/streets-of-stalingrad/view/side-view';
import { fragment, HEX, losOf, rulesetWith } from './view-fixture';

/**
 * A reading of the set-up, the views and victory against the rulebook (2.3x, 3.1-3.4, 7.x in
 * play): one case for each row found to differ (docs/rules-audit-streets-of-stalingrad.md,
 * "Reading of the set-up, the views and victory").
 */
const ruleset = rulesetWith({ inLos: losOf([]) });
const sovietView = (g: ReturnType<typeof fragment>): SosStateView => (ruleset.view(g, side('soviet')) as { state: SosStateView }).state;

describe('SV-27: SoS 7.0, 7.2, 7.5: the public headline tells no side what it may not see', () => {
  it('SV-27: a face-down German stack on Mamayev Kurgan (1039, a strong point: hidden, 7.2) reads the same to the Soviet whether it is an OP or a rifle company', () => {
    // the 71st Division's OP or one of its companies, alone and face down on 1039 (the same flag on the back, 2.22); the Soviet militia far off, seeing nothing
    const withOp = fragment({ 'ger-71-op': '1039', 'sov-militia': HEX.city });
    const withCompany = fragment({ 'ger-71-5-191': '1039', 'sov-militia': HEX.city });
    // the Soviet player's view of the two positions is the same: one face-down stack of one counter, the 71st's flag
    expect(sovietView(withOp).hidden).toEqual(sovietView(withCompany).hidden);
    expect(sovietView(withOp).hidden).toHaveLength(1);
    // so the line both players read in every mail subject may not tell them apart (3.2 counts VP only at the game's end)
    expect(ruleset.headline(withCompany)).toBe(ruleset.headline(withOp));
  });
});
