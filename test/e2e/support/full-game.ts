import { join } from 'node:path';
import bundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import type { Archive } from '#archive/types';
import { loadEnv } from '#config/env';
import { rulesetFor } from '#games';
import { startServer, type RunningServer } from '#node';
import type { GameSummary } from '#service/types';
import { dosDistanceField } from './hex-distance';
import { playGame, type FileStyle, type Seats, type WindowPlay } from './play-game';
import { AGGRESSIVE, type PlayerPolicy } from './scripted-player';
import { overNetwork, UmpireApi } from './umpire-api';

const ADMIN = 'full-game-admin-token-0123456789ab';

/** The hexes a Soviet unit ends a Drive on Stalingrad scenario by entering (sudden death, DoS 4.6, Uranus U-13), from the published data. */
export function suddenDeathHexes(scenario: string): string[] {
  const s = (bundle.scenarios as { id: string; suddenDeath?: string[] }[]).find((x) => x.id === scenario);
  return [...(s?.suddenDeath ?? [])];
}

/**
 * The players of a complete game: both attack at decent odds (always at least once when
 * they can), move toward the enemy and bring in their reinforcements; the Soviet never
 * enters, nor attacks, a sudden-death hex, so the game runs its full length to the
 * victory determination of its last turn.
 */
export function fullGamePolicy(scenario: string): (side: string) => PlayerPolicy {
  const avoid = suddenDeathHexes(scenario);
  return (side) =>
    side === 'soviet'
      ? { attack: { ...AGGRESSIVE.attack, avoid }, move: { ...AGGRESSIVE.move, avoid }, enter: true }
      : { ...AGGRESSIVE, enter: true };
}

/** Entropy in every other window's files, standing orders for both sides in the first. */
function styleOf(w: { id: string; index: number }): FileStyle {
  const style: FileStyle = {};
  if (w.index % 2 === 0) style.entropy = `full game, window ${w.index}: ${w.id}`;
  if (w.index === 0) {
    style.standing = {
      german: { losses: 'fewest-factors', retreat: { prefer: ['best-terrain', 'stack-together'] } },
      soviet: { losses: 'strongest-first', retreat: { prefer: ['stack-together', 'away-from-enemy'] } },
    };
  }
  return style;
}

export interface FullGame {
  server: RunningServer;
  api: UmpireApi;
  game: Seats;
  plays: WindowPlay[];
  summary: GameSummary;
  /** The referee's archive, and the public one fetched without a token once the game has ended. */
  archives: { referee: Archive; public: Archive };
  log: string[];
  ms: number;
}

/**
 * One complete game of a Drive on Stalingrad scenario, played by the scripted players
 * through the real Node server (`startServer`, SQLite file under `dir`, a free port) and
 * its HTTP API only, every window to the end of the game; then both archives.
 */
export async function playFullGame(scenario: string, dir: string): Promise<FullGame> {
  const t0 = performance.now();
  const log: string[] = [];
  const server = await startServer({ env: loadEnv({ UMPIRE_LOG: 'off' }), port: 0, host: '127.0.0.1', dbPath: join(dir, 'umpire.sqlite'), adminToken: ADMIN, print: () => {} });
  try {
    const api = new UmpireApi(overNetwork(server.url));
    const game = await api.createGame(ADMIN, `drive-on-stalingrad/${scenario}`, ['german', 'soviet']);
    const plays = await playGame({
      api,
      game,
      ruleset: rulesetFor('drive-on-stalingrad')!,
      distanceField: dosDistanceField,
      policy: fullGamePolicy(scenario),
      playWhile: () => true,
      style: styleOf,
      log: (line) => log.push(line),
    });
    const summary = await api.summary(game.id);
    const archives = { referee: await api.archive(game.id, game.refereeToken), public: await api.archive(game.id) };
    return { server, api, game, plays, summary, archives, log, ms: performance.now() - t0 };
  } catch (err) {
    await server.close();
    throw err;
  }
}
