import { tableChart, type Chart } from '#kernel/engine/charts';
import { CODES, crtTable } from './combat-key';
import type { DosContext } from './data/context';

const cost = (n: number | null): string => (n === null ? 'prohibited' : `${n} MP`);

/**
 * Drive on Stalingrad's charts (DoS 9.10-9.21, 11.8-11.37): the Combat Results Table with
 * its codes, and the Terrain Effects Chart as the engine plays it (the data bundle's
 * tables, reconstructed where the rulebook text leaves values out: the notes say which).
 */
export function dosCharts(ctx: DosContext): Chart[] {
  const crt = ctx.tables.crt;
  const t = ctx.tables.terrain;
  const codes: Chart = {
    name: 'Result codes',
    rule: 'DoS 11.10, 11.22, 11.31-11.37',
    head: ['code', 'meaning', 'rule'],
    rows: [
      ...Object.entries(CODES).map(([code, c]) => [code, c.meaning, c.rule]),
      ['beyond the table', `final odds above ${crt.columns[crt.columns.length - 1]}: ${crt.aboveTop} with no die; below ${crt.columns[0]}: ${crt.belowBottom}`, 'DoS 11.10'],
      ['city', 'AS and DR against defenders in a supplied city become AL1', 'DoS 11.22'],
    ],
  };
  const movement: Chart = {
    name: 'Terrain Effects Chart: movement',
    rule: 'DoS 9.10-9.21',
    note: t.note,
    head: ['terrain', 'mechanized', 'non-mechanized', 'mountain units'],
    rows: [
      ...Object.entries(t.cost).map(([k, c]) => [k, cost(c.mech), cost(c.nonMech), cost(c.mountain)]),
      ...Object.entries(t.hexsideCost).map(([k, c]) => [`cross ${k}`, c.mech === null ? 'prohibited' : `+${c.mech} MP`, c.nonMech === null ? 'prohibited' : `+${c.nonMech} MP`, '']),
    ],
  };
  const combat: Chart = {
    name: 'Terrain Effects Chart: combat',
    rule: 'DoS 11.13-11.24, 11.28',
    head: ['terrain', 'effect', 'rule'],
    rows: [
      ['clear', 'none against prepared assaults', 'DoS 11.13'],
      ['forest', '1L when the sequence is move and MA/PA; no mobile assault into forest', 'DoS 11.14'],
      ['hills', '1L; no mobile assault into hills', 'DoS 11.15'],
      ['mountain', '2L; no mobile assault into mountains; none across blocked mountain hexsides', 'DoS 11.16'],
      ['marsh', '1R for non-mechanized attackers; mechanized units may not attack into marsh', 'DoS 11.17'],
      ['desert steppe', '1R', 'DoS 11.18'],
      ['river hexside', 'every non-artillery attacker across it halved', 'DoS 11.19'],
      ['city', '2L; no concentric bonus; AS and DR become AL1; German and satellite panzer divisions attacking into it halved', 'DoS 11.22'],
      ['Don-Volga fortification', '2L for Soviet defenders', 'DoS 11.23'],
      ['O-Ring hexside', '1L when every attacker attacks across it', 'DoS 11.24'],
      ['concentric assault', '2R (1R for satellites or a mixed force; never into a city)', 'DoS 11.28'],
    ],
  };
  return [tableChart(crtTable(ctx), crt.note), codes, movement, combat];
}
