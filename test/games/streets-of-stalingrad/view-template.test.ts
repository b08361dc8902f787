import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { side } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import { data, rulesetWith } from './view-fixture';

/** The map of the reports, and what the set-up and turn windows give a player to write his file with (SoS 2.31-2.34). */
const ruleset = rulesetWith();
const sovietUnitsOnMap = data.counters.counters.filter((c) => c.side === 'soviet' && c.scenarios.includes(1) && c.entry.at === 'map').map((c) => c.id).sort();

describe('the city map of the reports (SoS 2.1, 3.4)', () => {
  const map = ruleset.map!;
  const game = createMap(map);

  it('holds every hex of the city map, coloured by the terrain that says most, reconstructed', () => {
    expect(map.provenance).toBe('reconstructed');
    expect(Object.keys(map.hexes)).toHaveLength(data.map.hexes.length);
    const pavlov = data.map.hex('0531' as never)!;
    expect(game.hex('0531' as never)).toMatchObject({ name: pavlov.name, terrain: pavlov.terrain.includes('city') ? 'city' : expect.any(String) });
    expect(new Set(Object.values(map.hexes).map((h) => h.terrain))).toContain('volga');
  });

  it('SoS 3.4: the victory hexes carry a VP star; the roads run from hex to hex (8.14)', () => {
    const vp = data.map.hexes.filter((h) => h.vp > 0).map((h) => h.id);
    expect(Object.entries(map.hexes).filter(([, h]) => h.features?.includes('vp')).map(([id]) => id).sort()).toEqual([...vp].sort());
    expect(Object.values(map.hexsides).flat()).toContain('road');
  });
});

describe('the set-up windows\' options and template (SoS 2.31-2.34)', () => {
  const game = ruleset.setup('scenario-1');

  it('SoS 2.31, 2.33: the Soviet, who sets up first, is offered every unit that starts on the map, with the set-up map\'s hexes for it (where it stands among them); the German nothing yet', () => {
    const options = ruleset.options(game, side('soviet'));
    expect(options.map((o) => o.unit).sort()).toEqual(sovietUnitsOnMap);
    for (const o of options) expect(o.placements).toContain(game.state.pieces[o.unit]!.at);
    expect(options.some((o) => o.placements!.length > 1)).toBe(true);
    // every hex listed for a unit alone is one the set-up check takes for it (2.33, 2.34)
    for (const o of options.slice(0, 4)) for (const h of o.placements!.slice(0, 3)) expect(ruleset.check(game, { side: side('soviet'), orders: [{ place: { units: [o.unit], hex: h } }] })).toEqual([]);
    expect(ruleset.options(game, side('german'))).toEqual([]);
  });

  it('SoS 5.5, 18.11: a leader is not offered a hex where another leader of his side stands, nor any unit a hex it would over-stack; the check takes every hex listed', () => {
    for (const scenario of ['scenario-1', 'scenario-2'] as const) {
      const g = ruleset.setup(scenario);
      const options = ruleset.options(g, side('soviet'));
      const leaders = new Set(data.counters.counters.filter((c) => c.type === 'leader' && c.side === 'soviet').map((c) => c.id as string));
      const leaderHexes = new Set(options.filter((o) => leaders.has(o.unit)).map((o) => g.state.pieces[o.unit]!.at));
      for (const o of options.filter((x) => leaders.has(x.unit))) {
        expect(o.placements!.filter((h) => h !== g.state.pieces[o.unit]!.at && leaderHexes.has(h)), `${scenario} ${o.unit}`).toEqual([]);
      }
      // every unit's first, middle and last hexes, placed alone, are taken whole (stacking included)
      for (const o of options) {
        const ps = o.placements!;
        for (const h of new Set([ps[0], ps[Math.floor(ps.length / 2)], ps[ps.length - 1]])) {
          if (h !== undefined) expect(ruleset.check(g, { side: side('soviet'), orders: [{ place: { units: [o.unit], hex: h } }] }), `${scenario} ${o.unit} ${h}`).toEqual([]);
        }
      }
    }
  });

  it('SoS 2.33: the placements come from the set-up areas given to the ruleset', () => {
    const withAreas = rulesetWith({ placementChoices: (_g, s, unit) => (s === 'soviet' && unit === 'sov-chuikov' ? ['0840', '0841'] : []) });
    expect(withAreas.options(game, side('soviet')).find((o) => o.unit === 'sov-chuikov')!.placements).toEqual(['0840', '0841']);
  });

  it('SoS 2.33: the template\'s example place order is one the set-up check takes, and its notes give the rules', () => {
    const t = ruleset.template(game, side('soviet'));
    expect(t.exampleOrders).toHaveLength(1);
    expect(ruleset.check(game, { side: side('soviet'), orders: t.exampleOrders })).toEqual([]);
    expect(t.notes.join('\n')).toMatch(/SoS 2\.31.*\n.*place: \{units/);
    expect(t.units.map((u) => u.unit).sort()).toEqual(sovietUnitsOnMap);
  });

  it('the German template during the Soviet set-up says whose window it is and gives no example', () => {
    const t = ruleset.template(game, side('german'));
    expect(t.notes[0]).toMatch(/waits for the Soviet player/);
    expect(t.exampleOrders).toEqual([]);
  });
});

describe('the turn windows\' notes (SoS 3.1, 4.3, 7.0)', () => {
  let game = ruleset.setup('scenario-1');
  for (const s of ['soviet', 'german']) game = ruleset.adjudicate(game, [{ side: side(s), orders: [] }], new FixedDice([])).state;

  it('SoS 3.1: the German Administrative Phase window says what it takes, each order with its rule, and what the side sees', () => {
    expect(ruleset.window(game)!.id).toBe('T01/german-administrative');
    const notes = ruleset.template(game, side('german')).notes.join('\n');
    expect(notes).toContain('endGame: true declares the game over');
    expect(notes).toContain('(SoS 21.5)');
    expect(notes).toContain('SoS 7.1-7.6');
  });

  it('SoS 8.03: a movement window lists its orders and the dated rules of the turn', () => {
    let g = game;
    while (ruleset.window(g)!.id !== 'T01/soviet-movement') g = ruleset.adjudicate(g, [{ side: ruleset.window(g)!.waitingFor[0]!, orders: [] }], new FixedDice([])).state;
    const notes = ruleset.template(g, side('soviet')).notes.join('\n');
    expect(notes).toContain('move: {units: [IDS], path:');
    expect(notes).toContain('This turn: 13 September: all Soviet movement halved');
    expect(ruleset.template(g, side('soviet')).units.length).toBeGreaterThan(0);
  });

  it('SoS 9.41: a paused window says what it asks, how to answer, and the default when no answer comes', () => {
    const paused = { ...game, pause: { id: 'T01/soviet-defense-1', side: 'soviet' as const, decision: 'defense', about: 'German attacks declared on 0531', n: 1, window: 'T01/german-attack', resume: null } };
    const t = ruleset.template(paused, side('soviet'));
    expect(t.notes[0]).toBe('German attacks declared on 0531');
    expect(t.notes.join('\n')).toMatch(/Answer with one order: defense: \{attacks: \[\{hex: HEX.*\(SoS 9.02d-e, 9.41-9.48, 9.5-9.602\)/);
    expect(t.notes.join('\n')).toContain('No answer by the deadline: the standing orders');
    expect(ruleset.template(paused, side('german')).notes[0]).toMatch(/waits for the Soviet player/);
  });
});

describe('SoS 11.1: the template of the side that does not move says how its opportunity fire is made', () => {
  const empty = (s: string) => ({ side: side(s), orders: [] });
  let g = ruleset.setup('scenario-1');
  for (let i = 0; i < 40 && ruleset.window(g)!.id !== 'T01/german-movement'; i++) g = ruleset.adjudicate(g, [empty(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;

  it('with no rule: the units hold their fire, and how to set rules', () => {
    expect(ruleset.template(g, side('soviet')).notes.join('\n')).toMatch(/no standing opportunityFire rule.*SoS 11\.1/);
  });

  it('with rules: they fire by them', () => {
    const withRules = { ...g, standing: { ...g.standing, soviet: { opportunityFire: [{ hex: '3233' }] } } };
    expect(ruleset.template(withRules, side('soviet')).notes.join('\n')).toMatch(/made by the 1 rule\(s\) of your standing opportunityFire/);
  });
});
