import { describe, expect, it } from 'vitest';
import { loadChits } from '../../../scenarios/kharkov-battles/compile/chits';
import { loadScenarioForces } from '../../../scenarios/kharkov-battles/compile/setup';
import { loadTrts } from '../../../scenarios/kharkov-battles/compile/trt';
import type { ScenarioForces } from '#games/kharkov-battles/data/setup';
import { KbScenarioIdSchema, type KbScenarioId } from '#games/kharkov-battles/data/ids';
import { KbSetupError, type SetupIssue } from '#games/kharkov-battles/setup/errors';
import { initialState, type SetupInput } from '#games/kharkov-battles/setup/initial-state';
import { enterHexes } from '#games/kharkov-battles/state/ownership';
import { hexId } from '#kernel/ids';
import { gridMap, setupMap, UNITS } from './state-fixtures';

const chits = loadChits();
const forces = Object.fromEntries(KbScenarioIdSchema.options.map((s) => [s, loadScenarioForces(s, UNITS)])) as Record<KbScenarioId, ScenarioForces>;
/** Whole-sheet synthetic maps on the printed grids (KB rows 01-52 by columns 01-34, KH rows 05-38 by 01-32); L plays rows 30-48 (20.3). */
const KB = setupMap(gridMap({ prefix: 'KB', rows: [1, 52], cols: [1, 34] }), 'KB', { sovietFrom: 23, playRows: { 'third-kharkov': [30, 48] } });
const KH = setupMap(gridMap({ prefix: 'KH', rows: [5, 38], cols: [1, 32] }), 'KH', { sovietFrom: 22 });
const mapOf = (s: KbScenarioId): SetupInput['map'] => (forces[s].map === 'KB' ? KB : KH);
const start = (s: KbScenarioId, f: ScenarioForces = forces[s]) => initialState({ forces: f, units: UNITS, chits, map: mapOf(s) });
const issuesOf = (fn: () => unknown): SetupIssue[] => {
  try {
    fn();
  } catch (e) {
    if (e instanceof KbSetupError) return [...e.issues];
    throw e;
  }
  throw new Error('no KbSetupError');
};
const edited = (s: KbScenarioId, edit: (f: ScenarioForces) => void): ScenarioForces => {
  const f = structuredClone(forces[s]);
  edit(f);
  return f;
};

describe.each(KbScenarioIdSchema.options)('%s set up on its map', (s) => {
  const state = start(s);
  const f = forces[s];
  it('every set-up unit stands on its printed hex, at full strength, Operational, no chit drawn yet (2.6, 8.31)', () => {
    for (const p of f.setup.filter((x) => x.hex)) {
      const u = state.units[p.unit]!;
      expect([u.where, u.hex && mapOf(s).map.label(u.hex)]).toEqual(['map', p.hex]);
      expect(u.steps).toBe(UNITS.find((d) => d.id === p.unit)!.steps);
      expect([u.supply, u.chit]).toEqual(['operational', null]);
    }
  });
  it('reinforcements wait on the chart (17.0), boxed units in their box, spare breakdown regiments off the map (15.23)', () => {
    for (const r of f.reinforcements) for (const id of r.units) expect(state.units[id]!.where).toBe('reinforcement-chart');
    for (const p of f.setup.filter((x) => x.box)) expect(state.units[p.unit]!.where).toBe(p.box);
    const spares = Object.values(state.units).filter((u) => u.where === 'spare');
    expect(spares.length).toBeGreaterThan(0);
    for (const u of spares) expect(UNITS.find((d) => d.id === u.id)!.kind).toBe('breakdown');
  });
  it('2.3: every hex in play is owned as the start line says, and no hex out of play is', () => {
    const view = mapOf(s);
    for (const hex of view.map.hexIds()) expect(state.owner[hex] ?? null).toBe(view.inPlay(s, hex) ? view.startOwner(s, hex) : null);
  });
  it('2.6: every chit is in its side\'s pool', () => {
    expect(state.chitPools.axis.length + state.chitPools.soviet.length).toBe(chits.chits.length);
    expect(state.chitPools.axis.every((id) => id.startsWith('axis-'))).toBe(true);
  });
  it('is plain data: JSON gives it back unchanged, with no absent values', () => {
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(JSON.stringify(state)).not.toContain('undefined');
  });
  it('is made the same way every time (unit ids and hexes in order)', () => {
    expect(JSON.stringify(start(s))).toBe(JSON.stringify(state));
    expect(Object.keys(state.units)).toEqual(Object.keys(state.units).sort());
  });
});

describe('scenario facts at the start', () => {
  it('20.1: Operation Star starts on turn 0 with the Soviet Player Turn alone; all Soviet HQs committed; Axis HQs on their unsupported side', () => {
    const s = start('operation-star');
    expect(s.at).toEqual({ turn: 0, stage: 'soviet', phase: 'command' });
    const soviet = Object.values(s.units).filter((u) => u.id.startsWith('sov-'));
    expect(soviet.every((u) => u.committed)).toBe(true);
    expect(s.units['ger-ss-pzk']!.hqSupported).toBe(false);
    expect(s.pontoonsToPlace).toBe(3); // 18.21
    expect(s.markers.pontoons).toEqual([]);
  });
  it('20.2: K starts with the Preparation Stage of turn 1; only 6th, 21st, 28th Army and Group Bobkin are committed', () => {
    const s = start('second-kharkov');
    expect(s.at).toEqual({ turn: 1, stage: 'preparation', phase: 'weather' });
    const committed = (id: string): boolean => s.units[id]!.committed;
    expect(['sov-6a-hq-kh', 'sov-21a-hq-kh', 'sov-28a-hq-kh', 'sov-bobkin-hq'].map(committed)).toEqual([true, true, true, true]);
    expect(['sov-38a-hq-kh', 'sov-57a-hq-kh', 'sov-9a-hq-kh'].map(committed)).toEqual([false, false, false]);
    expect(committed('sov-21-tc-kh')).toBe(false); // beige reserve
  });
  it('18.21, 20.2: K\'s pontoons are placed at set-up on the hexsides the chart gives, none left to place', () => {
    const s = start('second-kharkov');
    expect(s.markers.pontoons.map((p) => `${KH.map.label(p.hex)}-${KH.map.label(p.across)}`)).toEqual(['KH2922-KH2921', 'KH3022-KH3021', 'KH3123-KH3122']);
    expect(s.pontoonsToPlace).toBe(0);
  });
  it('20.3: L starts with the Preparation Stage of turn 11; all German HQs supported, all Soviet HQs committed; only rows 30-48 are owned', () => {
    const s = start('third-kharkov');
    expect(s.at).toEqual({ turn: 11, stage: 'preparation', phase: 'weather' });
    const hqs = Object.values(s.units).filter((u) => UNITS.find((d) => d.id === u.id)!.kind === 'hq');
    expect(hqs.filter((u) => u.id.startsWith('ger-')).every((u) => u.hqSupported)).toBe(true);
    expect(hqs.filter((u) => u.id.startsWith('sov-')).every((u) => u.committed && !u.hqSupported)).toBe(true);
    expect(s.owner['2917']).toBeUndefined();
    expect(s.owner['4917']).toBeUndefined();
    expect(s.owner['3017']).toBe('axis');
  });
  it('19.0: the first turn\'s weather comes from the TRT when given', () => {
    const trt = loadTrts()['third-kharkov'];
    const s = initialState({ forces: forces['third-kharkov'], units: UNITS, chits, map: KB, trt });
    expect(s.weather).toBe(trt.turns.find((t) => t.turn === 11)!.weather);
  });
  it('20.1: Operation Star\'s turn 0 opens with the one Soviet Air Point of the TRT; K and L allocate theirs in the Preparation Stage (5.1)', () => {
    const trts = loadTrts();
    const star = initialState({ forces: forces['operation-star'], units: UNITS, chits, map: KB, trt: trts['operation-star'] });
    expect(star.airPoints).toEqual({ axis: 0, soviet: 1 });
    expect(initialState({ forces: forces['third-kharkov'], units: UNITS, chits, map: KB, trt: trts['third-kharkov'] }).airPoints).toEqual({ axis: 0, soviet: 0 });
  });
  it('18.1: Fortified Zones printed on the map are there, complete, for their side', () => {
    const withFz = setupMap(gridMap({ prefix: 'KH', rows: [5, 38], cols: [1, 32], hexes: { '2010': { features: ['fz-soviet'] } } }), 'KH', { sovietFrom: 22 });
    const s = initialState({ forces: forces['second-kharkov'], units: UNITS, chits, map: withFz });
    expect(s.markers.fortifiedZones).toEqual([{ hex: '2010', side: 'soviet', building: 0, printed: true }]);
  });
  it('18.1, 18.16: a Fortified Zone printed on the map "may never be destroyed": an enemy unit entering it leaves it there', () => {
    const withFz = setupMap(gridMap({ prefix: 'KH', rows: [5, 38], cols: [1, 32], hexes: { '2010': { features: ['fz-soviet'] } } }), 'KH', { sovietFrom: 22 });
    const s = initialState({ forces: forces['second-kharkov'], units: UNITS, chits, map: withFz });
    expect(enterHexes(s, 'axis', [hexId('2010')]).markers.fortifiedZones.map((f) => f.hex)).toEqual(['2010']);
  });
});

describe('set-ups refused, with every issue named', () => {
  it('a unit on a hex not on the map: its path, the unit and the printed hex', () => {
    const small = setupMap(gridMap({ prefix: 'KB', rows: [30, 52], cols: [1, 34] }), 'KB');
    const issues = issuesOf(() => initialState({ forces: forces['operation-star'], units: UNITS, chits, map: small }));
    expect(issues.length).toBeGreaterThan(1);
    expect(issues.every((i) => i.code === 'hex-not-on-map')).toBe(true);
    const first = forces['operation-star'].setup.findIndex((p) => p.hex && Number(p.hex.slice(2, 4)) < 30);
    const p = forces['operation-star'].setup[first]!;
    expect(issues[0]).toEqual({ path: `setup[${first}].hex`, code: 'hex-not-on-map', message: `${p.unit} is at ${p.hex}, which is not a hex of the KB map` });
  });
  it('a unit on a hex of the map that is out of play (20.3)', () => {
    const f = edited('third-kharkov', (x) => (x.setup.find((p) => p.hex)!.hex = 'KB2915'));
    expect(issuesOf(() => start('third-kharkov', f)).map((i) => `${i.code} ${i.rule}`)).toEqual(['hex-out-of-play KB 20.3']);
  });
  it('the forces of one map on the other', () => {
    expect(issuesOf(() => initialState({ forces: forces['second-kharkov'], units: UNITS, chits, map: KB })).map((i) => i.code)).toEqual(['wrong-map']);
  });
  it('an unknown unit, or a counter of another scenario (3.0)', () => {
    const f = edited('third-kharkov', (x) => {
      x.setup[0]!.unit = 'ger-nobody';
      x.setup[1]!.unit = 'ger-62-id-kb'; // an Operation Star counter only
    });
    expect(issuesOf(() => start('third-kharkov', f)).map((i) => `${i.path} ${i.code}`)).toEqual(['setup[0].unit unknown-unit', 'setup[1].unit not-a-scenario-counter']);
  });
  it('Axis and Soviet units on one hex, and an over-stacked hex (6.0, 6.13)', () => {
    const f = edited('operation-star', (x) => {
      const at = (id: string) => x.setup.find((p) => p.unit === id)!;
      at('sov-100-rd-kb').hex = at('ger-168-id-kb').hex;
      for (const id of ['ger-320-id-kb', 'ger-333-id-kb', 'ger-335-id-kb', 'ger-304-id-kb']) at(id).hex = 'KB4020';
    });
    expect(issuesOf(() => start('operation-star', f)).map((i) => `${i.path} ${i.code}${i.rule ? ` ${i.rule}` : ''}`)).toEqual([
      'setup[KB4020] over-stacked KB 6.0',
      'setup[KB4020] over-stacked KB 6.13',
      'setup[KB4125] both-sides-in-hex',
    ]);
  });
  it('a Pontoon Bridge between hexes that are not adjacent (18.21)', () => {
    const f = edited('second-kharkov', (x) => (x.pontoons[0]!.across = 'KH3125'));
    expect(issuesOf(() => start('second-kharkov', f))).toEqual([
      { path: 'pontoons[0]', code: 'pontoon-not-a-hexside', message: 'KH3123 and KH3125 are not adjacent: a Pontoon Bridge marks a hexside', rule: 'KB 18.21' },
    ]);
  });
  it('a refused set-up changes nothing it was given', () => {
    const f = edited('third-kharkov', (x) => (x.setup[0]!.hex = 'KB9999'));
    const before = structuredClone(f);
    expect(() => start('third-kharkov', f)).toThrow(KbSetupError);
    expect(f).toEqual(before);
  });
});
