import type { DecisionWindow } from '#kernel/engine/ruleset';
import { pausedWindow, pauseWindowId as kernelPauseWindowId } from '#kernel/engine/pause-window';
import type { KbDecisionName } from '../orders/kinds';
import type { KbSide } from './scenarios';

/**
 * A named decision: the point at which a phase being adjudicated stops and a window opens
 * for one player to answer, because his standing orders do not decide the case. The
 * window is an ordinary one (`T{nn}/{side}-{decision}-{n}`): it has the game's deadline,
 * reminders and missed-orders policy (docs/deadlines.md), and when it closes without an
 * answer the default below is taken, as a standing order would have been.
 */
export interface PauseDecision {
  name: KbDecisionName;
  /** Whose answer it waits for: the side whose units the choice is about. */
  whose: 'owner' | 'defender' | 'victor';
  /** The phases it may arise in. */
  arisesIn: readonly ('movement' | 'combat')[];
  /** The standing order that decides it instead; `ask` there asks. */
  standing: string;
  /** Whether it pauses when the standing orders say nothing of it. */
  pausesWithoutStanding: boolean;
  /** What is taken when the window closes without an answer. */
  onTimeout: string;
  rule: string;
  why: string;
}

export const KB_PAUSE_DECISIONS: Readonly<Record<KbDecisionName, PauseDecision>> = {
  retreat: {
    name: 'retreat',
    whose: 'defender',
    arisesIn: ['combat'],
    standing: 'retreat',
    pausesWithoutStanding: true,
    onTimeout: 'retreat in full (no steps held) along the default ranking: of the retreats farthest from the attacking units that lead toward a friendly supply source, or failing that a friendly HQ unit (12.72): fewest steps lost to EZOC hexes, then ending with friendly units, then the lower hex ids',
    rule: 'KB 12.62, 12.72-12.74',
    why: 'a Prepared Assault result with `rk` lets the losing defender trade hexes for steps, and the trade (lose units, or let the victor advance through the hole) decides positions in a way no general policy gets right; the Combat Example weighs it case by case. It pauses only when the result leaves a real choice: the force has a step left after its parenthesized losses, so steps could be held instead of hexes',
  },
  airDefense: {
    name: 'airDefense',
    whose: 'defender',
    arisesIn: ['movement', 'combat'],
    standing: 'air',
    pausesWithoutStanding: false,
    onTimeout: 'no Air Point committed',
    rule: 'KB 5.21',
    why: 'one Air Point at most a defense, declared after the attacker: a list of cases (hexes, units, cities, when the attacker commits air) with a budget says it well; a pause at each assault would stop the other side for every attack',
  },
  participants: {
    name: 'participants',
    whose: 'defender',
    arisesIn: ['combat'],
    standing: 'participants',
    pausesWithoutStanding: false,
    onTimeout: 'the units giving the greatest defence strength the owner knows (chit values, else printed strengths) within the 6.21 limit, then by unit id',
    rule: 'KB 6.21-6.22',
    why: 'the defender knows his own chits, so the strongest defence is a sound default; a per-hex list overrides it',
  },
  losses: {
    name: 'losses',
    whose: 'owner',
    arisesIn: ['movement', 'combat'],
    standing: 'lossOrder',
    pausesWithoutStanding: false,
    onTimeout: 'the first step from a participating unit (an attacker: a mechanized one; a Tiger that used its shift first), then one-step units worth least, then full chits flipped, HQs last',
    rule: 'KB 12.63, 11.26',
    why: 'losses follow a priority list well; the constraints of 12.63 are the server\'s to keep',
  },
  advance: {
    name: 'advance',
    whose: 'victor',
    arisesIn: ['combat'],
    standing: 'advance',
    pausesWithoutStanding: false,
    onTimeout: 'no advance (advancing is never compulsory, 12.8)',
    rule: 'KB 12.8, 12.81',
    why: 'an advance by the side that did not attack is rare and never required; a standing list by hex covers the planned cases',
  },
  displace: {
    name: 'displace',
    whose: 'owner',
    arisesIn: ['movement'],
    standing: 'displace',
    pausesWithoutStanding: false,
    onTimeout: 'displaced to the hex of a unit exerting the ZOC farthest from enemy units, then with the fewest units, then the lower hex id',
    rule: 'KB 11.32',
    why: 'Forced Displacement saves the unit, which is nearly always wanted; which hex matters little and a preference list settles it',
  },
};

/** The phase a pause stops: the mover's Movement Phase or the attacker's Combat Phase. */
export type PausePhase = 'movement' | 'combat';

/**
 * The decision as a pause window's id names it. Both phases of one player turn may ask the
 * other side its losses and its Air Point (11.26 and 12.61-12.63; 5.21 for a Mobile and for a
 * Prepared Assault), each phase numbering its pauses from 1: the Movement Phase's are named for
 * the Mobile Assault they come from (`mobile-losses`, `mobile-air-defense`), so no two windows
 * of a turn share an id.
 */
export const pauseName = (decision: KbDecisionName, phase: PausePhase): string =>
  phase === 'movement' && (decision === 'losses' || decision === 'airDefense') ? `mobile${decision[0]!.toUpperCase()}${decision.slice(1)}` : decision;

/** The window of the `n`th pause of this decision for this side in a phase of a turn, e.g. "T05/soviet-retreat-1", "T05/soviet-mobile-losses-1". */
export const pauseWindowId = (turn: number, side: KbSide, decision: KbDecisionName, n: number, phase: PausePhase = 'combat'): string => kernelPauseWindowId(turn, side, pauseName(decision, phase), n);

/** The window a pause opens: it waits for the deciding side alone and takes that decision's answer only; `onTimeout`: the default of this case, when the pause names it. */
export function pauseWindow(turn: number, side: KbSide, decision: KbDecisionName, n: number, about: string, onTimeout?: string, phase: PausePhase = 'combat'): DecisionWindow {
  const d = KB_PAUSE_DECISIONS[decision];
  return pausedWindow({ turn, side, sideName: side === 'axis' ? 'Axis' : 'Soviet', decision, name: pauseName(decision, phase), n, rule: d.rule, about, onTimeout: onTimeout ?? d.onTimeout });
}
