import { describeFullGame } from './support/full-game-suite';

/**
 * A complete scripted game of Operation Blue, all 11 game turns, through the real Node
 * server's HTTP API, both sides moving and attacking every turn, to the victory
 * determination at the end of GT11; its archives verify (support/full-game-suite.ts).
 */
describeFullGame('operation-blue');
