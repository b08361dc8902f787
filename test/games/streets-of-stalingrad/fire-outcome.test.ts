import { describe, expect, it } from 'vitest';
import type { FireCombat, SosUnit, Terrain } from '#games/streets-of-stalingrad/combat/fire-combat';
import { type LossRequest, selectLosses } from '#games/streets-of-stalingrad/combat/fire-losses';
import { fireOutcome } from '#games/streets-of-stalingrad/combat/fire-outcome';
import { leaderSurvivalCheck } from '#games/streets-of-stalingrad/combat/leader-survival';
import { attack, gerInf, hex, sovGds, unit } from './fire-fixture';
import { sosTables } from './tables-fixture';

/** What a CRT result does to the target hex (9.81-9.884, 16.37) and who is lost (9.58, 9.82, 11.9, 16.16). */
const infantryAttack = (terrain: Terrain, over: Partial<FireCombat> = {}) => attack([gerInf('a')], { target: hex({ terrain }), ...over });

describe('9.81, 9.84: what each code does', () => {
  it.each<[string, FireCombat, Parameters<typeof fireOutcome>[1], number | 'all', 'pinned' | 'spent' | null]>([
    ['DE: every unit in the hex is eliminated', infantryAttack('suburb'), 'DE', 'all', null],
    ['D2: two combat units', infantryAttack('suburb'), 'D2', 2, null],
    ['P in a suburb: pinned', infantryAttack('suburb'), 'P', 0, 'pinned'],
    ['9.84: P in a city hex: spent, never pinned', infantryAttack('city'), 'P', 0, 'spent'],
    ['9.84: P in an industrial/fortified hex: spent', infantryAttack('industrial'), 'D1P', 1, 'spent'],
    ['-: no effect', infantryAttack('clear'), '-', 0, null],
  ])('%s', (_, c, code, eliminate, marker) => {
    expect(fireOutcome(c, code)).toMatchObject({ eliminate, marker });
  });

  it('9.81, 18.14: a P on a hex with no combat unit (an OP only) leaves no marker; leaders are never pinned or spent', () => {
    expect(fireOutcome(attack([gerInf('a')], { target: hex({ units: [unit('op', { type: 'op' })] }) }), 'P').marker).toBeNull();
  });
});

describe('9.87-9.884: retreat after a P', () => {
  it.each<[string, FireCombat, string, string]>([
    ['9.87: P in a clear hex: pinned, and every defender retreats one hex', infantryAttack('clear'), 'retreat', 'SoS 9.87'],
    ['9.883 (3): a hill top, slope, Tartar Wall or road-only hex is read as clear', infantryAttack('tartarWall'), 'retreat', 'SoS 9.87'],
    ['9.88: P in a forest hex: retreat, or stay and eliminate one combat unit', infantryAttack('forest'), 'retreatOrEliminateOne', 'SoS 9.88'],
    ['9.88: P in a clear hex with a fortification: the same choice', infantryAttack('clear', { target: hex({ terrain: 'clear', fortification: true }) }), 'retreatOrEliminateOne', 'SoS 9.88'],
    ['9.883 (3): no retreat from a city hex', infantryAttack('city'), 'none', 'SoS 9.883'],
    ['9.883 (3): no retreat from a strong point', infantryAttack('strongPoint'), 'none', 'SoS 9.883'],
    ['9.883 (1): a P from defensive fire makes no one retreat', { ...infantryAttack('clear'), kind: 'defensiveFire' }, 'none', 'SoS 9.883'],
    ['9.883 (1): nor from opportunity fire', { ...infantryAttack('clear'), kind: 'opportunityFire' }, 'none', 'SoS 9.883'],
    ['9.884: tanks and AT guns alone make no one retreat', attack([gerInf('pz', { type: 'tank' }), gerInf('pak', { type: 'antiTankGun', distance: 2, range: 3 })], { target: hex({ terrain: 'clear' }) }), 'none', 'SoS 9.884'],
    ['9.883 (2): the infantry attacker must be adjacent', attack([gerInf('a', { distance: 2, range: 2 })], { target: hex({ terrain: 'clear' }) }), 'none', 'SoS 9.884'],
  ])('%s', (_, c, kind, rule) => {
    expect(fireOutcome(c, 'P').retreat).toMatchObject({ kind, rule });
  });

  it('9.884: NKVD in a city hex without a Soviet leader retreat; the others stay', () => {
    const o = fireOutcome(infantryAttack('city', { target: hex({ terrain: 'city', units: [unit('nkvd', { soviet: 'nkvd' }), unit('rifle')] }) }), 'P');
    expect(o.retreat.kind).toBe('none');
    expect(o.nkvd).toMatchObject({ kind: 'retreat', rule: 'SoS 9.884' });
  });

  it('9.884: with a Soviet leader they may stay by eliminating one NKVD unit; in a clear hex they retreat anyway', () => {
    const yelin = { id: 'yelin', side: 'soviet' as const, kind: 'leader' as const, hex: '0532' };
    const nkvd = [unit('nkvd', { soviet: 'nkvd' })];
    expect(fireOutcome(infantryAttack('city', { target: hex({ terrain: 'city', units: nkvd, leader: yelin }) }), 'P').nkvd).toMatchObject({ kind: 'retreatOrEliminateOne' });
    expect(fireOutcome(infantryAttack('clear', { target: hex({ terrain: 'clear', units: nkvd, leader: yelin }) }), 'P').nkvd).toMatchObject({ kind: 'retreat', rule: 'SoS 9.87' });
  });

  it('A13: a D result alone makes no one retreat; D1P does', () => {
    expect(fireOutcome(infantryAttack('clear'), 'D2').retreat.kind).toBe('none');
    expect(fireOutcome(infantryAttack('clear'), 'D1P').retreat.kind).toBe('retreat');
  });
});

describe('16.37: immobilized tanks and a P', () => {
  it('16.37 example (E59): an immobilized tank hex takes D1P: the tank goes with the P, and one other combat unit with the D1', () => {
    const units = [unit('sov-it', { type: 'immobilizedTank', af: 0 }), unit('sov-1'), unit('sov-2')];
    const c = infantryAttack('city', { target: hex({ terrain: 'city', units }) });
    const o = fireOutcome(c, 'D1P');
    expect(o.immobilizedTanksEliminated).toEqual(['sov-it']);
    const rest = units.filter((u) => !o.immobilizedTanksEliminated.includes(u.id));
    const losses = selectLosses({ kind: 'attack', units: rest, count: o.eliminate as number, antiTankFire: false, order: ['sov-2'] });
    expect([...o.immobilizedTanksEliminated, ...losses.eliminated]).toEqual(['sov-it', 'sov-2']);
  });

  it('9.882: in any hex, a P alone eliminates it', () => {
    expect(fireOutcome(infantryAttack('forest', { target: hex({ terrain: 'forest', units: [unit('sov-it', { type: 'immobilizedTank' }), unit('x')] }) }), 'P').immobilizedTanksEliminated).toEqual(['sov-it']);
  });
});

describe('losses: who chooses and what goes first (9.58, 9.82, 11.9, 16.16)', () => {
  const req = (over: Partial<LossRequest>): LossRequest => ({ kind: 'attack', units: [], count: 1, antiTankFire: false, ...over });
  const gds = sovGds('sov-gds');
  const nkvd: SosUnit = unit('sov-nkvd', { soviet: 'nkvd' });

  it('9.60 example (E23): the Soviet may lose the NKVD unit that did not fire', () => {
    expect(selectLosses(req({ units: [gds, nkvd], order: ['sov-nkvd'] })).eliminated).toEqual(['sov-nkvd']);
  });

  it('9.82: without an order, least AF + DF goes first', () => {
    expect(selectLosses(req({ units: [gds, unit('weak', { af: 1, df: 1 })] })).eliminated).toEqual(['weak']);
  });

  it('9.71 note example (E26): an engineer used for its AF only, not its DRM, need not take the first loss to DF', () => {
    const units = [gerInf('i1'), gerInf('i2'), gerInf('pio', { type: 'combatEngineer', afRed: true })];
    expect(selectLosses(req({ kind: 'defensiveFire', units, order: ['i1', 'pio'] })).eliminated).toEqual(['i1']);
  });

  it('9.82: an engineer whose DRM was claimed takes the first loss to DF', () => {
    const units = [gerInf('i1'), gerInf('pio', { type: 'combatEngineer', afRed: true, claimsRedAf: true })];
    const s = selectLosses(req({ kind: 'defensiveFire', units, order: ['i1', 'pio'] }));
    expect(s.eliminated).toEqual(['pio']);
    expect(s.forced).toEqual([expect.stringMatching(/^SoS 9.82/)]);
  });

  it('9.82: armor attacking a hex with an underlined AF takes the first loss; with a claimed engineer too, the attacker picks among them', () => {
    const units = [gerInf('i1'), gerInf('pz', { type: 'tank' }), gerInf('pio', { type: 'combatEngineer', afRed: true, claimsRedAf: true })];
    expect(selectLosses(req({ kind: 'defensiveFire', units: units.slice(0, 2), antiTankFire: true, order: ['i1'] })).eliminated).toEqual(['pz']);
    expect(selectLosses(req({ kind: 'defensiveFire', units, antiTankFire: true, order: ['i1', 'pio', 'pz'] })).eliminated).toEqual(['pio']);
  });

  it('16.16: a sniper is the last combat unit eliminated by an attack', () => {
    expect(selectLosses(req({ units: [unit('sniper', { type: 'sniper', af: 0, df: 0 }), gds], count: 1, order: ['sniper'] })).eliminated).toEqual(['sov-gds']);
  });

  it('9.82: the defender may choose a minefield as a loss to an attack', () => {
    expect(selectLosses(req({ units: [gds, unit('mines', { type: 'minefield', af: 0, df: 0 })], order: ['mines'] })).eliminated).toEqual(['mines']);
  });

  it('9.82, 17.32: OP and fortification units go once every combat unit is gone', () => {
    const units = [gds, unit('op', { type: 'op', af: 0, df: 0 }), unit('fort', { type: 'fortification', af: 0, df: 0 })];
    expect(selectLosses(req({ units, count: 1 }))).toMatchObject({ eliminated: ['sov-gds'], alsoRemoved: ['op', 'fort'] });
    expect(selectLosses(req({ units: [...units, nkvd], count: 1, order: ['sov-gds'] })).alsoRemoved).toEqual([]);
  });

  it('11.9, digest A39: armor under opportunity fire from AT units takes the losses first, the mover choosing which', () => {
    const units = [gerInf('i1'), gerInf('pz1', { type: 'tank' }), gerInf('pz2', { type: 'tank' })];
    expect(selectLosses(req({ kind: 'opportunityFire', units, antiTankFire: true, order: ['i1', 'pz2'] })).eliminated).toEqual(['pz2']);
    expect(selectLosses(req({ kind: 'opportunityFire', units, antiTankFire: false, order: ['i1', 'pz2'] })).eliminated).toEqual(['i1']);
  });

  it('16.54 example (E60): three Guards and two River Flotilla crossing take D3; the Soviet loses both RF and one Guards', () => {
    const units = [sovGds('g1'), sovGds('g2'), sovGds('g3'), unit('rf1', { type: 'riverFlotilla' }), unit('rf2', { type: 'riverFlotilla' })];
    expect(selectLosses(req({ kind: 'opportunityFire', units, count: 3, order: ['rf1', 'rf2', 'g1'] })).eliminated).toEqual(['rf1', 'rf2', 'g1']);
  });
});

describe('9.59, 18.33: the Leader Survival roll after losses in a leader\'s hex', () => {
  const mues = { id: 'mues', side: 'german' as const, kind: 'leader' as const, hex: '0631' };
  const eliminatedDrm = sosTables().leaderSurvival.eliminatedDrm;
  const df = (sniper?: 'zaitsev' | 'other'): FireCombat => ({
    kind: 'defensiveFire', date: '09-20', side: 'soviet', firers: [sovGds('s')], hexes: sniper ? [{ hex: '0531', sniper }] : [], target: hex({ hex: '0631', units: [gerInf('a'), gerInf('b')] }),
  });

  it('Leader Survival Table example (E72): Soviet DF eliminates 2 units stacked with a German leader: -2; with Zaitsev firing -2 more, another sniper -1', () => {
    expect(leaderSurvivalCheck(df(), mues, 2, eliminatedDrm)?.drms.map((d) => [d.value, d.rule])).toEqual([[-2, 'SoS 18.33']]);
    expect(leaderSurvivalCheck(df('zaitsev'), mues, 2, eliminatedDrm)?.drms.reduce((s, d) => s + d.value, 0)).toBe(-4);
    expect(leaderSurvivalCheck(df('other'), mues, 2, eliminatedDrm)?.drms.reduce((s, d) => s + d.value, 0)).toBe(-3);
  });

  it('18.32, digest A28: five units eliminated give the maximum -4', () => {
    expect(leaderSurvivalCheck(df(), mues, 5, eliminatedDrm)?.drms[0]?.value).toBe(-4);
  });

  it('no loss in the hex, or no leader: no roll', () => {
    expect(leaderSurvivalCheck(df(), mues, 0, eliminatedDrm)).toBeNull();
    expect(leaderSurvivalCheck(df(), undefined, 2, eliminatedDrm)).toBeNull();
  });
});
