import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { buildBundle } from '../../../scenarios/kharkov-battles/compile/bundle';
import { SCENARIO_DIR } from '../../../scenarios/kharkov-battles/compile/map-paths';
import { readSources } from '../../../scenarios/kharkov-battles/compile/paths';
import { joinProblems } from '../../../scenarios/kharkov-battles/compile/join';
import { compileScenarioForces } from '../../../scenarios/kharkov-battles/compile/setup';
import { sourceHash } from '../../../scenarios/compile/source-hash';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { KbScenarioIdSchema, type KbScenarioId } from '#games/kharkov-battles/data/ids';
import type { ScenarioForces } from '#games/kharkov-battles/data/setup';

const bundle = KbBundleSchema.parse(bundleJson);

describe('the bundle is built from its sources (build.ts)', () => {
  it('dist/kharkov-battles.json is what the sources build today', () => {
    const fresh = buildBundle(readSources(), sourceHash(SCENARIO_DIR));
    expect(bundle.sourceHash, 'rebuild: npx tsx scenarios/kharkov-battles/build.ts').toBe(fresh.sourceHash);
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(JSON.parse(JSON.stringify(bundle)));
  });
  it('holds both maps, the counters, the chits, and a TRT and forces for each of the three scenarios (20.1-20.3)', () => {
    expect(Object.keys(bundle.maps).sort()).toEqual(['KB', 'KH']);
    expect(bundle.counters.units.length).toBeGreaterThan(0);
    expect(bundle.chits.chits.length).toBeGreaterThan(0);
    for (const s of KbScenarioIdSchema.options) {
      expect(bundle.trts[s].scenario).toBe(s);
      expect(bundle.scenarios[s].scenario).toBe(s);
    }
  });
  it('every reconstructed item says so', () => {
    for (const m of Object.values(bundle.maps)) expect(m.map.provenance).toBe('reconstructed');
    expect(bundle.counters.provenance).toBe('reconstructed');
    expect(bundle.chits.provenance).toBe('reconstructed');
    for (const s of KbScenarioIdSchema.options) {
      expect(bundle.trts[s].provenance).toBe('reconstructed');
      expect(bundle.scenarios[s].provenance).toBe('reconstructed');
    }
    expect(bundle.tables.crt.provenance).toBe('reconstructed');
    expect(bundle.tables.tec.provenance).toBe('reconstructed');
  });
});

describe('a scenario file that does not join the maps stops the build, naming the file and the reference (compile/join.ts)', () => {
  const src = readSources();
  const units = bundle.counters.units;
  const problems = (edit: Partial<Record<KbScenarioId, [string, string]>>): string[] => {
    const scenarios = Object.fromEntries(
      KbScenarioIdSchema.options.map((s) => {
        const e = edit[s];
        const text = e ? src.scenarios[s].replace(e[0], e[1]) : src.scenarios[s];
        if (e) expect(text, `${s}: the edit applies`).not.toBe(src.scenarios[s]);
        return [s, compileScenarioForces(text, units)];
      }),
    ) as Record<KbScenarioId, ScenarioForces>;
    return joinProblems(bundle.maps, scenarios);
  };
  it('the scenarios as written join', () => {
    expect(problems({})).toEqual([]);
  });
  it("an arrival by an Entry Area the map does not have (17.0): the scenario files only name the map's areas", () => {
    expect(problems({ 'second-kharkov': ['entry: S2, units: [sov-343-rd-kh]', 'entry: E, units: [sov-343-rd-kh]'] })).toEqual([
      'second-kharkov.yaml: turn 2 soviet reinforcements: entry E: the KH map has no Entry Area E (17.0; its areas: S1, S2, S3, A, B, C)',
    ]);
  });
  it("an arrival by the other side's Entry Area (17.0)", () => {
    expect(problems({ 'second-kharkov': ['entry: S2, units: [sov-343-rd-kh]', 'entry: B, units: [sov-343-rd-kh]'] })).toEqual([
      'second-kharkov.yaml: turn 2 soviet reinforcements: entry B is an Axis Entry Area (17.0)',
    ]);
  });
  it('an L arrival by an Entry Area whose hexes are all out of play (20.3: row KB49xx and north)', () => {
    expect(problems({ 'third-kharkov': ['entry: S3, units: [sov-2-tc-kb]', 'entry: S1, units: [sov-2-tc-kb]'] })).toEqual([
      'third-kharkov.yaml: turn 12 soviet reinforcements: entry S1 has no entry hex in play (rows 30-48, 20.3)',
    ]);
  });
  it("rows in play that are not the map's play area (20.3)", () => {
    expect(problems({ 'third-kharkov': ['playRows: [30, 48]', 'playRows: [30, 49]'] })).toEqual([
      "third-kharkov.yaml: playRows 30-49 are not the KB map's rows in play for third-kharkov, 30-48 (20.3)",
    ]);
  });
  it('a set-up hex that is not on the map', () => {
    expect(problems({ 'second-kharkov': ['[KH3420, [ger-17-ak-kh]]', '[KH3499, [ger-17-ak-kh]]'] })).toEqual([
      'second-kharkov.yaml: setup: ger-17-ak-kh at KH3499 is not a hex of the KH map in play (rows 5-38, 20.3)',
    ]);
  });
  it('buildBundle refuses such a file', () => {
    const bad = { ...src, scenarios: { ...src.scenarios, 'second-kharkov': src.scenarios['second-kharkov'].replace('entry: S2, units: [sov-343-rd-kh]', 'entry: E, units: [sov-343-rd-kh]') } };
    expect(() => buildBundle(bad, 'x')).toThrow(/the KH map has no Entry Area E/);
  });
});
