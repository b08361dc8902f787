import { describe, expect, it } from 'vitest';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { firstPick, sectionOwners } from '#games/campaign-to-stalingrad/rules/city/display-sections';
import { AttackStandingSchema, BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { FixedDice } from '#kernel/dice';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { checkRailMove } from '#games/campaign-to-stalingrad/rules/movement/rail';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { battleIssues } from '#games/campaign-to-stalingrad/windows/legality';
import { tracesSupply } from '#games/campaign-to-stalingrad/rules/supply/line-of-supply';
import { locRules } from '#games/campaign-to-stalingrad/rules/communication';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinyUnit } from './support/tiny-world';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { realBundle } from './support/real-bundle';

/**
 * CtS 24.6 Properties of the Display Hex, from engine cts-7: Major City 1510 contested, the
 * Axis holding 1/4 from 1509 (24.3: his two sections face 1509 and 1609; the Soviet's four face
 * 1610, 1511, 1410 and 1409, his Access Hexsides, 24.5). One German infantry division and one
 * Soviet rifle division stand on the display, each with a ZOC.
 */
const inf = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['16-8-4', '8-4-4'], hex });
const rifle = (id: string, hex: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['3-3-4', '2-2-4', '1-1-4'], hex });
const world = (engine: string, units: TinyUnit[]) => {
  const w = tinyWorld({ engine, features: { '1510': ['major-city'] }, units: [inf('a1', '1510'), rifle('r1', '1510'), ...units], control: { '1510': 'soviet' } });
  const sections = sectionOwners({ attacker: 'axis', quarters: 1 }, firstPick(w.ctx, hexId('1510'), [hexId('1509')]));
  const state: CtsState = { ...w.state, rules: { majorCityBattles: 'on' }, cityBattles: { '1510': { attacker: 'axis', quarters: 1, since: 1, sections } } };
  return { ctx: w.ctx, state };
};
const hexBonds = (w: ReturnType<typeof world>, side: 'axis' | 'soviet') => bondsOf(w.ctx, w.state, side).bonds.filter((b) => b.kind === 'hex' && b.ends.includes(hexId('1510'))).map((b) => (b.kind === 'hex' ? b.hex : ''));
const moving = (w: ReturnType<typeof world>, side: 'axis' | 'soviet'): CtsState => ({ ...w.state, phasing: side, phase: 'movement' });
const moveCodes = (w: ReturnType<typeof world>, unit: string, path: string[]) => checkMove(w.ctx, moving(w, w.ctx.units.get(unit)!.side), { unit, path }).problems.map((p) => p.code);
/** The moves options list for `unit`, each as its path ("1511", "1409 1510"). */
const movesOf = (w: ReturnType<typeof world>, unit: string) => unitOptions(w.ctx, moving(w, w.ctx.units.get(unit)!.side), w.ctx.units.get(unit)!.side, unit)[0]!.moves!.map((m) => m.path.join(' '));

describe('CtS 24.6 Properties of the Display Hex (engine cts-7)', () => {
  // divisions two hexes beyond the city, in line with it across 1509 (an Axis section) and 1511 (a Soviet one)
  const beyond = [rifle('r2', '1508'), rifle('r3', '1512'), inf('a2', '1512'), inf('a3', '1508')];

  it('24.6 (2) "Zones of Control only extend out through Access Hexsides": the Soviet division in 1510 bonds 1511 (his Access Hexside) with 1512, not 1509 with 1508; the German the other way round', () => {
    const w = world('cts-7', beyond);
    expect(hexBonds(w, 'soviet')).toEqual(['1511']);
    expect(hexBonds(w, 'axis')).toEqual(['1509']);
  });

  it('24.6 (2) in a cts-6 game: the city hex projects its ZOC through every hexside, as before', () => {
    const w = world('cts-6', beyond);
    expect(hexBonds(w, 'soviet')).toEqual(['1509', '1511']);
    expect(hexBonds(w, 'axis')).toEqual(['1509', '1511']);
  });

  it('24.6 (3) "Entry and exit from the hex is allowed only through Access Hexsides": the Soviet division leaves 1510 into 1511 or 1410, never into 1509 or 1609; check and options agree', () => {
    const w = world('cts-7', []);
    expect(moveCodes(w, 'r1', ['1511'])).toEqual([]);
    expect(moveCodes(w, 'r1', ['1509'])).toEqual(['city-access']);
    const moves = movesOf(w, 'r1');
    expect(moves).toEqual(expect.arrayContaining(['1511', '1410', '1610', '1409', '1409 1509']));
    expect(moves.filter((m) => m.startsWith('1509') || m.startsWith('1609'))).toEqual([]);
    expect(movesOf(w, 'a1')).toEqual(expect.arrayContaining(['1509', '1609']));
    expect(movesOf(w, 'a1').filter((m) => m.startsWith('1511'))).toEqual([]);
  });

  it('24.6 (3): a Soviet division enters the display hex from 1511 (beside the German units, 24.6 (1)), not from 1509', () => {
    const w = world('cts-7', [rifle('r4', '1511'), rifle('r5', '1509')]);
    expect(moveCodes(w, 'r4', ['1510'])).toEqual([]);
    expect(moveCodes(w, 'r5', ['1510'])).toEqual(['city-access']);
    expect(movesOf(w, 'r4')).toContain('1510');
    expect(movesOf(w, 'r5')).not.toContain('1510');
    expect(movesOf(w, 'r5')).toContain('1409 1510'); // round to a Soviet Access Hexside first
  });

  it('24.6 (3) with 15.2: no rail move starts on the display, its enemy units in the hex; check and options agree', () => {
    const w0 = world('cts-7', []);
    const rail = tinyWorld({ engine: 'cts-7', features: { '1510': ['major-city'] }, hexsides: { '1510|1511': ['rail-primary'], '1511|1512': ['rail-primary'] }, units: [inf('a1', '1510'), rifle('r1', '1510')], control: { '1510': 'soviet', '1511': 'soviet', '1512': 'soviet' } });
    const w = { ctx: rail.ctx, state: { ...rail.state, rules: w0.state.rules, cityBattles: w0.state.cityBattles } as CtsState };
    expect(checkRailMove(w.ctx, moving(w, 'soviet'), 'r1', ['1511', '1512']).map((p) => p.code)).toContain('rail-start');
    expect(unitOptions(w.ctx, moving(w, 'soviet'), 'soviet', 'r1')[0]!.rail).toBeUndefined();
  });

  it('24.6 (3) in a cts-6 game: units leave the city hex by any hexside and do not enter it beside the enemy', () => {
    const w = world('cts-6', [rifle('r4', '1511')]);
    expect(moveCodes(w, 'r1', ['1509'])).toEqual([]);
    expect(moveCodes(w, 'r4', ['1510'])).toEqual(['enemy-occupied']);
  });

  /** Whether a Soviet unit in `from` traces a Line of Supply of at most `length` hexes to a source in `to` (16.2). */
  const soviet = (w: ReturnType<typeof world>, from: string, to: string, length: number) => tracesSupply(w.ctx, occupancy(w.ctx, w.state), 'soviet', bondsOf(w.ctx, w.state, 'axis'), hexId(from), new Set([hexId(to)]), length);

  it('24.6 (4) "A Line Of Supply ... can be traced into and through a partially controlled city hex as long as entry and exit occurs through Access Hexsides": out of 1510 to 1511, not to 1509; from 1409 through 1510 to 1511', () => {
    const w = world('cts-7', [inf('a6', '1410')]); // the German division in 1410 bars the way round the city
    expect(soviet(w, '1510', '1511', 1)).toBe(true);
    expect(soviet(w, '1510', '1509', 1)).toBe(false);
    expect(soviet(w, '1409', '1511', 2)).toBe(true);
    expect(soviet(w, '1509', '1511', 2)).toBe(false); // 1509 faces an Axis section: no entry there
  });

  it('24.6 (4) "and a Line Of Communication": a Soviet line enters 1510 from 1409 (his Access Hexside), not from 1509', () => {
    const w = world('cts-7', []);
    const rules = locRules(w.ctx, w.state, occupancy(w.ctx, w.state), 'soviet', bondsOf(w.ctx, w.state, 'axis'), false);
    expect(rules.step(hexId('1409'), hexId('1510'))).not.toBeNull();
    expect(rules.step(hexId('1509'), hexId('1510'))).toBeNull();
    expect(rules.step(hexId('1510'), hexId('1609'))).toBeNull();
  });

  it('24.6 (4) in a cts-6 game: the enemy units in the city hex bar every line into it, and a line leaves it by any hexside', () => {
    const w = world('cts-6', [inf('a6', '1410')]);
    expect(soviet(w, '1510', '1509', 1)).toBe(true);
    expect(soviet(w, '1409', '1511', 2)).toBe(false);
  });

  it('24.6 (5) "the units may only attack out through Access Hexsides": the Soviet division in 1510 attacks the German in 1511, not the one in 1509; options list only 1511', () => {
    const w = world('cts-7', [inf('a4', '1511'), inf('a5', '1509')]);
    const combat: CtsState = { ...w.state, phasing: 'soviet', phase: 'combat' };
    const codes = (target: string) => battleIssues(w.ctx, combat, 'soviet', BattleOrderSchema.parse({ attackers: ['r1'], targets: [target] }), ['b']).map((i) => i.code);
    expect(codes('1511')).not.toContain('city-access');
    expect(codes('1509')).toContain('city-access');
    expect(unitOptions(w.ctx, combat, 'soviet', 'r1')[0]!.attacks?.map((a) => a.target)).toEqual(['1511', '1510']);
  });

  it('24.6 (5) in a cts-6 game: the division in the city attacks out through any hexside', () => {
    const w = world('cts-6', [inf('a4', '1511'), inf('a5', '1509')]);
    const combat: CtsState = { ...w.state, phasing: 'soviet', phase: 'combat' };
    expect(battleIssues(w.ctx, combat, 'soviet', BattleOrderSchema.parse({ attackers: ['r1'], targets: ['1509'] }), ['b']).map((i) => i.code)).not.toContain('city-access');
  });
});

describe('CtS 24.6 (5), (6): the units on the display attack their co-occupants, the units adjacent to the city joining them (engine cts-7)', () => {
  // the Soviet division on the display (3) and two outside in 1511 (16 each) attack the German division in 1510 (8, doubled in the city: 16): 35, halved without Attack Supply: 17 to 16, 1-1 (1-2 after 11.7)
  const units = [rifle('r6', '1511'), rifle('r7', '1511')].map((u) => ({ ...u, faces: ['16-3-4', '8-2-4', '4-1-4'] }));
  const combat = (engine: string): ReturnType<typeof world> => {
    const w = world(engine, units);
    return { ...w, state: { ...w.state, phasing: 'soviet', phase: 'combat' } };
  };
  const order = BattleOrderSchema.parse({ attackers: ['r1', 'r6', 'r7'], targets: ['1510'] });

  it('24.6 (6) "Units adjacent to the Major City hex may combine their attack strength with friendly units within the city which are attacking the enemy co-occupants": the order is legal, and fought', () => {
    const w = combat('cts-7');
    expect(battleIssues(w.ctx, w.state, 'soviet', order, ['b'])).toEqual([]);
    const label = 'T01/soviet-combat/1';
    const r = resolveBattle(w.ctx, w.state, order, new FixedDice({ [`${label}/white#1`]: 3, [`${label}/white#2`]: 3, [`${label}/white#3`]: 3, [`${label}/black`]: 5 }), label, { attacker: AttackStandingSchema.parse({}), defender: DefenseStandingSchema.parse({}) });
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ attackers: ['r1', 'r6', 'r7'], defenders: ['a1'] });
    // 1-2 after 11.7, black 5: Advance 1, the Soviet's fourth quarter: the German division retreats out through an Axis Access Hexside (24.7)
    expect(r.events.find((e) => e.type === 'city-captured')).toMatchObject({ hex: '1510', side: 'soviet' });
    expect(['1509', '1609']).toContain((r.events.find((e) => e.type === 'retreat') as { path: string[] } | undefined)?.path[0]);
  });

  it('in a cts-6 game the division on the display is not next to its own hex: the order is refused', () => {
    const w = combat('cts-6');
    expect(battleIssues(w.ctx, w.state, 'soviet', order, ['b']).map((i) => i.code)).toContain('not-adjacent');
  });
});

describe('CtS 24.7 "Units defending in a Major City hex may opt to retreat out of the city at any time" (engine cts-7)', () => {
  // three German divisions in 1509 (48, halved without Attack Supply: 24) attack the Soviet division on the display (3, doubled: 6): 4-1, black 3 = Advance 2
  const attackers = [inf('a2', '1509'), inf('a3', '1509'), inf('a4', '1509')];
  const label = 'T01/axis-combat/1';
  const dice = () => new FixedDice({ [`${label}/white#1`]: 2, [`${label}/white#2`]: 2, [`${label}/white#3`]: 2, [`${label}/black`]: 3 });
  const fight = (engine: string, leaveCities?: string[]) => {
    const w = world(engine, attackers);
    const order = BattleOrderSchema.parse({ attackers: ['a2', 'a3', 'a4'], targets: ['1510'] });
    const standing = { attacker: AttackStandingSchema.parse({}), defender: DefenseStandingSchema.parse(leaveCities ? { leaveCities } : {}) };
    return resolveBattle(w.ctx, w.state, order, dice(), label, standing);
  };

  it('with the defender\'s standing leaveCities: [1510], the Soviet division retreats out through its Access Hexsides and the Axis takes the whole hex', () => {
    const r = fight('cts-7', ['1510']);
    expect(r.events.find((e) => e.type === 'city-captured')).toMatchObject({ rule: 'CtS 24.7', hex: '1510', side: 'axis', text: expect.stringContaining('its defenders opt to retreat out of the city') });
    expect(r.state.cityBattles).toBeUndefined();
    const retreat = r.events.find((e) => e.type === 'retreat') as { from: string; path: string[] } | undefined;
    expect(retreat?.from).toBe('1510');
    expect(['1610', '1511', '1410', '1409']).toContain(retreat?.path[0]); // 24.7: only through Access Hexsides
    expect(r.state.control['1510']).toBe('axis');
  });

  it('without it the division holds its quarters, Disrupted (24.4)', () => {
    const r = fight('cts-7');
    expect(r.state.units.r1).toMatchObject({ hex: '1510', disrupted: true });
    expect(r.state.cityBattles?.['1510']).toMatchObject({ attacker: 'axis', quarters: 3 });
  });

  it('in a cts-6 game the standing is not read: the division holds', () => {
    const r = fight('cts-6', ['1510']);
    expect(r.state.units.r1).toMatchObject({ hex: '1510', disrupted: true });
  });
});

describe('CtS 36.1 STALINGRAD with 24.6 (engine cts-7): "His Access hexsides are those adjacent to the Volga River"', () => {
  const uranus: CtsState = { ...cts.setup('operation-uranus'), phasing: 'soviet', phase: 'movement' };
  const codes = (engine: string, path: string[]) => checkMove(createContext(realBundle, engine), uranus, { unit: 'sov-284rd', path }).problems.map((p) => p.code);

  it('24.6 (3): a 62nd Army division in 4209 leaves across the Volga to 4208, never west into 4109 or 4210', () => {
    expect(codes('cts-7', ['4208'])).toEqual([]);
    expect(codes('cts-7', ['4109'])).toContain('city-access');
    expect(codes('cts-7', ['4210'])).toContain('city-access');
  });
});
