import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { adjudicateCombat } from '#games/kharkov-battles/windows/combat/index';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { ENV, onKb } from './game-fixture';
import { attack, NO_STANDING, ofType } from './window-combat-fixture';

/**
 * KB 20.1 (optional Historical Limitation): "While Popov is in this 'Out of Gas' state ... all
 * Soviet mechanized units with an orange or pink icon ... may no longer use the Winter Combat
 * Bonus (14.2)." 14.2: "During Freeze turns Soviet tank or mechanized corps units will have
 * their attacking Combat Strength doubled after all other adjustments."
 *
 * Read in a whole Soviet Combat Phase on the KB map (the game's assault env), not in the
 * strength function alone: the 3rd Tank Corps (orange icon) in 3010 attacks
 * Leibstandarte's regiment in 3011 in Freeze, Popov's HQ in 3110.
 */
const CORPS = 'sov-3-tc-kb';
const POPOV = 'sov-popov-hq';

function freezeCombat(outOfGas: boolean): KbState {
  const s = onKb({ '3010': [CORPS], '3011': ['ger-1-lah'], '3110': [POPOV] }, { side: 'soviet', pools: { axis: ['axis-01', 'axis-02'], soviet: ['soviet-01', 'soviet-02'] } });
  return { ...withUnits(s, { [POPOV]: { outOfGas } }), weather: 'freeze', at: { ...s.at, phase: 'combat' } };
}

const corpsStrength = (outOfGas: boolean) => {
  const r = adjudicateCombat(ENV.assault('KB'), freezeCombat(outOfGas), 'soviet', [attack({ attackers: [CORPS], targets: ['3011'] })], NO_STANDING, new FixedDice([1, 1, 1, 1, 1, 1, 1, 1]), 'T03/soviet/pa');
  return ofType(r.events, 'strength').find((e) => (e as unknown as { unit: string }).unit === CORPS);
};

describe('KB 20.1 with 14.2: Popov Out of Gas in a Prepared Assault adjudicated on the KB map', () => {
  it('with Popov on his front side the orange tank corps attacks doubled in Freeze (14.2)', () => {
    expect(corpsStrength(false)).toMatchObject({ strength: 10, applied: [{ reason: 'winter-combat-bonus', rule: 'KB 14.2' }] });
  });
  it("with Popov 'Out of Gas' the same corps attacks at its own strength: no Winter Combat Bonus", () => {
    expect(corpsStrength(true)).toMatchObject({ strength: 5, applied: [] });
  });
});
