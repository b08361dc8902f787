import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { placeReinforcements } from '#games/kharkov-battles/preparation/reinforcements';
import { drawUntriedReinforcements } from '#games/kharkov-battles/preparation/untried-reinforcements';
import { untriedPool } from '#games/kharkov-battles/state/untried';
import { withUnits } from '#games/kharkov-battles/state/update';
import { game } from './server-steps-fixture';

const SLOT = 'sov-113-rd-kb'; // Operation Star: due on turn 8 in Entry Area S2
const POOLED = ['sov-100-rd-kb', 'sov-160-rd-kb'];

describe('KB 2.72 optional: each rifle division due as a reinforcement is drawn from the Replacement Pool', () => {
  const { data, state: start } = game('operation-star');
  const turn8 = withUnits({ ...start, at: { turn: 8, stage: 'preparation', phase: 'reinforcement' } }, Object.fromEntries(POOLED.map((id) => [id, { where: 'replacement-pool' as const, hex: null, entryArea: null }])));
  const placed = placeReinforcements(data, turn8, 'soviet');
  const arrived = placed.events.filter((e) => e.type === 'kb-reinforcement').map((e) => e['unit'] as string);

  it('the schedule brings the 113th Rifle Division to S2; under the rule it joins the pool and the draw T08/reinforce/sov-113-rd-kb picks who comes: the 2nd of the three', () => {
    expect(arrived).toContain(SLOT);
    const dice = new FixedDice({ 'T08/reinforce/sov-113-rd-kb': 2 });
    const r = drawUntriedReinforcements(data, placed.state, 'soviet', arrived, dice);
    const pool = [...POOLED, SLOT].sort();
    const drawn = pool[1]!;
    expect(r.state.units[drawn]).toMatchObject({ where: 'entry-area', entryArea: 'S2', committed: true, supply: 'operational', untried: true });
    expect(untriedPool(data.ctx, r.state)).toEqual(pool.filter((id) => id !== drawn));
    // 16.31: what is left in the pool shows its 'Untried' side, so the pool does not tell the Axis who came
    for (const id of untriedPool(data.ctx, r.state)) expect(r.state.units[id]!.untried).toBe(true);
    expect(r.state.units[SLOT]!.where).toBe(drawn === SLOT ? 'entry-area' : 'replacement-pool');
    expect(dice.transcript()).toMatchObject([{ label: 'T08/reinforce/sov-113-rd-kb', sides: 3, hidden: true }]);
    expect(r.events).toMatchObject([{ type: 'kb-untried-reinforcement', rule: 'KB 2.72', slot: SLOT, unit: drawn, at: 'S2', visibleTo: ['soviet'] }]);
  });

  it('the Axis side and units that are not rifle divisions draw nothing', () => {
    const dice = new FixedDice([]);
    expect(drawUntriedReinforcements(data, placed.state, 'axis', arrived, dice).state).toBe(placed.state);
    expect(drawUntriedReinforcements(data, placed.state, 'soviet', arrived.filter((u) => u !== SLOT), dice).state).toBe(placed.state);
    expect(dice.transcript()).toEqual([]);
  });
});
