/**
 * German Tiger shifts (KB 15.3, 15.32; digest A19): each Tiger battalion, and each Tiger
 * company stacked with a unit of its parent formation, gives its stack's combat one
 * favourable column (right attacking, left defending), with no limit; a Tiger company
 * alone in a hex may not use it. Using it is the owner's choice, and a Tiger that uses it
 * takes the first step loss (12.63).
 */
export interface Tiger {
  id: string;
  kind: 'battalion' | 'company';
  /** A company: stacked with at least one unit of its parent formation. */
  withParent?: boolean;
  /** Alone in its hex. */
  alone?: boolean;
  /** The owner uses its shift. */
  use: boolean;
}

/** The Tigers whose shift counts. */
export function tigersShifting(tigers: readonly Tiger[]): Tiger[] {
  return tigers.filter((t) => t.use && !(t.kind === 'company' && (t.alone || !t.withParent)));
}
