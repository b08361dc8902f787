import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { rulesetFor } from '#games';
import { tempDir } from '../../cli/support/run-cli';
import { expectUmpireVerifies } from '../../cli/support/verify-file';
import { auditDice } from './dice-audit';
import { playFullGame, type FullGame } from './full-game';
import { gameFacts, type GameFacts } from './game-facts';

/** Plays a complete scenario over HTTP: allow it this long on a loaded machine. */
const GAME_TIMEOUT_MS = 1_200_000;

/**
 * The tests of one complete scripted game of a Drive on Stalingrad scenario played
 * through the HTTP API (support/full-game.ts): every window of every game turn, both
 * sides moving and attacking in each, a victory determination at the end of the last
 * turn, and archives that verify in-process and with `umpire verify`. With `skip` (the
 * scenario is not in the data) the tests are registered and skipped, saying why; `more`
 * registers further tests on the played game.
 */
export function describeFullGame(scenario: string, opts: { skip?: string; more?: (played: () => FullGame) => void } = {}): void {
  const ruleset = rulesetFor('drive-on-stalingrad')!;
  const turns = ruleset.scenarios.find((s) => s.id === scenario)?.turns ?? 0;
  const tmp = tempDir();
  let played: FullGame;
  let facts: GameFacts;
  const why = () => `player log:\n${played.log.join('\n')}`;

  describe(`a complete scripted game of ${scenario} over HTTP${opts.skip ? ` (skipped: ${opts.skip})` : ''}`, () => {
    beforeAll(async () => {
      if (opts.skip) return;
      played = await playFullGame(scenario, tmp.dir);
      facts = gameFacts(played.archives.referee);
      process.stdout.write(`full game ${scenario}: ${played.plays.length} windows played over HTTP in ${(played.ms / 1000).toFixed(1)} s; ${played.summary.headline}\n`);
    }, GAME_TIMEOUT_MS);

    afterAll(async () => {
      await played?.server.close();
      tmp.remove();
    });

    it.skipIf(opts.skip !== undefined)(`plays every window of all ${turns} game turns, one step each, to the end`, () => {
      const windows = played.plays.map((p) => p.window);
      for (let turn = 1; turn <= turns; turn++) {
        const tt = `T${String(turn).padStart(2, '0')}`;
        for (const side of ['german', 'soviet']) expect(windows.filter((w) => w.startsWith(`${tt}/${side}`)).length, `${tt} ${side}\n${why()}`).toBeGreaterThanOrEqual(2);
      }
      expect(played.plays.map((p) => p.step)).toEqual(played.plays.map((_, i) => i + 1));
      expect(played.plays.at(-1)!.turn).toBe(turns);
      expect(played.summary).toMatchObject({ status: 'ended', window: null, waitingFor: [], steps: played.plays.length });
    });

    it.skipIf(opts.skip !== undefined)('ends in a victory determination: a winner and the reason', () => {
      const { outcome } = played.summary;
      expect(['german', 'soviet'], why()).toContain(outcome?.winner);
      expect(outcome?.reason).toBeTruthy();
      expect(played.archives.referee.game).toMatchObject({ status: 'ended', outcome });
      expect(played.summary.headline).toMatch(/victory/i);
    });

    it.skipIf(opts.skip !== undefined)('both sides move and attack in every game turn', () => {
      for (let turn = 1; turn <= turns; turn++) {
        for (const side of ['german', 'soviet']) {
          expect(facts.battlesBy[turn]?.[side] ?? 0, `GT${turn} ${side} battles\n${why()}`).toBeGreaterThanOrEqual(1);
          expect(facts.movesBy[turn]?.[side] ?? 0, `GT${turn} ${side} moves\n${why()}`).toBeGreaterThanOrEqual(1);
        }
      }
      expect(facts.retreats + facts.eliminations).toBeGreaterThan(0);
    });

    it.skipIf(opts.skip !== undefined)('its archives verify: a full replay in-process, every die against its seed, and umpire verify', async () => {
      const { referee, public: open } = played.archives;
      expect(open.redaction).toBe('full');
      for (const copy of [referee, open]) {
        const report = verifyArchive(copy, rulesetFor);
        expect(report, report.summary).toMatchObject({ ok: true, scope: 'full' });
        expect(report.checks.find((c) => c.name === 'replay')?.ok).toBe(true);
        expect(auditDice(copy).problems).toEqual([]);
      }
      await expectUmpireVerifies(tmp.dir, scenario, referee);
    }, 300_000);

    if (!opts.skip) opts.more?.(() => played);
  });
}
