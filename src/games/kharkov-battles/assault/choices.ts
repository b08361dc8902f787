import type { HexId } from '#kernel/ids';

/**
 * The players' preferences for one Prepared Assault (digest 6.2, D3-D14). Each overrides
 * the deterministic default it names; a preference the rules do not allow is refused
 * with an issue and nothing changes.
 */
export interface AssaultChoices {
  /** D3, KB 6.21, 12.22: the units of a defending hex that take part (default: the strongest that 6.21 allows). */
  defenders?: Record<string, string[]>;
  /** D4, KB 15.3: whether each Tiger uses its favourable shift (default: every Tiger that may). */
  tigers?: Record<string, boolean>;
  /** D5, D13, KB 12.63: each side's loss priority (default: defaultLossRank). */
  attackerLossOrder?: string[];
  defenderLossOrder?: string[];
  /** D5, KB 12.61-12.63: the units that take the defender's (n) steps, one a step (a paused window's answer); the first may take the first loss. */
  defenderLosses?: string[];
  /** D6, KB 12.62: retreat hexes the loser takes as step losses instead (default 0). */
  convert?: number;
  /** D7, KB 12.72: the hexes a stack retreats through, by the hex it starts in (default: preferRetreat). */
  retreat?: Record<string, HexId[]>;
  /** D8, KB 12.73: the defending stacks, by the hex they start in, that make a Breakout Attempt on their retreat (default: none). */
  breakout?: Record<string, true>;
  /** D9, D14, KB 12.8: victorious units that advance, each by the hexes it enters (default: none). */
  advances?: { unit: string; path: HexId[] }[];
}
