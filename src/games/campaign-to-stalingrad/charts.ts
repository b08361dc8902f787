import { tableChart, type Chart } from '#kernel/engine/charts';
import { crtTable } from './combat-key';
import type { CtsContext } from './data/context';

const mp = (n: number): string => `${n} MP`;

/**
 * Campaign To Stalingrad's charts (CtS 4.4, 4.6, 10.2-10.4, 11.1-11.8, 12.1-12.5): the
 * Combat Results Table with its codes, and the terrain effects on movement and combat, as
 * the engine plays them (the data bundle's tables, reconstructed where the rulebook text
 * leaves values out: each chart's note says which).
 */
export function ctsCharts(ctx: CtsContext): Chart[] {
  const crt = ctx.tables.crt;
  const t = ctx.tables.terrain;
  const codes: Chart = {
    name: 'Result codes',
    rule: 'CtS 10.2-10.4, 11.5, 11.6, 12.1-12.5',
    head: ['code', 'meaning', 'rule'],
    rows: [
      ['A1, A2', 'the attacker loses 1 (2) steps', 'CtS 10.4'],
      ['D1 … D4', 'the defender loses 1 … 4 steps', 'CtS 10.4'],
      ['A1/D2', 'both: the attacker 1 step, the defender 2', 'CtS 10.4'],
      ['-', 'no step losses', 'CtS 10.4'],
      ['white dice', 'one white die, two when both sides have two divisions or more (Magnitude); two dice add their losses', 'CtS 10.3, 10.4'],
      ['advance N (black die)', 'N > 0: every defender retreats two hexes and the attacker may advance up to N hexes; 0: no retreat, no advance', 'CtS 10.4, 12.1, 12.4'],
      ['reroll', 'the Axis rerolls a 1 with more German than allied units in the battle; the Soviet rerolls a 6 against such a defense', 'CtS 11.5'],
      ['Maximum Effort 1 (2)', '1 (2) columns right; the attacker\'s losses doubled (tripled), a "-" becomes A1 (A2)', 'CtS 11.6'],
      ['Determined Defense 1 (2)', 'the defender doubles (triples) his losses to cut the advance by 1 (2) hexes, an Axis defender by 2 (4)', 'CtS 12.5'],
      ['columns', `${crt.columns[0]} is the lowest (worse odds: no attack), ${crt.columns[crt.columns.length - 1]} the highest (better odds are fought on it)`, 'CtS 10.1.8'],
    ],
  };
  const movement: Chart = {
    name: 'Terrain effects on movement',
    rule: 'CtS 4.4, 4.6',
    note: t.note,
    head: ['terrain or feature', 'non-motorized', 'motorized'],
    rows: [
      ...Object.entries(t.enter).map(([k, [a, b]]) => [`enter ${k}`, mp(a), mp(b)]),
      ...Object.entries(t.leave).map(([k, [a, b]]) => [`leave ${k}`, `+${mp(a)}`, `+${mp(b)}`]),
      ['along a road', mp(t.road[0]), mp(t.road[1])],
      ...Object.entries(t.hexside).map(([k, v]) => [`cross ${k}`, v === 'entire' ? 'the whole allowance' : `+${mp(v[0])}`, v === 'entire' ? 'the whole allowance' : `+${mp(v[1])}`]),
      ['enter a hex next to an enemy unit', `+${mp(t.combatZone)}`, `+${mp(t.combatZone)}`],
    ],
  };
  const effect = (e: { defense?: number; shift?: number; attack?: number }): string =>
    [e.defense ? `defense x${e.defense}` : '', e.shift ? `${Math.abs(e.shift)} column${Math.abs(e.shift) > 1 ? 's' : ''} ${e.shift < 0 ? 'left' : 'right'}` : '', e.attack ? `attack x${e.attack === 0.5 ? '½' : e.attack}` : ''].filter(Boolean).join(', ');
  const combat: Chart = {
    name: 'Terrain effects on combat',
    rule: 'CtS 11.1',
    note: "The defender takes the better of his hex's terrain and the river he is attacked across, never both (11.1).",
    head: ['terrain or hexside', 'effect', 'when'],
    rows: Object.entries(t.combat).map(([k, e]) => [k, effect(e), e.note]),
  };
  return [tableChart(crtTable(ctx), crt.note), codes, movement, combat];
}
