import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { loadEnv } from '#config/env';
import { rulesetFor } from '#games';
import { startServer, type RunningServer } from '#node';
import { runCli, tempDir } from '../cli/support/run-cli';
import { auditDice } from './support/dice-audit';
import { gameFacts, type GameFacts } from './support/game-facts';
import { dosDistanceField } from './support/hex-distance';
import { playGame, type FileStyle, type Seats, type WindowPlay } from './support/play-game';
import { overNetwork, UmpireApi } from './support/umpire-api';

/**
 * One scripted game of Drive on Stalingrad, Operation Blue, played through the real Node
 * server over HTTP only: every window of game turns 1-3 and the opening window of GT4,
 * both sides moving and attacking every game turn. Then its archive, fetched three ways,
 * is verified in-process and with the real `umpire verify`, and a tampered die is caught.
 */
const ADMIN = 'e2e-admin-token-0123456789abcdef';
const SCENARIO = 'drive-on-stalingrad/operation-blue';
const ruleset = rulesetFor('drive-on-stalingrad')!;

/** How each window's files go out: entropy in some, a draft first in some, one signed file, standing orders. */
function styleOf(w: { id: string; index: number }): FileStyle {
  const style: FileStyle = {};
  if (w.index % 2 === 0) style.entropy = `e2e window ${w.index}: ${w.id}`;
  if (w.index === 1 || w.index === 6) style.draftFirst = true;
  if (w.index === 3) style.signed = true;
  if (w.index === 0) style.standing = { soviet: { retreat: { prefer: ['best-terrain', 'stack-together', 'away-from-enemy'] }, losses: 'fewest-factors' } };
  if (w.index === 2) style.standing = { german: { losses: 'strongest-first' } };
  return style;
}

const tmp = tempDir();
const log: string[] = [];
let server: RunningServer;
let api: UmpireApi;
let game: Seats;
let plays: WindowPlay[];
let archives: { referee: Archive; german: Archive; public: Archive };
let facts: GameFacts;

beforeAll(async () => {
  server = await startServer({ env: loadEnv({ UMPIRE_LOG: 'off' }), port: 0, host: '127.0.0.1', dbPath: join(tmp.dir, 'umpire.sqlite'), adminToken: ADMIN, print: () => {} });
  api = new UmpireApi(overNetwork(server.url));
  game = await api.createGame(ADMIN, SCENARIO, ['german', 'soviet']);
  plays = await playGame({
    api,
    game,
    ruleset,
    distanceField: dosDistanceField,
    // every window of GT1-GT3, then the opening window of GT4
    playWhile: (w) => w.turn <= 3 || w.id === 'T04/german',
    style: styleOf,
    log: (line) => log.push(line),
  });
  const german = game.players.find((p) => p.side === 'german')!.token;
  archives = {
    referee: await api.archive(game.id, game.refereeToken),
    german: await api.archive(game.id, german),
    public: await api.archive(game.id),
  };
  facts = gameFacts(archives.referee);
}, 180_000);

afterAll(async () => {
  await server?.close();
  tmp.remove();
});

const why = () => `player log:\n${log.join('\n')}`;

describe('a scripted game of Operation Blue over HTTP', () => {
  test('plays every window of GT1-GT3 and the opening window of GT4, one step each', async () => {
    const windows = plays.map((p) => p.window);
    for (const turn of ['T01', 'T02', 'T03']) {
      for (const side of ['german', 'soviet']) {
        expect(windows.filter((w) => w.startsWith(`${turn}/${side}`)).length, `${turn} ${side} windows\n${why()}`).toBeGreaterThanOrEqual(2);
      }
    }
    expect(windows.filter((w) => w.startsWith('T04/'))).toEqual(['T04/german']);
    expect(plays.map((p) => p.step)).toEqual(plays.map((_, i) => i + 1));
    expect(archives.referee.steps.map((s) => s.window)).toEqual(windows);
    const summary = await api.summary(game.id);
    expect(summary.steps).toBe(plays.length);
    expect(summary.turn).toBe(4);
    expect(summary.window).not.toBe('T04/german');
  });

  test('both sides move and attack every game turn', () => {
    for (const turn of [1, 2, 3]) {
      for (const side of ['german', 'soviet']) {
        expect(facts.battlesBy[turn]?.[side] ?? 0, `GT${turn} ${side} battles\n${why()}`).toBeGreaterThanOrEqual(1);
        expect(facts.movesBy[turn]?.[side] ?? 0, `GT${turn} ${side} moves\n${why()}`).toBeGreaterThanOrEqual(1);
      }
    }
    expect(facts.battlesBy[4]?.german ?? 0).toBeGreaterThanOrEqual(1);
  });

  test('battles had consequences: retreats or eliminations, advances, hexes changing hands', () => {
    expect(facts.battles, why()).toBeGreaterThanOrEqual(20);
    expect(facts.rolledBattles).toBeGreaterThanOrEqual(10);
    expect(facts.retreats + facts.eliminations).toBeGreaterThanOrEqual(1);
    expect(facts.advances).toBeGreaterThanOrEqual(3);
    expect(facts.controlChanges).toBeGreaterThanOrEqual(3);
  });

  test('every accepted file is in its step: entropy, a draft then a final, a signed file, standing orders', () => {
    for (const p of plays) {
      const step = archives.referee.steps.find((s) => s.step === p.step)!;
      const finals = p.files.filter((f) => f.final);
      expect(step.submissions.map((s) => s.side).sort()).toEqual(finals.map((f) => f.side).sort());
      for (const f of finals) {
        const sub = step.submissions.find((s) => s.side === f.side)!;
        expect(sub.fileHash).toBe(f.receipt.fileHash);
        expect(sub.entropy).toBe(f.entropy);
        expect(sub.file).toBeDefined();
        expect((sub.file as Record<string, unknown>).auth).toBeUndefined();
      }
    }
    const withEntropy = archives.referee.steps.filter((s) => s.submissions.some((x) => x.entropy !== undefined));
    expect(withEntropy.length).toBeGreaterThanOrEqual(5);

    const drafted = plays.filter((p) => p.files.some((f) => !f.final));
    expect(drafted.length).toBe(2);
    for (const p of drafted) {
      const [draft, final] = p.files;
      expect(draft!.final).toBe(false);
      expect(draft!.receipt).toMatchObject({ final: false, version: 1, duplicate: false });
      expect(draft!.receipt.adjudicated).toBeUndefined();
      expect(final!.receipt).toMatchObject({ final: true, version: 2, duplicate: false });
      expect(final!.receipt.fileHash).not.toBe(draft!.receipt.fileHash);
    }

    const signed = plays.flatMap((p) => p.files).filter((f) => f.signed);
    expect(signed).toHaveLength(1);
    expect(signed[0]!.receipt.adjudicated).toBeDefined();

    const standing = plays[0]!.files.find((f) => f.side === 'soviet')!;
    expect(standing.sent).toBe(0);
    expect(archives.referee.steps[0]!.submissions.map((s) => s.side)).toEqual(['german', 'soviet']);
  });

  test('the referee, side and public copies of the archive verify offline', () => {
    const full = verifyArchive(archives.referee, rulesetFor);
    expect(full, full.summary).toMatchObject({ ok: true, scope: 'full' });
    expect(full.checks.find((c) => c.name === 'replay')?.ok).toBe(true);
    expect(archives.referee.redaction).toBe('full');
    expect(archives.german.redaction).toEqual({ side: 'german' });
    expect(archives.public.redaction).toBe('public');
    for (const copy of [archives.german, archives.public]) {
      const report = verifyArchive(copy, rulesetFor);
      expect(report, report.summary).toMatchObject({ ok: true, scope: 'seeds-and-public-rolls' });
      expect(copy.steps.map((s) => s.seed)).toEqual(archives.referee.steps.map((s) => s.seed));
    }
    expect(archives.public.steps.every((s) => s.submissions.every((x) => x.file === undefined))).toBe(true);
  });

  test("each step's dice transcript matches its revealed seed", () => {
    for (const copy of [archives.referee, archives.german, archives.public]) {
      const audit = auditDice(copy);
      expect(audit.problems).toEqual([]);
      expect(audit.publicDice).toBeGreaterThanOrEqual(facts.rolledBattles);
    }
    const labels = new Set(archives.referee.steps.flatMap((s) => s.transcript.map((d) => `${s.step} ${d.label}`)));
    for (const step of archives.referee.steps) {
      for (const e of step.events) {
        const die = e.die as { label: string; value: number } | undefined;
        if (e.type === 'battle' && die) expect(labels.has(`${step.step} ${die.label}`)).toBe(true);
      }
    }
  });

  test('umpire verify exits 0 on every copy, and 1 naming the step when one die is changed', async () => {
    const runs = await Promise.all(
      Object.entries(archives).map(async ([name, copy]) => {
        const file = join(tmp.dir, `${name}.json`);
        writeFileSync(file, JSON.stringify(copy));
        return { name, run: await runCli(['verify', file]) };
      }),
    );
    for (const { name, run } of runs) {
      expect(run.code, `${name}: ${run.stdout}\n${run.stderr}`).toBe(0);
      expect(run.stdout).toMatch(/^ok\s+rolls/m);
    }
    expect(runs.find((r) => r.name === 'referee')!.run.stdout).toMatch(/^ok\s+replay/m);

    const tampered = structuredClone(archives.referee);
    const step = tampered.steps.find((s) => s.transcript.some((d) => !d.hidden && d.value !== undefined))!;
    const die = step.transcript.find((d) => !d.hidden && d.value !== undefined)!;
    die.value = (die.value! % die.sides) + 1;
    const file = join(tmp.dir, 'tampered.json');
    writeFileSync(file, JSON.stringify(tampered));
    const run = await runCli(['verify', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`step ${step.step}`);
    expect(run.stderr).toContain('rolls');
    expect(run.stdout).toMatch(/^FAIL\s+rolls/m);
    expect(verifyArchive(tampered, rulesetFor).failure).toMatchObject({ step: step.step, check: 'rolls' });
  }, 120_000);
});
