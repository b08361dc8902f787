import { describe, expect, it } from 'vitest';
import { kbUnitOptions, type KbUnitOptions, type OptionsInput } from '#games/kharkov-battles/options/index';
import { BOARD } from './movement-phase-fixture';
import { fragmentWindow, windowOf, withUnit } from './options-fixture';

const LAH = 'ger-1-lah'; // German mechanized, three steps
const RIFLES = 'sov-25g-rd-kb'; // Soviet rifle division, exerts a ZOC
const HQ = 'sov-38a-hq-kb'; // Soviet army HQ: no ZOC
const TANKS = 'sov-4-tc-kb';
const INFANTRY = 'ger-320-id-kb';

const of = (input: OptionsInput, unit: string): KbUnitOptions => kbUnitOptions(input).find((o) => o.unit === unit)!;
const hexes = (ms: readonly { hex: string }[] | undefined) => (ms ?? []).map((m) => m.hex);

describe('why a unit may not move (movement window)', () => {
  it("KB 16.22: a unit that received replacements this turn ('Repl') lists no move, and says why", () => {
    const o = of(fragmentWindow(BOARD, { '1212': [LAH] }, 'axis-movement', withUnit(LAH, (u) => ({ marks: { ...u.marks, repl: true } }))), LAH);
    expect(o.moves).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringContaining('KB 16.22'));
  });

  it('KB 20.1: an Ersatz battalion never moves', () => {
    const o = of(fragmentWindow(BOARD, { '1212': ['ger-ersatz-1'] }, 'axis-movement'), 'ger-ersatz-1');
    expect([o.moves, o.notes]).toEqual([[], ['an Ersatz battalion never moves (KB 20.1)']]);
  });

  it('KB 13.11: an uncommitted Soviet unit may not move', () => {
    const o = of(fragmentWindow(BOARD, { '1212': [RIFLES] }, 'soviet-movement', withUnit(RIFLES, () => ({ committed: false }))), RIFLES);
    expect(o.moves).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringContaining('KB 13.11'));
  });

  it("KB 13.2: an OOC unit halted by its C&C result may not move; one told to 'hold' may", () => {
    const ooc = (r: 'halt' | 'hold') => withUnit(RIFLES, (u) => ({ marks: { ...u.marks, ooc: true, oocResult: r } }));
    const halted = of(fragmentWindow(BOARD, { '1212': [RIFLES] }, 'soviet-movement', ooc('halt')), RIFLES);
    expect(halted.moves).toEqual([]);
    expect(halted.notes).toContainEqual(expect.stringContaining('KB 13.2'));
    const holding = of(fragmentWindow(BOARD, { '1212': [RIFLES] }, 'soviet-movement', ooc('hold')), RIFLES);
    expect(holding.moves!.length).toBeGreaterThan(0);
  });

  it("the other side's window lists the units without moves", () => {
    const o = of(fragmentWindow(BOARD, { '1212': [RIFLES], '1010': [LAH] }, 'axis-movement', (s) => s, { side: 'soviet' }), RIFLES);
    expect(o).toEqual({ unit: RIFLES, label: expect.any(String), hex: '1212' });
  });
});

describe('moves, Overruns and Mobile Assaults (KB 10.0-11.3)', () => {
  it('KB 10.2, 7.21, 10.52: Tactical Movement stops in an EZOC hex: the hexes beyond the enemy ZOC are reached only around it', () => {
    const o = of(fragmentWindow(BOARD, { '1212': [LAH], '1216': [RIFLES] }, 'axis-movement'), LAH);
    const m = o.moves!.find((x) => x.hex === '1215')!; // next to the rifles: in their ZOC
    expect(m.path.slice(0, -1).every((h) => !['1215', '1115', '1315', '1217', '1117', '1317'].includes(h))).toBe(true);
    expect(hexes(o.moves)).not.toContain('1216'); // KB 10.51: never into an enemy unit's hex (the rifles exert a ZOC)
  });

  it('KB 10.3, 10.32: far from the enemy the unit may use Strategic Movement; within two hexes of an enemy unit it may not, and says so', () => {
    const far = of(fragmentWindow(BOARD, { '1010': [LAH], '1618': [RIFLES] }, 'axis-movement'), LAH);
    expect(far.strategicMoves!.length).toBeGreaterThan(0);
    expect(hexes(far.strategicMoves).some((h) => ['1617', '1518', '1517', '1616', '1418'].includes(h))).toBe(false);
    const near = of(fragmentWindow(BOARD, { '1214': [LAH], '1216': [RIFLES] }, 'axis-movement'), LAH);
    expect(near.strategicMoves).toBeUndefined();
    expect(near.notes).toContainEqual(expect.stringContaining('KB 10.32'));
  });

  it('KB 11.1: a German mechanized unit in an EZOC may infiltrate into the next EZOC hex, one hex; German infantry may not', () => {
    const input = fragmentWindow(BOARD, { '1214': [LAH], '1215': [RIFLES] }, 'axis-movement');
    const both = BOARD.adjacent('1214' as never).filter((h) => BOARD.adjacent('1215' as never).includes(h)); // in the rifles' ZOC, like 1214
    const o = of(input, LAH);
    expect(hexes(o.infiltrations)).toEqual([...both].sort());
    expect(o.infiltrations!.map((m) => m.path)).toEqual([...both].sort().map((h) => [h]));
    const foot = of(fragmentWindow(BOARD, { '1214': [INFANTRY], '1215': [RIFLES] }, 'axis-movement'), INFANTRY);
    expect(foot.infiltrations).toBeUndefined();
  });

  it('KB 11.31: a lone enemy HQ (no ZOC) may be overrun by a multi-step unit, for one MP more; a lone HQ may not overrun', () => {
    const o = of(fragmentWindow(BOARD, { '1210': [TANKS], '1213': ['ger-ss-pzk'] }, 'soviet-movement'), TANKS);
    const r = o.overrunMoves!.find((m) => m.target === '1213')!;
    expect(r.path.at(-1)).toBe('1213');
    expect(hexes(o.moves)).not.toContain('1213');
    const hq = of(fragmentWindow(BOARD, { '1210': [HQ], '1212': ['ger-ss-pzk'] }, 'soviet-movement'), HQ);
    expect(hq.overrunMoves).toBeUndefined();
  });

  it('KB 11.2: a mechanized unit in the EZOC of one enemy hex alone may Mobile Assault it from where it stands', () => {
    const o = of(fragmentWindow(BOARD, { '1312': [LAH], '1313': [RIFLES] }, 'axis-movement'), LAH);
    expect(o.attacks).toEqual([{ target: '1313', order: 'assault', force: [LAH] }]);
    const two = of(fragmentWindow(BOARD, { '1312': [LAH], '1313': [RIFLES], '1211': [TANKS] }, 'axis-movement'), LAH);
    expect(two.attacks).toBeUndefined(); // in the EZOC of two hexes (11.2)
  });

  it('KB 11.23, 11.2: no Mobile Assault in Mud, nor by an Axis unit without full support; the note says why', () => {
    const mud = of(fragmentWindow(BOARD, { '1312': [LAH], '1313': [RIFLES] }, 'axis-movement', (s) => ({ ...s, weather: 'mud' })), LAH);
    expect(mud.attacks).toBeUndefined();
    expect(mud.notes).toContainEqual(expect.stringContaining('KB 11.23'));
    const limited = of(fragmentWindow(BOARD, { '1312': [LAH], '1313': [RIFLES] }, 'axis-movement', withUnit(LAH, (u) => ({ marks: { ...u.marks, limitedSupport: true } }))), LAH);
    expect(limited.attacks).toBeUndefined();
    expect(limited.notes).toContainEqual(expect.stringContaining('full support'));
  });

  it('KB 20.2: the Second Kharkov Soviet movement window takes no assault, so none is listed', () => {
    const input = fragmentWindow(BOARD, { '1312': [TANKS], '1313': ['ger-ss-pzk'] }, 'soviet-movement');
    const o = of({ ...input, window: { ...input.window, accepts: input.window.accepts.filter((k) => k !== 'assault') } }, TANKS);
    expect(o.attacks).toBeUndefined();
  });

  it('KB 6.0: a hex that already holds three combat units is not a destination for a fourth', () => {
    const o = of(fragmentWindow(BOARD, { '1212': [LAH], '1214': ['ger-2-lah', INFANTRY, 'ger-d-dr'] }, 'axis-movement'), LAH);
    expect(hexes(o.moves)).not.toContain('1214');
    expect(hexes(o.moves)).toContain('1213');
  });
});

describe("'Operation Star' turn 0 with the optional Historical Limitation (KB 20.1)", () => {
  it('an orange-icon mechanized unit lists no move and no Mobile Assault; others move as usual; without the option it moves', () => {
    const limited = windowOf('operation-star', 0, 'soviet-movement', { historicalTurnZero: true });
    const input = fragmentWindow(BOARD, { '1212': ['sov-18-tc-kb'], '1215': [RIFLES], '1213': ['ger-2-lah'] }, 'soviet-movement', (s) => ({ ...s, at: { turn: 0, stage: 'soviet', phase: 'movement' } }));
    const tanks = of({ ...input, window: limited }, 'sov-18-tc-kb');
    expect([tanks.moves, tanks.attacks]).toEqual([[], undefined]);
    expect(tanks.notes).toContainEqual(expect.stringContaining('may not move on turn 0'));
    expect(of({ ...input, window: limited }, RIFLES).moves!.length).toBeGreaterThan(0);
    expect(of(input, 'sov-18-tc-kb').moves!.length).toBeGreaterThan(0);
  });
});

describe('Popov Out of Gas (KB 20.1, optional fuel limitation)', () => {
  it('the Popov HQ and every orange-icon mechanized unit say what it means for them; a unit of another army says nothing', () => {
    const gas = withUnit('sov-popov-hq', () => ({ outOfGas: true }));
    const input = fragmentWindow(BOARD, { '1010': ['sov-popov-hq'], '1212': ['sov-18-tc-kb'], '1412': [TANKS], '1610': [RIFLES] }, 'soviet-movement', gas);
    expect(of(input, 'sov-popov-hq').notes).toContainEqual(expect.stringContaining('Out of Gas'));
    expect(of(input, 'sov-18-tc-kb').notes).toContainEqual(expect.stringContaining('Popov is Out of Gas'));
    expect(of(input, RIFLES).notes ?? []).not.toContainEqual(expect.stringContaining('Out of Gas'));
  });
});
