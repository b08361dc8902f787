import { describe, expect, it } from 'vitest';
import { d10 } from './combat-tables-fixture';
import { executeWith, phase } from './movement-phase-fixture';
import { gridMap, UNITS } from './state-fixtures';
import { mayBeReplaced } from '#games/kharkov-battles/game/judge/replacement-pool';

const LAH = 'ger-1-lah';
const RIFLES = 'sov-25g-rd-kb';
const HQ = 'sov-38a-hq-kb';
const kinds = (events: { kind: string }[]) => events.map((e) => e.kind);

describe('KB 11.2 Mobile Assault, rolled when its order comes', () => {
  it('Dr3: the rifle division retreats three hexes, conducted by the attacker; the regiment enters the hex and goes on with its MP left', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 6, defense: 2 });
    // 3-1: +2 (27.2); defender strength 2: +1 (11.2); die 4 -> 7: Dr3
    const { state, events } = p.run([{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313', then: [{ move: { unit: LAH, path: ['1314'] } }] } }], d10({ 'T03/axis-movement/0/mobile-assault': 4 }));
    const ma = events.find((e) => e.kind === 'mobile-assault')!;
    expect(ma).toMatchObject({ unit: LAH, from: '1312', target: '1313', odds: '3-1', die: 4, modified: 7, cost: 3, result: { code: 'Dr3' } });
    expect(ma.kind === 'mobile-assault' && ma.modifiers).toEqual([
      { reason: 'odds 3-1', drm: 2, rule: 'KB 27.2' },
      { reason: 'defender strength', drm: 1, rule: 'KB 11.2' },
    ]);
    const retreat = events.find((e) => e.kind === 'retreated')!;
    expect(retreat.kind === 'retreated' && retreat.path).toHaveLength(3);
    expect(state.units[RIFLES]!.hex).toBe(retreat.kind === 'retreated' ? retreat.path[2] : null);
    expect(state.units[RIFLES]!.steps).toBe(2); // 11.26: no steps instead of hexes
    expect(kinds(events)).toEqual(['moved', 'mobile-assault', 'retreated', 'branch', 'moved']);
    expect(events.at(-1)).toMatchObject({ kind: 'moved', at: 'orders[0].assault.then[0]', from: '1313', path: ['1314'], spent: 6 });
    expect(state.units[LAH]!.hex).toBe('1314');
  });

  it('D(1)r3: the stack also loses one step', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 6, defense: 2 });
    const { state, events } = p.run([{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313' } }], d10([6])); // 6+3 = 9: D(1)r3
    expect(events.find((e) => e.kind === 'step-loss')).toMatchObject({ unit: RIFLES, steps: 1, left: 1, rule: 'KB 11.26' });
    expect(state.units[RIFLES]!.steps).toBe(1);
    expect(state.units[LAH]!.hex).toBe('1313');
  });

  it('AD: the regiment stops, Disorganized; the else branch runs and a later order for it is skipped', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 6, defense: 2 });
    const { state, events } = p.run(
      [
        { assault: { unit: LAH, path: ['1311', '1312'], target: '1313', else: [{ move: { unit: LAH, path: ['1311'] } }] } },
      ],
      d10([0]), // 0 + 3 = 3: AD
    );
    const ma = events.find((e) => e.kind === 'mobile-assault')!;
    expect(ma).toMatchObject({ modified: 3, result: { code: 'AD' } });
    expect(state.units[LAH]!.marks.disorganized).toBe(true);
    expect(events).toContainEqual({ kind: 'disorganized', at: 'orders[0]', unit: LAH, rule: 'KB 11.27' });
    expect(events.at(-1)).toMatchObject({ kind: 'skipped', at: 'orders[0].assault.else[0]', unit: LAH, reasons: [{ code: 'movement-over', rule: 'KB 11.27' }] });
    expect(state.units[LAH]!.hex).toBe('1312');
    expect(state.units[RIFLES]!.hex).toBe('1313');
  });

  it('12.71: a stack that cannot retreat loses a step for each hex it cannot make, here its last two: the hex is vacated', () => {
    // the rifle division in the board's corner, its only neighbours held by the two regiments
    const p = phase({ '1017': [LAH], '1118': ['ger-2-lah'], '1018': [RIFLES] }, { attack: 6, defense: 2 });
    const { state, events } = p.run([{ assault: { unit: LAH, target: '1018', retreat: ['1118'] } }], d10([4]));
    expect(events.filter((e) => e.kind === 'step-loss' || e.kind === 'eliminated' || e.kind === 'retreated')).toEqual([
      { kind: 'retreated', at: 'orders[0]', units: [RIFLES], path: [], rule: 'KB 11.26, 12.72' },
      { kind: 'step-loss', at: 'orders[0]', unit: RIFLES, steps: 2, left: 0, rule: 'KB 12.71' },
      { kind: 'eliminated', at: 'orders[0]', unit: RIFLES, rule: 'KB 12.71' },
    ]);
    expect(state.units[LAH]!.hex).toBe('1018');
  });

  it('A(2)D at 1-1 against a strong hex: the attacker loses two steps', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 11, defense: 11 });
    // 1-1: 0; defender strength 11: -2; die 1 -> -1: A(2)D
    const { state, events } = p.run([{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313' } }], d10([1]));
    expect(events.find((e) => e.kind === 'mobile-assault')).toMatchObject({ odds: '1-1', modified: -1, result: { code: 'A(2)D' } });
    expect(state.units[LAH]!.steps).toBe(1);
  });

  it('11.21: below 1-1 no assault is made and no die is rolled; the unit is Disorganized and its Air Point spent', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { attack: 1, defense: 4, airPoints: { axis: 2, soviet: 0 } });
    const { state, events } = p.run([{ assault: { unit: LAH, path: ['1311', '1312'], target: '1313', air: 1 } }], d10([]));
    expect(events.find((e) => e.kind === 'mobile-assault')).toMatchObject({ odds: '1-4', die: null, result: null, rule: 'KB 11.21' });
    expect(state.units[LAH]!.marks.disorganized).toBe(true);
    expect(state.airPoints.axis).toBe(1);
  });

  it('5.21: an order committing an Air Point the side no longer has is skipped, not made without it', () => {
    const p = phase({ '1312': [LAH], '1313': [RIFLES] }, { airPoints: { axis: 0, soviet: 0 } });
    const { state, events } = p.run([{ assault: { unit: LAH, target: '1313', air: 1 } }], d10([]));
    expect(events).toMatchObject([{ kind: 'skipped', reasons: [{ code: 'no-air-point', rule: 'KB 5.21' }] }]);
    expect(state.units[RIFLES]!.hex).toBe('1313');
  });

  it('13.12: an uncommitted Soviet unit assaulted has its whole army committed at once, whatever the result', () => {
    const { ctx } = phase({});
    const colour = ctx.unit(RIFLES).colour;
    const army = [...ctx.units.values()].filter((u) => u.side === 'soviet' && u.colour === colour).map((u) => u.id);
    const p = phase({ '1312': [LAH], '1313': [RIFLES], '1016': [army.find((id) => id !== RIFLES)!] });
    const start = { ...p.state, units: Object.fromEntries(Object.entries(p.state.units).map(([id, u]) => [id, ctx.unit(id).side === 'soviet' ? { ...u, committed: false } : u])) };
    const { state, events } = executeWith(p, start, [{ assault: { unit: LAH, target: '1313' } }], d10([0]));
    const committed = events.find((e) => e.kind === 'committed');
    expect(committed).toMatchObject({ rule: 'KB 13.12' });
    for (const id of Object.keys(start.units)) expect(state.units[id]!.committed).toBe(ctx.unit(id).side === 'axis' || ctx.unit(id).colour === colour);
  });

  it('11.23: no Mobile Assault on a Mud turn; the order is skipped with its rule and the else branch runs', () => {
    const p = phase({ '1312': [LAH], '1313': [RIFLES] }, { weather: 'mud' });
    const { events } = p.run([{ assault: { unit: LAH, target: '1313', else: [{ move: { unit: LAH, path: ['1311'] } }] } }], d10([]));
    expect(events[0]).toMatchObject({ kind: 'skipped', reasons: [{ code: 'mobile-assault-in-mud', rule: 'KB 11.23' }] });
    expect(events.slice(1)).toMatchObject([{ kind: 'branch', taken: 'else' }, { kind: 'moved', path: ['1311'] }]);
  });

  it('an order the earlier ones made illegal is skipped, never changed: the second assault finds its target gone', () => {
    const p = phase({ '1310': [LAH], '1111': ['ger-2-lah'], '1313': [RIFLES] }, { attack: 6, defense: 2 });
    const { events } = p.run(
      [
        { assault: { unit: LAH, path: ['1311', '1312'], target: '1313', retreat: ['1314', '1315', '1316'] } },
        { assault: { unit: 'ger-2-lah', path: ['1112', '1212'], target: '1313' } },
      ],
      d10([4]),
    );
    expect(events.filter((e) => e.kind === 'skipped')).toMatchObject([{ at: 'orders[1]', unit: 'ger-2-lah', reasons: [{ code: 'target-empty', rule: 'KB 11.2' }] }]);
  });
});

describe('KB 11.24 hex usage, counted through the phase', () => {
  it('a hex may be the target of two Mobile Assaults in a phase: the third is refused, and rolls no die', () => {
    const p = phase({ '1312': [LAH], '1212': ['ger-2-lah'], '1412': ['ger-d-dr'], '1313': [RIFLES] }, { attack: 6, defense: 2 });
    const { events } = p.run(
      [
        { assault: { unit: LAH, target: '1313' } },
        { assault: { unit: 'ger-2-lah', target: '1313' } },
        { assault: { unit: 'ger-d-dr', target: '1313' } },
      ],
      d10([0, 0]), // 0 + 3 = 3: AD, twice
    );
    expect(events.filter((e) => e.kind === 'mobile-assault')).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ kind: 'skipped', at: 'orders[2]', unit: 'ger-d-dr', reasons: [{ code: 'target-used-twice', rule: 'KB 11.24' }] });
  });

  it('KB 11.25: a unit may be the target of any number of Mobile Assaults: the rifle division is assaulted in 1313, retreats to 1316 and is assaulted there twice more', () => {
    const p = phase({ '1310': [LAH], '1318': ['ger-2-lah'], '1117': ['ger-d-dr'], '1313': [RIFLES] }, { attack: 6, defense: 2 });
    const { state, events } = p.run(
      [
        { assault: { unit: LAH, path: ['1311', '1312'], target: '1313', retreat: ['1314', '1315', '1316'] } },
        { assault: { unit: 'ger-2-lah', path: ['1317'], target: '1316' } },
        { assault: { unit: 'ger-d-dr', path: ['1216'], target: '1316' } },
      ],
      d10([4, 0, 0]), // 4 + 3 = 7: Dr3; then 0 + 3 = 3: AD, twice
    );
    expect(events.filter((e) => e.kind === 'skipped')).toEqual([]);
    expect(events.filter((e) => e.kind === 'mobile-assault')).toMatchObject([
      { unit: LAH, target: '1313', result: { code: 'Dr3' } },
      { unit: 'ger-2-lah', target: '1316', result: { code: 'AD' } },
      { unit: 'ger-d-dr', target: '1316', result: { code: 'AD' } },
    ]);
    expect(state.units[RIFLES]!.hex).toBe('1316');
  });

  it('KB 5.21: the defender\'s Air Point, by its standing orders, adjusts the die and is spent', () => {
    const p = phase({ '1312': [LAH], '1313': [RIFLES] }, { attack: 6, defense: 2, airPoints: { axis: 0, soviet: 2 } });
    const { state, events } = p.run([{ assault: { unit: LAH, target: '1313' } }], d10([4]), { defenderAir: () => 1 });
    const ma = events.find((e) => e.kind === 'mobile-assault')!;
    expect(ma.kind === 'mobile-assault' && ma.modifiers).toContainEqual({ reason: 'defender-air-point', drm: -1, rule: 'KB 5.21' });
    expect(ma).toMatchObject({ modified: 6, result: { code: 'Dr3' } });
    expect(state.airPoints.soviet).toBe(1);
  });
});

describe('KB 20.1 Ersatz battalions', () => {
  it('forced to retreat by a Soviet Mobile Assault, an Ersatz battalion is eliminated instead, back to the reinforcement chart', () => {
    const p = phase({ '1312': ['sov-4-tc-kb'], '1313': ['ger-ersatz-1'] }, { side: 'soviet', attack: 6, defense: 2 });
    const { state, events } = p.run([{ assault: { unit: 'sov-4-tc-kb', target: '1313' } }], d10({ 'T03/soviet-movement/0/mobile-assault': 4 }));
    expect(events).toContainEqual({ kind: 'eliminated', at: 'orders[0]', unit: 'ger-ersatz-1', rule: 'KB 20.1' });
    expect(events.some((e) => e.kind === 'retreated')).toBe(false);
    expect(state.units['ger-ersatz-1']).toMatchObject({ where: 'reinforcement-chart', hex: null });
    expect(state.units['sov-4-tc-kb']!.hex).toBe('1313');
  });

  it('an Ersatz battalion may never move: its order is skipped with the rule', () => {
    const p = phase({ '1312': ['ger-ersatz-1'] });
    const { events } = p.run([{ move: { unit: 'ger-ersatz-1', path: ['1311'] } }], d10([]));
    expect(events).toEqual([{ kind: 'skipped', at: 'orders[0]', unit: 'ger-ersatz-1', reasons: [{ code: 'ersatz-never-moves', message: 'ger-ersatz-1 is an Ersatz battalion, which may never move', rule: 'KB 20.1' }] }]);
  });
});

describe('KB 11.3 Overrun, made as the path enters the hex', () => {
  it('11.32: a lone HQ with no friendly ZOC is eliminated, to the TRT (15.13); the hex costs one MP more', () => {
    const p = phase({ '1310': [LAH], '1312': [HQ] });
    const { state, events } = p.run([{ overrun: { unit: LAH, path: ['1311', '1312', '1313'], target: '1312' } }], d10([]));
    expect(events).toContainEqual({ kind: 'overrun', at: 'orders[0]', unit: LAH, hex: '1312', victim: HQ, displacedTo: null, rule: 'KB 11.32' });
    expect(events.find((e) => e.kind === 'moved')).toMatchObject({ path: ['1311', '1312', '1313'], cost: 4 });
    expect(state.units[HQ]).toMatchObject({ where: 'trt', returnTurn: 8, hex: null }); // 15.13: five turns ahead
    expect(state.units[LAH]!.hex).toBe('1313');
  });

  it('11.32 Forced Displacement: an HQ in its own side\'s ZOC moves to the hex of the unit exerting it', () => {
    const p = phase({ '1310': [LAH], '1312': [HQ], '1313': [RIFLES] });
    const { state, events } = p.run([{ overrun: { unit: LAH, path: ['1311', '1312'], target: '1312' } }], d10([]));
    expect(events.find((e) => e.kind === 'overrun')).toMatchObject({ victim: HQ, displacedTo: '1313' });
    expect(state.units[HQ]!.hex).toBe('1313');
    expect(state.units[LAH]!.hex).toBe('1312');
  });

  it('11.32: no unit that 16.31 would send to the Replacement Pool can be overrun: each has a ZOC of its own', () => {
    const replaceable = UNITS.filter(mayBeReplaced);
    expect(replaceable.length).toBeGreaterThan(50);
    expect(replaceable.filter((u) => !u.zoc).map((u) => u.id)).toEqual([]);
  });

  it('11.31: the target no longer a lone unit when the order comes: skipped whole, the else branch runs', () => {
    const p = phase({ '1310': [LAH], '1312': [HQ, 'sov-40a-hq-kb'] });
    const { state, events } = p.run([{ overrun: { unit: LAH, path: ['1311', '1312'], target: '1312', else: [{ move: { unit: LAH, path: ['1311'] } }] } }], d10([]));
    expect(events[0]).toMatchObject({ kind: 'skipped', reasons: [{ code: 'overrun-target-not-lone', rule: 'KB 11.31' }] });
    expect(state.units[LAH]!.hex).toBe('1311');
  });
});

describe('moves checked on the state they meet', () => {
  it('ifBlocked stop: the unit moves as far as the path stays legal and the stop is reported', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] });
    const { state, events } = p.run([{ move: { unit: LAH, path: ['1311', '1312', '1313'], ifBlocked: 'stop' } }], d10([]));
    expect(events[0]).toMatchObject({ kind: 'order-cut-short', hex: '1312', reasons: [{ code: 'enemy-occupied', rule: 'KB 10.51' }, { code: 'stopped-in-ezoc', rule: 'KB 10.52' }] });
    expect(state.units[LAH]!.hex).toBe('1312');
  });

  it('a unit moves once: a second move order for it is skipped (10.0)', () => {
    const p = phase({ '1310': [LAH] });
    const { state, events } = p.run([{ move: { unit: LAH, path: ['1311'] } }, { move: { unit: LAH, path: ['1312'] } }], d10([]));
    expect(events[1]).toMatchObject({ kind: 'skipped', reasons: [{ code: 'movement-over' }] });
    expect(state.units[LAH]!.hex).toBe('1311');
  });

  it('an unknown unit, a Soviet unit in the Axis phase and a hex off the map are skipped with their reasons, nothing thrown', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] });
    const { state, events } = p.run(
      [
        { move: { unit: 'no-such-unit', path: ['1311'] } },
        { move: { unit: RIFLES, path: ['1314'] } },
        { move: { unit: LAH, path: ['9911'] } },
        { assault: { unit: LAH, target: '9912' } },
      ],
      d10([]),
    );
    expect(events.map((e) => (e.kind === 'skipped' ? e.reasons[0]!.code : e.kind))).toEqual(['unknown-unit', 'not-your-unit', 'off-map', 'off-map']);
    expect(state).toEqual(p.state);
  });
});

describe('KB 13.11 uncommitted Soviet units', () => {
  it('"Uncommitted units may not move ... during their Player Turn": the move order is skipped with the rule and the division stays', () => {
    const p = phase({ '1313': [RIFLES] }, { side: 'soviet' });
    const start = { ...p.state, units: { ...p.state.units, [RIFLES]: { ...p.state.units[RIFLES]!, committed: false } } };
    const { state, events } = executeWith(p, start, [{ move: { unit: RIFLES, path: ['1314'] } }], d10([]));
    expect(events).toMatchObject([{ kind: 'skipped', unit: RIFLES, reasons: [{ code: 'uncommitted', rule: 'KB 13.11' }] }]);
    expect(state.units[RIFLES]!.hex).toBe('1313');
  });
  it('nor make a Mobile Assault, which is movement and combat: skipped before any die is rolled', () => {
    const TANKS = 'sov-4-tc-kb';
    const p = phase({ '1313': [TANKS], '1314': [LAH] }, { side: 'soviet' });
    const start = { ...p.state, units: { ...p.state.units, [TANKS]: { ...p.state.units[TANKS]!, committed: false } } };
    const { state, events } = executeWith(p, start, [{ assault: { unit: TANKS, target: '1314' } }], d10({ 'T03/soviet-movement/0/mobile-assault': 4 }));
    expect(events).toMatchObject([{ kind: 'skipped', unit: TANKS, reasons: [{ code: 'uncommitted', rule: 'KB 13.11' }] }]);
    expect(state.units[LAH]!.hex).toBe('1314');
  });
  it('a committed one moves as ever', () => {
    const p = phase({ '1313': [RIFLES] }, { side: 'soviet' });
    const { state } = p.run([{ move: { unit: RIFLES, path: ['1314'] } }], d10([]));
    expect(state.units[RIFLES]!.hex).toBe('1314');
  });
});

describe('KB 7.26: a unit that crosses a Major River into an empty hex in an EZOC', () => {
  // The Major River runs along 1311|1312; the rifle division in 1313 controls 1312, on its side of the river.
  const board = gridMap({ rows: [10, 16], cols: [10, 18], hexsides: [['1311', '1312', ['major-river']]] });
  it("must attack that unit in the following combat phase: it gets a 'Prepared Assault' marker", () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] }, { board });
    const { state, events } = p.run([{ move: { unit: LAH, path: ['1311', '1312'] } }], d10([]));
    expect(kinds(events)).toEqual(['moved', 'must-attack']);
    expect(events[1]).toEqual({ kind: 'must-attack', at: 'orders[0]', unit: LAH, hexes: ['1313'], rule: 'KB 7.26' });
    expect(state.units[LAH]!.marks.preparedAssault).toBe(true);
  });
  it('an HQ making the same crossing gets no marker: it may never attack by itself (15.11), so nothing obliges it to', () => {
    const HQ = 'ger-48-pzk';
    const p = phase({ '1310': [HQ], '1313': [RIFLES] }, { board });
    const { state, events } = p.run([{ move: { unit: HQ, path: ['1311', '1312'] } }], d10([]));
    expect(kinds(events)).toEqual(['moved']);
    expect(state.units[HQ]!.hex).toBe('1312');
    expect(state.units[HQ]!.marks.preparedAssault).toBe(false);
  });
  it('the same move with no river between gets no marker', () => {
    const p = phase({ '1310': [LAH], '1313': [RIFLES] });
    const { state, events } = p.run([{ move: { unit: LAH, path: ['1311', '1312'] } }], d10([]));
    expect(kinds(events)).toEqual(['moved']);
    expect(state.units[LAH]!.marks.preparedAssault).toBe(false);
  });
});
