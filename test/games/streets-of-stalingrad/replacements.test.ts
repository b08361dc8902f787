import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import { replaceProblems, replaceableNow } from '#games/streets-of-stalingrad/replacements/replace-order';
import { pointsOf } from '#games/streets-of-stalingrad/replacements/points';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import { NO_LOS } from '#games/streets-of-stalingrad/view/sight';
import type { SosReplacementPoints, SosState } from '#games/streets-of-stalingrad/state/types';
import { movementOptions } from '#games/streets-of-stalingrad/windows/movement/options';
import { adjudicate, check, codes, ctxAt, env, fragment, ruleset } from './movement-window-fixture';
import { fragmentAt } from './river-flotilla-fixture';
import { sub } from './attack-fixture';
import { side } from '#kernel/ids';

/**
 * SoS 21.41: "Specific types and strengths of units are listed for each scenario as
 * replacements (i.e., '9 Pz AF' or '12 AF'). Units previously eliminated may be brought back
 * into the game equal to this value in AF points. Unused AF may be saved and used on a later turn."
 * SoS 21.42: "Pz" points rebuild German armored units; plain "AF" points eliminated infantry
 * (including engineers) or artillery units.
 * SoS 21.43, 21.44, 16.17, 16.26: leaders, snipers, immobilized tanks, armored trains, mine
 * dogs, transports and the tank repair unit are never replaced; Marines are, Guards are not.
 * SoS 21.2: replacements are placed in the off-map boxes (German) or East Bank boxes (Soviet)
 * at the start of the owner's Movement Phase. The scenario cards' figures are reconstructed
 * (tables.yaml `replacements`): #1 gives the German 3 AF a turn and 4 Pz on turns 3, 6, 9 and
 * 12, the Soviet 4 AF a turn.
 */
const replace = (units: string[], box: string) => ({ replace: { units, box } });

/** A fragment of scenario #1 with `eliminated` off the board and the sides' saved points. */
function position(at: Record<string, string>, eliminated: string[], points?: { german?: SosReplacementPoints; soviet?: SosReplacementPoints }): SosState {
  const s = fragment(at);
  const pieces = { ...s.pieces };
  for (const id of eliminated) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  return { ...s, pieces, ...(points ? { replacementPoints: { german: points.german ?? { Pz: 0, AF: 0 }, soviet: points.soviet ?? { Pz: 0, AF: 0 } } } : {}) };
}

const ctx = { env, scenario: 'scenario-1' as const, standing: { german: null, soviet: null } };
const startOf = (phase: number, turn: number, s: SosState) =>
  runAutomatic(ctx, s, { kind: 'automatic', step: `${phase}.start`, phase, rule: '', notes: [], turn }, new FixedDice({}));

// a German StuG (7 AF) and a German armored infantry (5 AF) lost, a Soviet Guards battalion and an NKVD battalion lost
const lost = ['ger-stug-244', 'ger-16pg-1', 'ger-71-5-191', 'sov-1-42g', 'sov-1-270-nkvd'];

describe('SoS 21.41, 21.2: the scenario\'s points are added at the start of the owner\'s Movement Phase', () => {
  it('the German\'s at the start of phase 3, the Soviet\'s at the start of phase 10, on the turn the card lists', () => {
    const s = position({}, lost);
    const g = startOf(3, 3, s);
    expect(pointsOf(g.state, 'german')).toEqual({ Pz: 4, AF: 3 });
    expect(pointsOf(g.state, 'soviet')).toEqual({ Pz: 0, AF: 0 });
    expect(g.events).toContainEqual({ type: 'replacement-points', rule: 'SoS 21.41, 21.2', side: 'german', turn: 3, granted: { Pz: 4, AF: 3 }, saved: { Pz: 4, AF: 3 } });
    const v = startOf(10, 3, g.state);
    expect(pointsOf(v.state, 'soviet')).toEqual({ Pz: 0, AF: 4 });
  });

  it('turn 2 lists no Pz points: only AF are added', () => {
    expect(pointsOf(startOf(3, 2, position({}, lost)).state, 'german')).toEqual({ Pz: 0, AF: 3 });
  });

  it('unused points are saved and added to (the Replacements Saved Table)', () => {
    const s = position({}, lost, { german: { Pz: 4, AF: 1 } });
    expect(pointsOf(startOf(3, 6, s).state, 'german')).toEqual({ Pz: 8, AF: 4 });
  });

  it('the table is public: both sides\' views show both sides\' points', () => {
    const s = position({}, lost, { german: { Pz: 4, AF: 3 }, soviet: { Pz: 0, AF: 4 } });
    for (const looker of ['german', 'soviet', null] as const) expect(sideView(env, s, looker, NO_LOS).replacementPoints).toEqual({ german: { Pz: 4, AF: 3 }, soviet: { Pz: 0, AF: 4 } });
  });
});

describe('SoS 21.41, 21.42: an eliminated unit is rebuilt for its printed AF in points of its kind', () => {
  it('a StuG for 7 Pz points, placed in an off-map box: the points are spent and it is in play again', () => {
    const s = position({}, lost, { german: { Pz: 8, AF: 3 } });
    expect(check(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-2')])).toEqual([]);
    const r = adjudicate(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-2')]);
    expect(r.state.pieces['ger-stug-244']).toMatchObject({ at: 'GB-2', eliminated: false });
    expect(pointsOf(r.state, 'german')).toEqual({ Pz: 1, AF: 3 });
    expect(r.events).toContainEqual({ type: 'replacements-placed', rule: 'SoS 21.41, 21.2', side: 'german', units: ['ger-stug-244'], box: 'GB-2', visibleTo: ['german'] });
    expect(r.events).toContainEqual({ type: 'replacement-points-spent', rule: 'SoS 21.41', side: 'german', spent: { Pz: 7, AF: 0 }, saved: { Pz: 1, AF: 3 } });
  });

  it('an infantry company for 4 AF points; a Soviet NKVD battalion for 4 AF in an East Bank box', () => {
    const s = position({}, lost, { german: { Pz: 0, AF: 4 }, soviet: { Pz: 0, AF: 4 } });
    expect(pointsOf(adjudicate(3, 'german-movement', s, [replace(['ger-71-5-191'], 'GB-1')]).state, 'german')).toEqual({ Pz: 0, AF: 0 });
    const r = adjudicate(3, 'soviet-movement', s, [replace(['sov-1-270-nkvd'], 'EB-C')]);
    expect(r.state.pieces['sov-1-270-nkvd']).toMatchObject({ at: 'EB-C', eliminated: false });
    expect(pointsOf(r.state, 'soviet')).toEqual({ Pz: 0, AF: 0 });
  });

  it('the rebuilt unit then moves out of its box as a reinforcement does, in the same phase (21.2, 21.3)', () => {
    const s = position({}, lost, { german: { Pz: 8, AF: 0 } });
    const placed = adjudicate(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-2')]).state;
    const stug = movementOptions(ctxAt(3, 'german-movement'), placed, null).find((o) => o.unit === 'ger-stug-244')!;
    const path = stug.moves![0]!.path;
    expect(check(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-2'), { move: { units: ['ger-stug-244'], path } }])).toEqual([]);
    expect(adjudicate(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-2'), { move: { units: ['ger-stug-244'], path } }]).state.pieces['ger-stug-244']!.at).toBe(path.at(-1));
  });

  it('the units it may rebuild now, each alone, are those the check accepts (the listing of the window notes)', () => {
    const s = position({}, lost, { german: { Pz: 5, AF: 3 } });
    expect(replaceableNow(env, s, 'german')).toEqual([{ unit: 'ger-16pg-1', kind: 'Pz', points: 5 }]);
    expect(check(3, 'german-movement', s, [replace(['ger-16pg-1'], 'GB-1')])).toEqual([]);
    expect(check(3, 'german-movement', s, [replace(['ger-71-5-191'], 'GB-1')]).map((i) => i.code)).toEqual(['not-enough-points']);
  });

  it('points not spent stay saved when nothing is rebuilt (21.2: replacements may be held)', () => {
    const s = position({}, lost, { german: { Pz: 8, AF: 3 } });
    expect(pointsOf(adjudicate(3, 'german-movement', s, []).state, 'german')).toEqual({ Pz: 8, AF: 3 });
  });
});

describe('SoS 21.41-21.46, 16.17, 16.26: what may not be rebuilt', () => {
  const s = position({ 'ger-71-6-191': '1530' }, [...lost, 'sov-mine-dog-1', 'sov-transport', 'sov-atu-1', 'sov-commissar-1', 'sov-62-op', 'sov-rf-1'], { german: { Pz: 4, AF: 20 }, soviet: { Pz: 0, AF: 20 } });

  it('a unit not eliminated (21.41 "units previously eliminated")', () => {
    expect(codes(check(3, 'german-movement', s, [replace(['ger-71-6-191'], 'GB-1')]))).toEqual([['not-eliminated', 'orders.0.replace.units.0']]);
  });

  it('21.46: a counter rebuilt already this phase is not rebuilt again', () => {
    const issues = check(3, 'german-movement', s, [replace(['ger-71-5-191'], 'GB-1'), replace(['ger-71-5-191'], 'GB-2')]);
    expect(issues).toEqual([expect.objectContaining({ code: 'counter-mix', rule: 'SoS 21.46', path: ['orders', 1, 'replace', 'units', 0] })]);
  });

  it('21.42: too few points of the unit\'s kind: a StuG needs 7 Pz, AF points do not do', () => {
    expect(check(3, 'german-movement', s, [replace(['ger-stug-244'], 'GB-1')])).toEqual([expect.objectContaining({ code: 'not-enough-points', rule: 'SoS 21.41, 21.42' })]);
  });

  it('the points of an order\'s units together: 5 Pz and 7 Pz from 12 saved, not from 8', () => {
    const both = replace(['ger-stug-244', 'ger-16pg-1'], 'GB-1');
    expect(check(3, 'german-movement', { ...s, replacementPoints: { german: { Pz: 12, AF: 0 }, soviet: { Pz: 0, AF: 0 } } }, [both])).toEqual([]);
    expect(codes(check(3, 'german-movement', { ...s, replacementPoints: { german: { Pz: 8, AF: 0 }, soviet: { Pz: 0, AF: 0 } } }, [both]))).toEqual([['not-enough-points', 'orders.0.replace.units']]);
  });

  it('21.44: a Soviet Guards unit is never replaced', () => {
    expect(check(3, 'soviet-movement', s, [replace(['sov-1-42g'], 'EB-C')])).toEqual([expect.objectContaining({ code: 'not-replaceable', rule: 'SoS 21.44' })]);
  });

  it('21.43, 16.26: mine dogs, transports, armored trains and leaders are lost for good', () => {
    const rules = (id: string) => check(3, 'soviet-movement', s, [replace([id], 'EB-C')]).map((i) => [i.code, i.rule]);
    expect(rules('sov-mine-dog-1')).toEqual([['not-replaceable', 'SoS 16.26, 21.43']]);
    expect(rules('sov-transport')).toEqual([['not-replaceable', 'SoS 21.43']]);
    expect(rules('sov-atu-1')).toEqual([['not-replaceable', 'SoS 21.43, 16.64']]);
    expect(rules('sov-commissar-1')).toEqual([['not-replaceable', 'SoS 21.43']]);
  });

  it('21.45: OPs and River Flotilla units come back by themselves, not for points', () => {
    const rules = (id: string) => check(3, 'soviet-movement', s, [replace([id], 'EB-C')]).map((i) => [i.code, i.rule]);
    expect(rules('sov-62-op')).toEqual([['not-replaceable', 'SoS 21.45, 14.98, 14.99']]);
    expect(rules('sov-rf-1')).toEqual([['not-replaceable', 'SoS 21.45, 16.57']]);
  });

  it('21.2: a German replacement in an off-map box, a Soviet one in an East Bank box', () => {
    expect(codes(check(3, 'german-movement', s, [replace(['ger-71-5-191'], 'EB-N')]))).toEqual([['wrong-box', 'orders.0.replace.box']]);
    expect(codes(check(3, 'soviet-movement', s, [replace(['sov-1-270-nkvd'], 'GB-1')]))).toEqual([['wrong-box', 'orders.0.replace.box']]);
  });

  it('the other side\'s unit', () => {
    expect(codes(check(3, 'german-movement', s, [replace(['sov-1-270-nkvd'], 'GB-1')]))).toEqual([['not-your-unit', 'orders.0.replace.units.0']]);
  });

  it('the adjudication skips a refused order, with its reason, and spends nothing', () => {
    const r = adjudicate(3, 'soviet-movement', s, [replace(['sov-1-42g'], 'EB-C')]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'order-skipped', code: 'not-replaceable', rule: 'SoS 21.44' }));
    expect(pointsOf(r.state, 'soviet')).toEqual({ Pz: 0, AF: 20 });
  });
});

describe('SoS 21.42, 21.44, 16.17: scenario #2\'s Marines, snipers and Soviet tanks', () => {
  const base = ruleset.setup('scenario-2').state;
  const gone = (ids: string[]): SosState => ({
    ...base,
    pieces: { ...base.pieces, ...Object.fromEntries(ids.map((id) => [id, { ...base.pieces[id]!, at: null, eliminated: true }])) },
    replacementPoints: { german: { Pz: 0, AF: 0 }, soviet: { Pz: 0, AF: 10 } },
  });
  const s = gone(['sov-92nib-1', 'sov-zaitsev', 'sov-99-tb-1', 'sov-35g-1-101']);
  const problems = (id: string) => replaceProblems(env, s, 'soviet', [id], 'EB-S', new Set(), ['orders', 0, 'replace']).map((i) => [i.code, i.rule]);

  it('21.44: a Marine battalion is replaced (5 AF), a Guards one is not', () => {
    expect(problems('sov-92nib-1')).toEqual([]);
    expect(problems('sov-35g-1-101')).toEqual([['not-replaceable', 'SoS 21.44']]);
  });

  it('16.17: a sniper may not be replaced', () => {
    expect(problems('sov-zaitsev')).toEqual([['not-replaceable', 'SoS 16.17, 21.43']]);
  });

  it('21.42: the Soviet\'s plain AF points do not rebuild a tank', () => {
    expect(problems('sov-99-tb-1')).toEqual([['wrong-kind', 'SoS 21.42']]);
  });
});

describe('SoS 21.41, 21.2: the German Movement Phase lists the units the German may rebuild (options)', () => {
  it('each eliminated unit its saved points pay for, at its first box, with the order in a note; the check accepts each alone', () => {
    const g = fragmentAt('T01/german-movement', { 'ger-71-6-191': '1530' }, [], { eliminated: ['ger-stug-244', 'ger-16pg-1', 'ger-71-5-191', 'ger-mues'], extra: { replacementPoints: { german: { Pz: 5, AF: 4 }, soviet: { Pz: 0, AF: 0 } } } });
    const listed = ruleset.options(g, side('german')).filter((o) => g.state.pieces[o.unit]!.eliminated);
    expect(listed.map((o) => [o.unit, o.hex])).toEqual([['ger-16pg-1', 'GB-1'], ['ger-71-5-191', 'GB-1']]);
    expect(listed[0]!.notes![0]).toMatch(/5 Pz replacement points.*replace: \{units: \[ger-16pg-1\], box: GB-1\}/);
    for (const o of listed) expect(ruleset.check(g, sub('german', [{ replace: { units: [o.unit], box: 'GB-3' } }]))).toEqual([]);
  });
});
