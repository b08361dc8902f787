import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { adjudicateCombat, type ParticipantsAsk } from '#games/kharkov-battles/windows/combat/index';
import { defendingParticipants, participantSets } from '#games/kharkov-battles/assault/participants';
import { lossAllocations } from '#games/kharkov-battles/assault/loss-allocations';
import { occupancy } from '#games/kharkov-battles/state/occupancy';
import { withUnits } from '#games/kharkov-battles/state/update';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, ofType } from './window-combat-fixture';

/**
 * KB 6.21, 6.22, 12.22 (D3): the paused `participants` decision offers each set of the hex's
 * units the limit allows. Units with their size symbol on white count half a multi-step
 * unit, so two of them may defend where one full multi-step unit may.
 */
describe('6.21: two units on white may defend in place of one multi-step unit', () => {
  // 1212 (Axis): the 168th Infantry Division (B, chit B 8) and LAH's two regiments (on white, A, chits A 7 each).
  const { env, state } = combatField({ '1211': ['sov-8-cc-kb'], '1112': ['sov-4-tc-kb'], '1212': ['ger-168-id-kb', 'ger-1-lah', 'ger-2-lah'] });
  const s = withUnits(state, {
    'ger-168-id-kb': { chit: { id: 'axis-01', face: 'full' } },
    'ger-1-lah': { chit: { id: 'axis-21', face: 'full' } },
    'ger-2-lah': { chit: { id: 'axis-22', face: 'full' } },
  });
  const stack = occupancy(env.ctx, s).at(hexId('1212'), 'axis');

  it('the legal sets are the division alone, or the two regiments (none withheld that fits, 12.22)', () => {
    expect([...participantSets(env, s, stack)].sort()).toEqual([['ger-1-lah', 'ger-2-lah'], ['ger-168-id-kb']]);
  });
  it('D3: the default is the strongest defence the limit allows, the two regiments (7 + 7 against 8), first among the sets', () => {
    expect(participantSets(env, s, stack)[0]).toEqual(['ger-1-lah', 'ger-2-lah']);
    expect(defendingParticipants(env, s, stack)).toEqual({ ok: true, units: ['ger-1-lah', 'ger-2-lah'] });
  });
  it('the Soviet Combat Phase stops before the die with both sets offered to the Axis player, the public event naming neither', () => {
    const r = adjudicateCombat(env, { ...s, at: { turn: 1, stage: 'soviet', phase: 'combat' } }, 'soviet', [attack({ attackers: ['sov-8-cc-kb', 'sov-4-tc-kb'], targets: ['1212'] })], { axis: { participants: 'ask' }, soviet: null }, dice({}), LABEL);
    const ask = r.pause?.group.asks[0] as ParticipantsAsk | undefined;
    expect(ask?.decision).toBe('participants');
    expect([...ask!.ways].sort()).toEqual([['ger-1-lah', 'ger-2-lah'], ['ger-168-id-kb']]);
    expect(ofType(r.events, 'crt', 'chit-drawn')).toEqual([]);
    const [p] = ofType(r.events, 'window-paused');
    expect(p!['ways']).toBeUndefined();
  });
});

/**
 * KB 12.61, 12.63 (D5): the paused `losses` decision offers every allocation of the (n)
 * steps over the whole force, its two hexes alike, whose first loss is a directly
 * participating unit's, and no other.
 */
describe('12.63: the losses of a force in two hexes, the first from a participating unit', () => {
  const { env, state } = combatField({ '1212': ['sov-8-cc-kb', 'sov-4-tc-kb'], '1213': ['sov-167-rd-kb'] });
  // 1212: the cavalry corps defends (6.21), the tank corps does not; 1213: the rifle division defends.
  const force = [
    { id: 'sov-8-cc-kb', participating: true },
    { id: 'sov-4-tc-kb', participating: false },
    { id: 'sov-167-rd-kb', participating: true },
  ];
  const ways = lossAllocations(env, state, 'defender', force, 2);

  it('every two-step allocation but the tank corps twice (not participating, so it cannot take the first)', () => {
    const multisets = ways.map((w) => [...w].sort().join('+')).sort();
    expect(multisets).toEqual(['sov-167-rd-kb+sov-4-tc-kb', 'sov-167-rd-kb+sov-8-cc-kb', 'sov-4-tc-kb+sov-8-cc-kb', 'sov-8-cc-kb+sov-8-cc-kb']);
  });
  it('each way names a participating unit first (the order its steps are taken in)', () => {
    for (const w of ways) expect(['sov-8-cc-kb', 'sov-167-rd-kb']).toContain(w[0]);
  });
});
