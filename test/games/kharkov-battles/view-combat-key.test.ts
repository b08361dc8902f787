import { describe, expect, it } from 'vitest';
import { resolveBattle, type AssaultAnswer } from '#games/kharkov-battles/assault/resolve';
import type { AssaultEvent } from '#games/kharkov-battles/assault/events';
import type { MovementEvent } from '#games/kharkov-battles/movement-phase/events';
import { withUnits } from '#games/kharkov-battles/state/update';
import { kbBattleSummaries, kbCombatKey, kbEventVisibility } from '#games/kharkov-battles/view/index';
import { battleRows } from '#report/combat/battle-rows';
import { stepDrawing } from '#report/scene/arrows';
import type { GameEvent } from '#kernel/engine/events';
import { hexId } from '#kernel/ids';
import { battlefield, CHITS, dice, fragment, LABEL } from './assault-fixture';
import { tables } from './combat-tables-fixture';

/**
 * The combat report's key to a step's battles (KB 12.0-12.8, 11.2), from fixed-dice
 * battles resolved on a clear fragment: each unit's line, the arithmetic to the column,
 * the reading of the die on the CRT and the result in words. The events reach the key as
 * the service keeps them (`type` for `kind`) and as the reader may see them (KB 2.6).
 */
const TABLES = tables();
const asGame = (events: readonly (AssaultEvent | MovementEvent)[]): GameEvent[] => events.map((e) => ({ type: e.kind, ...e }));
/** The events a side's copy holds (archive/redact: an event limited to other sides is left out). */
const copyFor = (events: readonly GameEvent[], side: string | null): GameEvent[] => events.filter((e) => e.visibleTo === undefined || (side !== null && e.visibleTo.includes(side)));
const ok = (a: AssaultAnswer) => {
  if (!a.ok) throw new Error(JSON.stringify(a.issues));
  return a;
};
const attack = (attackers: string[], targets: string[]) => ({ id: 'a', attackers, targets: targets.map(hexId) });

describe('two breakdown regiments attack a Soviet rifle division: 6:3, 2-1 on the Clear line, die 5, Dr1 (12.0, 12.6)', () => {
  const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] });
  const events = asGame(ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), dice({ a: 5 }), LABEL)).events);
  const key = kbCombatKey(env.ctx, state, events, TABLES);
  const crtAt = events.findIndex((e) => e.type === 'crt');

  it('one battle, keyed to its crt event', () => {
    expect(key.battles.map((b) => b.event)).toEqual([crtAt]);
  });
  it('each unit with its hex and printed strength, nothing changed', () => {
    expect(key.battles[0]!.attackers).toEqual([
      { unit: 'ger-brk-kb-1', hex: '1211', printed: 3, changes: [], value: 3 },
      { unit: 'ger-brk-kb-2', hex: '1112', printed: 3, changes: [], value: 3 },
    ]);
    expect(key.battles[0]!.defenders).toEqual([{ unit: 'sov-167-rd-kb', hex: '1212', printed: 3, changes: [], value: 3 }]);
  });
  it('the arithmetic: the totals, the division to the 2-1 column, the Clear line', () => {
    expect(key.battles[0]!.arithmetic).toEqual([
      'attack 6 = ger-brk-kb-1 3 + ger-brk-kb-2 3',
      'defense 3 = sov-167-rd-kb 3',
      "odds 6 ÷ 3 = 2: column 2-1, rounded off in the defender's favour (KB 12.0)",
      "the defender's terrain reads the CRT's Clear line (KB 12.24)",
    ]);
  });
  it('the reading: the column\'s ten cells, die 5 → Dr1; the result in words (12.62, 12.65)', () => {
    const cells = TABLES.crt.lines['clear']!['2-1']!;
    expect(key.battles[0]!.reading).toEqual([`Clear line, column 2-1: ${cells.map((c, d) => `${d} ${c}`).join(', ')} (KB 12.6)`, 'die 5 → Dr1']);
    expect(cells[5]).toBe('Dr1');
    expect(key.battles[0]!.result).toBe('Dr1: the defender retreats 1 hex, each of which he may take as a step loss instead (12.62); the defender lost and applies his result first (12.65)');
    expect(key.codes.map((c) => c.code)).toEqual(['Dr1']);
  });
  it('the table is the whole CRT, a row per terrain line and die face', () => {
    expect(key.table.columns).toEqual(TABLES.crt.columns);
    expect(key.table.rows.slice(0, 2)).toEqual(['Clear 0', 'Clear 1']);
    expect(key.table.cells['2-1']![5]).toBe('Dr1');
  });
});

describe('an Out of Supply attacker (8.32a): its line shows the halving', () => {
  const { env, state: base } = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] });
  const state = withUnits(base, { 'ger-brk-kb-1': { supply: 'out-of-supply' } });
  const events = asGame(ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), dice({ a: 5 }), LABEL)).events);
  it('3 halved, rounded down, is 1; the odds 4:3 fall to 1-1', () => {
    const b = kbCombatKey(env.ctx, state, events, TABLES).battles[0]!;
    expect(b.attackers![0]).toEqual({ unit: 'ger-brk-kb-1', hex: '1211', printed: 3, changes: [{ by: 0.5, reason: 'Out of Supply', rule: 'KB 8.32a' }], value: 1 });
    expect(b.arithmetic[0]).toBe('attack 4 = ger-brk-kb-1 1 (Out of Supply, KB 8.32a) + ger-brk-kb-2 3');
  });
});

describe('a Combat Rating unit draws its chit in the battle (2.6)', () => {
  const { env, state } = battlefield(fragment(), { '1211': ['ger-168-id-kb'], '1212': ['sov-167-rd-kb'] });
  const pooled = { ...state, chitPools: { axis: CHITS.filter((c) => c.pool === 'axis').map((c) => c.id).sort(), soviet: [] } };
  const chit = pooled.chitPools.axis[0]!;
  const value = CHITS.find((c) => c.id === chit)!.full.B!;
  const events = kbEventVisibility(asGame(ok(resolveBattle(env, pooled, attack(['ger-168-id-kb'], ['1212']), dice({ a: 9 }, { 'a/chit/ger-168-id-kb': 1 }), LABEL)).events), env.ctx);

  it('the chit-drawn event is the Axis player\'s alone', () => {
    expect(events.filter((e) => e.type === 'chit-drawn')).toEqual([expect.objectContaining({ chit, visibleTo: ['axis'] })]);
    expect(copyFor(events, 'soviet').some((e) => JSON.stringify(e).includes(chit))).toBe(false);
  });
  it('the Soviet copy\'s key shows the strength the division fought with, never the chit', () => {
    const soviet = copyFor(events, 'soviet');
    const key = kbCombatKey(env.ctx, pooled, soviet, TABLES);
    expect(key.battles[0]!.attackers).toEqual([{ unit: 'ger-168-id-kb', hex: '1211', printed: value, changes: [], value }]);
    expect(JSON.stringify(key)).not.toContain(chit);
  });
  it('the state before holds the chit under the unit: the key does not read it (the public copy is the same)', () => {
    const drawn = withUnits(pooled, { 'ger-168-id-kb': { chit: { id: chit, face: 'full' } } });
    expect(JSON.stringify(kbCombatKey(env.ctx, drawn, copyFor(events, null), TABLES))).not.toContain(chit);
  });
  it('adjusted, its chit\'s value is not the reader\'s to know: the side is listed in the arithmetic only', () => {
    const oos = withUnits(pooled, { 'ger-168-id-kb': { supply: 'out-of-supply' } });
    const ev = asGame(ok(resolveBattle(env, oos, attack(['ger-168-id-kb'], ['1212']), dice({ a: 9 }, { 'a/chit/ger-168-id-kb': 1 }), LABEL)).events);
    const b = kbCombatKey(env.ctx, oos, ev, TABLES).battles[0]!;
    expect(b.attackers).toBeUndefined();
    expect(b.arithmetic[0]).toBe(`attack ${Math.floor(value / 2)} = ger-168-id-kb ${Math.floor(value / 2)} (Out of Supply, KB 8.32a)`);
    expect(b.defenders).toEqual([{ unit: 'sov-167-rd-kb', hex: '1212', printed: 3, changes: [], value: 3 }]);
  });
  it('the report\'s row then prints "?" for the value the chit gave before its halving', () => {
    const oos = withUnits(pooled, { 'ger-168-id-kb': { supply: 'out-of-supply' } });
    const ev = kbBattleSummaries(kbEventVisibility(asGame(ok(resolveBattle(env, oos, attack(['ger-168-id-kb'], ['1212']), dice({ a: 9 }, { 'a/chit/ger-168-id-kb': 1 }), LABEL)).events), env.ctx), oos);
    const soviet = copyFor(ev, 'soviet');
    const [row] = battleRows(soviet, () => undefined, (h) => h, kbCombatKey(env.ctx, oos, soviet, TABLES));
    expect(row!.attackers).toEqual([`ger-168-id-kb [1211] ?, halved: out of supply (KB 8.32a) = ${Math.floor(value / 2)}`]);
    expect(JSON.stringify(soviet)).not.toContain(chit);
  });
});

describe('chit events are their owner\'s (2.6, 2.7)', () => {
  it('a flipped or returned chit, which names only its unit, is its unit\'s owner\'s; other events stay public', () => {
    const { env } = battlefield(fragment(), {});
    const out = kbEventVisibility(
      [
        { type: 'chit-flipped', unit: 'sov-8-cc-kb', chit: 'soviet-03', rule: 'KB 2.7' },
        { type: 'chit-returned', unit: 'ger-1-lah', chit: 'axis-01', rule: 'KB 2.7' },
        { type: 'step-lost', unit: 'ger-1-lah', stepsLeft: 1, rule: 'KB 12.61' },
      ],
      env.ctx,
    );
    expect(out.map((e) => e.visibleTo)).toEqual([['soviet'], ['axis'], undefined]);
  });
  it('without the context, the chit\'s pool tells the owner', () => {
    expect(kbEventVisibility([{ type: 'chit-returned', unit: 'x', chit: 'axis-01' }])[0]!.visibleTo).toEqual(['axis']);
  });
});

describe('a Mobile Assault (11.2): the odds, every die modifier and the table row', () => {
  const { env } = battlefield(fragment(), {});
  const ma: MovementEvent = {
    kind: 'mobile-assault',
    at: 'orders[0]',
    unit: 'ger-110-11pz',
    from: hexId('1211'),
    target: hexId('1212'),
    attack: 9,
    defense: 3,
    odds: '3-1',
    die: 5,
    modifiers: [
      { reason: 'odds', rule: 'KB 11.2', drm: 2 },
      { reason: 'attacker-air-point', rule: 'KB 5.21', drm: 1 },
    ],
    modified: 8,
    result: { code: 'Dr3', kind: 'defender-retreats', steps: 0, retreat: 3, conductedBy: 'attacker', convertible: false },
    cost: 3,
    rule: 'KB 11.2',
  };
  it('die 5 +2 +1 = 8 → Dr3, the attacker conducting the retreat', () => {
    const key = kbCombatKey(env.ctx, null, asGame([ma]), TABLES);
    expect(key.battles[0]).toMatchObject({ event: 0, arithmetic: ['attack 9 (ger-110-11pz) against defense 3 in 1212', "odds 9 ÷ 3 = 3: column 3-1, rounded off in the defender's favour (KB 12.0)"] });
    expect(key.battles[0]!.reading[0]).toBe('die 5 +2 odds (KB 11.2) +1 attacker Air Point (KB 5.21) = 8 (KB 11.2)');
    expect(key.battles[0]!.reading.at(-1)).toBe('8 → Dr3');
    expect(key.battles[0]!.result).toMatch(/^Dr3: .*attacker conducts the retreat \(11\.26\)$/);
    expect(key.codes).toEqual([expect.objectContaining({ code: 'Dr3', rule: 'KB 11.26, 11.27' })]);
  });
  it('its summary gives the report a row: the odds, each modifier, the result and the retreat the attacker conducted', () => {
    const retreat: MovementEvent = { kind: 'retreated', at: 'orders[0]', units: ['sov-167-rd-kb'], path: [hexId('1213'), hexId('1214'), hexId('1215')], rule: 'KB 11.26' };
    const events = kbBattleSummaries(asGame([ma, retreat]), null);
    expect(events.map((e) => e.type)).toEqual(['mobile-assault', 'mobile-assault-battle', 'retreated']);
    const key = kbCombatKey(env.ctx, null, events, TABLES);
    expect(key.battles.map((b) => b.event)).toEqual([1]);
    const [row] = battleRows(events, () => undefined, (h) => h, key);
    expect(row).toMatchObject({
      kind: 'mobile-assault-battle',
      target: '1212',
      attackers: ['ger-110-11pz [1211] 9'],
      odds: '9 vs 3 = 3-1',
      modifiers: ['+2 DRM odds (KB 11.2)', '+1 DRM attacker air point (KB 5.21)'],
      retreats: ['sov-167-rd-kb: 1212 → 1213 → 1214 → 1215 (KB 11.26)'],
      result: key.battles[0]!.result,
    });
  });
  it('an assault below 1-1 is not made (11.21): no summary, the key says so', () => {
    const none: MovementEvent = { ...ma, odds: '1-2', attack: 3, defense: 6, die: null, modifiers: [], modified: null, result: null };
    const events = kbBattleSummaries(asGame([none]), null);
    expect(events.map((e) => e.type)).toEqual(['mobile-assault']);
    expect(kbCombatKey(env.ctx, null, events, TABLES).battles[0]).toMatchObject({ event: 0, result: 'no assault (KB 11.21)' });
  });
});

describe('the combat report reads a Prepared Assault by its summary (src/report BattleShape)', () => {
  const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] });
  const raw = asGame(ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), dice({ a: 5 }), LABEL)).events);
  const events = kbBattleSummaries(raw, state);
  const key = kbCombatKey(env.ctx, state, events, TABLES);

  it('without the summary the report finds no battle in the KB events', () => {
    expect(battleRows(raw)).toEqual([]);
  });
  it('one summary, right after the crt event; the key points at it', () => {
    const at = events.findIndex((e) => e.type === 'prepared-assault');
    expect(events[at - 1]!.type).toBe('crt');
    expect(events.length).toBe(raw.length + 1);
    expect(key.battles.map((b) => b.event)).toEqual([at]);
  });
  it('the row: the target, the attackers with their hexes, 6 vs 3 = 2-1, Dr1 on die 5, the retreat, the key\'s arithmetic', () => {
    const [row] = battleRows(events, () => undefined, (h) => `KB${h}`, key);
    expect(row).toMatchObject({
      number: 1,
      kind: 'prepared-assault',
      side: 'axis',
      target: 'KB1212',
      attackers: ['ger-brk-kb-1 [KB1211] 3', 'ger-brk-kb-2 [KB1112] 3'],
      defenders: ['sov-167-rd-kb [KB1212] 3'],
      odds: '6 vs 3 = 2-1',
      final: '2-1',
      result: key.battles[0]!.result,
      retreats: ['sov-167-rd-kb: KB1212 → KB1213 (KB 12.72)'],
    });
    expect(row!.arithmetic).toEqual(key.battles[0]!.arithmetic);
  });
  it('the map draws an attack arrow from each attacking hex and the battle badge on the target', () => {
    const drawing = stepDrawing(env.ctx.map, events);
    expect(drawing.battles).toMatchObject([{ number: 1, hex: '1212', result: 'Dr1' }]);
    expect(drawing.arrows.filter((a) => a.kind === 'attack').map((a) => a.hexes)).toEqual([['1112', '1212'], ['1211', '1212']]);
  });
});
