import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { zocHexes } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { battleIssues } from '#games/campaign-to-stalingrad/windows/legality';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * Second reading of 28.1 (Artillery Divisions: Characteristics) and 29.0 (Combat Engineers)
 * against the code (docs/rules-audit-campaign-to-stalingrad.md, "Reading of 28.1 and 29.0").
 * Each `it.fails` is a row where the code differs from the rulebook text: it fails today and
 * passes once the code follows the text. The `it` rows pin the reading the code takes where
 * the text allows two (A-9, A-10, E-2), and E-3, a row that agrees and had no test defending.
 * The rows marked "DIFFERS, fixed" differed at the reading and pass since the code was fixed.
 */
const axis = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', nationality: 'german', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex });
const art = (id: string, hex: string, faces = ['8-2-0']): TinyUnit => ({ id, side: 'soviet', type: 'artillery', faces, hex });
const rifle = (id: string, hex: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['1-1-4'], hex });
const place = (units: TinyUnit[], hexsides: Record<string, string[]> = {}) => tinyWorld({ units, hexsides, scenario: { sections: [2] } });
const issues = (w: ReturnType<typeof place>, attackers: string[], targets: string[]) =>
  battleIssues(w.ctx, w.state, 'soviet', BattleOrderSchema.parse({ attackers, targets }), ['orders', 0, 'attack']).map((i) => i.code);
const zoc = (w: ReturnType<typeof place>) => zocHexes(w.ctx, occupancy(w.ctx, w.state), 'soviet');

describe('reading of Artillery Divisions (CtS 28.1)', () => {
  it('A-1 (DIFFERS, fixed): "Artillery divisions have two sides" and "have only one step": a counter given a second face (read as a second step, with a ZOC) is refused; its mobile side is `mobileSide`', () => {
    // before, a division given its non-mobile 8-2-0 and mobile 2-2-4 sides as faces was read as two steps, with a ZOC (6.1)
    expect(() => place([axis('gi', '1509'), art('art', '1505', ['8-2-0', '2-2-4'])])).toThrow(/only one step \(CtS 28\.1\)/);
    const w = place([axis('gi', '1509'), art('art', '1505')]);
    expect(w.state.units.art!.steps).toBe(1);
    expect(zoc(w)).not.toContain('1505');
  });

  it('A-4 (DIFFERS, fixed): 6.2.1.3 "If at least three Combat Units without ZOCs stack together, the stack is considered to have a ZOC": an Artillery Division is one of them', () => {
    // 28.1 "Artillery Divisions have no Zones Of Control" puts them among the units 6.2.1.3 counts (so does the digest's table 3.5)
    const w = place([axis('gi', '1509'), art('art', '1505'), rifle('r1', '1505'), rifle('r2', '1505')]);
    expect(zoc(w)).toContain('1505');
  });

  it('A-7 (DIFFERS, fixed): "can add its Combat Factor to an Attack if it is adjacent to a friendly unit which is involved in the attack": that unit may be another Artillery Division', () => {
    // a1 at 1508 attacks the Axis division in 1509 from next to it; a2 at 1507 is next to a1, two hexes from the target
    const w = place([axis('gi', '1509'), art('a1', '1508'), art('a2', '1507')]);
    expect(issues(w, ['a1'], ['1509'])).toEqual([]);
    expect(issues(w, ['a1', 'a2'], ['1509'])).toEqual([]);
  });

  it('A-8 (control): an Artillery Division two hexes from both targets of a Combat against two hexes joins it from next to the rifle division attacking both', () => {
    // the rifle division at 1409 is next to 1509 and 1510; the artillery at 1309 is next to 1409 only
    const w = place([axis('g1', '1509'), axis('g2', '1510'), rifle('r', '1409'), art('art', '1309')]);
    expect(issues(w, ['r', 'art'], ['1509', '1510'])).toEqual([]);
  });

  it('A-8 (DIFFERS, fixed): "does not have to be adjacent to an enemy unit for it to attack (although it can be)": one hex closer, next to one of the two targets, it may still join', () => {
    // at 1408 the division is next to the rifle division (1409) and to 1509, not to 1510: the code asks 10.1 (6), (7) of it
    const w = place([axis('g1', '1509'), axis('g2', '1510'), rifle('r', '1409'), art('art', '1408')]);
    expect(issues(w, ['r', 'art'], ['1509', '1510'])).toEqual([]);
  });

  it('A-9 (ambiguous, the code\'s reading): "Attacking across lakes is prohibited" (11.1) refuses a division next to the target only across a lake, though one hex further back it may join', () => {
    // the rifle division at 1408 attacks 1509; the artillery at 1508 is next to it and next to 1509 across a lake hexside
    const lake = { '1508|1509': ['lake'] };
    expect(issues(place([axis('gi', '1509'), rifle('r', '1408'), art('art', '1508')], lake), ['r', 'art'], ['1509'])).toEqual(['across-lake']);
    expect(issues(place([axis('gi', '1509'), rifle('r', '1408'), art('art', '1407')], lake), ['r', 'art'], ['1509'])).toEqual([]);
  });

  it('A-10 (ambiguous, the code\'s reading): a division not next to the target crosses no river, so the defender loses 11.1\'s river benefit', () => {
    // the rifle division at 1508 attacks 1509 across a minor river: one column left; the artillery at 1507 joins from behind it
    const river = { '1508|1509': ['minor-river'] };
    const riverShifts = (attackers: string[]) => {
      const w = place([axis('gi', '1509'), { ...rifle('r', '1508'), faces: ['12-4-4'] }, art('art', '1507')], river);
      return battleOdds(w.ctx, w.state, { attackers, targets: ['1509'], maximumEffort: 0 }).shifts.filter((m) => m.rule === 'CtS 11.1');
    };
    expect(riverShifts(['r'])).toMatchObject([{ value: -1 }]);
    expect(riverShifts(['r', 'art'])).toEqual([]);
  });
});

describe('reading of Combat Engineers (CtS 29.0)', () => {
  it('E-2 (ambiguous, the code\'s reading): "involved in an attack against a Major City hex": a Combat against a Major City hex and a clear hex gets the shift', () => {
    const soviet = (id: string, hex: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex });
    // the engineer and a panzer division at 1409 attack 1509 (a Major City) and 1510 (clear) together
    const units: TinyUnit[] = [
      { id: 'pz', side: 'axis', nationality: 'german', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1409' },
      { id: 'eng', side: 'axis', nationality: 'german', type: 'engineer', faces: ['2-2-4'], hex: '1409' },
      soviet('s1', '1509'),
      soviet('s2', '1510'),
    ];
    const w = tinyWorld({ units, features: { '1509': ['major-city'] }, scenario: { sections: [2] } });
    const shifts = battleOdds(w.ctx, w.state, { attackers: ['pz', 'eng'], targets: ['1509', '1510'], maximumEffort: 0 }).shifts.filter((m) => m.rule === 'CtS 29.0');
    expect(shifts).toMatchObject([{ value: 1, kind: 'column-shift' }]);
  });

  it('E-3 (agrees): "If the Axis player suffers any step losses, the first step must come from the combat engineer unit": defending too (digest A54 would not)', () => {
    const units: TinyUnit[] = [axis('gi', '1509'), { id: 'eng', side: 'axis', nationality: 'german', type: 'engineer', faces: ['2-2-4'], hex: '1509' }, { ...rifle('r', '1508'), faces: ['30-4-4'] }];
    const fight = (sections: boolean) => {
      const w = tinyWorld({ units, scenario: sections ? { sections: [2] } : {} });
      return resolveBattle(w.ctx, w.state, BattleOrderSchema.parse({ attackers: ['r'], targets: ['1509'] }), new FixedDice({ 'b/white#1': 5, 'b/black': 1 }), 'b', { defender: DefenseStandingSchema.parse({ lossOrder: ['gi'] }) });
    };
    // D1 for the Axis defenders, whose player named the infantry division first
    const played = fight(true);
    expect(played.events.find((e) => e.type === 'battle')).toMatchObject({ losses: { defender: 1 } });
    expect([played.state.units.gi!.steps, played.state.units.eng!.steps]).toEqual([2, 0]);
    // without Section II the player's order stands
    const before = fight(false);
    expect([before.state.units.gi!.steps, before.state.units.eng!.steps]).toEqual([1, 1]);
  });
});

