/**
 * The German ground-support aircraft (DoS 11.25): two planes, each usable once per game
 * turn. `turn` is the game turn the record speaks for; a record of an earlier game turn
 * means both planes are free again. `use` marks the whole-turn uses that take both planes
 * and forbid any other: the Luftwaffe Schwerpunkt (9.27) and the sea-movement block (9.18).
 */
export interface AirRecord {
  turn: number;
  /** Planes committed this game turn, 0..2. */
  used: number;
  use?: 'schwerpunkt' | 'sea-block';
}
