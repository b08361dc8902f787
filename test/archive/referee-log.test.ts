import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive, ArchiveRefereeEntry } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { relinkArchive } from '../support/forge-archive';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { playDuel } from '../support/play-duel';

const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
const referee = { kind: 'referee' } as const;
let g: DuelGame;
let full: Archive;

/** A game with every state-changing referee action: a pause and resume, a correction, a rollback with replay. */
beforeAll(async () => {
  g = await startDuel({ seed: 'referee log d' });
  await playDuel(g, 1);
  await g.service.referee(g.game.id, referee, { action: 'pause', reason: 'holiday' });
  await g.service.referee(g.game.id, referee, { action: 'resume' });
  await g.service.referee(g.game.id, referee, { action: 'correct', reason: 'recount', changes: [{ path: ['ammo', 'blue'], value: 6 }] });
  await playDuel(g, 2);
  await g.service.referee(g.game.id, referee, { action: 'rollback', to: 2, reason: 'misread order' });
  full = await g.service.archive(g.game.id, referee);
});
afterAll(() => g.db.dispose());

const copy = (a: Archive): Archive => structuredClone(a);
const entry = (a: Archive, seq: number): ArchiveRefereeEntry => a.referee!.find((e) => e.seq === seq)!;
/** Re-links the whole log after an edit, as a forger covering tracks would. */
const relink = relinkArchive;
const fails = (a: unknown, check: string, where: { step?: number; entry?: number }) => {
  const report = verifyArchive(a, rulesetFor);
  expect(report.ok).toBe(false);
  expect(report.failure).toMatchObject({ check, ...where });
  return report;
};

describe('an archive with referee actions', () => {
  it('verifies in full, as a side’s copy and as the public’s, and lists the referee check', async () => {
    expect(full.referee!.map((e) => e.action)).toEqual(['pause', 'resume', 'correct', 'rollback']);
    const report = verifyArchive(full, rulesetFor);
    expect(report).toMatchObject({ ok: true, scope: 'full' });
    expect(report.checks.find((c) => c.name === 'referee')).toMatchObject({ ok: true, detail: expect.stringMatching(/^4 referee actions/) });
    for (const who of [null, { kind: 'side', side: 'red' } as const]) {
      expect(verifyArchive(await g.service.archive(g.game.id, who), rulesetFor)).toMatchObject({ ok: true, scope: 'seeds-and-public-rolls' });
    }
  });

  it('a changed correction fails the log at that entry, and the replay there once the log is re-linked', () => {
    const a = copy(full);
    (entry(a, 3).detail['changes'] as { value: number }[])[0]!.value = 5;
    fails(a, 'log', { entry: 3 });
    const report = fails(relink(a), 'replay', { entry: 3 });
    expect(report.summary).toMatch(/^Verification FAILED at referee entry 3 \(replay\)/);
  });

  it('a rollback that claims another target or other undone steps fails at that entry', () => {
    const a = copy(full);
    entry(a, 4).detail['to'] = 1;
    fails(relink(a), 'referee', { entry: 4 });
    const b = copy(full);
    entry(b, 4).detail['undone'] = [2, 3];
    fails(relink(b), 'referee', { entry: 4 });
  });

  it('a dropped entry is missed at the next entry of the log, and breaks the chain there once renumbered', () => {
    const a = copy(full);
    a.referee = a.referee!.filter((e) => e.seq !== 2);
    expect(fails(a, 'referee', { entry: 3 }).failure?.message).toMatch(/entry 2 is missing/);
    a.referee.forEach((e, i) => (e.seq = i + 1));
    fails(a, 'log', { entry: 2 });
  });

  it('a pause that claims to change the state fails at that entry', () => {
    const a = copy(full);
    entry(a, 1).stateHashAfter = 'f'.repeat(64);
    fails(relink(a), 'referee', { entry: 1 });
  });

  it('a replayed step that claims a fresh seed index fails at that step', () => {
    const a = copy(full);
    const replayed = a.steps.find((s) => s.seedIndex !== undefined)!;
    delete replayed.seedIndex;
    fails(relink(a), 'seeds', { step: replayed.step });
  });
});
