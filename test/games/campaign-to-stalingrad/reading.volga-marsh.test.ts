import { describe, expect, it } from 'vitest';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * CtS 11.1 "CUMULATIVE EFFECTS The defensive benefits of river hexsides (all types) are not
 * cumulative with the terrain in the defender's hex. The defending player uses whichever
 * terrain benefit is most advantageous to his units." with "THE VOLGA RIVER ... Defense
 * Strength Tripled" and "MARSH All units attacking out of or into a Marsh hex or across a
 * Marsh hexside are halved in Attack Strength." (11.1 (A) ignores only Major and Minor rivers
 * along a Marsh hex.) Two German infantry divisions (6 each, in Attack Supply) attack a Soviet
 * rifle division (4) across a Volga hexside, the basic game (no game option).
 * docs/rules-audit-campaign-to-stalingrad.md, "Reading of the optional rules (Section V)", 11.1 row.
 */
const axisHq: TinyUnit = { id: 'ahq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true };
const rifle: TinyUnit = { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' };
const infantry = (id: string): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' });

const odds = (engine: string, terrain: Record<string, string>) => {
  const w = tinyWorld({ units: [axisHq, infantry('a1'), infantry('a2'), rifle], hexsides: { '1509|1510': ['volga'] }, terrain, engine });
  return battleOdds(w.ctx, w.state, BattleOrderSchema.parse({ attackers: ['a1', 'a2'], targets: ['1509'] })).oddsText;
};

describe('CtS 11.1 the Volga and the defender\'s Marsh hex are not cumulative', () => {
  it('engine cts-3: into a Marsh hex across the Volga the defender takes the Volga (12 to 12) or the Marsh (6 to 4), not both', () => {
    expect(odds('cts-3', { '1509': 'marsh' })).toBe('12 to 12');
  });

  it('engine cts-2 (archives replay as played): the Marsh halving and the tripled defence together, 6 to 12', () => {
    expect(odds('cts-2', { '1509': 'marsh' })).toBe('6 to 12');
  });

  it('engine cts-3: out of a Marsh hex the attacker\'s own hex is not "the terrain in the defender\'s hex": both, 6 to 12', () => {
    expect(odds('cts-3', { '1510': 'marsh' })).toBe('6 to 12');
  });

  it('engine cts-3: across the Volga into clear terrain the defence is tripled, 12 to 12', () => {
    expect(odds('cts-3', {})).toBe('12 to 12');
  });
});
