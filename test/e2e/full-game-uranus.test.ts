import { rulesetFor } from '#games';
import { describeFullGame } from './support/full-game-suite';

/**
 * A complete scripted game of Operation Uranus, all 6 game turns, through the real Node
 * server's HTTP API, both sides moving and attacking every turn, to the victory
 * determination at the end of GT6; its archives verify (support/full-game-suite.ts).
 * Skipped, saying so, only while the data has no Operation Uranus scenario.
 */
const hasUranus = rulesetFor('drive-on-stalingrad')?.scenarios.some((s) => s.id === 'operation-uranus') ?? false;
describeFullGame('operation-uranus', hasUranus ? {} : { skip: 'the Drive on Stalingrad data has no operation-uranus scenario' });
