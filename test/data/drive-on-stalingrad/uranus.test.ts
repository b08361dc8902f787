import { describe, expect, it } from 'vitest';
import { bundle, grid, h, has, hex, isWater, map, side, unitsById, uranus } from './bundle-fixture';
import { germanSide, stackingProblems, stacksOf, unit } from './setup-checks';

const german = new Set(uranus.control.german);
const soviet = new Set(uranus.control.soviet);
const line = new Set(uranus.startLine);
const stacks = stacksOf(uranus);
const named = (n: string): string => Object.keys(map.hexes).find((id) => hex(id).name === n)!;

describe('Operation Uranus: frame (1.1; U-1 to U-4, U-7, U-15)', () => {
  it('starts 19 November 1942 and lasts six weekly turns (1.1)', () => {
    expect(uranus.turns).toBe(6);
    expect(uranus.startDate).toBe('1942-11-19');
  });

  it('lets the Soviet move first and fight first on GT1, with no one-time sequences (U-2, U-3)', () => {
    expect(uranus.firstSide).toBe('soviet');
    expect(uranus.phaseOrders).toEqual({
      german: ['combat-first', 'movement-first'],
      soviet: ['combat-first', 'movement-first'],
      forced: { '1': { soviet: ['combat-first'] } },
    });
  });

  it('frees every army from GT1 and turns the Blue-only rules off (U-4, U-15)', () => {
    expect(uranus.armyRelease).toEqual({});
    expect(uranus.specialRules).toEqual([]);
    for (const k of ['frontLine', 'reserveArmies', 'southReinforcements', 'donCrossing', 'withdrawal'] as const) expect(uranus[k]).toBeUndefined();
  });

  it('gives the aircraft to the Soviet only (11.25, U-7)', () => {
    expect(uranus.airSide).toBe('soviet');
    expect(bundle.scenarios.find((s) => s.id === 'operation-blue')!.airSide).toBeUndefined();
  });
});

describe('Operation Uranus: reconstructed rules are marked', () => {
  const rules = uranus.rules ?? [];

  it('lists U-1 to U-15 once each, with text and a note; only U-1 comes from the rulebook', () => {
    expect(rules.map((r) => r.id)).toEqual(Array.from({ length: 15 }, (_, i) => `U-${i + 1}`));
    for (const r of rules) {
      expect(r.text.trim().length, r.id).toBeGreaterThan(20);
      expect(r.note.trim().length, r.id).toBeGreaterThan(10);
    }
    expect(rules.filter((r) => r.provenance !== 'reconstructed').map((r) => r.id)).toEqual(['U-1']);
  });

  it('cites only rules that exist, and the scenario and its schedule say reconstructed', () => {
    const ids = new Set(rules.map((r) => r.id));
    expect(ids.has(uranus.victory!.rule)).toBe(true);
    expect(ids.has(uranus.holdOrder!.rule)).toBe(true);
    expect(uranus.provenance).toBe('reconstructed');
    expect(uranus.victory!.provenance).toBe('reconstructed');
    for (const r of uranus.reinforcements) expect([r.provenance, (r.note ?? '').length > 0], r.unit).toEqual(['reconstructed', true]);
  });
});

describe('Operation Uranus: start line and control (3.4, U-5)', () => {
  it('splits all land between the sides; the start line is Soviet', () => {
    const land = Object.keys(map.hexes).filter((id) => !isWater(id));
    expect([...german].filter((x) => soviet.has(x))).toEqual([]);
    expect([...german, ...soviet].sort()).toEqual(land.sort());
    expect([...line].filter((x) => !soviet.has(x))).toEqual([]);
  });

  it('lets the sides meet only at the start line or across the Volga; the German side is never east of it (9.16)', () => {
    const leaks: string[] = [];
    for (const g of german) {
      for (const n of grid.neighbours(h(g))) {
        if (soviet.has(n) && !line.has(n) && !side(g, n).includes('volga')) leaks.push(`${g}|${n}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(Object.keys(map.hexes).filter((id) => has(id, 'east-of-volga') && german.has(id))).toEqual([]);
  });

  it('draws the November 1942 front: the German holds Stalingrad, Voronezh, Rostov, the Kuban and the Terek west of Ordzhonikidze', () => {
    for (const n of ['Stalingrad', 'Kalach', 'Voronezh', 'Rostov', 'Elista', 'Krasnodar', 'Maikop', 'Mozdok', 'Nalchik', 'Novorossisk', 'Taman', 'Kotelnikovo', 'Morozovsk', 'Millerovo']) {
      expect(german.has(named(n)), n).toBe(true);
    }
    for (const n of ['Serafimovich', 'Astrakhan', 'Ordzhonikidze', 'Grozny', 'Tuapse', 'Sochi', 'Kamyshin', 'Saratov', 'Dubovka']) {
      expect(soviet.has(named(n)), n).toBe(true);
    }
    expect(grid.neighbours(h(named('Stalingrad'))).filter((n) => line.has(n)).sort()).toEqual(['1911', '2112']);
  });

  it('lists no destroyed fortification: all are in place at the start, on both sides of the start line (11.23, U-6)', () => {
    const forts = Object.keys(map.hexes).filter((id) => has(id, 'fort'));
    expect('fortsDestroyed' in uranus).toBe(false);
    expect(forts.filter((f) => german.has(f)).length).toBeGreaterThan(0);
    expect(forts.filter((f) => soviet.has(f)).length).toBeGreaterThan(0);
  });

  it('activates Taman from the start (7.4, U-5)', () => {
    expect(uranus.tamanActive).toBe(true);
    expect(german.has('3634')).toBe(true);
  });
});

describe('Operation Uranus: set-up', () => {
  it('places known units, each once, on land, each with its army', () => {
    const ids = uranus.setup.map((p) => p.unit);
    expect(ids.filter((id) => !unitsById.has(id))).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(uranus.setup.filter((p) => !map.hexes[p.hex] || isWater(p.hex))).toEqual([]);
    expect(uranus.setup.filter((p) => !p.army).map((p) => p.unit)).toEqual([]);
    expect(ids.length).toBeGreaterThanOrEqual(200);
  });

  it('keeps every stack legal (6.1-6.4)', () => {
    expect(stackingProblems(stacks)).toEqual([]);
  });

  it('sets the German side west of the start line and the Soviet on or east of it; armies do not mix sides', () => {
    const wrong = uranus.setup.filter((p) => (germanSide(unit(p.unit)) ? !german.has(p.hex) : !soviet.has(p.hex)));
    expect(wrong).toEqual([]);
    const armySide = new Map<string, Set<boolean>>();
    for (const p of uranus.setup) armySide.set(p.army!, (armySide.get(p.army!) ?? new Set()).add(germanSide(unit(p.unit))));
    expect([...armySide].filter(([, s]) => s.size > 1).map(([a]) => a)).toEqual([]);
  });

  it('holds every start-line hex that touches a German-side unit (as 12.1)', () => {
    const germanHexes = new Set(uranus.setup.filter((p) => germanSide(unit(p.unit))).map((p) => p.hex));
    const bare = [...line].filter(
      (x) => grid.neighbours(h(x)).some((n) => germanHexes.has(n)) && !(stacks.get(x) ?? []).some((u) => u.nationality === 'soviet'),
    );
    expect(bare).toEqual([]);
  });

  it('puts the 6th Army round Stalingrad and the historical armies on their fronts', () => {
    const pocket = uranus.setup.filter((p) => p.army === '6A');
    expect(pocket.length).toBeGreaterThanOrEqual(18);
    for (const p of pocket) expect(grid.distance(h(p.hex), h('2011')), p.unit).toBeLessThanOrEqual(6);
    const nat = (army: string) => new Set(uranus.setup.filter((p) => p.army === army && unit(p.unit).type !== 'panzer').map((p) => unit(p.unit).nationality));
    expect(nat('2H')).toEqual(new Set(['hungarian', 'german']));
    expect(nat('3R')).toEqual(new Set(['romanian']));
    expect(nat('4R')).toEqual(new Set(['romanian']));
    expect([...nat('8I')].sort()).toEqual(['german', 'italian']);
    expect(uranus.setup.filter((p) => germanSide(unit(p.unit)) && hex(p.hex).section === 'south').length).toBeGreaterThanOrEqual(20);
  });
});

describe('Operation Uranus: reinforcements (U-10)', () => {
  const set = new Set(uranus.setup.map((p) => p.unit));

  it('brings known units not set up, each once, on turns 2-6', () => {
    const ids = uranus.reinforcements.map((r) => r.unit);
    expect(ids.filter((id) => !unitsById.has(id) || set.has(id))).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
    for (const r of uranus.reinforcements) {
      expect(r.turn, r.unit).toBeGreaterThanOrEqual(1);
      expect(r.turn, r.unit).toBeLessThanOrEqual(uranus.turns);
    }
    const bySide = (g: boolean) => uranus.reinforcements.filter((r) => germanSide(unit(r.unit)) === g).length;
    expect([bySide(true), bySide(false)].every((n) => n >= 10)).toBe(true);
  });

  it('enters German units through German-held towns on the north map; Soviet units name no hex', () => {
    for (const r of uranus.reinforcements) {
      if (!germanSide(unit(r.unit))) {
        expect(r.entry, r.unit).toBeUndefined();
        continue;
      }
      for (const e of r.entry ?? []) {
        expect(german.has(e), `${r.unit} ${e}`).toBe(true);
        expect(has(e, 'town') || has(e, 'city')).toBe(true);
        expect(hex(e).section).toBe('north');
      }
    }
  });
});

describe('Operation Uranus: victory (U-12, U-13)', () => {
  const v = uranus.victory!;

  it('scores Soviet VP for German-held towns named on the map, and 3 for the unrelieved 6th Army', () => {
    expect(v.scorer).toBe('soviet');
    for (const x of v.hexes) {
      expect(hex(x.hex).name, x.hex).toBe(x.name);
      expect(has(x.hex, 'town') || has(x.hex, 'city')).toBe(true);
      expect(german.has(x.hex), x.name).toBe(true);
    }
    expect(v.hexes.find((x) => x.name === 'Stalingrad')?.vp).toBe(2);
    expect(v.pocket).toMatchObject({ army: '6A', vp: 3 });
    expect(uranus.setup.some((p) => p.army === v.pocket!.army)).toBe(true);
  });

  it('gives the Soviet the win with the historical 7 VP, and more can be reached', () => {
    const historical = ['Kalach', 'Boguchar', 'Kotelnikovo', 'Elista'].map((n) => v.hexes.find((x) => x.name === n)!.vp).reduce((a, b) => a + b, 0) + v.pocket!.vp;
    expect(historical).toBe(7);
    expect(v.vpToWin).toBe(historical);
    expect(v.hexes.reduce((a, x) => a + x.vp, 0) + v.pocket!.vp).toBeGreaterThan(v.vpToWin);
  });

  it('ends the game at once if a Soviet unit enters Rostov (U-13); Blue VP fields are unused', () => {
    expect(uranus.suddenDeath).toEqual(['2725']);
    expect(german.has('2725')).toBe(true);
    expect(uranus.vpHexes).toEqual([]);
  });

  it('holds the 6th Army at Stalingrad until relieved (U-9)', () => {
    expect(uranus.holdOrder).toEqual({ army: '6A', hex: '2011', reliefRange: 3, rule: 'U-9' });
  });
});
