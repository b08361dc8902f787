import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { attackerStrength } from '#games/kharkov-battles/assault/battle-facts';
import type { Placed } from '#games/kharkov-battles/state/occupancy';
import type { KbState } from '#games/kharkov-battles/state/types';
import { ENV, onKb } from './game-fixture';

/**
 * KB 20.1 optional: "While Popov is in this 'Out of Gas' state ... all Soviet mechanized units
 * with an orange or pink icon ... may no longer use the Winter Combat Bonus (14.2)". 14.2:
 * "During Freeze turns Soviet tank or mechanized corps units will have their attacking Combat
 * Strength doubled". The text gives Out of Gas these two effects and no other: nothing in it
 * touches a retreat. The battle's strengths (assault/battle-facts.ts) must read it.
 */
const ORANGE = 'sov-3-tc-kb';
const WHITE = 'sov-23-tc-kb';
const POPOV = 'sov-popov-hq';

function strengthOf(state: KbState, unit: string): { strength: number; reasons: string[] } {
  const env = ENV.assault('KB');
  const placed: Placed = { def: env.ctx.unit(unit), state: state.units[unit]!, hex: state.units[unit]!.hex! };
  const s = attackerStrength(env, state, placed, [hexId('3011')]);
  return { strength: s.strength, reasons: s.applied.map((a) => a.reason) };
}

describe('KB 20.1: Popov Out of Gas in a Prepared Assault', () => {
  const freeze = (outOfGas: boolean): KbState => {
    const s = onKb({ '3010': [ORANGE, WHITE], '3110': [POPOV] }, { side: 'soviet' });
    return { ...s, weather: 'freeze', units: { ...s.units, [POPOV]: { ...s.units[POPOV]!, outOfGas } } };
  };

  it('with Popov on his front side, an orange tank corps attacking in Freeze is doubled (14.2)', () => {
    expect(strengthOf(freeze(false), ORANGE).reasons).toContain('winter-combat-bonus');
  });

  it('with Popov Out of Gas, the orange tank corps has no Winter Combat Bonus; a white one keeps it', () => {
    const s = freeze(true);
    expect(strengthOf(s, ORANGE).reasons).not.toContain('winter-combat-bonus');
    expect(strengthOf(s, ORANGE).strength * 2).toBe(strengthOf(freeze(false), ORANGE).strength);
    expect(strengthOf(s, WHITE).reasons).toContain('winter-combat-bonus');
  });
});
