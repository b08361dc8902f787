import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { rulesetFor } from '#games';

/**
 * Archives written by earlier engines (test/archive/fixtures, made by
 * scripts/archive-fixtures.ts and scripts/archive-fixture-kharkov.ts, never rewritten) must keep verifying in full: seeds, every
 * die, hidden draws, the log chain and a replay of every step to the same state hash. A
 * faster engine that changed one state, event or die of an old game fails here.
 */
const dir = join(import.meta.dirname, 'fixtures');
const files = readdirSync(dir).filter((f) => f.endsWith('.archive.json.gz')).sort();
const load = (file: string) => JSON.parse(gunzipSync(readFileSync(join(dir, file))).toString('utf8')) as Archive;

describe('archives written by earlier engines', () => {
  it('there is one for each title', () => {
    expect(files.some((f) => f.startsWith('operation-blue-'))).toBe(true);
    expect(files.some((f) => f.startsWith('fall-blau-'))).toBe(true);
    expect(files.some((f) => f.startsWith('operation-star-'))).toBe(true);
  });

  it.each(files)('%s verifies in full', (file) => {
    const archive = load(file);
    expect(archive.game.status).toBe('ended');
    const report = verifyArchive(archive, rulesetFor);
    expect(report.summary).not.toMatch(/fail/i);
    expect(report).toMatchObject({ ok: true, scope: 'full' });
  });

  it.each(files)('%s fails when one recorded event of its last step is changed', (file) => {
    const archive = load(file);
    const step = archive.steps.at(-1)!;
    step.events = [...step.events.slice(0, -1), { ...step.events.at(-1)!, type: 'tampered' } as never];
    expect(verifyArchive(archive, rulesetFor).ok).toBe(false);
  });
});
