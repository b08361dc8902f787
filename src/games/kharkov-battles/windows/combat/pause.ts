import type { HexId } from '#kernel/ids';
import type { AssaultChoices } from '../../assault/choices';
import type { RolledBattle } from '../../assault/resolve';
import type { KbSide } from '../../data/ids';
import type { KbOrder } from '../../orders/schema';

/** One way the losing defender may meet an `rk` (KB 12.62, 12.72-12.74): `hold` steps taken instead of hexes, then one of `paths` (the default first). */
export interface RetreatWay {
  hold: number;
  paths: HexId[][];
  /** KB 12.73: present when a path allows the Breakout Attempt: for each of `paths`, whether it does. */
  breakout?: boolean[];
}

/**
 * A retreat the defender's standing orders do not decide (KB 12.62, 12.72-12.74; D6-D7): the
 * stack of `hex` lost combat `attack` with `result`, and its force has a step left after the
 * parenthesized losses (12.61), so it may hold steps instead of hexes. `ways` are the legal
 * answers, hold 0 (the default) first.
 */
export interface RetreatAsk {
  decision: 'retreat';
  /** The attack's place among the group's combats. */
  index: number;
  attack: string;
  hex: HexId;
  units: string[];
  result: string;
  ways: RetreatWay[];
}

/**
 * The defender's step losses his standing `lossOrder: ask` leaves open (KB 12.61-12.63; D5):
 * the (n) `steps` of combat `attack` and more than one legal way to take them. `ways` are
 * the legal allocations (lossAllocations), the default first.
 */
export interface LossesAsk {
  decision: 'losses';
  index: number;
  attack: string;
  /** The first attacked hex (the force may hold two). */
  hex: HexId;
  /** The defending force. */
  units: string[];
  result: string;
  steps: number;
  ways: string[][];
}

/** One advance the non-phasing victor may make (KB 12.8-12.85): a unit by the hexes it enters. */
export interface AdvanceWay {
  unit: string;
  path: HexId[];
}

/**
 * The advance his standing `advance.policy: ask` leaves open to the non-phasing victor (KB
 * 12.8, 12.81; D9, D10): the attackers of `attack` lost and left a hex his units of `hex` may
 * enter. `ways` are the single advances the result allows (advance-ways.ts, each tried on
 * the combat's application); the default is none.
 */
export interface AdvanceAsk {
  decision: 'advance';
  index: number;
  attack: string;
  hex: HexId;
  units: string[];
  result: string;
  ways: AdvanceWay[];
}

/**
 * The defender's Air Point his standing `air.preparedAssault: ask` leaves open (KB 5.21, D1):
 * declared after the attacker's (`attackerAir`) and before the die, while an Air Point is
 * available within his budget. `ways` are the commitments allowed, 0 (the default) first.
 */
export interface AirDefenseAsk {
  decision: 'airDefense';
  index: number;
  attack: string;
  /** The first attacked hex. */
  hex: HexId;
  /** The defending units. */
  units: string[];
  attackerAir: number;
  ways: number[];
}

/**
 * The units of a defending hex that take part, his standing `participants: ask` leaves open
 * (KB 6.21-6.22, 12.22; D3): asked before the die, when the 6.21 limit leaves more than one
 * legal set (`ways`: each set of the hex's units that may defend, none withheld that the limit
 * lets in, 12.22; the strongest defence first). The sets and their order are the defender's
 * secret (his chits): the public `window-paused` names neither.
 */
export interface ParticipantsAsk {
  decision: 'participants';
  index: number;
  attack: string;
  hex: HexId;
  /** The units of the hex. */
  units: string[];
  ways: string[][];
}

/** A decision a combat leaves the non-phasing player, asked in a paused window (sequence/pauses.ts): before its die (`airDefense`, `participants`) or after it. */
export type CombatAsk = AirDefenseAsk | ParticipantsAsk | LossesAsk | RetreatAsk | AdvanceAsk;

/** The choices of a combat settled before its die (KB 5.21, 6.21, 15.3). */
export interface PausedPreRoll {
  attackerAir: number;
  defenderAir: number;
  defenders: Record<string, string[]>;
  tigers: Record<string, boolean>;
}

/** The choices a combat's result leaves, settled so far (KB 12.6-12.8). */
export interface PausedPostRoll {
  losses: Pick<AssaultChoices, 'attackerLossOrder' | 'defenderLossOrder' | 'defenderLosses'>;
  retreat: Pick<AssaultChoices, 'convert' | 'retreat' | 'breakout'>;
  advances: NonNullable<AssaultChoices['advances']>;
}

/**
 * Where a Combat Phase stopped for a named decision (sequence/pauses.ts): the combats of
 * the group rolled (their chits drawn and die read, on the state the pause keeps), the
 * choices settled, the asks still to answer (the first is asked now), and what the phase
 * needs to go on with the rest of the attacker's file. Plain JSON.
 */
export interface CombatPause {
  /** The decision asked now: the first of `group.asks`. */
  decision: CombatAsk['decision'];
  /** The side that answers: the defender (the non-phasing side). */
  side: KbSide;
  /** The phasing side, whose file is carried out. */
  attacker: KbSide;
  /** The root of the phase's dice labels (`T05/axis-combat`). */
  label: string;
  orders: KbOrder[];
  /** The index in the file's steps of the combat paused in; the phase goes on after it. */
  step: number;
  /** The attacks already resolved (or paused in). */
  done: string[];
  /** Defending Air Points committed this phase, the group's included (KB 5.21). */
  airSpent: number;
  /** Each attacker's hex when the attacks were designated (12.1). */
  from: Record<string, HexId>;
  group: {
    /** The file index (`orders[at]`) of each combat of the group still made. */
    ats: number[];
    battles: RolledBattle[];
    pres: PausedPreRoll[];
    posts: PausedPostRoll[];
    follow: Record<string, string>;
    /** In the order they are asked: each combat's losses, then its retreats, then the advances; before the die, the Air Points. */
    asks: CombatAsk[];
    /** KB 5.21, 6.21: the group stopped before its dice (its `battles` and `posts` empty): the asks are the Air Points and the participants. */
    beforeDice?: true;
  };
}

/** The answer a paused retreat takes (orders/decisions.ts RetreatDecisionSchema), its path resolved. */
export interface RetreatAnswer {
  hold: number;
  path: HexId[] | null;
  /** KB 12.73: the Breakout Attempt asked. */
  breakout?: boolean;
}

/** The answer a paused `losses` takes (orders/decisions.ts LossesDecisionSchema): the unit of each step, the first one that may take the first loss. */
export interface LossesAnswer {
  units: string[];
}

/** The answer to the decision asked now; null when the window closed without one. */
export type CombatAnswer = { decision: 'airDefense'; commit: number } | { decision: 'participants'; units: string[] } | ({ decision: 'retreat' } & RetreatAnswer) | ({ decision: 'losses' } & LossesAnswer) | { decision: 'advance'; advances: AdvanceWay[] };

/** KB 12.73: the index in `way.paths` of the retreat an answer's `path` (its first hexes) begins, the default (0) without one; -1 when none. */
export const wayPathIndex = (way: RetreatWay, path: readonly HexId[] | null): number => (path ? way.paths.findIndex((p) => path.every((h, i) => p[i] === h)) : 0);

/** KB 12.73: may the answer's retreat (by `index` in the way's paths) be a Breakout Attempt? */
export const wayAllowsBreakout = (way: RetreatWay, index: number): boolean => (index >= 0 ? way.breakout?.[index] === true : (way.breakout ?? []).some(Boolean));

/** The plain JSON of a value (the game record holds no undefined). */
export const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
