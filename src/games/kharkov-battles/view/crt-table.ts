import type { ResultTable } from '#kernel/engine/combat-key';
import type { Crt } from '../data/tables';

/** "Clear" for the line "clear". */
export const lineName = (line: string): string => line.charAt(0).toUpperCase() + line.slice(1);

const DIE_FACES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

const provenanceWords = (crt: Crt): string => (crt.provenance === 'printed' ? 'as printed' : 'reconstructed: the rulebook text prints no cell of it');

/**
 * KB 12.0, 12.24, 12.6: the Prepared Assault CRT, one table per terrain line (12.24: the
 * defender's most favourable terrain picks the line), a row per die face 0-9 (KB 1.2),
 * a column per printed odds column.
 */
export function crtLineTable(crt: Crt, line: string): ResultTable {
  const cells = crt.lines[line] ?? {};
  return {
    name: `Combat Results Table, ${lineName(line)} line (${provenanceWords(crt)})`,
    rule: 'KB 12.0, 12.24, 12.6',
    columns: [...crt.columns],
    rows: DIE_FACES.map((d) => `die ${d}`),
    cells: Object.fromEntries(crt.columns.map((c) => [c, DIE_FACES.map((d) => cells[c]?.[d] ?? '')])),
  };
}

/** The whole CRT as one table: a row per terrain line and die face ("Clear 0" … "City 9"), for the combat report. */
export function crtTable(crt: Crt): ResultTable {
  const lines = Object.keys(crt.lines);
  return {
    name: `Combat Results Table (${provenanceWords(crt)})`,
    rule: 'KB 12.0, 12.24, 12.6',
    columns: [...crt.columns],
    rows: lines.flatMap((l) => DIE_FACES.map((d) => `${lineName(l)} ${d}`)),
    cells: Object.fromEntries(crt.columns.map((c) => [c, lines.flatMap((l) => DIE_FACES.map((d) => crt.lines[l]?.[c]?.[d] ?? ''))])),
  };
}

/** KB 12.64: the odds beyond the printed columns, resolved without a roll. */
export function automaticWords(crt: Crt): string {
  const a = crt.automatic;
  return `odds of ${a.attacker.atOrBelow} or worse: ${a.attacker.result} without a roll; ${a.defender.atOrAbove} or better: ${a.defender.result} without a roll (12.64)`;
}
