import { describe, expect, it } from 'vitest';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { AttackStandingSchema, BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { firstPick, sectionOwners } from '#games/campaign-to-stalingrad/rules/city/display-sections';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinySpec } from './support/tiny-world';

/**
 * A reading of Major City Battles (24.0-24.7, with 12.4, 4.4.2 and 35.8) against the code,
 * row by row of docs/rules-audit-campaign-to-stalingrad.md "Reading of Major City Battles
 * (24.0)". Each test is written as the rulebook reads; one the code does not yet meet is an
 * expected failure naming its row.
 */
const standing = { attacker: AttackStandingSchema.parse({}), defender: DefenseStandingSchema.parse({}) };
const inf = (id: string, hex: string) => ({ id, side: 'axis' as const, type: 'infantry', faces: ['16-8-4', '8-4-4'], hex });
const rifle = (id: string, hex: string) => ({ id, side: 'soviet' as const, type: 'rifle', faces: ['3-3-4', '2-2-4', '1-1-4'], hex });
/** Major City 1510 held by one Soviet rifle division (3, doubled: 6); three German infantry divisions in 1509 (48, halved without Attack Supply: 24): 4-1. */
const world = (extra: Partial<TinySpec> = {}, units = [inf('a1', '1509'), inf('a2', '1509'), inf('a3', '1509'), rifle('r1', '1510')]) => {
  const w = tinyWorld({ features: { '1510': ['major-city'] }, units, control: { '1510': 'soviet', '1509': 'axis' }, ...extra });
  return { ctx: w.ctx, state: { ...w.state, rules: { majorCityBattles: 'on' as const } } as CtsState };
};
const order = (attackers: string[], advanceUnits: string[]) => BattleOrderSchema.parse({ attackers, targets: ['1510'], advance: { units: advanceUnits, path: ['1510'] } });
/** White 2s (no Axis reroll, 11.5), the black die given: at 4-1 black 3 = Advance 2, black 6 = Advance 4; at 3-1 black 6 = Advance 3. */
const dice = (black: number, label: string) => new FixedDice({ [`${label}/white#1`]: 2, [`${label}/white#2`]: 2, [`${label}/white#3`]: 2, [`${label}/black`]: black });
const axisFight = (w: ReturnType<typeof world>, o: ReturnType<typeof order>, black: number) => resolveBattle(w.ctx, w.state, o, dice(black, 'T01/axis-combat/1'), 'T01/axis-combat/1', standing);

describe('Reading of Major City Battles (CtS 24.0)', () => {
  it('MC4: 24.0 with 12.4 [Change] "During Rain Turns all Advance After Combat values are halved (rounded up)": an Advance 3 in rain takes two quarters, not three', () => {
    const w = world({ weather: 'rain' });
    const r = axisFight(w, order(['a1', 'a2', 'a3'], ['a1']), 6); // 4-1, one left for rain (11.8): 3-1, black 6 = Advance 3
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ text: expect.stringContaining('advance 3') });
    expect(r.state.cityBattles?.['1510']).toMatchObject({ attacker: 'axis', quarters: 2 });
  });

  it('MC5: 24.0 with 12.4 [Change] "Those units that attacked across a Major River or Volga River hexside, have their Advance After Combat result halved (rounding fractions down)": an Advance 4 across a Major River takes two quarters, not the whole hex', () => {
    const w = world({ hexsides: { '1509|1510': ['major-river'] } });
    const r = axisFight(w, order(['a1', 'a2', 'a3'], ['a1']), 6); // every attacker attacked across the river: Advance 4 halved = 2
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ text: expect.stringContaining('advance 4') });
    expect(r.state.units.r1!.hex).toBe('1510');
    expect(r.state.cityBattles?.['1510']).toMatchObject({ attacker: 'axis', quarters: 2 });
  });

  it('MC5: an Advance 1 across a Major River halves to nothing: no quarter is taken, the defenders stay Disrupted and nobody enters the city', () => {
    const w = world({ hexsides: { '1509|1510': ['major-river'] } });
    const r = axisFight(w, order(['a1', 'a2', 'a3'], ['a1']), 2); // 4-1, black 2 = Advance 1, halved across the river to 0
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ text: expect.stringContaining('advance 1') });
    expect(r.state.cityBattles).toBeUndefined();
    expect(r.state.units.r1).toMatchObject({ hex: '1510', disrupted: true });
    expect(r.state.units.a1!.hex).toBe('1509');
    expect(r.events.find((e) => e.type === 'city-held')).toMatchObject({ rule: 'CtS 24.4', hex: '1510' });
  });

  it('MC23: 24.6 (3) "Entry and exit from the hex is allowed only through Access Hexsides": a division attacking from beyond a Soviet Access Hexside does not enter the display by its advance', () => {
    const w0 = world({}, [inf('a1', '1509'), inf('a2', '1509'), inf('a3', '1410'), rifle('r1', '1510')]);
    // the Axis opened the battle from 1509 and holds 1/4: sections towards 1509 and 1609 (24.3)
    const sections = sectionOwners({ attacker: 'axis', quarters: 1 }, firstPick(w0.ctx, hexId('1510'), [hexId('1509')]));
    const w = { ...w0, state: { ...w0.state, cityBattles: { '1510': { attacker: 'axis' as const, quarters: 1, since: 1, sections } } } };
    const r = axisFight(w, order(['a1', 'a2', 'a3'], ['a3']), 3); // Advance 2: the Axis holds 3/4, four sections from 1509 on; 1410 stays beyond a Soviet Access Hexside
    const battle = r.events.find((e) => e.type === 'city-battle') as { access: Record<string, string[]> } | undefined;
    expect(battle!.access.soviet).toContain('1410');
    expect(r.state.units.a3!.hex).toBe('1410');
  });

  it('MC33: 4.4.2 [Change] "NKVD units may not leave a city hex once they enter one": an NKVD division in a city does not enter the display of the next city hex it attacks', () => {
    const nkvd = (id: string) => ({ id, side: 'soviet' as const, branch: 'nkvd', type: 'rifle', faces: ['16-3-4', '8-2-4', '4-1-4'], hex: '1511' });
    const w0 = world({ features: { '1510': ['major-city'], '1511': ['major-city'] }, control: { '1510': 'axis', '1511': 'soviet' } }, [{ ...inf('a1', '1510'), faces: ['2-2-4', '1-1-4'] }, nkvd('n1'), nkvd('n2')]);
    const w = { ...w0, state: { ...w0.state, phasing: 'soviet' as const } };
    const label = 'T01/soviet-combat/1';
    const r = resolveBattle(w.ctx, w.state, BattleOrderSchema.parse({ attackers: ['n1', 'n2'], targets: ['1510'], advance: { units: ['n1'], path: ['1510'] } }), dice(3, label), label, standing);
    expect(r.state.cityBattles?.['1510']).toMatchObject({ attacker: 'soviet' });
    expect(r.state.units.n1!.hex).toBe('1511');
  });
});
