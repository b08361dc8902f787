import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { FixedDice } from '#kernel/dice';
import { hexId, side } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

const axis = side('axis');
const ctx = createContext(realBundle);
const start = cts.setup('fall-blau');
const sovietHexes = new Set(Object.values(start.units).filter((u) => u.where === 'map' && u.hex !== null && ctx.units.get(u.id)!.side === 'soviet').map((u) => u.hex!));
const atFront = (hex: string): boolean => ctx.map.neighbours(hexId(hex)).some((n) => sovietHexes.has(n));

describe('the first turn\'s weather (CtS 35.5)', () => {
  it('35.5: the weather is Clear on the first turn', () => expect([start.turn, start.weather]).toEqual([1, 'clear']));
});

describe('E31: Fall Blau turn 1 (CtS 35.6)', () => {
  const options = cts.options(start, axis);
  const movesOf = (id: string) => options.find((o) => o.unit === id)?.moves ?? [];

  it('E31: only the two German divisions at Kursk and the three Hungarian units at Oboyan (2150) may move; the others, the motorized units near Stalino among them, may not', () => {
    const movers = options.filter((o) => (o.moves ?? []).length > 0).map((o) => o.unit).sort();
    expect(movers).toEqual(['ger-340', 'ger-377', 'hun-1pz', 'hun-7', 'hun-9']);
    for (const id of ['hun-1pz', 'hun-7', 'hun-9']) expect(start.units[id]!.hex).toBe('2150');
    expect(cts.check(start, { side: axis, orders: [{ move: { unit: 'ger-9pz', path: ['2846'] } }] }).map((i) => i.code)).toEqual(['no-movement-phase']);
  });

  it('E31: the two German divisions at Kursk may move, but no hex they can reach lies next to a Soviet unit (three hexes from the front)', () => {
    for (const id of ['ger-340', 'ger-377']) {
      expect(movesOf(id).length).toBeGreaterThan(0);
      expect([id, movesOf(id).filter((m) => atFront(m.hex)).map((m) => m.hex)]).toEqual([id, []]);
    }
  });

  it('E31: the note of 35.6 is kept as a rule too: set next to the Soviet line, a division from Kursk still may not attack on turn 1', () => {
    const id = 'ger-340';
    const orders = [{ move: { unit: id, path: movesOf(id)[0]!.path } }];
    expect(cts.check(start, { side: axis, orders })).toEqual([]);
    const combat = cts.adjudicate(start, [{ side: axis, orders }], new FixedDice({ 'T01/axis-movement/replacements': 1 })).state;
    // a scenario fragment: the division stands beside a lone Hungarian division on the line
    const hun = cts.options(combat, axis).find((o) => (o.attacks ?? []).length > 0 && o.unit.startsWith('hun-') && o.unit !== 'hun-1pz')!;
    const there = { ...combat, units: { ...combat.units, [id]: { ...combat.units[id]!, hex: hexId(hun.hex) } } };
    expect(cts.options(there, axis).find((o) => o.unit === id)?.attacks).toBeUndefined();
    const target = hun.attacks![0]!.target;
    const issues = cts.check(there, { side: axis, orders: [{ attack: { attackers: [id], targets: [target] } }] });
    expect(issues.map((i) => i.code)).toContain('turn-one-kursk');
  });

  it('E31: the Hungarian units at Oboyan can reach the front and attack on turn 1', () => {
    const id = 'hun-7';
    const front = movesOf(id).find((m) => atFront(m.hex));
    expect(front, 'a hex next to the Soviet line within reach').toBeDefined();
    const orders = [{ move: { unit: id, path: front!.path } }];
    expect(cts.check(start, { side: axis, orders })).toEqual([]);
    const combat = cts.adjudicate(start, [{ side: axis, orders }], new FixedDice({ 'T01/axis-movement/replacements': 1 })).state;
    expect(cts.window(combat)).toMatchObject({ id: 'T01/axis-combat' });
    expect((cts.options(combat, axis).find((o) => o.unit === id)?.attacks ?? []).length).toBeGreaterThan(0);
  });
});
