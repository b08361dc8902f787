import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { side as asSide } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/**
 * Second reading of 34.1 (3) ("The attacker may use Air Power") and 34.2 (a Depot created in a
 * box), engine cts-7: the rows of docs/rules-audit-campaign-to-stalingrad.md that differed, each
 * first shown failing (`it.fails`), now "(fixed)" as the code follows the rulebook. The fragment: a Campaign game
 * (Sections II and III) in the Combat Phase of turn 5, two German infantry divisions and two
 * Soviet rifle divisions in the Caucasus box, no Army HQ there.
 */
const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];
const ger = (id: string): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['8-2-4', '4-1-4'], hex: '2010' });
const rifle = (id: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'], hex: '2005' });
const IN_BOX: Record<string, OffMapBox> = { gi1: 'caucasus', gi2: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' };

function world(phasing: 'axis' | 'soviet', extra: Partial<CtsState> = {}, options: Record<string, unknown> = {}, inBox: Record<string, OffMapBox> = IN_BOX): { ctx: CtsContext; state: CtsState } {
  const w = tinyWorld({ units: [ger('gi1'), ger('gi2'), rifle('rd1'), rifle('rd2')], scenario: SECTION_III, engine: 'cts-7' });
  const units = Object.fromEntries(Object.entries(w.state.units).map(([id, u]) => [id, inBox[id] ? unitWith(u, { where: 'off-map', leftMapTurn: 1, box: inBox[id] }) : u]));
  const state = { ...withGameOptions(w.state, options), units, turn: 5, phasing, phase: 'combat', caucasusMarkers: { caucasus: 'kuban-steppes' }, supplyPoints: { axis: 5, soviet: 5 }, transport: { axis: 3, soviet: 3 }, ...extra } as CtsState;
  return { ctx: w.ctx, state };
}
const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const dice = () => new FixedDice({ 't/1/white#1': 4, 't/1/white#2': 4, 't/1/black': 2 });
const issues = (ctx: CtsContext, state: CtsState, orders: unknown[]) => checkSubmission(ctx, state, { side: asSide(state.phasing), orders }).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('reading of the Caucasus boxes\' Depots and Air Power (34.1 (3), 34.2), engine cts-7', () => {
  // BD7: 25.0 with 38.0 "Air units cannot be used" in Rain; options() does not offer box air then, check() accepts it
  it('BD7 (fixed): a box attack\'s air: 1 in Rain is refused as the file is sent, as a map attack\'s is (options and check agree)', () => {
    const { ctx, state } = world('axis', { weather: 'rain' }, { abstractAir: 'on' });
    const gi1 = unitOptions(ctx, state, 'axis').find((u) => u.unit === 'gi1')!;
    expect(gi1.boxCombat).toEqual({ box: 'caucasus', order: 'boxAttack' });
    expect((gi1.notes ?? []).some((n) => n.startsWith('Air Power'))).toBe(false); // options: not offered
    const attack = { boxAttack: { box: 'caucasus', attackers: ['gi1', 'gi2'], maximumEffort: 0, air: 1 } };
    expect(issues(ctx, state, [attack])).toEqual([['orders.0.boxAttack.air', 'no-flying-weather', 'CtS 25.0']]);
  });

  it('BD7 (fixed): a box attack\'s air counts against the air units left for the file\'s later battles ("one mission per turn", 38.0)', () => {
    // the Soviet has one air unit on turn 5 of the Campaign Game (38.0, reconstructed): the second box's attack has none left
    const { ctx, state } = world('soviet', { weather: 'clear' }, { abstractAir: 'on' }, { gi1: 'caucasus', gi2: 'black-sea-coast', rd1: 'caucasus', rd2: 'black-sea-coast' });
    const orders = [
      { boxAttack: { box: 'caucasus', attackers: ['rd1'], maximumEffort: 0, air: 1 } },
      { boxAttack: { box: 'black-sea-coast', attackers: ['rd2'], maximumEffort: 0, air: 1 } },
    ];
    expect(issues(ctx, state, orders)).toEqual([['orders.1.boxAttack.air', 'no-air-unit-left', 'CtS 38.0']]);
    expect(issues(ctx, state, orders.slice(0, 1))).toEqual([]);
  });

  // BD13: 16.6 "Players may elect to have their units attack at half strength ... so as to save a Supply Depot from consumption"
  it('BD13 (fixed): a box attack may leave its Depot unused (half strength), as a map attack may by keepDepots', () => {
    const { ctx, state } = world('soviet', { boxDepots: [{ side: 'soviet', box: 'caucasus' }] });
    const order = { boxAttack: { box: 'caucasus', attackers: ['rd1', 'rd2'], maximumEffort: 0, keepDepots: ['caucasus'] } };
    expect(issues(ctx, state, [order])).toEqual([]);
    const r = applyOrder(ctx, state, 'soviet', order as never, 0, dice(), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ attack: 3, supply: { source: 'none', halved: true } }]);
    expect(r.state.boxDepots).toEqual([{ side: 'soviet', box: 'caucasus' }]);
  });

  it('BD13 (fixed): keepDepots names only the attack\'s own box holding a Depot of the side; options say it', () => {
    const { ctx, state } = world('soviet', { boxDepots: [{ side: 'soviet', box: 'caucasus' }] });
    const order = (keep: string) => ({ boxAttack: { box: 'caucasus', attackers: ['rd1', 'rd2'], maximumEffort: 0, keepDepots: [keep] } });
    expect(issues(ctx, state, [order('black-sea-coast')])).toEqual([['orders.0.boxAttack.keepDepots.0', 'no-depot', 'CtS 16.6']]);
    const none = world('soviet');
    expect(issues(none.ctx, none.state, [order('caucasus')])).toEqual([['orders.0.boxAttack.keepDepots.0', 'no-depot', 'CtS 16.6']]);
    const rd1 = unitOptions(ctx, state, 'soviet').find((u) => u.unit === 'rd1')!;
    expect((rd1.notes ?? []).some((n) => n.includes('keepDepots: ["caucasus"]'))).toBe(true);
    // without keepDepots the Depot supplies the attack at full strength and is used up
    const used = applyOrder(ctx, state, 'soviet', { boxAttack: { box: 'caucasus', attackers: ['rd1', 'rd2'], maximumEffort: 0 } }, 0, dice(), 't');
    expect(of(used.events, 'box-battle')).toMatchObject([{ attack: 6, supply: { source: 'depot' } }]);
  });

  // BD16: 16.10 "Supply Depots are destroyed ... if an enemy unit enters the Depot's hex": no enemy unit in the box, no destruction
  it('BD16 (fixed): a Depot in a box where no enemy unit stands is not destroyed when its own units have left', () => {
    const { ctx, state } = world('soviet', { boxDepots: [{ side: 'soviet', box: 'black-sea-coast' }] });
    const r = applyOrder(ctx, state, 'soviet', { boxAttack: { box: 'caucasus', attackers: ['rd1', 'rd2'], maximumEffort: 0 } }, 0, dice(), 't');
    expect(of(r.events, 'depot-destroyed')).toEqual([]);
    expect(r.state.boxDepots).toEqual([{ side: 'soviet', box: 'black-sea-coast' }]);
  });
});
