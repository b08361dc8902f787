import { describe, expect, it } from 'vitest';
import { compileSosTables } from '../../../scenarios/streets-of-stalingrad/compile/tables';
import { rawSosTables } from './tables-fixture';

/** A broken tables.yaml is refused with every problem and its path; nothing is returned. */
type Raw = Record<string, Record<string, unknown>>;
const broken = (edit: (t: Raw) => void) => {
  const t = rawSosTables() as Raw;
  edit(t);
  return () => compileSosTables(t);
};

describe('compiling tables.yaml', () => {
  it('the file as written compiles', () => {
    expect(() => compileSosTables(rawSosTables())).not.toThrow();
  });

  it('a CRT column one cell short is named with its path and the MDR span', () => {
    expect(
      broken((t) => {
        (t.crt!.results as Record<string, string[]>)['3']!.pop();
      }),
    ).toThrow(/crt\.results\.3: 15 results needed \(MDR -4 to 10\), got 14/);
  });

  it('a column the headings do not print, and a heading with no column, are both named', () => {
    const run = broken((t) => {
      const r = t.wbbt!.results as Record<string, string[]>;
      r['40+'] = r['30+']!;
      delete r['30+'];
    });
    expect(run).toThrow(/wbbt\.results: no column "30\+"/);
    expect(run).toThrow(/wbbt\.results: column "40\+" is not in wbbt\.columns/);
  });

  it('column floors out of order are refused', () => {
    expect(broken((t) => void ((t.crt!.columnFloors as number[])[2] = 2))).toThrow(/crt\.columnFloors\[2\]: 2 must be above 3/);
  });

  it('a WBBT miss that does not follow its last row is refused', () => {
    expect(broken((t) => void (t.wbbt!.missAtOrAbove = 9))).toThrow(/wbbt\.missAtOrAbove/);
  });

  it('an EBBT cell eliminating more units than it pins is refused', () => {
    expect(broken((t) => void ((t.ebbt!.results as Record<string, number[][]>)['1-9']![0] = [1, 2]))).toThrow(/ebbt\.results\.1-9\[0\]: 2 eliminated is more than 1 pinned/);
  });

  it('a die table with a gap names the row (16.2 Mine Dog)', () => {
    expect(broken((t) => void ((t.mineDog!.rows as { from: number }[])[1]!.from = 4))).toThrow(/mineDog\.rows: row 2: starts at 4, the row before ends at 2/);
  });

  it('a die table that misses a d10 face is refused (16.83: rolls 1-10)', () => {
    expect(broken((t) => void ((t.nkvd!.reliability as { to: number }[])[1]!.to = 9))).toThrow(/nkvd\.reliability: no row reads a roll of 10/);
  });

  it('a table without provenance, or with an unknown result code, fails the schema', () => {
    expect(broken((t) => delete t.spotting!.provenance)).toThrow(/provenance/);
    expect(broken((t) => void ((t.crt!.results as Record<string, string[]>)['4']![0] = 'D4'))).toThrow(/crt/);
  });
});
