import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import { placed } from './server-steps-fixture';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { d10Value } from '#kernel/dice/d10';
import { ENV } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

/**
 * KB 8.4: "One roll is made for each stack ... Units which are simply 'OOS' in the hex, are
 * not affected by the roll." docs/kharkov-battles.md D22: the steps come off in the owner's
 * standing `lossOrder`. In 'Operation Star' an Axis infantry division and a one-step
 * regiment, both Isolated, are ringed in KB3010 by six Soviet units when T02/soviet-combat
 * closes; the Axis player's standing loss order names the division. Turn 3's Supply Phase
 * rolls one step of Pocket Attrition for the hex.
 */
describe('KB 8.4, D22 in a game: Pocket Attrition takes its steps in the owner\'s standing loss order', () => {
  const CENTRE = hexId('3010');
  const start = KB.setup('operation-star').state;
  const ctx = ENV.ctx('KB');
  const ring = ctx.map.adjacent(CENTRE);
  const soviets = Object.values(start.units).filter((u) => u.where === 'map' && ctx.unit(u.id).side === 'soviet' && ctx.unit(u.id).kind !== 'hq').map((u) => u.id).slice(0, 6);
  const state = placed(start, { [CENTRE]: ['ger-168-id-kb', 'ger-brk-kb-1'], ...Object.fromEntries(ring.map((h: HexId, i: number) => [h, [soviets[i]!]])) }, { 'ger-168-id-kb': { supply: 'isolated' }, 'ger-brk-kb-1': { supply: 'isolated' } });
  const game = gameAt('operation-star', 2, 'soviet-combat', state);
  const dice = () => FixedDice.mixed({ 'T03/supply/attrition/KB3010': d10Value(5) }, Array.from({ length: 2000 }, () => d10Value(9)));
  const lost = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'step-lost').map((e) => (e as unknown as { unit: string }).unit);

  it('the division the Axis loss order names takes the step', () => {
    const { events } = KB.adjudicate(game, [{ side: 'soviet' as never, orders: [] }, { side: 'axis' as never, orders: [], standing: { lossOrder: ['ger-168-id-kb'] } }], dice());
    expect(lost(events)).toEqual(['ger-168-id-kb']);
  });
  it('without a loss order the default chooses (the one-step regiment goes)', () => {
    const { events } = KB.adjudicate(game, [{ side: 'soviet' as never, orders: [] }], dice());
    expect(lost(events)).toEqual(['ger-brk-kb-1']);
  });
});
