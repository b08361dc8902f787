import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import { adjudicateMovement, checkMovement } from '#games/kharkov-battles/windows/movement/index';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { ENV, onKb } from './game-fixture';

const LAH = 'ger-1-lah';
const INF = 'ger-320-id-kb';
const RIFLE = 'sov-25g-rd-kb';
const NONE = { axis: null, soviet: null } as const;
const LABEL = 'T03/axis-movement';

/*
 * On a clear stretch of the KB map (rows 32-33, columns 10-16): the 1st LAH regiment
 * (Combat Rating A) in 3211, the 320th Infantry Division in 3311, the Soviet 25th Guards
 * Rifle Division (strength 4, two steps) in 3213, which the Soviet player holds.
 */
describe('an Axis Movement window on the KB map (KB 4.1 B.1-B.2)', () => {
  const state = { ...onKb({ '3211': [LAH], '3311': [INF], '3213': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] } }), owner: { ...onKb({}).owner, '3213': 'soviet' as const } };
  const orders: KbOrder[] = [
    { assault: { unit: LAH, path: ['3212'], target: '3213', retreat: ['3214', '3215', '3216'], then: [{ move: { unit: LAH, path: ['3313'] } }], else: [{ move: { unit: LAH, path: ['3112'] } }] } },
    { build: { hex: '3311' } },
    { move: { unit: INF, path: ['KB3310'] } },
  ];
  const dice = () => new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7), [`${LABEL}/chit/${LAH}`]: 1 });

  it('the file is accepted: the moves before the first roll are legal', () => {
    expect(checkMovement(ENV, state, 'axis', orders)).toEqual([]);
  });

  it('construction first (18.14), wherever it stands in the file; then the assault: LAH draws its chit blind (2.6) and rolls a D(1)r3 at 2-1 with Combined Arms (11.2, 11.26)', () => {
    const { events } = adjudicateMovement(ENV, state, 'axis', orders, NONE, dice(), LABEL);
    expect(events.map((e) => e.type)).toEqual(['fz-building-placed', 'moved', 'mobile-assault', 'step-loss', 'retreated', 'branch', 'moved', 'moved', 'chit-drawn', 'fz-building-ceased']);
    expect(events[2]).toMatchObject({ type: 'mobile-assault', at: 'orders[0]', from: '3212', target: '3213', attack: 10, defense: 4, odds: '2-1', die: 7, modified: 9, result: { code: 'D(1)r3' }, rule: 'KB 11.2' });
    expect(events[4]).toMatchObject({ type: 'retreated', units: [RIFLE], path: ['3214', '3215', '3216'] });
    expect(events[6]).toMatchObject({ type: 'moved', at: 'orders[0].assault.then[0]', from: '3213', path: ['3313'], spent: 5 });
    expect(events[7]).toMatchObject({ type: 'moved', at: 'orders[2]', unit: INF, path: ['3310'] });
  });

  it("the assault's die is labelled by the order's place in the file, construction orders counted (docs/dice.md)", () => {
    const later: KbOrder[] = [orders[1]!, orders[2]!, orders[0]!];
    const d = new FixedDice({ [`${LABEL}/2/mobile-assault`]: d10Value(7), [`${LABEL}/chit/${LAH}`]: 1 });
    const { events } = adjudicateMovement(ENV, state, 'axis', later, NONE, d, LABEL);
    expect(events.find((e) => e.type === 'mobile-assault')).toMatchObject({ at: 'orders[2]', result: { code: 'D(1)r3' } });
    expect(d.unusedLabels()).toEqual([]);
  });

  it('what the opponent may not see: the chit drawn, the branch taken (2.6, docs/kharkov-battles.md)', () => {
    const { events } = adjudicateMovement(ENV, state, 'axis', orders, NONE, dice(), LABEL);
    expect(events.filter((e) => e.visibleTo).map((e) => [e.type, e.visibleTo])).toEqual([['branch', ['axis']], ['chit-drawn', ['axis']]]);
  });

  it('the state after: units moved, the chit under LAH and out of the pool, the step lost, 3213 Axis-owned again (2.3), the Building marker gone with its builder (18.16)', () => {
    const { state: after } = adjudicateMovement(ENV, state, 'axis', orders, NONE, dice(), LABEL);
    expect(after.units[LAH]).toMatchObject({ hex: '3313', chit: { id: 'axis-01', face: 'full' } });
    expect(after.units[RIFLE]).toMatchObject({ hex: '3216', steps: 1 });
    expect(after.units[INF]!.hex).toBe('3310');
    expect(after.chitPools.axis).toEqual([]);
    expect(after.owner['3213']).toBe('axis');
    expect(after.markers.fortifiedZones).toEqual([]);
    expect(state.units[LAH]!.hex).toBe('3211'); // never changed in place
  });

  it('on an AD the else branch runs (11.27): LAH is Disorganized and stops, its move in the branch skipped and reported to its owner', () => {
    const ad = new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(2), [`${LABEL}/chit/${LAH}`]: 1 });
    const { state: after, events } = adjudicateMovement(ENV, state, 'axis', orders, NONE, ad, LABEL);
    expect(events.find((e) => e.type === 'mobile-assault')).toMatchObject({ die: 2, modified: 4, result: { code: 'AD' } });
    expect(events.find((e) => e.type === 'branch')).toMatchObject({ at: 'orders[0].assault', taken: 'else' });
    expect(events.find((e) => e.type === 'skipped')).toMatchObject({ at: 'orders[0].assault.else[0]', visibleTo: ['axis'], reasons: [{ code: 'movement-over', rule: 'KB 11.27' }] });
    expect(after.units[LAH]).toMatchObject({ hex: '3212', marks: { disorganized: true } });
  });

  it("the defender's standing orders commit an Air Point to the Mobile Assault (5.21): the die is one less", () => {
    const standing: Record<'axis' | 'soviet', KbStanding | null> = { axis: null, soviet: { air: { mobileAssault: [{ hexes: ['KB3213'] }] } } };
    const withAir = { ...state, airPoints: { axis: 0, soviet: 2 } };
    const { state: after, events } = adjudicateMovement(ENV, withAir, 'axis', orders, standing, dice(), LABEL);
    expect(events.find((e) => e.type === 'mobile-assault')).toMatchObject({ modified: 8, result: { code: 'Dr3' } });
    expect(after.airPoints.soviet).toBe(1);
  });
});

describe('a Movement window file refused whole (docs/kharkov-battles.md)', () => {
  const state = onKb({ '3211': [LAH], '3311': [INF], '3213': [RIFLE] });
  it('every problem at once, each with its path, code and rule; the orders before the first roll are checked as they will be carried out', () => {
    const orders: KbOrder[] = [
      { move: { unit: INF, path: ['3310', '3309', '3308', '3307', '3306', '3305', '3304'] } },
      { move: { unit: RIFLE, path: ['3214'] } },
      { build: { hex: '3212' } },
      { assault: { unit: LAH, target: 'KH3212', then: [{ move: { unit: 'nobody', path: ['9999'] } }], else: undefined } },
    ];
    const issues = checkMovement(ENV, state, 'axis', orders);
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.2.build.hex', 'no-builder', 'KB 18.14'],
      ['orders.1.move.unit', 'not-your-unit', 'KB 10.1'],
      ['orders.3.assault.target', 'wrong-map', 'KB 20.0'],
      ['orders.3.assault.then.0.move.unit', 'unknown-unit', undefined],
      ['orders.3.assault.then.0.move.path.0', 'off-map', 'KB 10.0'],
      ['orders.0', 'over-budget', 'KB 10.53'],
    ]);
  });

  it('a move over its allowance before any roll is refused with its path (10.53)', () => {
    const issues = checkMovement(ENV, state, 'axis', [{ move: { unit: INF, path: ['3310', '3309', '3308', '3307', '3306', '3305', '3304'] } }]);
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0', 'over-budget', 'KB 10.53']]);
  });
});

describe('KB 16.31: a Soviet rifle division eliminated in a Mobile Assault', () => {
  const ASSAULT: KbOrder[] = [{ assault: { unit: LAH, path: ['3212'], target: '3213', then: undefined, else: undefined } }];
  const dice = () => new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(9), [`${LABEL}/chit/${LAH}`]: 1 });
  it('goes to the Replacement Pool when it can trace a supply line from its hex (a Guards rifle division never does)', () => {
    for (const [unit, where] of [['sov-100-rd-kb', 'replacement-pool'], ['sov-41g-rd-kb', 'permanent-dead']] as const) {
      const state = onKb({ '3211': [LAH], '3213': [{ id: unit, steps: 1 }] }, { pools: { axis: ['axis-01'], soviet: [] } });
      const { state: after, events } = adjudicateMovement(ENV, state, 'axis', ASSAULT, NONE, dice(), LABEL);
      expect(events.find((e) => e.type === 'eliminated')).toMatchObject({ unit, rule: 'KB 11.26' });
      expect(after.units[unit]).toMatchObject({ where, hex: null });
    }
  });
});

describe("KB 18.22 (D19): the other side's standing orders remove a Pontoon Bridge at the moment an enemy unit stands next to it", () => {
  /*
   * "Either player may permanently remove a bridge marker from the map at any time during a
   * turn, if one of the hexes adjacent to the marked hexside is occupied by one of his units
   * and the other is not enemy occupied." The Soviet 25th Guards Rifle Division holds 3313,
   * beside a Pontoon Bridge on 3312-3313; the Soviet standing orders remove it `enemy-adjacent`.
   */
  const base = onKb({ '3211': [LAH], '3313': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] } });
  const withBridge = (s: typeof base, hex: string, across: string) => ({ ...s, markers: { ...s.markers, pontoons: [{ hex, across }] } }) as typeof base;
  const state = withBridge(base, '3312', '3313');
  const bridges = (hex: string, across: string): Record<'axis' | 'soviet', KbStanding | null> => ({ axis: null, soviet: { bridges: [{ hex: `KB${hex}`, across: `KB${across}`, when: 'enemy-adjacent' }] } });

  it('LAH next to 3312 as the phase begins: the bridge goes before it moves, though LAH then stands in 3312 (the owner could no longer remove it)', () => {
    const removed = adjudicateMovement(ENV, state, 'axis', [{ move: { unit: LAH, path: ['3312'] } }], bridges('3312', '3313'), new FixedDice([]), LABEL);
    expect(removed.events.slice(0, 2)).toMatchObject([
      { type: 'pontoon-removed', at: null, by: 'soviet', hex: '3312', across: '3313', rule: 'KB 18.22' },
      { type: 'moved', unit: LAH, path: ['3312'] },
    ]);
    expect(removed.events.find((e) => e.type === 'pontoon-removed')!.visibleTo).toBeUndefined();
    expect(removed.state.markers.pontoons).toEqual([]);
    expect(removed.state.units[LAH]!.hex).toBe('3312');
  });

  it('LAH coming from 3210: the bridge goes as it enters 3211, next to 3312, in the middle of its move; without the standing order it stays', () => {
    const from3210 = withBridge(onKb({ '3210': [LAH], '3313': [RIFLE] }), '3312', '3313');
    const orders: KbOrder[] = [{ move: { unit: LAH, path: ['3211', '3312'] } }];
    const removed = adjudicateMovement(ENV, from3210, 'axis', orders, bridges('3312', '3313'), new FixedDice([]), LABEL);
    expect(removed.events.map((e) => [e.type, e.at])).toEqual([['pontoon-removed', 'orders[0]'], ['moved', 'orders[0]']]);
    expect(removed.state.markers.pontoons).toEqual([]);
    expect(adjudicateMovement(ENV, from3210, 'axis', orders, NONE, new FixedDice([]), LABEL).state.markers.pontoons).toHaveLength(1);
  });

  /*
   * A Pontoon Bridge on the Dnepr hexside 1001-0902, a lone Soviet HQ (no ZOC) in 1001. LAH in
   * 1103 moves by 1102 into 1001, overrunning the HQ (11.31), and on across the bridge to 0902.
   * As LAH enters 1102 it stands next to 1001: the HQ holds 1001 and 0902 is empty, so the
   * Soviet player may remove the bridge then, and his standing order does.
   */
  describe('a move that would cross the bridge removed on its way', () => {
    const HQ = 'sov-40a-hq-kb';
    const dnepr = withBridge(onKb({ '1103': [LAH], '1001': [HQ] }), '1001', '0902');
    const crossing = (ifBlocked?: 'stop'): KbOrder[] => [{ move: { unit: LAH, path: ['1102', '1001', '0902'], ...(ifBlocked ? { ifBlocked } : {}) } }];

    it('without the standing order LAH overruns the HQ and crosses', () => {
      const { state: after } = adjudicateMovement(ENV, dnepr, 'axis', crossing(), NONE, new FixedDice([]), LABEL);
      expect(after.units[LAH]!.hex).toBe('0902');
      expect(after.units[HQ]!.where).not.toBe('map');
    });

    it('with it, LAH stops in 1102 where the bridge went: the rest of its path crosses the Dnepr unbridged; cut short and reported to the Axis player alone', () => {
      const { state: after, events } = adjudicateMovement(ENV, dnepr, 'axis', crossing(), bridges('1001', '0902'), new FixedDice([]), LABEL);
      expect(events.map((e) => e.type)).toEqual(['pontoon-removed', 'order-cut-short', 'moved']);
      expect(events[1]).toMatchObject({ at: 'orders[0]', unit: LAH, hex: '1102', reasons: [{ code: 'bridge-removed', rule: 'KB 18.22' }, { code: 'prohibited-hexside', rule: 'KB 10.41' }], visibleTo: ['axis'] });
      expect(events[2]).toMatchObject({ path: ['1102'] });
      expect(after.units[LAH]!.hex).toBe('1102');
      expect(after.units[HQ]).toMatchObject({ where: 'map', hex: '1001' });
      expect(after.markers.pontoons).toEqual([]);
    });

    it('with `ifBlocked: stop` LAH goes on as far as the rest stays legal: it overruns the HQ in 1001 and stops on the bank', () => {
      const { state: after, events } = adjudicateMovement(ENV, dnepr, 'axis', crossing('stop'), bridges('1001', '0902'), new FixedDice([]), LABEL);
      expect(events.map((e) => e.type)).toEqual(['pontoon-removed', 'overrun', 'order-cut-short', 'moved']);
      expect(events[2]).toMatchObject({ hex: '1001', reasons: [{ code: 'bridge-removed' }, { code: 'prohibited-hexside' }] });
      expect(after.units[LAH]!.hex).toBe('1001');
      expect(after.units[HQ]!.where).not.toBe('map');
    });
  });
});
