import type { DecisionWindow } from '#kernel/engine/ruleset';
import { pausedWindow, pauseWindowId as kernelPauseWindowId } from '#kernel/engine/pause-window';
import type { SosDecisionName } from '../orders/kinds';
import type { SosSide } from './phases';

/**
 * A named decision: the point at which a phase being resolved stops and a window opens
 * for one player, because the rules give him a high-value choice on what he could not
 * know when he filed (digest 6). The window is an ordinary one (`T{nn}/{side}-{decision}-{n}`):
 * its deadline is the game's (`deadlineHours`, docs/deadlines.md), with its reminders; when
 * it closes without an answer the default below is taken, as a standing order would have
 * been, whatever the game's missed-orders policy.
 */
export interface PauseDecision {
  name: SosDecisionName;
  /** Whose answer it waits for. */
  whose: 'defender';
  /** The phases it may arise in (SoS 4.3 numbers). */
  arisesIn: readonly number[];
  /** How often it may open. */
  when: string;
  /** The standing order that answers it instead. */
  standing: string;
  /** Whether it pauses when the standing orders say nothing of it. */
  pausesWithoutStanding: boolean;
  deadline: string;
  onTimeout: string;
  rule: string;
  why: string;
}

const DEADLINE = "the game's window deadline (deadlineHours, docs/deadlines.md), reminders included";
const ATTACK_PHASES = [5, 8, 12, 15] as const;

export const SOS_PAUSE_DECISIONS: Readonly<Record<SosDecisionName, PauseDecision>> = {
  defense: {
    name: 'defense',
    whose: 'defender',
    arisesIn: ATTACK_PHASES,
    when: "once an Attack or Exploit Attack Phase, after the attacker's file is read, when a declared attack meets defenders who may retreat or fire; not for breakthrough attacks (10.5) nor when only IF or Stukas attack (9.41, 9.51)",
    standing: 'defense.policy: plan',
    pausesWithoutStanding: true,
    deadline: DEADLINE,
    onTimeout: 'the standing orders: retreatBeforeCombat rules, else no retreat; defense.plan, else every eligible unit fires at the adjacent attacking hex with the most AF (NKVD only when no other unit fires, no IF support)',
    rule: 'SoS 9.02d-e, 9.41-9.48, 9.5-9.602',
    why: 'the attacker declares every attacking unit, IF and Stuka before the defender retreats or fires (9.41, 9.62): the defender learns them only then, and the choice (give up the hex, or where to aim) is the one that decides the attack. One answer covers every attack of the phase',
  },
  counterAttack: {
    name: 'counterAttack',
    whose: 'defender',
    arisesIn: ATTACK_PHASES,
    when: 'in an Attack or Exploit Attack Phase, after an attack whose attackers advanced into the vacated hex (12.1), when a unit of the side that lost it may counter-attack (12.5), no counterAttack rule covers the hex and the policy is ask; the phase goes on with the answer. Never against a breakthrough attack (10.8: standing rules only)',
    standing: 'counterAttack.rules, counterAttack.policy',
    pausesWithoutStanding: false,
    deadline: DEADLINE,
    onTimeout: 'no counter-attack',
    rule: 'SoS 12.1-12.8',
    why: 'the ICA Table reads only the AF less the DF (12.7), so a threshold by hex answers it well; the player who wants to weigh each case sets ask',
  },
  retreat: {
    name: 'retreat',
    whose: 'defender',
    arisesIn: ATTACK_PHASES,
    when: 'in an Attack or Exploit Attack Phase, after a P result that leaves a choice (9.88: retreat, or hold and lose one unit; more than one hex legal for the whole stack), when no retreat.hexes entry covers the hex and the policy is ask; the phase goes on with the answer, read as a standing entry for the hex',
    standing: 'retreat.hexes, retreat.policy',
    pausesWithoutStanding: false,
    deadline: DEADLINE,
    onTimeout: 'retreat to the legal adjacent hex farthest from enemy units (the standing prefer and avoid first), then the lower hex id; hold and lose the first unit of the loss priorities where no hex is legal and holding is allowed',
    rule: 'SoS 9.87-9.884',
    why: 'preferences by hex cover the planned cases; ask is for the positions the owner wants to weigh himself',
  },
};

/** The window of the `n`th pause of this decision for this side in a turn, e.g. "T05/soviet-defense-1". */
export const pauseWindowId = (turn: number, side: SosSide, decision: SosDecisionName, n: number): string => kernelPauseWindowId(turn, side, decision, n);

/** A paused window as the service opens it: one side, one decision, its default in the description. */
export function pauseWindow(turn: number, side: SosSide, decision: SosDecisionName, n: number, about: string): DecisionWindow {
  const d = SOS_PAUSE_DECISIONS[decision];
  return pausedWindow({ turn, side, sideName: side === 'german' ? 'German' : 'Soviet', decision, n, rule: d.rule, about, onTimeout: d.onTimeout });
}
