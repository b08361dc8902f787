import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import type { Receipt } from '#service/types';
import { duelRuleset } from '../support/duel-ruleset';
import { relinkArchive } from '../support/forge-archive';
import { playDuel } from '../support/play-duel';
import { startMailDuel, type MailDuel } from '../mail/support/mail-duel';

/**
 * docs/storage.md "Anchors": every receipt and results mail carries the head of the reader's
 * copy of the log at that point, so a player can check a later copy against it: a copy
 * re-chained by a forger verifies on its own, but does not hold the head the player kept.
 */
const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
const referee = { kind: 'referee' } as const;
let g: MailDuel;
let receipts: Receipt[];
let redCopy: Archive;
let mailedHeads: { side: string; step: number; head: string }[];

beforeAll(async () => {
  g = await startMailDuel();
  receipts = await playDuel(g, 3);
  redCopy = await g.service.archive(g.game.id, { kind: 'side', side: 'red' });
  mailedHeads = g
    .outbox()
    .filter((m) => m.kind === 'results')
    .map((m) => ({ side: m.side!, step: Number(/Step (\d+),/.exec(m.body)![1]), head: /Log head: +([0-9a-f]{64})/.exec(m.body)![1]! }));
});
afterAll(() => g.db.dispose());

describe('log heads kept outside the archive', () => {
  it('each receipt carries the head of its side’s copy; one that closed a window, the link of that step', async () => {
    expect(redCopy.game.status).toBe('active');
    for (const r of receipts) {
      expect(r.logHead).toMatch(/^[0-9a-f]{64}$/);
      const copy = await g.service.archive(g.game.id, { kind: 'side', side: r.side });
      const report = verifyArchive(copy, rulesetFor, { head: r.logHead! });
      expect(report.ok).toBe(true);
      expect(report.checks.at(-1)).toMatchObject({ name: 'anchor', ok: true });
      if (r.adjudicated) expect(copy.steps.find((s) => s.step === r.adjudicated!.step)!.logHash).toBe(r.logHead);
    }
  });

  it('each results mail carries the link of that step in the recipient’s copy', async () => {
    expect(mailedHeads.length).toBeGreaterThanOrEqual(6);
    for (const m of mailedHeads) {
      const copy = await g.service.archive(g.game.id, { kind: 'side', side: m.side });
      expect(copy.steps.find((s) => s.step === m.step)!.logHash).toBe(m.head);
    }
  });

  it('a copy a forger changed and re-chained verifies alone, but not against a head a player kept', () => {
    const forged = structuredClone(redCopy);
    const fire = forged.steps[0]!.events.find((e) => e.type === 'fire')!;
    fire.hits = Number(fire.hits) + 1;
    const relinked = relinkArchive(forged);
    expect(verifyArchive(relinked, rulesetFor).ok).toBe(true);
    const kept = mailedHeads.find((m) => m.side === 'red' && m.step === 2)!.head;
    const report = verifyArchive(relinked, rulesetFor, { head: kept });
    expect(report.failure).toMatchObject({ check: 'anchor', field: 'head' });
    expect(report.summary).toMatch(/FAILED in head \(anchor\)/);
  });

  it('after the end the full archive holds every copy’s heads: a side’s head kept during the game is found in it', async () => {
    const kept = mailedHeads.find((m) => m.side === 'red' && m.step === 2)!.head;
    await g.service.referee(g.game.id, referee, { action: 'end', reason: 'agreed draw' });
    const full = await g.service.archive(g.game.id, null);
    expect(full.redaction).toBe('full');
    const report = verifyArchive(full, rulesetFor, { head: kept });
    expect(report.ok).toBe(true);
    expect(report.checks.find((c) => c.name === 'anchor')?.detail).toMatch(/after step 2, in red's copy/);
    expect(verifyArchive(full, rulesetFor, { head: 'a'.repeat(64) }).failure).toMatchObject({ check: 'anchor' });
  });
});
