import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { manyLabel } from '#kernel/dice/label';
import type { KbSide } from '../../data/ids';
import type { MovementAnswer, MovementAsk } from '../../movement-phase/stop';
import type { KbOrder } from '../../orders/schema';
import type { KbStanding } from '../../orders/standing';
import type { KbState } from '../../state/types';

/**
 * Where a Movement Phase stopped for a decision of the other side (sequence/pauses.ts:
 * `displace` 11.32, `losses` 11.26, `airDefense` 5.21), and what it needs to go on (resume.ts). Plain JSON. The
 * phase is carried out again from the position its window opened on, with the dice read so
 * far (`rolls`) and the answers given so far (`answers`, in the order they were asked), to
 * the point it stopped, then on with the answer and the dice of the paused window's step;
 * what was reported before the pause (`sent`) is not reported again.
 */
export interface MovementPause {
  decision: MovementAsk['decision'];
  /** The side that answers. */
  side: KbSide;
  /** The phasing side, whose file is carried out. */
  mover: KbSide;
  /** The root of the phase's dice labels (`T05/axis-movement`). */
  label: string;
  orders: KbOrder[];
  /** The position the Movement window opened on. */
  state: KbState;
  /** The standing orders the phase is carried out with, both sides'. */
  standing: Record<KbSide, KbStanding | null>;
  /** Every die and hidden draw read so far, by kind, label and sides (`roll:T05/axis-movement/0/mobile-assault:10`). */
  rolls: Record<string, number>;
  answers: (MovementAnswer | null)[];
  ask: MovementAsk;
  /** How many of the phase's events, and of its defaulted standing orders, were reported before. */
  sent: { phase: number; defaulted: number };
}

/** What a phase carried out again needs: the answers so far, the dice read and what was reported. */
export type MovementReplay = Pick<MovementPause, 'answers' | 'rolls' | 'sent'>;

/** The window's dice over those read before the pause: a label read before gives the same value; any other is rolled on `dice` and kept. */
export function replayDice(dice: Dice, before: Readonly<Record<string, number>>): { dice: Dice; rolls: Record<string, number> } {
  const rolls: Record<string, number> = { ...before };
  const once = (key: string, roll: () => number): number => {
    const v = rolls[key];
    if (v !== undefined) return v;
    const r = roll();
    rolls[key] = r;
    return r;
  };
  const d: Dice = {
    roll: (label, sides) => once(`roll:${label}:${sides}`, () => dice.roll(label, sides)),
    rollMany: (label, sides, count) => Array.from({ length: count }, (_, i) => d.roll(manyLabel(label, i + 1), sides)),
    hidden: (label, sides) => once(`hidden:${label}:${sides}`, () => dice.hidden(label, sides)),
  };
  return { dice: d, rolls };
}

/** The event of a pause, public: whose answer the game waits for, on what (for `airDefense`, the attacker's Air Points, KB 5.21), the legal answers (the default first) and the rule. */
export function movementPaused(p: MovementPause): GameEvent {
  const { ask } = p;
  return { type: 'window-paused', side: ask.side, decision: ask.decision, hex: ask.hex, units: ask.units, about: ask.about, ...(ask.attackerAir !== undefined ? { attackerAir: ask.attackerAir } : {}), choices: ask.choices, default: ask.default, defaultAnswer: ask.choices[0]!, rule: ask.rule };
}

/** The paused window closed without an answer: the default taken, said to the deciding side. */
export function movementDefaulted(p: MovementPause): GameEvent {
  const { ask } = p;
  return { type: 'decision-defaulted', side: ask.side, decision: ask.decision, about: ask.about, default: ask.default, answer: ask.choices[0]!, rule: ask.rule, visibleTo: [ask.side] };
}
