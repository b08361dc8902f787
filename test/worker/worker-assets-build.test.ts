import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { titleSources } from '#games/title-sources';
import { assetPaths } from '#worker/assets';
import { writeWorkerAssets } from '../../scripts/worker-assets';

const REPO = join(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'umpire-worker-assets-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('scripts/worker-assets.ts, the static assets of the Worker', () => {
  it('holds every title data bundle and both fonts at the paths the Worker reads, and nothing a removed one left', () => {
    mkdirSync(join(out, 'titles'), { recursive: true });
    mkdirSync(join(out, 'stale'), { recursive: true });
    writeFileSync(join(out, 'titles', 'removed-title.json'), '{}');
    writeFileSync(join(out, 'stale', 'x'), '');
    writeFileSync(join(out, 'titles', 'drive-on-stalingrad.json'), 'an older bundle');
    writeWorkerAssets(out);
    expect(readdirSync(out).sort()).toEqual(['fonts', 'titles']);
    for (const t of titleSources) expect(readFileSync(join(out, assetPaths.titleData(t.id))).equals(readFileSync(join(REPO, t.data))), t.id).toBe(true);
    expect(readdirSync(join(out, 'titles')).sort()).toEqual(titleSources.map((t) => `${t.id}.json`).sort());
    for (const [font, path] of Object.entries(assetPaths.fonts)) expect(readFileSync(join(out, path)).length, font).toBeGreaterThan(100_000);
  });
});
