import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import { BUNDLE_PATH } from '../../../scenarios/drive-on-stalingrad/compile/paths';
import { sourceFiles, sourceHash } from '../../../scenarios/compile/source-hash';
import { SCENARIO_DIR } from '../../../scenarios/drive-on-stalingrad/compile/paths';
import { bundle } from './bundle-fixture';

describe('DoS data bundle', () => {
  it('parses with the DataBundle contract', () => {
    const raw = JSON.parse(readFileSync(BUNDLE_PATH, 'utf8'));
    expect(DataBundle.safeParse(raw).success).toBe(true);
    expect(bundle.title).toBe('drive-on-stalingrad');
  });

  it('is built from the current sources', () => {
    const files = sourceFiles(SCENARIO_DIR);
    expect(files).toContain('map/source.yaml');
    expect(files).toContain('units.yaml');
    expect(files).toContain('operation-blue.yaml');
    expect(files).toContain('operation-uranus.yaml');
    expect(files).toContain('tables.yaml');
    expect(files.some((f) => f.startsWith('dist/'))).toBe(false);
    const current = sourceHash(SCENARIO_DIR);
    expect(bundle.sourceHash, 'dist is stale: run npx tsx scenarios/drive-on-stalingrad/build.ts').toBe(current);
  });

  it('marks every reconstructed item with provenance and a note', () => {
    const items: { what: string; provenance: string; note?: string | undefined }[] = [
      { what: 'map', ...bundle.map },
      { what: 'crt', ...bundle.tables.crt },
      { what: 'terrain chart', ...bundle.tables.terrain },
      ...bundle.scenarios.map((s) => ({ what: `scenario ${s.id}`, ...s })),
      ...bundle.units.map((u) => ({ what: `unit ${u.id}`, ...u })),
      ...bundle.scenarios.flatMap((s) => s.reinforcements.map((r) => ({ what: `${s.id} reinforcement ${r.unit}`, ...r }))),
      ...bundle.scenarios.flatMap((s) => (s.rules ?? []).map((r) => ({ what: `${s.id} rule ${r.id}`, ...r }))),
      ...bundle.scenarios.flatMap((s) => (s.victory ? [{ what: `${s.id} victory`, ...s.victory }] : [])),
    ];
    const missing = items.filter((i) => i.provenance === 'reconstructed' && !i.note?.trim()).map((i) => i.what);
    expect(missing).toEqual([]);
    expect(bundle.map.provenance).toBe('reconstructed');
    expect(bundle.tables.crt.provenance).toBe('reconstructed');
  });
});
