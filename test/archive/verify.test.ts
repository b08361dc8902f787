import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive, ArchiveStep } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { relinkArchive } from '../support/forge-archive';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { playDuel } from '../support/play-duel';

const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
let ended: DuelGame;
let running: DuelGame;
let full: Archive;

beforeAll(async () => {
  ended = await startDuel({ seed: 'ended game' });
  await playDuel(ended);
  running = await startDuel({ seed: 'still running' });
  await playDuel(running, 3);
  full = await ended.service.archive(ended.game.id, null);
});
afterAll(() => {
  ended.db.dispose();
  running.db.dispose();
});

const copy = (a: Archive): Archive => structuredClone(a);
const stepOf = (a: Archive, k: number): ArchiveStep => a.steps.find((s) => s.step === k)!;
/** Re-links the log after an edit, as a forger covering tracks would. */
const relink = relinkArchive;

describe('verifyArchive on honest archives', () => {
  it('an ended game: anyone gets the full archive, and it replays from the scenario', () => {
    expect(full.redaction).toBe('full');
    expect(full.game.status).toBe('ended');
    expect(full.game.gameSalt).toMatch(/^[0-9a-f]{64}$/);
    const progress: [number, number][] = [];
    const report = verifyArchive(full, rulesetFor, { onProgress: (d, t) => progress.push([d, t]) });
    expect(report.failure).toBeUndefined();
    expect(report.ok).toBe(true);
    expect(report.scope).toBe('full');
    expect(report.checks.map((c) => c.name)).toEqual(['shape', 'salt', 'seeds', 'state-chain', 'files', 'contexts', 'rolls', 'log', 'hidden-draws', 'replay']);
    expect(report.checks.every((c) => c.ok)).toBe(true);
    expect(progress.at(-1)).toEqual([full.steps.length, full.steps.length]);
    expect(full.steps.length).toBeGreaterThanOrEqual(2);
  });

  it('during the game a side’s copy verifies seeds and public rolls only, and says so', async () => {
    const side = await running.service.archive(running.game.id, { kind: 'side', side: 'red' });
    expect(side.redaction).toEqual({ side: 'red' });
    expect(side.game.gameSalt).toBeUndefined();
    expect(side.steps.flatMap((s) => s.submissions).every((s) => (s.side === 'red') === (s.file !== undefined))).toBe(true);
    const report = verifyArchive(side, rulesetFor);
    expect(report.ok).toBe(true);
    expect(report.scope).toBe('seeds-and-public-rolls');
    expect(report.summary).toMatch(/ONLY/);
    expect(report.checks.find((c) => c.name === 'rolls')?.detail).toMatch(/hidden draws not checked/);
    expect(report.checks.some((c) => c.name === 'replay')).toBe(false);

    const pub = await running.service.archive(running.game.id, null);
    expect(pub.redaction).toBe('public');
    expect(pub.steps.flatMap((s) => s.submissions).some((s) => s.file !== undefined)).toBe(false);
    expect(verifyArchive(pub, rulesetFor).ok).toBe(true);
  });

  it('the referee’s copy of a running game is full and replays', async () => {
    const ref = await running.service.archive(running.game.id, { kind: 'referee' });
    expect(ref.game.status).toBe('active');
    const report = verifyArchive(ref, rulesetFor);
    expect(report).toMatchObject({ ok: true, scope: 'full' });
  });
});

describe('verifyArchive finds tampering at the right step', () => {
  const fails = (a: unknown, check: string, step?: number) => {
    const report = verifyArchive(a, rulesetFor);
    expect(report.ok).toBe(false);
    expect(report.failure?.check).toBe(check);
    expect(report.failure?.step).toBe(step);
    expect(report.summary).toMatch(/FAILED/);
    return report;
  };

  it('a seed', () => {
    const a = copy(full);
    stepOf(a, 2).seed = stepOf(a, 3).seed;
    fails(a, 'seeds', 2);
  });

  it('a public die', () => {
    const a = copy(full);
    const die = stepOf(a, 2).transcript.find((d) => !d.hidden)!;
    die.value = (die.value! % 6) + 1;
    const report = fails(a, 'rolls', 2);
    expect(report.failure?.message).toContain(die.label);
  });

  it('a hidden draw, once the salt is known', () => {
    const a = copy(full);
    const draw = stepOf(a, 1).transcript.find((d) => d.hidden)!;
    draw.value = (draw.value! % 6) + 1;
    fails(a, 'hidden-draws', 1);
  });

  it('an event: the log catches it, and so does the replay when the log is re-linked', () => {
    const a = copy(full);
    const fire = stepOf(a, 3).events.find((e) => e.type === 'fire')!;
    fire.hits = 99;
    fails(a, 'log', 3);
    const report = fails(relink(a), 'replay', 3);
    expect(report.failure?.message).toMatch(/event \d+ differs/);
  });

  it('a submitted turn file', () => {
    const a = copy(full);
    const file = stepOf(a, 2).submissions[0]!.file as { orders: { dice: number }[] };
    file.orders = [{ ...file.orders[0]!, dice: 1 }];
    fails(relink(a), 'files', 2);
  });

  it('the log itself', () => {
    const a = copy(full);
    stepOf(a, 2).logHash = stepOf(a, 1).logHash;
    fails(a, 'log', 2);
    const b = copy(full);
    b.logHead = stepOf(b, 1).logHash;
    expect(verifyArchive(b, rulesetFor).failure).toMatchObject({ check: 'log', field: 'logHead' });
  });

  it('the revealed salt, the state chain and the shape', () => {
    const a = copy(full);
    a.game.gameSalt = 'f'.repeat(64);
    fails(a, 'salt');
    const b = copy(full);
    stepOf(b, 2).stateHashBefore = stepOf(b, 3).stateHashBefore;
    fails(b, 'state-chain', 2);
    fails({ format: 'something else' }, 'shape');
  });

  it('without the rules of the title a full archive cannot be replayed', () => {
    const report = verifyArchive(full, () => undefined);
    expect(report.failure).toMatchObject({ check: 'replay' });
  });
});
