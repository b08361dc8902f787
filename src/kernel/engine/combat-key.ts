/**
 * What a title tells its combat report beyond a step's events (Ruleset.combatKey): each
 * battle's units with their hex, factor and every halving or doubling, worked out from the
 * position before the step when the events do not carry them; the odds arithmetic; how
 * the result was read on the table; and the result codes and the table itself, each with
 * its rule. Plain data: the report prints it, nothing here is hashed or archived.
 */

/** One change to a unit's factor: x0.5 for a halving, x2 or x3 for a doubling or tripling, x0 when it adds nothing. */
export interface FactorChange {
  by: number;
  reason: string;
  rule: string;
}

/** One unit's combat factor in one battle. */
export interface KeyFactorLine {
  unit: string;
  hex: string;
  printed: number;
  changes: FactorChange[];
  /** The factor the unit adds, after its changes (fractions kept where the title keeps them). */
  value: number;
}

/** One battle of the step, by its index among the step's events as the reader sees them. */
export interface BattleKey {
  event: number;
  /** The units' lines, when the event gives only their ids. */
  attackers?: KeyFactorLine[];
  defenders?: KeyFactorLine[];
  /** "attack 15 = 8 x 1/2 (no Attack Supply, CtS 16.6) + 11", one line per side, then the division to the column. */
  arithmetic: string[];
  /** How the result was read: the column's cells used, each die's cell, and anything that changed it afterwards. */
  reading: string[];
  /** The result in words, when the event's own fields would leave out what changed it (a cut advance). */
  result?: string;
}

/** A result code of the title's table, as its rulebook defines it. */
export interface ResultCode {
  code: string;
  meaning: string;
  rule: string;
}

/** The title's combat results table: a row per die face (or per row label), a cell per column. */
export interface ResultTable {
  name: string;
  rule: string;
  columns: string[];
  /** Row labels, e.g. "white 1" ... "black 6". */
  rows: string[];
  /** cells[column][row]. */
  cells: Record<string, string[]>;
}

export interface CombatKey {
  battles: BattleKey[];
  codes: ResultCode[];
  table: ResultTable;
}
