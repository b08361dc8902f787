import { SosTablesSchema, type SosTables } from '../../../src/games/streets-of-stalingrad/data/tables';
import { checkDieRows, type DieRow } from '../../../src/kernel/dice/die-rows';
import { unreadRolls } from '../../compile/unread-rolls';
import { isCampaign, SOS_SCENARIOS, type SosScenarioId } from '../../../src/games/streets-of-stalingrad/sequence/scenarios';
import { tecProblems } from './tec';
import { ammunitionStatusProblems } from './ammunition';
import { replacementCardProblems } from './replacements';

/**
 * tables.yaml (parsed), checked: each fire table has one floor per column, floors rising
 * from 1, one cell per printed MDR in every column and no column it does not print; each
 * die table's rows join and read every roll the rules can give them; the TEC agrees with
 * every fact the text states (compile/tec.ts). Throws one Error
 * listing every problem, each with its path in the file.
 */
export function compileSosTables(yaml: unknown): SosTables {
  const t = SosTablesSchema.parse(yaml);
  const problems = [
    ...fireTableProblems('crt', t.crt),
    ...fireTableProblems('wbbt', t.wbbt),
    ...fireTableProblems('ebbt', t.ebbt),
    ...(t.wbbt.missAtOrAbove !== t.wbbt.mdr.max + 1 ? [`wbbt.missAtOrAbove: ${t.wbbt.missAtOrAbove} must follow the last printed row ${t.wbbt.mdr.max}`] : []),
    ...t.ebbt.columns.flatMap((c) =>
      (t.ebbt.results[c] ?? []).flatMap(([p, de], n) => (de > p ? [`ebbt.results.${c}[${n}]: ${de} eliminated is more than ${p} pinned (DE units are "also" eliminated)`] : [])),
    ),
    ...dieTableProblems(t),
    ...stukaCardProblems(t),
    ...ammunitionStatusProblems(t),
    ...replacementCardProblems(t),
    ...tecProblems(t.tec),
  ];
  if (problems.length > 0) throw new Error(`tables.yaml: ${problems.join('; ')}`);
  return t;
}

function fireTableProblems(name: string, t: { columns: string[]; columnFloors: number[]; mdr: { min: number; max: number }; results: Record<string, unknown[]> }): string[] {
  const out: string[] = [];
  const rows = t.mdr.max - t.mdr.min + 1;
  if (rows < 1) out.push(`${name}.mdr: min ${t.mdr.min} is above max ${t.mdr.max}`);
  if (t.columnFloors.length !== t.columns.length) out.push(`${name}.columnFloors: ${t.columns.length} floors needed, one per column, got ${t.columnFloors.length}`);
  if (t.columnFloors[0] !== 1) out.push(`${name}.columnFloors: the first column starts at 1 AF`);
  t.columnFloors.forEach((f, n) => {
    if (n > 0 && f <= t.columnFloors[n - 1]!) out.push(`${name}.columnFloors[${n}]: ${f} must be above ${t.columnFloors[n - 1]}`);
  });
  if (new Set(t.columns).size !== t.columns.length) out.push(`${name}.columns: a heading is listed twice`);
  for (const c of t.columns) {
    const cells = t.results[c];
    if (!cells) out.push(`${name}.results: no column "${c}"`);
    else if (cells.length !== rows) out.push(`${name}.results.${c}: ${rows} results needed (MDR ${t.mdr.min} to ${t.mdr.max}), got ${cells.length}`);
  }
  for (const c of Object.keys(t.results)) if (!t.columns.includes(c)) out.push(`${name}.results: column "${c}" is not in ${name}.columns`);
  return out;
}

/** Each die table with the rolls it must read: an unmodified d10 is 1-10 (2.42); modified tables are open at both ends. */
function dieTableProblems(t: SosTables): string[] {
  const tables: [string, DieRow<unknown>[], number, number][] = [
    ['leaderSurvival.rows', t.leaderSurvival.rows, -20, 20],
    ['instantCounterAttack.rows', t.instantCounterAttack.rows, -60, 60],
    ['mineDog.rows', t.mineDog.rows, 1, 10],
    ['immobilizedTank.rows', t.immobilizedTank.rows, 1, 10],
    ['nkvd.reliability', t.nkvd.reliability, 1, 10],
    ['nkvd.isolated', t.nkvd.isolated, 1, 10],
  ];
  return tables.flatMap(([path, rows, lo, hi]) => [...checkDieRows(rows).map((p) => `${path}: ${p}`), ...unreadRolls(path, rows, lo, hi)]);
}

/**
 * SoS 15.51, 15.52: each scenario has a count for each of its turns, none above the campaign's
 * 21 units, #1 and #2 together neither (the campaign combines them); the campaign's card gives
 * its first turn only, since after it the German rolls 22 less a d10 (15.52).
 */
export function stukaCardProblems(t: Pick<SosTables, 'stukas' | 'stukaCards'>): string[] {
  const out: string[] = [];
  const lists = Object.entries(t.stukaCards.scenarios);
  for (const [id, list] of lists) {
    const s = SOS_SCENARIOS[id as SosScenarioId];
    const want = isCampaign(s.id) ? 1 : s.lastTurn - s.firstTurn + 1;
    if (list.length !== want) out.push(`stukaCards.scenarios.${id}: ${want === 1 ? 'the campaign card gives its first turn only (15.52), so it needs 1 count' : `${want} turns need ${want} counts`}, got ${list.length}`);
    list.forEach((n, k) => {
      if (n > t.stukas.units) out.push(`stukaCards.scenarios.${id}[${k}]: ${n} is more than the ${t.stukas.units} Stuka units (15.52)`);
    });
  }
  // #1 and #2 are played on the same days and the campaign combines them
  const separate = lists.filter(([id]) => id === 'scenario-1' || id === 'scenario-2');
  const turns = Math.max(...separate.map(([id]) => SOS_SCENARIOS[id as SosScenarioId].lastTurn));
  for (let k = 0; k < turns; k++) {
    const sum = separate.reduce((s, [, l]) => s + (l[k] ?? 0), 0);
    if (sum > t.stukas.units) out.push(`stukaCards.scenarios: turn ${k + 1} has ${sum} Stukas in #1 and #2 together, more than the campaign's ${t.stukas.units} (15.52)`);
  }
  return out;
}
