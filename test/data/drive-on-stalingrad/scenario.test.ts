import { describe, expect, it } from 'vitest';
import { blue, bundle, grid, h, has, hex, isWater, map, row, unitsById } from './bundle-fixture';
import { germanSide, SATELLITES, stackingProblems, stacksOf, unit } from './setup-checks';

const stacks = stacksOf(blue);

describe('Operation Blue: scenario frame', () => {
  it('has the rulebook frame: 11 turns, German first, release 2A/4PA GT1, 2H/6A GT2, 1PA GT3, others GT4 (1.1, 3.2)', () => {
    expect(blue.turns).toBe(11);
    expect(blue.firstSide).toBe('german');
    expect(blue.armyRelease).toEqual({ '2A': 1, '4PA': 1, '2H': 2, '6A': 2, '1PA': 3, '17A': 4, K: 4, St: 4 });
    expect(Object.keys(blue.armyAreas).sort()).toEqual(Object.keys(blue.armyRelease).sort());
  });

  it('has the victory frame: 6 VP, sudden death at Kursk, Stalino, Lozovaya, Kharkhov (4.5, 4.6)', () => {
    expect(blue.vpToWin).toBe(6);
    expect(blue.suddenDeath).toEqual(['0233', '2230', '2134', '1134']);
    expect(blue.vpHexes.length).toBeGreaterThanOrEqual(blue.vpToWin + 2);
    for (const v of blue.vpHexes) {
      expect(has(v, 'vp')).toBe(true);
      expect(has(v, 'town') || has(v, 'city')).toBe(true);
      expect(blue.control.soviet).toContain(v);
    }
    expect(Object.keys(map.hexes).filter((id) => has(id, 'vp')).sort()).toEqual([...blue.vpHexes].sort());
  });

  it('splits all land between the sides at the start line (3.4); the south map is all Soviet', () => {
    const german = new Set(blue.control.german);
    const soviet = new Set(blue.control.soviet);
    const land = Object.keys(map.hexes).filter((id) => !isWater(id));
    expect([...german].filter((x) => soviet.has(x))).toEqual([]);
    expect([...german, ...soviet].sort()).toEqual(land.sort());
    expect(blue.startLine.filter((x) => !soviet.has(x))).toEqual([]);
    expect(blue.control.german.filter((x) => row(x) > 33)).toEqual([]);
    for (const s of blue.suddenDeath) expect(german.has(s)).toBe(true);
  });

  it('draws the start line as one chain of hexes from the north edge to the Sea of Azov', () => {
    const line = new Set(blue.startLine);
    const seen = new Set([blue.startLine.find((x) => row(x) === 1)!]);
    const queue = [...seen];
    while (queue.length) {
      const x = queue.shift()!;
      for (const n of grid.neighbours(h(x))) if (line.has(n) && !seen.has(n)) queue.push(n), seen.add(n);
    }
    expect(seen.size).toBe(line.size);
    expect(blue.startLine.some((x) => hex(x).coast === 'azov' || grid.neighbours(h(x)).some((n) => hex(n).terrain === 'sea'))).toBe(true);
    for (const x of blue.startLine) {
      expect(grid.neighbours(h(x)).some((n) => blue.control.german.includes(n))).toBe(true);
    }
  });
});

describe('Operation Blue: set-up (12.1)', () => {
  it('places only known units, each once, on land', () => {
    const ids = blue.setup.map((p) => p.unit);
    expect(ids.filter((id) => !unitsById.has(id))).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(blue.setup.filter((p) => !map.hexes[p.hex] || isWater(p.hex))).toEqual([]);
    expect(ids.length).toBeGreaterThanOrEqual(150);
  });

  it('keeps every stack legal: 8 a side, Soviet artillery apart up to 3, one German-side nationality (6.1-6.4)', () => {
    expect(stackingProblems(stacks)).toEqual([]);
  });

  it('sets every German-side unit in its army area, west of the start line, on the north map, at full strength', () => {
    for (const p of blue.setup) {
      const u = unit(p.unit);
      if (!germanSide(u)) continue;
      expect(u.army, `${u.id} has no army`).toBeDefined();
      expect(blue.armyAreas[u.army!], `${u.id} army ${u.army}`).toContain(p.hex);
      expect(blue.control.german).toContain(p.hex);
      expect(hex(p.hex).section).toBe('north');
    }
  });

  it('sets every Soviet unit on or east of the start line and fills every start-line hex (12.1)', () => {
    const soviet = new Set(blue.control.soviet);
    for (const p of blue.setup) if (!germanSide(unit(p.unit))) expect(soviet.has(p.hex), p.unit).toBe(true);
    const empty = blue.startLine.filter((x) => !(stacks.get(x) ?? []).some((u) => u.nationality === 'soviet'));
    expect(empty).toEqual([]);
  });

  it('sets the Reserve Armies on their hexes: 5th 1215, 6th 0917, 7th 2112, 8th 0606 (8.4)', () => {
    for (const [army, at] of [['5RA', '1215'], ['6RA', '0917'], ['7RA', '2112'], ['8RA', '0606']] as const) {
      const members = bundle.units.filter((u) => u.army === army);
      expect(members.length).toBeGreaterThanOrEqual(3);
      for (const u of members) expect(blue.setup.find((p) => p.unit === u.id)?.hex, u.id).toBe(at);
    }
  });
});

describe('Operation Blue: reinforcements', () => {
  it('brings in known units not already set up, each once, after turn 1 except the Taman pair (8.1, 8.2)', () => {
    const set = new Set(blue.setup.map((p) => p.unit));
    const ids = blue.reinforcements.map((r) => r.unit);
    expect(ids.filter((id) => !unitsById.has(id) || set.has(id))).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
    for (const r of blue.reinforcements) expect(r.turn).toBeLessThanOrEqual(blue.turns);
    const taman = blue.reinforcements.filter((r) => r.entry?.includes('3634'));
    expect(taman.map((r) => r.unit).sort()).toEqual(['ger-46inf', 'rom-3mtn']);
  });

  it('leaves an uncommitted pool of Soviet rifle divisions for the 10 south-map draws (8.5)', () => {
    const used = new Set([...blue.setup.map((p) => p.unit), ...blue.reinforcements.map((r) => r.unit)]);
    const pool = bundle.units.filter((u) => u.type === 'rifle' && !used.has(u.id));
    expect(pool.length).toBeGreaterThanOrEqual(10);
  });
});

describe('DoS order of battle (2.10-2.15)', () => {
  it('holds the 363 counters of 2.1 and 2.3, ids unique, both scenarios drawing on the same mix', () => {
    expect(bundle.units).toHaveLength(363);
    expect(new Set(bundle.units.map((u) => u.id)).size).toBe(363);
    const german = bundle.units.filter(germanSide).length;
    expect([german, 363 - german]).toEqual([122, 241]);
    for (const s of bundle.scenarios) {
      const used = [...s.setup.map((p) => p.unit), ...s.reinforcements.map((r) => r.unit)];
      expect(used.length, `${s.id}: no unit appears more than once (2.15)`).toBe(new Set(used).size);
      expect(used.filter((id) => !unitsById.has(id)), s.id).toEqual([]);
    }
  });

  it('gives the German divisions two steps and keeps the specialists known (2.12, 2.14)', () => {
    const twoStep = ['panzer', 'motorized-infantry', 'infantry', 'mountain-infantry'];
    for (const u of bundle.units.filter((x) => x.nationality === 'german' && twoStep.includes(x.type))) expect(u.steps, u.id).toBe(2);
    const specialists = bundle.units.filter((u) => u.nationality === 'soviet' && ['guards-rifle', 'nkvd', 'fortified-region', 'artillery', 'heavy-cannon'].includes(u.type));
    expect(specialists.filter((u) => u.untried)).toEqual([]);
    const untried = bundle.units.filter((u) => u.nationality === 'soviet' && ['rifle', 'tank-corps', 'mechanized-corps', 'cavalry-corps', 'mountain-infantry'].includes(u.type));
    expect(untried.filter((u) => !u.untried).map((u) => u.id)).toEqual([]);
    expect(bundle.units.filter((u) => u.type === 'luftwaffe-field').length).toBeGreaterThan(0);
  });

  it('gives two-step units a reduced face and every Soviet and satellite unit one step', () => {
    for (const u of bundle.units) {
      expect(u.steps === 2, u.id).toBe(u.reduced !== undefined);
      if (u.nationality === 'soviet' || SATELLITES.includes(u.nationality)) expect(u.steps, u.id).toBe(1);
    }
    expect(bundle.units.filter((u) => u.nationality === 'german' && u.steps === 2).length).toBeGreaterThan(40);
  });

  it('shows German combat factors (attack = defense) and satellite and Luftwaffe Field Division "?" factors as 2.15 says', () => {
    for (const u of bundle.units) {
      if (u.type === 'luftwaffe-field') {
        expect([u.nationality, u.full.attack, u.full.defense], u.id).toEqual(['german', 1, '?']);
      } else if (u.nationality === 'german' || u.nationality === 'slovak') {
        expect(u.full.attack, u.id).toBe(u.full.defense);
      } else if (SATELLITES.includes(u.nationality)) {
        if (u.type === 'panzer') expect([u.full.attack, u.full.defense], u.id).toEqual(['?', '?']);
        else expect([u.full.attack, u.full.defense], u.id).toEqual([1, '?']);
      }
    }
    expect(bundle.units.filter((u) => u.type === 'panzer' && u.nationality === 'romanian')).toHaveLength(1);
    expect(bundle.units.filter((u) => u.type === 'panzer' && u.nationality === 'hungarian')).toHaveLength(1);
  });

  it('makes Soviet rifle divisions untried and keeps their true values in `full` (2.14)', () => {
    const rifles = bundle.units.filter((u) => u.type === 'rifle');
    expect(rifles.length).toBeGreaterThan(80);
    for (const u of rifles) {
      expect(u.untried, u.id).toBe(true);
      expect(typeof u.full.attack).toBe('number');
    }
  });

  it('holds the units the text names: GD, 9th FLAK, the Slovak division, the 46th, 3R, Soviet artillery (8.2, 8.7, 11.27, 1.5, 6.4)', () => {
    expect(unit('ger-gd').type).toBe('motorized-infantry');
    expect(unit('ger-9flak')).toMatchObject({ type: 'flak', mobility: 'mech' });
    expect(unit('svk-mot')).toMatchObject({ nationality: 'slovak', type: 'motorized-infantry' });
    expect(unit('ger-46inf').type).toBe('infantry');
    expect(unit('rom-3mtn')).toMatchObject({ type: 'mountain-infantry', nationality: 'romanian', designation: '3R' });
    expect(bundle.units.filter((u) => u.type === 'flak')).toHaveLength(1);
    expect(bundle.units.filter((u) => u.type === 'artillery' || u.type === 'heavy-cannon').length).toBeGreaterThan(0);
    const heavy = bundle.units.filter((u) => u.nationality === 'german' && u.type === 'infantry');
    expect(heavy.some((u) => Number(u.full.attack) >= 7)).toBe(true); // 8.7 needs one
  });
});
