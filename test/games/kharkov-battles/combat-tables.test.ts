import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsIndex } from '#kernel/combat/odds';
import { readDieRows } from '#kernel/dice/die-rows';
import { parseMobileAssaultResult } from '#games/kharkov-battles/combat/mobile-assault-result';
import { parsePreparedResult, type PreparedResult } from '#games/kharkov-battles/combat/result';
import { compileTables } from '../../../scenarios/kharkov-battles/compile/tables';
import { rawTables, tables } from './combat-tables-fixture';

/**
 * tables.yaml against every fact the rulebook text states about the charts (digest 3.1):
 * a test per fact, so a printed chart put in its place is checked the same way.
 */
const T = tables();
const LINES = Object.keys(T.crt.lines);

/** Steps and hexes the defender gives up, less those the attacker gives up: a result's worth to the attacker. */
const worth = (r: PreparedResult): number => (r.defender ? r.defender.steps + r.defender.retreat : 0) - (r.attacker ? r.attacker.steps + r.attacker.retreat : 0);

describe('every chart says where it comes from', () => {
  it.each(Object.keys(T))('%s: provenance, rule and a note of what it was fitted to', (name) => {
    const chart = T[name as keyof typeof T];
    expect(chart.provenance).toBe('reconstructed');
    expect(chart.rule).toMatch(/^KB \d/);
    expect(chart.note.length).toBeGreaterThan(80);
  });
});

describe('the Prepared Assault CRT (12.0, 5.21, 12.6, 12.64)', () => {
  it('12.64: 12-1 or more is D(3)r4 and 1-6 or less A(3)r2, without a roll', () => {
    expect(T.crt.automatic).toEqual({ attacker: { atOrBelow: '1-6', result: 'A(3)r2' }, defender: { atOrAbove: '12-1', result: 'D(3)r4' } });
  });

  it('the columns lie strictly between 1-6 and 12-1, one ladder step apart, 5-1, 6-1 and 7-1 among them (Combat Example)', () => {
    const idx = T.crt.columns.map((c) => oddsIndex(c)!);
    expect(idx[0]).toBe(oddsIndex('1-6')! + 1);
    expect(idx.at(-1)).toBe(oddsIndex('12-1')! - 1);
    idx.forEach((i, n) => n > 0 && expect(i).toBe(idx[n - 1]! + 1));
    expect(T.crt.columns).toEqual(expect.arrayContaining(['5-1', '6-1', '7-1', '1-2']));
  });

  it('rows are terrain lines, Clear among them, every cell a die 0-9 (1.2, 12.0)', () => {
    expect(LINES).toContain('clear');
    for (const line of LINES) for (const c of T.crt.columns) expect(T.crt.lines[line]![c]).toHaveLength(10);
  });

  it('Combat Example: Clear, 7-1, die 4 = D(1)r2', () => {
    expect(T.crt.lines.clear!['7-1']![4]).toBe('D(1)r2');
  });

  it.each(LINES)('Combat Example: 1-2, die 6 = Ar1 (the soak-off\'s terrain is not stated; %s too)', (line) => {
    expect(T.crt.lines[line]!['1-2']![6]).toBe('Ar1');
  });

  it('every code the text quotes for a Prepared Assault appears (12.62, 12.64, Combat Example)', () => {
    const codes = new Set(LINES.flatMap((l) => Object.values(T.crt.lines[l]!).flat()));
    for (const c of ['D(1)r2', 'D(2)r2', 'D(1)r3', 'Ar1']) expect(codes).toContain(c);
  });

  it('every cell names one loser at most (12.65)', () => {
    for (const l of LINES) for (const cells of Object.values(T.crt.lines[l]!)) for (const c of cells) expect(() => parsePreparedResult(c)).not.toThrow();
  });

  it('the tec sends each terrain to a line; Town, Minor River, Rubble and Fortified Zone are one column left (12.34, 12.32, 5.44, 18.11)', () => {
    expect(T.tec.lines.clear).toBe('clear');
    expect(T.tec.shifts).toEqual({ town: -1, minorRiver: -1, rubble: -1, fortifiedZone: -1 });
  });

  it('a higher die or a higher column never gives the attacker less; a later line never gives the defender less (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINES), fc.integer({ min: 0, max: T.crt.columns.length - 1 }), fc.integer({ min: 0, max: 9 }), (line, c, die) => {
        const at = (l: string, col: number, d: number) => worth(parsePreparedResult(T.crt.lines[l]![T.crt.columns[col]!]![d]!));
        if (die < 9) expect(at(line, c, die + 1)).toBeGreaterThanOrEqual(at(line, c, die));
        if (c < T.crt.columns.length - 1) expect(at(line, c + 1, die)).toBeGreaterThanOrEqual(at(line, c, die));
        const next = LINES[LINES.indexOf(line) + 1];
        if (next) expect(at(next, c, die)).toBeLessThanOrEqual(at(line, c, die));
      }),
    );
  });
});

describe('the Mobile Assault Table (11.2, 11.21, 11.26, 11.27, 5.21, 27.2)', () => {
  const ma = T.mobileAssault;
  it('no assault below 1-1 (11.21)', () => {
    expect(ma.minimumOdds).toBe('1-1');
  });

  it('its results are Dr3, D(1)r3, AD and A(n)D only (11.26, 11.27)', () => {
    const codes = ma.results.map((r) => r.result);
    for (const c of codes) expect(c).toMatch(/^(Dr3|D\(1\)r3|AD|A\(\d\)D)$/);
    expect(codes).toEqual(expect.arrayContaining(['Dr3', 'D(1)r3', 'AD']));
    expect(codes.some((c) => /^A\(\d\)D$/.test(c))).toBe(true);
  });

  it('each side\'s Air Point adjusts the die, for its own side (5.21)', () => {
    expect(ma.modifiers.attackerAir).toBeGreaterThan(0);
    expect(ma.modifiers.defenderAir).toBeLessThan(0);
  });

  it('it favours assaults on weaker defenders (Designer\'s Note to 11.2)', () => {
    for (let s = 1; s < 30; s++) expect(readDieRows(ma.defenderStrength, s + 1).result).toBeLessThanOrEqual(readDieRows(ma.defenderStrength, s).result);
  });

  it('a higher modified roll never gives the attacker less (property)', () => {
    const rank = (code: string) => {
      const r = parseMobileAssaultResult(code);
      return r.kind === 'defender-retreats' ? 10 + r.steps : -r.steps;
    };
    fc.assert(
      fc.property(fc.integer({ min: -15, max: 25 }), (roll) => {
        expect(rank(readDieRows(ma.results, roll + 1).result)).toBeGreaterThanOrEqual(rank(readDieRows(ma.results, roll).result));
      }),
    );
  });
});

describe('the one-die tables (1.2, 8.4, 9.2, 12.73, 13.2, 19.22)', () => {
  it.each(['breakout', 'attrition', 'support'] as const)('%s reads every die 0-9', (name) => {
    const rows: { from?: number; to?: number; result: unknown }[] = T[name].rows;
    for (let d = 0; d <= 9; d++) expect(() => readDieRows(rows, d)).not.toThrow();
  });

  it('attrition: higher rolls are worse, which is what Freeze +1 means (19.22)', () => {
    for (let d = 0; d < 9; d++) expect(readDieRows(T.attrition.rows, d + 1).result).toBeGreaterThanOrEqual(readDieRows(T.attrition.rows, d).result);
  });

  it('command & control: higher rolls are better, which is what Guards +1 and Popov -3 mean (13.2, 20.1), from -3 to 10', () => {
    const order = ['halt', 'hold', 'normal'];
    for (let d = -3; d < 10; d++) expect(order.indexOf(readDieRows(T.commandControl.rows, d + 1).result)).toBeGreaterThanOrEqual(order.indexOf(readDieRows(T.commandControl.rows, d).result));
  });
});

describe('compileTables refuses a chart that breaks the rules, naming the place', () => {
  const broken = (edit: (t: any) => void): (() => unknown) => {
    const t = rawTables() as any;
    edit(t);
    return () => compileTables(t);
  };

  it.each([
    ['a gap in the columns', (t: any) => { t.crt.columns = t.crt.columns.filter((c: string) => c !== '6-1'); }, /"5-1" then "7-1"/],
    ['a lowest column that leaves 1-5 unread', (t: any) => { t.crt.columns = t.crt.columns.slice(1); }, /the lowest column must be 1-5/],
    ['nine results in a cell', (t: any) => { t.crt.lines.woods['3-1'].pop(); }, /crt\.lines\.woods\.3-1: 10 results needed/],
    ['a missing column on a line', (t: any) => { delete t.crt.lines.city['2-1']; }, /crt\.lines\.city: no column "2-1"/],
    ['a terrain on no CRT line', (t: any) => { t.tec.lines.steppe = 'steppe'; }, /tec\.lines\.steppe: "steppe" is not a CRT terrain line/],
    ['rows with a gap', (t: any) => { t.attrition.rows[1].from = 6; }, /attrition\.rows: row 2: starts at 6/],
    ['a die face no row reads', (t: any) => { t.support.rows.at(-1).to = 8; }, /support\.rows: no row reads a roll of 9/],
    ['an odds line under another', (t: any) => { t.mobileAssault.odds.push({ at: '6-1', drm: 1 }); }, /overlaps the "atLeast" line/],
  ])('%s', (_, edit, message) => {
    expect(broken(edit)).toThrow(message);
  });

  it.each([
    ['a cell that is no result', (t: any) => { t.crt.lines.clear['1-1'][0] = 'DE'; }],
    ['a cell retreating both sides', (t: any) => { t.crt.lines.clear['1-1'][0] = 'Ar1/Dr1'; }],
    ['a Mobile Assault result of the CRT', (t: any) => { t.mobileAssault.results[2].result = 'D(1)r2'; }],
    ['a provenance that is neither', (t: any) => { t.breakout.provenance = 'guessed'; }],
  ])('%s (schema)', (_, edit) => {
    expect(broken(edit)).toThrow();
  });
});
