/** How a Reserve Army was freed (DoS 8.4, 8.6). */
export type ReserveRelease = 'proximity' | 'petition' | 'don';

/**
 * Soviet freezes lifted during play (DoS 3.2, 8.4). Plain JSON in DosState. Release by
 * the calendar (3.2: the game turn the German army opposite is released) is read from the
 * scenario and needs no record.
 */
export interface ActivationState {
  /** DoS 3.2 (digest AC-6): front-line army -> the game turn it was activated early. */
  frontLine: Record<string, number>;
  /** DoS 3.2 (digest AC-7): Soviet unit -> the still-frozen front-line army it froze with. */
  joined: Record<string, string>;
  /** DoS 8.4: Reserve Army -> when and how it was freed. */
  reserves: Record<string, { turn: number; by: ReserveRelease }>;
}

export const noActivation = (): ActivationState => ({ frontLine: {}, joined: {}, reserves: {} });
