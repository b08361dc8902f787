import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesets } from '#games';
import { titleSources } from '#games/title-sources';

const REPO = join(import.meta.dirname, '../..');

describe('the title catalogue an edge that loads the data itself builds from (src/games/title-sources.ts)', () => {
  it('lists every title of src/games/index.ts, in the same order', () => {
    expect(titleSources.map((t) => t.id)).toEqual(rulesets.map((r) => r.id));
  });

  it('builds from each title data file the ruleset Node builds from its import: same title, engine, scenarios and start', () => {
    for (const t of titleSources) {
      const built = t.build(JSON.parse(readFileSync(join(REPO, t.data), 'utf8')));
      const node = rulesets.find((r) => r.id === t.id)!;
      expect(built.id).toBe(t.id);
      expect(built.title).toBe(node.title);
      expect(built.engineVersion).toBe(node.engineVersion);
      expect(built.scenarios).toEqual(node.scenarios);
      for (const s of node.scenarios) expect(built.setup(s.id), `${t.id}/${s.id}`).toEqual(node.setup(s.id));
    }
  });

  it('refuses data that is not the title bundle, with the path of what is wrong', () => {
    const [dos] = titleSources;
    expect(() => dos!.build({ title: 'drive-on-stalingrad' })).toThrow(/map|units|scenarios/);
  });
});
