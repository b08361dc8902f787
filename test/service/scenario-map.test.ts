import { describe, expect, test } from 'vitest';
import { scenarioMap } from '#kernel/engine/ruleset';
import { rulesets } from '#games';

const ruleset = (id: string) => rulesets.find((r) => r.id === id)!;
/** A hex label the map's own labels print, to tell the two Kharkov Battles maps apart. */
const printed = (map: ReturnType<typeof scenarioMap>) => Object.values(map?.labels ?? {})[0]?.slice(0, 2);

describe('the map a game is drawn on', () => {
  test("Kharkov Battles: 'Operation Star' (20.1) and Third Kharkov (20.3) on the KB map, Second Kharkov (20.2) on the KH map", () => {
    const kb = ruleset('kharkov-battles');
    expect(printed(scenarioMap(kb, 'kharkov-battles/operation-star'))).toBe('KB');
    expect(printed(scenarioMap(kb, 'third-kharkov'))).toBe('KB');
    expect(printed(scenarioMap(kb, 'kharkov-battles/second-kharkov'))).toBe('KH');
    expect(scenarioMap(kb, 'kharkov-battles/second-kharkov')).not.toBe(scenarioMap(kb, 'kharkov-battles/third-kharkov'));
  });

  test('a title with one map draws every scenario on it', () => {
    const cts = ruleset('campaign-to-stalingrad');
    expect(cts.map).toBeDefined();
    for (const s of cts.scenarios) expect(scenarioMap(cts, `campaign-to-stalingrad/${s.id}`)).toBe(cts.map);
  });
});
