/**
 * Reinforcements and withdrawals as they happen (DoS 8.1-8.7). Plain JSON in DosState.
 * The schedule itself stays in the scenario data; this records only what play changed.
 */
export interface ArrivalState {
  /** DoS 3.2 (digest AC-4): German reinforcements that entered in an army's area, unit -> army. */
  armies: Record<string, string>;
  /** DoS 8.2: the game turn the Taman pair arrived, or null while it has not. */
  taman: number | null;
  /** DoS 8.5 (digest E18): the game turn the Rostov gate opened; once open it stays open. */
  southGate: number | null;
  /** DoS 8.5: the units drawn from the south-map pool so far, in draw order. */
  southDrawn: string[];
  /** DoS 8.6: the game turn the German side first crossed the Don line, or null. */
  donCrossed: number | null;
  /** DoS 8.7: the game turn the German withdrawal was made, or null. */
  withdrawal: number | null;
  /**
   * DoS 6.3 (digest E17, A8): a multinational stack left by the Taman arrival, allowed until
   * the end of the German movement phase of game turn `until`.
   */
  grace: { hex: string; until: number } | null;
}

export const noArrivals = (): ArrivalState => ({
  armies: {},
  taman: null,
  southGate: null,
  southDrawn: [],
  donCrossed: null,
  withdrawal: null,
  grace: null,
});
