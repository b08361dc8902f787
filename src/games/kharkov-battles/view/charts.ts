import { tableChart, type Chart } from '#kernel/engine/charts';
import type { Tables } from '../data/tables';
import type { ClassCosts } from '../data/tec-movement';
import { automaticWords, crtLineTable, lineName } from './crt-table';
import { mobileCodes, preparedCodes } from './result-codes';

type DieRow<T> = { from?: number | undefined; to?: number | undefined; result: T };

/** "0-2", "9 or more", "2 or less". */
const span = (r: DieRow<unknown>): string =>
  r.from === undefined ? `${r.to} or less` : r.to === undefined ? `${r.from} or more` : r.from === r.to ? `${r.from}` : `${r.from}-${r.to}`;
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const cost = (c: ClassCosts): string[] => c.map((x) => (x === 'P' ? 'prohibited' : `${x} MP`));
const shift = (n: number): string => `${Math.abs(n)} column${Math.abs(n) === 1 ? '' : 's'} ${n < 0 ? 'left' : 'right'}`;

/**
 * Kharkov Battles' charts (Ruleset.charts), from the data bundle's tables as the engine
 * plays them: the Prepared Assault CRT, one chart per terrain line (12.0, 12.24), with its
 * result codes (12.6); the Mobile Assault Table with its die modifiers (11.2, 5.21); the
 * Terrain Effects Chart, combat and movement (12.3, 10.4, 19.13); the Breakout, Attrition,
 * Support and Soviet Command & Control Tables. None is printed in the rulebook text: each
 * chart's note says what it was reconstructed from.
 */
export function kbCharts(tables: Tables): Chart[] {
  const { crt, mobileAssault: ma, tec, tecMovement: mv } = tables;
  const crtCharts = Object.keys(crt.lines).map((line) => tableChart(crtLineTable(crt, line), `${crt.note} ${automaticWords(crt)}.`));
  const crtCodes = [...new Set(Object.values(crt.lines).flatMap((l) => Object.values(l).flat()))].sort();
  const codes: Chart = {
    name: 'Prepared Assault result codes',
    rule: 'KB 12.6-12.65',
    head: ['code', 'meaning', 'rule'],
    rows: [
      ...preparedCodes([...crtCodes, crt.automatic.attacker.result, crt.automatic.defender.result].sort()).map((c) => [c.code, c.meaning, c.rule]),
      ['columns', `odds are rounded off in the defender's favour to the n-1 or 1-n column (12.0); ${automaticWords(crt)}`, 'KB 12.0, 12.64'],
    ],
  };
  const mobile: Chart = {
    name: 'Mobile Assault Table',
    rule: ma.rule,
    note: ma.note,
    head: ['modified die', 'result', 'meaning'],
    rows: ma.results.map((r) => [span(r), r.result, mobileCodes([r.result])[0]!.meaning]),
  };
  const mobileDrm: Chart = {
    name: 'Mobile Assault die modifiers',
    rule: ma.rule,
    note: `No Mobile Assault below ${ma.minimumOdds} (11.21). Each odds line stands alone: a 4-1 is not also a 3-1 (27.2).`,
    head: ['condition', 'modifier'],
    rows: [
      ...ma.odds.map((o) => ('at' in o ? [`odds ${o.at}`, signed(o.drm)] : [`odds ${o.atLeast} or better`, signed(o.drm)])),
      ...ma.defenderStrength.map((r) => [`defending hex strength ${span(r)}`, signed(r.result)]),
      ['attacker Air Point (5.21)', signed(ma.modifiers.attackerAir)],
      ['defender Air Point (5.21)', signed(ma.modifiers.defenderAir)],
      ['Combined Arms', signed(ma.modifiers.combinedArms)],
      ['target in Woods', signed(ma.modifiers.woods)],
      ['across a Minor River', signed(ma.modifiers.minorRiver)],
      ['target in a Fortified Zone', signed(ma.modifiers.fortifiedZone)],
    ],
  };
  const combat: Chart = {
    name: 'Terrain effects on combat',
    rule: tec.rule,
    note: tec.note,
    head: ['terrain', 'effect', 'rule'],
    rows: [
      ...Object.entries(tec.lines).map(([terrain, line]) => [terrain, `the CRT's ${lineName(line)} line`, 'KB 12.24']),
      ['town', shift(tec.shifts.town), 'KB 12.34'],
      ['every attacker across a Minor River', shift(tec.shifts.minorRiver), 'KB 12.32'],
      ['Rubble', shift(tec.shifts.rubble), 'KB 5.44'],
      ['completed Fortified Zone', shift(tec.shifts.fortifiedZone), 'KB 18.11'],
    ],
  };
  const weathers = ['clear', 'mud', 'freeze'] as const;
  const movement: Chart = {
    name: 'Terrain effects on movement',
    rule: mv.rule,
    note: `${mv.note} A bridge (${mv.bridges.join(', ')}) negates a river's cost (10.43).`,
    head: ['terrain or hexside', ...weathers.flatMap((w) => [`${w}: non-mechanized`, `${w}: mechanized`])],
    rows: [
      ...Object.entries(mv.hexes).map(([k, c]) => [`enter ${k}`, ...weathers.flatMap((w) => cost(c[w]))]),
      ...Object.entries(mv.hexsides).map(([k, c]) => [`cross ${k}`, ...weathers.flatMap((w) => cost(c[w]).map((x) => (x === 'prohibited' ? x : `+${x}`)))]),
      ['road hex, Tactical Movement (10.22)', ...weathers.flatMap((w) => cost(mv.road.tactical[w]))],
      ['road hex, Strategic Movement (10.33)', ...weathers.flatMap((w) => cost(mv.road.strategic[w]))],
    ],
  };
  const dieChart = <T>(name: string, t: { rule: string; note: string; rows: DieRow<T>[] }, what: string): Chart => ({
    name,
    rule: t.rule,
    note: t.note,
    head: ['die', what],
    rows: t.rows.map((r) => [span(r), String(r.result)]),
  });
  return [
    ...crtCharts,
    codes,
    mobile,
    mobileDrm,
    combat,
    movement,
    dieChart('Breakout Table', tables.breakout, 'result'),
    dieChart('Attrition Table', tables.attrition, 'steps lost'),
    dieChart('Support Table', tables.support, 'Support Points'),
    dieChart('Soviet Command & Control Table', tables.commandControl, 'result'),
  ];
}
