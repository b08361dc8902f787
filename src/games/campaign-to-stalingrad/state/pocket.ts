import type { CtsSide } from '../data/schema';

/**
 * CtS 27.1: one Isolated Pocket as its markers show it: the matching marker on the map
 * (its units as the owner's last Supply Phase found them) and on the Isolated Pocket Track
 * (its box, 1 the best).
 */
export interface IsolatedPocket {
  /** The marker's name: `<side>-<turn>-<n>`, the turn and order it was formed in. */
  id: string;
  side: CtsSide;
  box: number;
  /** The units of the pocket, sorted. */
  units: string[];
}
