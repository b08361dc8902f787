import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side as asSide } from '#kernel/ids';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { regimentProblems } from '#games/campaign-to-stalingrad/rules/special/german-regiments';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { viewFor } from '#games/campaign-to-stalingrad/view';
import { adjudicateWindow } from '#games/campaign-to-stalingrad/windows/adjudicate';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { fightOverrunsByDefault } from '#games/campaign-to-stalingrad/windows/movement-overruns';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/**
 * Second reading of 38.0 Abstracted Air Power, 42.0 Fog of War, 28.2 Artillery Division
 * Mobility Status and 30.0-30.1 German Infantry Regiments against the code
 * (docs/rules-audit-campaign-to-stalingrad.md, "Reading of Abstracted Air Power (38), Fog of
 * War (42), Artillery mobility (28.2) and German regiments (30)"). Each DIFFERS row was first an
 * `it.fails` (the code differing from the rulebook text) and, fixed behind a reading of engine
 * cts-6, is now a plain test that also pins how a cts-5 game plays. The fragments play the
 * engine new games are created by (cts-6).
 */
const ENGINE = 'cts-6';
const world = (spec: TinySpec, options: Record<string, unknown> = {}, extra: Partial<CtsState> = {}) => {
  const w = tinyWorld({ engine: ENGINE, ...spec });
  return { ctx: w.ctx, state: { ...withGameOptions(w.state, options), ...extra } as CtsState };
};

describe('reading of Abstracted Air Power (CtS 38.0, with 25.0)', () => {
  // a German infantry division (6-7-4) in 1510, Attack Supply from its Army HQ in 1512, next to a Soviet rifle division in 1509 (6 to 4: 1 1/2-1)
  const units: TinyUnit[] = [
    { id: 'ahq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
    { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
    { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
  ];
  const orders = () => [CtsOrderSchema.parse({ attack: { attackers: ['inf'], targets: ['1509'], air: 1 } })];
  const combat = (weather: CtsState['weather'], engine = ENGINE) => {
    const w = world({ units, weather, engine }, { abstractAir: 'on' });
    const r = adjudicateWindow(w.ctx, w.state, [{ side: asSide('axis'), orders: orders() }], FixedDice.mixed({}, Array(80).fill(3)));
    return r.events.find((e) => e.type === 'battle') as unknown as { column: string; air?: unknown };
  };
  const refused = (weather: CtsState['weather']) => {
    const w = world({ units, weather }, { abstractAir: 'on' });
    return checkSubmission(w.ctx, w.state, { side: asSide('axis'), orders: orders() }).map((i) => [i.code, i.rule]);
  };

  it('AA-6 (agrees, control): in Clear weather the air unit on Ground Support gives its one column right', () => {
    expect(combat('clear')).toMatchObject({ column: '2-1', air: { shift: 1 } });
    expect(refused('clear')).toEqual([]);
  });

  it('AA-10 (DIFFERS, fixed (cts-6)): 25.0 OVERCAST "Air units cannot be used": no Ground Support shift under Overcast (nor Rain, Snow Storm)', () => {
    // Overcast leaves the odds alone (11.8 shifts only for rain and snow): 1 1/2-1 without the air unit
    expect(combat('overcast')).toMatchObject({ column: '1 1/2-1' });
    expect(combat('overcast').air).not.toMatchObject({ shift: 1 });
    // refused as the file is sent
    expect(refused('overcast')).toEqual([['no-flying-weather', 'CtS 25.0']]);
    // a game of engine cts-5 keeps flying them, as it was played
    expect(combat('overcast', 'cts-5')).toMatchObject({ column: '2-1', air: { shift: 1 } });
  });
});

describe('reading of Fog of War (CtS 42.0)', () => {
  // two Soviet rifle divisions and a Soviet Supply Depot and Replacement in 1505; the Axis's only unit in 1515, far away
  const rifle = (id: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1505' });
  const far = (engine = ENGINE) =>
    world(
      { units: [rifle('r1'), rifle('r2'), { id: 'gi', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1515' }], depots: [{ side: 'soviet', hex: '1505' }], replacements: [{ side: 'soviet', type: 'soviet-infantry', hex: '1505' }], engine },
      { fogOfWar: 'on' },
    );
  type Seen = { units: Record<string, unknown>; depots: { side: string; hex: string }[]; replacementsOnMap: { side: string; hex: string }[]; fog: { hex: string; count: number }[] };

  it('FW-1 (agrees, control): the Axis sees the top unit of the far Soviet stack and its count, not the unit under it', () => {
    const w = far();
    const seen = viewFor(w.state, 'axis', w.ctx) as Seen;
    expect(Object.keys(seen.units).filter((id) => id.startsWith('r'))).toHaveLength(1);
    expect(seen.fog).toMatchObject([{ hex: '1505' }]);
  });

  it('FW-5 (DIFFERS, fixed (cts-6)): "look underneath the top unit of a stack of enemy units": a Supply Depot and a Replacement under the top of a far stack are not seen', () => {
    // Depots and Replacements are units (6.1 "noncombat units (Replacements and Depots)"), stacked under the top unit
    const w = far();
    const seen = viewFor(w.state, 'axis', w.ctx) as Seen;
    expect(seen.depots.filter((d) => d.side === 'soviet')).toEqual([]);
    expect(seen.replacementsOnMap.filter((r) => r.side === 'soviet')).toEqual([]);
    // counted with the stack: two rifle divisions, the Depot and the Replacement
    expect(seen.fog).toMatchObject([{ hex: '1505', count: 4 }]);
    // the referee sees them
    const all = viewFor(w.state, 'axis', w.ctx, true) as Seen;
    expect(all.depots).toHaveLength(1);
    // a game of engine cts-5 shows them, as it was played
    const old = far('cts-5');
    expect((viewFor(old.state, 'axis', old.ctx) as Seen).depots).toHaveLength(1);
  });
});

describe('reading of Artillery Division Mobility Status (CtS 28.2)', () => {
  const art = (hex: string): TinyUnit => ({ id: 'art', side: 'soviet', type: 'artillery', faces: ['12-2-0'], mobileSide: '4-2-4', hex });
  const rifle = (hex: string): TinyUnit => ({ id: 'r', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex });

  it('MB-5 (DIFFERS, fixed (cts-6)): "If an Artillery Division on its non-mobile side is attacked and forced to retreat, it is immediately flipped": retreated by the battle of a Movement Phase overrun', () => {
    // the Axis overran 1507 in the Movement Phase (4.7); the Combat window's file has no battle for it, so it is fought first, on 7-1
    const mot = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'motorized', faces: ['7-6-10', '4-3-10'], hex });
    const fought = (engine = ENGINE) => {
      const w = world(
        { units: [{ id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true }, mot('m1', '1508'), art('1507'), rifle('1507'), { ...rifle('1507'), id: 'r2' }, { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1403' }], scenario: { sections: [2] }, engine },
        {},
        { phasing: 'axis', phase: 'combat', movementOverruns: [{ side: 'axis', hex: hexId('1507'), units: ['m1'], maximumEffort: 0 }], standing: { soviet: { defender: DefenseStandingSchema.parse({ lossOrder: ['r', 'r2'] }) } } },
      );
      // 7-1: white 2 is D2 (a step of each rifle division, as the Soviet's loss order names them, 10.5), black 4 Advance 4: the stack retreats
      const dice = new FixedDice({ 'T/overrun-1507/white#1': 2, 'T/overrun-1507/black': 4 });
      return fightOverrunsByDefault(w.ctx, w.state, 'axis', 'first', [], dice, 'T');
    };
    const r = fought();
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ column: '7-1' });
    expect(r.state.units.art!.hex).not.toBe('1507');
    expect(r.state.units.art!.mobile).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'artillery-flipped', unit: 'art', side: 'mobile' }));
    // a game of engine cts-5 leaves it on its non-mobile side, as it was played
    expect(fought('cts-5').state.units.art!.mobile).toBeUndefined();
  });

  it('MB-4 (agrees, control): retreated by a battle of the Combat window\'s file, it is flipped to its mobile side', () => {
    const w = world(
      { units: [{ id: 'gi', side: 'axis', type: 'infantry', faces: ['24-7-4', '12-4-4'], hex: '1508' }, { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true }, art('1507'), rifle('1507'), { ...rifle('1507'), id: 'r2' }, { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1403' }], scenario: { sections: [2] } },
      {},
      { phasing: 'axis', phase: 'combat', standing: { soviet: { defender: DefenseStandingSchema.parse({ lossOrder: ['r', 'r2'] }) } } },
    );
    const order = CtsOrderSchema.parse({ attack: { attackers: ['gi'], targets: ['1507'] } });
    const r = applyOrder(w.ctx, w.state, 'axis', order, 0, FixedDice.mixed({}, Array(40).fill(4)), 'T');
    expect(r.state.units.art!.hex).not.toBe('1507');
    expect(r.state.units.art!.mobile).toBe(true);
  });

  it('MB-6 (DIFFERS, fixed (cts-6)): only an Artillery Division "attacked and forced to retreat" is flipped: one on its non-mobile side that advances after its own attack keeps its side', () => {
    // the rifle division and the artillery attack the German division in 1509 from 1508; it retreats, and the artillery advances into 1509
    const advanced = (engine = ENGINE) => {
      const w = world(
        { units: [{ id: 'gi', side: 'axis', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex: '1509' }, art('1508'), rifle('1508'), { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1507', activated: true }], scenario: { sections: [2] }, engine },
        {},
        { phasing: 'soviet', phase: 'combat' },
      );
      const order = CtsOrderSchema.parse({ attack: { attackers: ['r', 'art'], targets: ['1509'], advance: { units: ['art'], path: ['1509'] } } });
      return applyOrder(w.ctx, w.state, 'soviet', order, 0, FixedDice.mixed({}, Array(40).fill(4)), 'T');
    };
    const r = advanced();
    expect(r.events.find((e) => e.type === 'advance')).toMatchObject({ unit: 'art', path: ['1509'] });
    expect(r.state.units.art!.hex).toBe('1509');
    expect(r.state.units.art!.mobile).toBeUndefined();
    // a game of engine cts-5 flips it, as it was played
    expect(advanced('cts-5').state.units.art!.mobile).toBe(true);
  });
});

describe('reading of German Infantry Regiments (CtS 30.0-30.1)', () => {
  const regiment = (n: number, where: TinyUnit['where'], hex = '1515'): TinyUnit => ({ id: `reg${n}`, side: 'axis', nationality: 'german', type: 'infantry', size: 'III', faces: ['2-2-4'], hex, where });
  const division: TinyUnit = { id: 'd1', side: 'axis', nationality: 'german', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1515' };

  it('RG-9 (agrees, control): three regiments in play, a fourth is refused', () => {
    const w = world({ units: [division, regiment(1, 'map', '1512'), regiment(2, 'map', '1512'), regiment(3, 'map', '1513')], scenario: { sections: [2] } }, {}, { phase: 'movement' });
    expect(regimentProblems(w.ctx, w.state, 'axis', { division: 'd1' }).map((p) => p.code)).toEqual(['regiments-limit']);
  });

  it('RG-10 (DIFFERS, fixed (cts-6)): 30.1(2) "a maximum of three regiments in play at one time": with one regiment lost for good and two in play, a third may be created', () => {
    // reg1 was eliminated while Isolated (its cadre lost, 18.1): two regiments are in play
    const lost = (engine = ENGINE) => world({ units: [division, { ...regiment(1, 'cadre-lost'), disrupted: true }, regiment(2, 'map', '1512'), regiment(3, 'map', '1513')], scenario: { sections: [2] }, engine }, {}, { phase: 'movement', phasing: 'axis' });
    const w = lost();
    expect(regimentProblems(w.ctx, w.state, 'axis', { division: 'd1' })).toEqual([]);
    // the counter is taken again, afresh, in the division's hex
    const r = applyOrder(w.ctx, { ...w.state, air: { ...w.state.air, segmentDone: true } }, 'axis', CtsOrderSchema.parse({ regiment: { division: 'd1' } }), 0, new FixedDice({}), 'T');
    expect(r.state.units.reg1).toMatchObject({ where: 'map', hex: '1515', steps: 1, disrupted: false });
    expect(r.state.units.d1!.steps).toBe(1);
    // a game of engine cts-5 refuses it, as it was played
    const old = lost('cts-5');
    expect(regimentProblems(old.ctx, old.state, 'axis', { division: 'd1' }).map((p) => p.code)).toEqual(['no-regiment-counter']);
  });
});
