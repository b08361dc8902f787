import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { SupplyState } from '../../state/types';
import type { LineLengths } from './line';

/**
 * KB 8.31: units begin the game Operational unless a scenario says otherwise; units that
 * enter play after the MSDP (17.11) and Soviet units on the turn they are committed (13.13)
 * are Operational too.
 */
export const STARTING_SUPPLY: SupplyState = 'operational';

/** A unit's state after the MSDP, from its state before and whether it traced (KB 8.31-8.33). */
export function nextSupplyState(before: SupplyState, traces: boolean): { state: SupplyState; rule: string } {
  if (traces) return { state: 'operational', rule: 'KB 8.31' }; // an Isolated marker goes only when the unit becomes Operational (8.33)
  if (before === 'operational') return { state: 'out-of-supply', rule: 'KB 8.32' };
  return { state: 'isolated', rule: 'KB 8.33' }; // it already had an OOS (or Isolated) marker
}

export interface SupplyUnit {
  id: string;
  side: KbSide;
  hex: HexId;
  state: SupplyState;
  /** KB 13.11: an uncommitted Soviet unit traces no supply, and supply does not apply to it. */
  uncommitted?: boolean;
}

export interface SupplyChange {
  unit: string;
  from: SupplyState;
  to: SupplyState;
  rule: string;
}

export interface MsdpOutcome {
  /** The state of every unit that traced (uncommitted Soviet units are left out: 13.11). */
  states: Map<string, SupplyState>;
  /** Units whose state changed, in the order given. */
  changes: SupplyChange[];
  /**
   * KB 8.4: hexes holding a unit found Isolated in this MSDP that was already Isolated
   * before it: one Attrition roll each, whatever the number of such units; sorted by hex id.
   */
  attrition: HexId[];
}

/**
 * The Mutual Supply Determination Phase (KB 4.1 A.3, 8.0-8.4): every unit of both sides on
 * the map traces a line of any length to a friendly supply source; `linesOf(side)` gives
 * that side's lines (linesToSources), traced once per side. Each unit's state is its own
 * (8.0): a stack's other units never change it.
 */
export function determineSupply(units: readonly SupplyUnit[], linesOf: (side: KbSide) => LineLengths): MsdpOutcome {
  const lines = new Map<KbSide, LineLengths>();
  const states = new Map<string, SupplyState>();
  const changes: SupplyChange[] = [];
  const pockets = new Set<HexId>();
  for (const u of units) {
    if (u.uncommitted) continue; // KB 13.11
    let l = lines.get(u.side);
    if (!l) {
      l = linesOf(u.side);
      lines.set(u.side, l);
    }
    const traces = l.lengthFrom(u.hex) !== null;
    const { state, rule } = nextSupplyState(u.state, traces);
    states.set(u.id, state);
    if (state !== u.state) changes.push({ unit: u.id, from: u.state, to: state, rule });
    if (state === 'isolated' && u.state === 'isolated') pockets.add(u.hex); // KB 8.4
  }
  return { states, changes, attrition: [...pockets].sort() };
}

/** How good a state is for KB 8.34 ("whichever is most beneficial"). */
const RANK: Record<SupplyState, number> = { operational: 2, 'out-of-supply': 1, isolated: 0 };

export interface DivisionUnit {
  id: string;
  hex: HexId;
  state: SupplyState;
  /** The unit's mechanized division (its parent formation); none = not part of one. */
  division?: string;
  mechanized: boolean;
}

/**
 * KB 8.34: units of the same mechanized division that end the friendly movement phase
 * stacked together all take the best state among them. Returns the units that change.
 */
export function mergeDivisionSupply(units: readonly DivisionUnit[]): SupplyChange[] {
  const best = new Map<string, SupplyState>();
  const key = (u: DivisionUnit): string | null => (u.mechanized && u.division ? `${u.hex}\u0000${u.division}` : null);
  for (const u of units) {
    const k = key(u);
    if (k === null) continue;
    const b = best.get(k);
    if (b === undefined || RANK[u.state] > RANK[b]) best.set(k, u.state);
  }
  const changes: SupplyChange[] = [];
  for (const u of units) {
    const k = key(u);
    const b = k === null ? undefined : best.get(k);
    if (b !== undefined && b !== u.state) changes.push({ unit: u.id, from: u.state, to: b, rule: 'KB 8.34' });
  }
  return changes;
}
