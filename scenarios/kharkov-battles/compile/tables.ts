import { TablesSchema, type Tables } from '../../../src/games/kharkov-battles/data/tables';
import { oddsIndex, oddsLabel } from '../../../src/kernel/combat/odds';
import { checkDieRows, type DieRow } from '../../../src/kernel/dice/die-rows';
import { unreadRolls } from '../../compile/unread-rolls';
import { tecMovementProblems } from './tec-movement';

/** Faces of the one ten-sided die (KB 1.2). */
const FACES = 10;

/**
 * tables.yaml (parsed), checked: the CRT's columns are one step apart on the odds ladder
 * and sit right between the two automatic results (12.64), so every final odds either
 * reads a column or is automatic; every terrain line has ten results per column; every
 * die table's rows join and read every roll the rules can give them. Throws one Error
 * listing every problem, each with its path in the file.
 */
export function compileTables(yaml: unknown): Tables {
  const t = TablesSchema.parse(yaml);
  const problems = [...crtProblems(t), ...mobileAssaultProblems(t), ...dieTableProblems(t), ...tecProblems(t), ...tecMovementProblems(t.tecMovement)];
  if (problems.length > 0) throw new Error(`tables.yaml: ${problems.join('; ')}`);
  return t;
}

function crtProblems(t: Tables): string[] {
  const out: string[] = [];
  const { columns, automatic, lines } = t.crt;
  const idx = columns.map((c) => oddsIndex(c)!);
  idx.forEach((i, n) => {
    if (n > 0 && i !== idx[n - 1]! + 1) out.push(`crt.columns: "${columns[n - 1]}" then "${columns[n]}" (columns must be consecutive steps of the odds ladder, so one shift is one column, KB 5.21)`);
  });
  const below = oddsIndex(automatic.attacker.atOrBelow)!;
  const above = oddsIndex(automatic.defender.atOrAbove)!;
  if (idx[0] !== below + 1) out.push(`crt.columns: the lowest column must be ${oddsLabel(below + 1).replace(':', '-')}, next to the automatic ${automatic.attacker.atOrBelow} (KB 12.64)`);
  if (idx[idx.length - 1] !== above - 1) out.push(`crt.columns: the highest column must be ${oddsLabel(above - 1).replace(':', '-')}, next to the automatic ${automatic.defender.atOrAbove} (KB 12.64)`);
  if (Object.keys(lines).length === 0) out.push('crt.lines: at least one terrain line is needed (KB 12.0)');
  for (const [line, cols] of Object.entries(lines)) {
    for (const c of columns) {
      const cells = cols[c];
      if (!cells) out.push(`crt.lines.${line}: no column "${c}"`);
      else if (cells.length !== FACES) out.push(`crt.lines.${line}.${c}: ${FACES} results needed (die 0-9), got ${cells.length}`);
    }
    for (const c of Object.keys(cols)) if (!columns.includes(c)) out.push(`crt.lines.${line}: column "${c}" is not in crt.columns`);
  }
  return out;
}

function mobileAssaultProblems(t: Tables): string[] {
  const out: string[] = [];
  const ma = t.mobileAssault;
  out.push(...checkDieRows(ma.results).map((p) => `mobileAssault.results: ${p}`));
  if (ma.results[0]?.from !== undefined || ma.results[ma.results.length - 1]?.to !== undefined) {
    out.push('mobileAssault.results: both ends must be open (a modified roll can fall anywhere)');
  }
  out.push(...checkDieRows(ma.defenderStrength).map((p) => `mobileAssault.defenderStrength: ${p}`));
  out.push(...unreadRolls('mobileAssault.defenderStrength', ma.defenderStrength, 1, 60));
  const at = new Set<number>();
  let atLeast: number | null = null;
  ma.odds.forEach((line, n) => {
    if ('at' in line) {
      const i = oddsIndex(line.at)!;
      if (at.has(i)) out.push(`mobileAssault.odds[${n}]: ${line.at} is listed twice`);
      at.add(i);
    } else {
      if (atLeast !== null) out.push(`mobileAssault.odds[${n}]: only one "atLeast" line`);
      atLeast = oddsIndex(line.atLeast)!;
    }
  });
  if (atLeast !== null) for (const i of at) if (i >= atLeast) out.push(`mobileAssault.odds: the "at" line ${oddsLabel(i)} overlaps the "atLeast" line (27.2: each odds line is free-standing)`);
  const min = oddsIndex(ma.minimumOdds)!;
  for (const i of at) if (i < min) out.push(`mobileAssault.odds: ${oddsLabel(i)} is below the minimum odds ${ma.minimumOdds} (KB 11.21)`);
  return out;
}

function dieTableProblems(t: Tables): string[] {
  const tables: [string, DieRow<unknown>[], number, number][] = [
    ['breakout', t.breakout.rows, 0, FACES - 1],
    ['attrition', t.attrition.rows, 0, FACES - 1], // 19.22: Freeze +1, still at most 9
    ['support', t.support.rows, 0, FACES - 1],
    ['commandControl', t.commandControl.rows, -3, FACES], // 13.2 Guards +1; 20.1 Popov out of gas -3
  ];
  return tables.flatMap(([name, rows, lo, hi]) => [...checkDieRows(rows).map((p) => `${name}.rows: ${p}`), ...unreadRolls(`${name}.rows`, rows, lo, hi)]);
}

function tecProblems(t: Tables): string[] {
  const lines = Object.keys(t.crt.lines);
  return Object.entries(t.tec.lines)
    .filter(([, line]) => !lines.includes(line))
    .map(([terrain, line]) => `tec.lines.${terrain}: "${line}" is not a CRT terrain line (${lines.join(', ')})`);
}
