import { side as asSide, windowId } from '../ids';
import type { DecisionWindow } from './ruleset';

/** The window of the `n`th pause of a decision for a side in a turn, e.g. "T05/soviet-retreat-1" (a camelCase decision in kebab case). */
export const pauseWindowId = (turn: number, side: string, decision: string, n: number): string =>
  `T${String(turn).padStart(2, '0')}/${side}-${decision.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${n}`;

/** What a paused window says of its decision: who decides, the rule, what it is about and its default at the deadline. */
export interface PauseFacts {
  turn: number;
  side: string;
  sideName: string;
  decision: string;
  /** The decision as the window's id names it, where a title tells apart one decision by where it arises (default: `decision`). */
  name?: string;
  n: number;
  rule: string;
  about: string;
  onTimeout: string;
}

/** A paused window as the service opens it: it waits for the deciding side alone and takes that decision's answer only, its default in the description. */
export const pausedWindow = (p: PauseFacts): DecisionWindow => ({
  id: windowId(pauseWindowId(p.turn, p.side, p.name ?? p.decision, p.n)),
  turn: p.turn,
  waitingFor: [asSide(p.side)],
  accepts: [p.decision],
  description: `${p.sideName} decision, ${p.rule}: ${p.about}; without an answer by the deadline: ${p.onTimeout}`,
});
