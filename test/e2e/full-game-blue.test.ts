import { describeFullGame } from './support/full-game-suite';
import { itStepsThroughTheWholeHistory } from './support/history-on-page';

/**
 * A complete scripted game of Operation Blue, all 11 game turns, through the real Node
 * server's HTTP API, both sides moving and attacking every turn, to the victory
 * determination at the end of GT11; its archives verify (support/full-game-suite.ts); and
 * the German player steps through its whole history on the game page's map.
 */
describeFullGame('operation-blue', { more: itStepsThroughTheWholeHistory });
