import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNERSHIP_CONDITIONS, ownershipVictory } from '#games/kharkov-battles/victory/automatic';
import { KH_PLACES } from '#games/kharkov-battles/victory/places';
import { gridMap, position } from './state-fixtures';
import { allOwnedBy, at, owning, realStart } from './victory-fixtures';

/** The KB sheet's rows 10-43 by columns 01-31: every hex the KB victory conditions name. */
const KB = gridMap({ prefix: 'KB', rows: [10, 43], cols: [1, 31] });
const KH = gridMap({ prefix: 'KH', rows: [13, 30], cols: [5, 26] });
const empty = position(KB, {}).state;
const soviet = (hexes: string[]) => Object.fromEntries(hexes.map((x) => [x, 'soviet' as const]));
const axis = (hexes: string[]) => Object.fromEntries(hexes.map((x) => [x, 'axis' as const]));

describe("Operation Star: Soviet Strategic Victory at any time, owning Kharkov, Dnepropetrovsk, Zaporozh'ye and Stalino or Poltava (20.1)", () => {
  const axisEverywhere = at(allOwnedBy(empty, 'axis'), 'operation-star', 5, { stage: 'soviet', phase: 'movement' });
  it.each([
    ['Kharkov, Dnepropetrovsk, Zaporozhye and Stalino', ['3617', '3618', '1905', '1205', '1024'], 'soviet-strategic'],
    ['Kharkov, Dnepropetrovsk, Zaporozhye and Poltava', ['3617', '3618', '1905', '1205', '3505'], 'soviet-strategic'],
    ['all five', ['3617', '3618', '1905', '1205', '1024', '3505'], 'soviet-strategic'],
    ['neither Stalino nor Poltava', ['3617', '3618', '1905', '1205'], null],
    ['one Kharkov hex only (KB3617)', ['3617', '1905', '1205', '1024'], null],
    ['one Kharkov hex only (KB3618)', ['3618', '1905', '1205', '3505'], null],
    ['no Dnepropetrovsk', ['3617', '3618', '1205', '1024', '3505'], null],
    ["no Zaporozh'ye", ['3617', '3618', '1905', '1024', '3505'], null],
  ] as [string, string[], string | null][])('Soviet owns %s: $2', (_name, hexes, level) => {
    const v = ownershipVictory(KB, owning(axisEverywhere, soviet(hexes)));
    expect(v?.level ?? null).toBe(level);
    if (v) {
      expect(v).toMatchObject({ winner: 'soviet', when: 'automatic', rule: 'KB 20.1' });
      expect(v.events.every((e) => e.kind === 'hex' && e.supplied === null)).toBe(true); // supply is not considered
    }
  });
});

describe("Operation Star: Axis Strategic Victory at any time, owning Kharkov, Stalino, Poltava, Dnepropetrovsk, Zaporozh'ye and Valuki (20.1)", () => {
  const sovietEverywhere = at(allOwnedBy(empty, 'soviet'), 'operation-star', 9, { stage: 'axis', phase: 'combat' });
  const seven = OWNERSHIP_CONDITIONS.operationStar.axis.map((p) => p.hex as string);
  it('owning all seven hexes wins, and each hex is shown with its owner and label', () => {
    const v = ownershipVictory(KB, owning(sovietEverywhere, axis(seven)))!;
    expect(v).toMatchObject({ winner: 'axis', level: 'axis-strategic', rule: 'KB 20.1', vp: null });
    expect(v.events.map((e) => (e.kind === 'hex' ? `${e.label} ${e.name} ${e.owner}` : e.kind))).toEqual([
      'KB3617 Kharkov axis', 'KB3618 Kharkov axis', 'KB1024 Stalino axis', 'KB3505 Poltava axis',
      'KB1905 Dnepropetrovsk axis', "KB1205 Zaporozh'ye axis", 'KB3631 Valuki axis',
    ]);
  });
  it.each(seven)('without KB%s: no victory', (missing) => {
    expect(ownershipVictory(KB, owning(sovietEverywhere, axis(seven.filter((x) => x !== missing))))).toBeNull();
  });
});

describe('Third Kharkov: Axis victory at any time, owning Kharkov, Belgorod and Kupyansk (20.3)', () => {
  const sovietEverywhere = at(allOwnedBy(empty, 'soviet'), 'third-kharkov', 13, { stage: 'axis', phase: 'movement' });
  const four = ['3617', '3618', '4321', '3126'];
  it('owning the four hexes wins', () => {
    expect(ownershipVictory(KB, owning(sovietEverywhere, axis(four)))).toMatchObject({ winner: 'axis', level: 'axis-victory', rule: 'KB 20.3' });
  });
  it.each(four)('without KB%s: no victory', (missing) => {
    expect(ownershipVictory(KB, owning(sovietEverywhere, axis(four.filter((x) => x !== missing))))).toBeNull();
  });
  it('the Soviet player has no automatic ownership victory in Third Kharkov', () => {
    expect(ownershipVictory(KB, owning(allOwnedBy(sovietEverywhere, 'soviet'), {}))).toBeNull();
  });
});

describe('Second Kharkov has no automatic victory (20.2)', () => {
  it.each(['axis', 'soviet'] as const)('not even with every hex owned by the %s player', (side) => {
    const s = at(allOwnedBy(position(KH, {}).state, side), 'second-kharkov', 3, { stage: 'soviet', phase: 'combat' });
    expect(ownershipVictory(KH, s)).toBeNull();
  });
});

describe('at set-up, on the scenario data', () => {
  it('Operation Star: the Axis owns six of its seven hexes, Valuki (Soviet since January) is the one missing: no victory', () => {
    const { view, state } = realStart('operation-star');
    expect(ownershipVictory(view.map, state)).toBeNull();
    expect(OWNERSHIP_CONDITIONS.operationStar.axis.filter((p) => state.owner[p.hex] !== 'axis').map((p) => p.name)).toEqual(['Valuki']);
  });
  it('Third Kharkov: the Soviet player owns Kharkov, Belgorod and Kupyansk: no victory', () => {
    const { view, state } = realStart('third-kharkov');
    expect(ownershipVictory(view.map, state)).toBeNull();
    expect(OWNERSHIP_CONDITIONS.thirdKharkov.axis.map((p) => state.owner[p.hex])).toEqual(['soviet', 'soviet', 'soviet', 'soviet']);
  });
  it('the hexes 20.2 names are where the KH map puts those places', () => {
    const { view } = realStart('second-kharkov');
    for (const p of Object.values(KH_PLACES).flat()) expect(view.map.hex(p.hex)?.name).toBe(p.name);
  });
  it('the named hexes are the map data\'s places (Victory Point hexes of the KB map)', () => {
    const { view } = realStart('operation-star');
    const named = [...OWNERSHIP_CONDITIONS.operationStar.axis, ...OWNERSHIP_CONDITIONS.thirdKharkov.axis];
    for (const p of named) expect(view.data.vpHexes.find((v) => v.hex === p.hex)?.name).toBe(p.name);
  });
});

describe('layering: victory is pure', () => {
  const DIR = join(import.meta.dirname, '../../../src/games/kharkov-battles/victory');
  const sources = readdirSync(DIR).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join(DIR, f), 'utf8'));
  it('reads the state, the map data and the ZOC rules; nothing of combat, orders, sequence or set-up, and no I/O', () => {
    expect(sources.length).toBeGreaterThan(0);
    const imports = sources.flatMap((s) => [...s.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!));
    expect(imports.filter((i) => /\/(combat|orders|sequence|setup)\//.test(i) || i.startsWith('node:'))).toEqual([]);
    expect(sources.filter((s) => /Math\.random|Date\.now|new Date/.test(s))).toEqual([]);
  });
});
