import { SOS_PHASES, type SosSide } from './phases';

/**
 * The phases of a game on one line across turns: (turn, phase) comes before (turn, phase + 1),
 * and phase 15 before the next turn's phase 1 (4.3). Records that last "until the end of the
 * next ..." phase read it.
 */
export type PhaseAt = readonly [turn: number, phase: number];

/** The first phase after (turn, phase) that `is` picks. */
export function nextPhase(turn: number, phase: number, is: (n: number) => boolean): [number, number] {
  for (let k = 1; k <= SOS_PHASES.length; k++) {
    const n = ((phase - 1 + k) % SOS_PHASES.length) + 1;
    if (is(n)) return [n > phase ? turn : turn + 1, n];
  }
  throw new Error(`no phase follows phase ${phase}`);
}

export const before = (a: PhaseAt, b: PhaseAt): boolean => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** `side`'s next Attack or Exploit Attack Phase after (turn, phase). */
export const nextAttackPhase = (turn: number, phase: number, side: SosSide): [number, number] =>
  nextPhase(turn, phase, (n) => {
    const p = SOS_PHASES[n - 1]!;
    return (p.kind === 'attack' || p.kind === 'exploit-attack') && p.actor === side;
  });
