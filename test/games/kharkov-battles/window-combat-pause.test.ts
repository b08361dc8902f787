import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { adjudicateCombat, resumeCombat, type ParticipantsAsk, type RetreatAsk } from '#games/kharkov-battles/windows/combat/index';
import { defendingParticipants } from '#games/kharkov-battles/assault/participants';
import { occupancy } from '#games/kharkov-battles/state/occupancy';
import { withUnits } from '#games/kharkov-battles/state/update';
import { CHITS, dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING, ofType } from './window-combat-fixture';

/**
 * KB 12.62, 12.72-12.74 (D6, D7; sequence/pauses.ts): a Prepared Assault result that leaves
 * the losing defender a real choice his standing `retreat` does not decide stops the
 * attacker's Combat Phase there; the answer (or the default) settles it, the combat is
 * finished and the rest of the file carried out, with the dice of the window that closes.
 */
// Two regiments (1211, 1112) against a rifle division in 1212: 6:3, 2-1; die 5 gives Dr1.
// The division (one step) may end its retreat in 1213 (the default, the lower id) or 1313, or take the hex as its step (12.62).
const at = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] };
const orders = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] })];

describe('the Combat Phase stops for the defender\'s retreat (12.62, 12.72)', () => {
  const { env, state } = combatField(at);
  const r = adjudicateCombat(env, state, 'axis', orders, NO_STANDING, dice({ 'attack-1': 5 }), LABEL);

  it('the combat is fought up to the choice: the die read, Dr1, and the result not applied', () => {
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '2-1', result: 'Dr1' }]);
    expect(ofType(r.events, 'retreated', 'step-lost', 'decision-defaulted')).toEqual([]);
    expect(r.state.units['sov-167-rd-kb']!.hex).toBe('1212');
    // the die's combat has its Prepared Assault markers off (12.0 step 3)
    expect(r.state.units['ger-brk-kb-1']!.marks.preparedAssault).toBe(false);
  });
  it('the pause holds the decision, its facts and the rest of the file, as plain JSON', () => {
    expect(r.pause).toMatchObject({ decision: 'retreat', side: 'soviet', attacker: 'axis', label: LABEL, step: 0, done: ['attack-1'] });
    expect(r.pause!.group.asks).toEqual([{ decision: 'retreat', index: 0, attack: 'attack-1', hex: '1212', units: ['sov-167-rd-kb'], result: 'Dr1', ways: [{ hold: 0, paths: [['1213'], ['1313']] }, { hold: 1, paths: [[]] }] }]);
    expect(JSON.parse(JSON.stringify(r.pause))).toEqual(r.pause);
  });
  it('both sides are told the window paused, for whom, on what and the default at the deadline', () => {
    const [p] = ofType(r.events, 'window-paused');
    expect(p).toMatchObject({ side: 'soviet', decision: 'retreat', attack: 'attack-1', hex: '1212', result: 'Dr1', rule: 'KB 12.62, 12.72-12.74' });
    expect(p!['default']).toMatch(/^retreat in full/);
    expect(p!.visibleTo).toBeUndefined();
    expect(r.events.at(-1)!.type).toBe('window-paused');
  });
  it('answered: the division retreats by the hex its answer names, and the phase is over', () => {
    const a = resumeCombat(env, r.state, r.pause!, { hold: 0, path: [hexId('1313')] }, NO_STANDING, dice({}));
    expect(a.pause).toBeNull();
    expect(ofType(a.events, 'decision-answered')).toMatchObject([{ side: 'soviet', decision: 'retreat', hold: 0, path: ['1313'] }]);
    expect(ofType(a.events, 'retreated')).toMatchObject([{ side: 'soviet', from: '1212', path: ['1313'] }]);
    expect(a.state.units['sov-167-rd-kb']!.hex).toBe('1313');
  });
  it('answered with its step held instead of the hex: the one-step division is eliminated where it stands (12.62)', () => {
    const a = resumeCombat(env, r.state, r.pause!, { hold: 1, path: null }, NO_STANDING, dice({}));
    expect(ofType(a.events, 'conversion')).toMatchObject([{ side: 'soviet', converted: 1, hexes: 0 }]);
    expect(ofType(a.events, 'retreated')).toEqual([]);
    expect(a.state.units['sov-167-rd-kb']).toMatchObject({ hex: null, steps: 0 });
  });
  it('no answer by the deadline: the default, retreat in full by the default path (1213), said to the Soviet player', () => {
    const a = resumeCombat(env, r.state, r.pause!, null, NO_STANDING, dice({}));
    expect(ofType(a.events, 'decision-defaulted')).toMatchObject([{ side: 'soviet', decision: 'retreat', visibleTo: ['soviet'] }]);
    expect(a.state.units['sov-167-rd-kb']!.hex).toBe('1213');
  });
  it('a standing `retreat` that decides it never stops the phase', () => {
    const s = adjudicateCombat(env, state, 'axis', orders, { axis: null, soviet: { retreat: { policy: 'retreat' } } }, dice({ 'attack-1': 5 }), LABEL);
    expect(s.pause).toBeNull();
    expect(s.state.units['sov-167-rd-kb']!.hex).toBe('1213');
  });
});

describe('a second pause in the same file, the second combat rolled with the dice of the window the first answer closed', () => {
  // A second rifle division in 1216 attacked from 1215 and 1116: 6:3, 2-1, Dr1 again.
  const { env, state } = combatField({ ...at, '1215': ['ger-brk-kb-3'], '1116': ['ger-brk-kb-4'], '1216': ['sov-232-rd-kb'] });
  const file = [...orders, attack({ attackers: ['ger-brk-kb-3', 'ger-brk-kb-4'], targets: ['1216'] })];
  const first = adjudicateCombat(env, state, 'axis', file, NO_STANDING, dice({ 'attack-1': 5 }), LABEL);
  // the second combat's die belongs to the window the answer closes: these dice alone know it
  const second = resumeCombat(env, first.state, first.pause!, { hold: 0, path: [hexId('1313')] }, NO_STANDING, dice({ 'attack-2': 5 }));

  it('the first stops at attack-1, before the second combat is fought', () => {
    expect(first.pause!.group.asks[0]).toMatchObject({ attack: 'attack-1' });
    expect(ofType(first.events, 'crt')).toHaveLength(1);
    expect(first.state.units['ger-brk-kb-3']!.marks.preparedAssault).toBe(true);
  });
  it('the answer is carried out, then the second combat fought and the phase stops again', () => {
    expect(second.state.units['sov-167-rd-kb']!.hex).toBe('1313');
    expect(ofType(second.events, 'crt')).toMatchObject([{ result: 'Dr1' }]);
    expect(second.pause).toMatchObject({ step: 1, done: ['attack-1', 'attack-2'] });
    expect(second.pause!.group.asks[0]).toMatchObject({ attack: 'attack-2', hex: '1216' });
  });
  it('the second answer ends the phase', () => {
    const third = resumeCombat(env, second.state, second.pause!, { hold: 0, path: null }, NO_STANDING, dice({}));
    expect(third.pause).toBeNull();
    expect(third.state.units['sov-232-rd-kb']!.hex).not.toBe('1216');
    expect(third.state.units['sov-167-rd-kb']!.hex).toBe('1313');
  });
});

describe('a defending force its parenthesized steps eliminate has no retreat to decide (12.61, 12.62)', () => {
  // Four regiments (1211, 1112) against the one-step rifle division in 1212: 12:3, 4-1; die 7 gives D(1)r1.
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1112': ['ger-brk-kb-3', 'ger-brk-kb-4'], '1212': ['sov-167-rd-kb'] });
  const file = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3', 'ger-brk-kb-4'], targets: ['1212'] })];
  const r = adjudicateCombat(env, state, 'axis', file, NO_STANDING, dice({ 'attack-1': 7 }), LABEL);

  it('the division loses its one step to the (1) and the phase does not stop to ask where it retreats', () => {
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '4-1', result: 'D(1)r1' }]);
    expect(r.pause).toBeNull();
    expect(ofType(r.events, 'window-paused')).toEqual([]);
    expect(r.state.units['sov-167-rd-kb']).toMatchObject({ hex: null, steps: 0 });
  });
});

describe('the Combat Phase stops for the defender\'s losses when his `lossOrder` says `ask` (12.61-12.63, D5)', () => {
  // Eight regiments from four hexes against two one-step rifle divisions in 1212 (strengths 3 and 2): 5-1; die 5 gives D(1)r1.
  // Either division may take the (1) (both defend, 12.63); the default takes the weaker, sov-232-rd-kb.
  const ring = { '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1112': ['ger-brk-kb-3', 'ger-brk-kb-4'], '1113': ['ger-brk-kb-5', 'ger-brk-kb-6'], '1312': ['ger-brk-kb-7', 'ger-brk-kb-8'] };
  const { env, state } = combatField({ ...ring, '1212': ['sov-167-rd-kb', 'sov-232-rd-kb'] });
  const file = [attack({ attackers: Object.values(ring).flat(), targets: ['1212'] })];
  const ASK = { axis: null, soviet: { lossOrder: 'ask' as const, retreat: { policy: 'retreat' as const } } };
  const r = adjudicateCombat(env, state, 'axis', file, ASK, dice({ 'attack-1': 5 }), LABEL);

  it('the combat is fought to D(1)r1 and stops before any step is lost, asking which division loses it', () => {
    expect(ofType(r.events, 'crt')).toMatchObject([{ result: 'D(1)r1' }]);
    expect(ofType(r.events, 'step-lost', 'retreated', 'decision-defaulted')).toEqual([]);
    expect(r.pause).toMatchObject({ decision: 'losses', side: 'soviet', attacker: 'axis' });
    expect(r.pause!.group.asks).toEqual([{ decision: 'losses', index: 0, attack: 'attack-1', hex: '1212', units: ['sov-167-rd-kb', 'sov-232-rd-kb'], result: 'D(1)r1', steps: 1, ways: [['sov-232-rd-kb'], ['sov-167-rd-kb']] }]);
    expect(ofType(r.events, 'window-paused')).toMatchObject([{ side: 'soviet', decision: 'losses', steps: 1, ways: [['sov-232-rd-kb'], ['sov-167-rd-kb']], rule: 'KB 12.63, 11.26' }]);
    expect(ofType(r.events, 'window-paused')[0]!.visibleTo).toBeUndefined();
  });
  it('answered: the division named loses the step, then the other retreats, and the phase is over', () => {
    const a = resumeCombat(env, r.state, r.pause!, { decision: 'losses', units: ['sov-167-rd-kb'] }, ASK, dice({}));
    expect(a.pause).toBeNull();
    expect(ofType(a.events, 'decision-answered')).toMatchObject([{ side: 'soviet', decision: 'losses', units: ['sov-167-rd-kb'] }]);
    // the (1) from the division named; the other must retreat, and every way out of the ring enters the attackers' ZOC (a step, 12.73)
    expect(ofType(a.events, 'step-lost').map((e) => [e['unit'], e['why']])).toEqual([['sov-167-rd-kb', 'mandatory'], ['sov-232-rd-kb', 'retreat-ezoc']]);
  });
  it('no answer: the default (the weaker division), said to the Soviet player', () => {
    const a = resumeCombat(env, r.state, r.pause!, null, ASK, dice({}));
    expect(ofType(a.events, 'decision-defaulted')).toMatchObject([{ side: 'soviet', decision: 'losses', visibleTo: ['soviet'] }]);
    expect(ofType(a.events, 'step-lost').filter((e) => e['why'] === 'mandatory')).toMatchObject([{ unit: 'sov-232-rd-kb' }]);
  });
  it('with no standing `retreat`, the losses are asked first, then the retreat of what is left (-2)', () => {
    const both = adjudicateCombat(env, state, 'axis', file, { axis: null, soviet: { lossOrder: 'ask' } }, dice({ 'attack-1': 5 }), LABEL);
    expect(both.pause!.group.asks.map((x) => x.decision)).toEqual(['losses', 'retreat']);
    const next = resumeCombat(env, both.state, both.pause!, { decision: 'losses', units: ['sov-167-rd-kb'] }, NO_STANDING, dice({}));
    expect(next.pause).toMatchObject({ decision: 'retreat' });
    expect(ofType(next.events, 'window-paused')).toMatchObject([{ decision: 'retreat', hex: '1212' }]);
    const done = resumeCombat(env, next.state, next.pause!, { decision: 'retreat', hold: 0, path: null }, NO_STANDING, dice({}));
    expect(done.pause).toBeNull();
    expect(done.state.units['sov-167-rd-kb']!.steps).toBe(0);
  });
  it('a loss that leaves no choice is not asked: a lone division loses its step', () => {
    const { env: e1, state: s1 } = combatField({ ...ring, '1212': ['sov-232-rd-kb'] });
    const one = adjudicateCombat(e1, s1, 'axis', file, ASK, dice({ 'attack-1': 5 }), LABEL);
    expect(one.pause).toBeNull();
    expect(one.state.units['sov-232-rd-kb']!.steps).toBe(0);
  });
});

describe('the Combat Phase stops for the defender\'s advance when his `advance.policy` says `ask` (12.8, 12.82, D9)', () => {
  // Two regiments (1211, 1112) against two rifle divisions in 1212: 1-1; die 4 gives Ar1. The
  // regiments retreat a hex each; the divisions (non-mechanized) may advance one hex, into 1112 or 1211.
  const two = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb', 'sov-232-rd-kb'] };
  const { env, state } = combatField(two);
  const ASK = { axis: null, soviet: { advance: { policy: 'ask' as const } } };
  const r = adjudicateCombat(env, state, 'axis', orders, ASK, dice({ 'attack-1': 4 }), LABEL);

  it('the combat is fought to Ar1 and stops before it is applied, asking the Soviet player, the legal advances listed', () => {
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '1-1', result: 'Ar1' }]);
    expect(ofType(r.events, 'retreated', 'decision-defaulted')).toEqual([]);
    expect(r.pause).toMatchObject({ decision: 'advance', side: 'soviet', attacker: 'axis' });
    expect(r.pause!.group.asks).toEqual([
      {
        decision: 'advance',
        index: 0,
        attack: 'attack-1',
        hex: '1212',
        units: ['sov-167-rd-kb', 'sov-232-rd-kb'],
        result: 'Ar1',
        ways: [
          { unit: 'sov-167-rd-kb', path: ['1112'] },
          { unit: 'sov-167-rd-kb', path: ['1211'] },
          { unit: 'sov-232-rd-kb', path: ['1112'] },
          { unit: 'sov-232-rd-kb', path: ['1211'] },
        ],
      },
    ]);
    expect(ofType(r.events, 'window-paused')).toMatchObject([{ side: 'soviet', decision: 'advance', hex: '1212', rule: 'KB 12.8, 12.81' }]);
  });
  it('answered: the attackers retreat, then the division named advances into the hex its answer names', () => {
    const a = resumeCombat(env, r.state, r.pause!, { decision: 'advance', advances: [{ unit: 'sov-167-rd-kb', path: [hexId('1211')] }] }, ASK, dice({}));
    expect(a.pause).toBeNull();
    expect(ofType(a.events, 'decision-answered')).toMatchObject([{ side: 'soviet', decision: 'advance', advances: [{ unit: 'sov-167-rd-kb', path: ['1211'] }] }]);
    expect(ofType(a.events, 'advanced')).toMatchObject([{ unit: 'sov-167-rd-kb', path: ['1211'] }]);
    expect(a.state.units['sov-167-rd-kb']!.hex).toBe('1211');
    expect(a.state.units['sov-232-rd-kb']!.hex).toBe('1212');
  });
  it('no answer: no advance (the default), said to the Soviet player', () => {
    const a = resumeCombat(env, r.state, r.pause!, null, ASK, dice({}));
    expect(ofType(a.events, 'decision-defaulted')).toMatchObject([{ side: 'soviet', decision: 'advance', visibleTo: ['soviet'] }]);
    expect(ofType(a.events, 'advanced')).toEqual([]);
    expect(a.state.units['sov-167-rd-kb']!.hex).toBe('1212');
  });
  it('no advance possible, nothing asked: the attackers hold their hexes (a result without rk)', () => {
    const held = adjudicateCombat(env, state, 'axis', orders, ASK, dice({ 'attack-1': 7 }), LABEL);
    expect(ofType(held.events, 'crt')).toMatchObject([{ result: 'Dr1' }]);
    expect(held.pause?.decision).not.toBe('advance');
  });
});

describe('a defending force in two hexes: each stack\'s retreat asked in turn, the hold one choice for the side (12.62, 12.72)', () => {
  // Two regiments in 1116, next to both 1215 and 1216, attack the rifle divisions there: 6:5, 1-1; die 7 gives Dr1.
  // Each division may retreat three ways, or the side holds its step instead (12.62).
  const { env, state } = combatField({ '1116': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1215': ['sov-167-rd-kb'], '1216': ['sov-232-rd-kb'] });
  const file = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1215', '1216'] })];
  const r = adjudicateCombat(env, state, 'axis', file, NO_STANDING, dice({ 'attack-1': 7 }), LABEL);

  it('the first stack is asked, the second after it (nothing taken by default)', () => {
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '1-1', result: 'Dr1' }]);
    expect(ofType(r.events, 'decision-defaulted')).toEqual([]);
    expect(r.pause!.group.asks.map((a) => [a.decision, a.hex])).toEqual([['retreat', '1215'], ['retreat', '1216']]);
  });
  it('answered retreating: the second stack is asked only its path, the hold fixed at 0 for the side (12.62)', () => {
    const ways0 = (r.pause!.group.asks[0] as RetreatAsk).ways;
    const path = ways0[0]!.paths.at(-1)!;
    const second = resumeCombat(env, r.state, r.pause!, { hold: 0, path }, NO_STANDING, dice({}));
    expect(second.pause).toMatchObject({ decision: 'retreat' });
    const ask = second.pause!.group.asks[0] as RetreatAsk;
    expect(ask.hex).toBe('1216');
    expect(ask.ways.map((w) => w.hold)).toEqual([0]);
    expect(ofType(second.events, 'window-paused')).toMatchObject([{ decision: 'retreat', hex: '1216' }]);
    const last = resumeCombat(env, second.state, second.pause!, { hold: 0, path: ask.ways[0]!.paths.at(-1)! }, NO_STANDING, dice({}));
    expect(last.pause).toBeNull();
    expect(ofType(last.events, 'retreated').map((e) => [e['from'], e['path']])).toEqual([['1215', path], ['1216', ask.ways[0]!.paths.at(-1)!]]);
  });
  it('answered holding the step: the second stack holds too, nothing left to ask (12.62: one choice for the side)', () => {
    const held = resumeCombat(env, r.state, r.pause!, { hold: 1, path: null }, NO_STANDING, dice({}));
    expect(held.pause).toBeNull();
    expect(ofType(held.events, 'conversion')).toMatchObject([{ side: 'soviet', converted: 1, hexes: 0 }]);
  });
  it('the second stack\'s window closed without an answer: its default path, the first answer kept', () => {
    const ways0 = (r.pause!.group.asks[0] as RetreatAsk).ways;
    const path = ways0[0]!.paths.at(-1)!;
    const second = resumeCombat(env, r.state, r.pause!, { hold: 0, path }, NO_STANDING, dice({}));
    const last = resumeCombat(env, second.state, second.pause!, null, NO_STANDING, dice({}));
    expect(ofType(last.events, 'decision-defaulted')).toMatchObject([{ decision: 'retreat' }]);
    const [first, other] = ofType(last.events, 'retreated');
    expect([first!['from'], first!['path']]).toEqual(['1215', path]);
    // the default path is ranked when the retreat is made, after the first stack's: ending with friendly units (12.72)
    expect(other).toMatchObject({ from: '1216', path: ['1316'] });
    expect((second.pause!.group.asks[0] as RetreatAsk).ways[0]!.paths).toContainEqual(['1316']);
  });
});

describe('the Combat Phase stops before the die for the defender\'s Air Point when his `air.preparedAssault` says `ask` (5.21, D1)', () => {
  // The combat of the first describe: two regiments against the rifle division in 1212 (2-1; die 5 gives Dr1), the Soviet player with one Air Point.
  const { env, state } = combatField(at);
  const s = { ...state, airPoints: { axis: 0, soviet: 1 } };
  const ASK = { axis: null, soviet: { air: { preparedAssault: 'ask' as const }, retreat: { policy: 'retreat' as const } } };
  const r = adjudicateCombat(env, s, 'axis', orders, ASK, dice({}), LABEL);

  it('stops before any die or chit: the Air Point asked, declared after the attacker\'s', () => {
    expect(ofType(r.events, 'crt', 'chit-drawn', 'combat')).toEqual([]);
    expect(r.pause).toMatchObject({ decision: 'airDefense', side: 'soviet', group: { beforeDice: true, battles: [] } });
    expect(r.pause!.group.asks).toEqual([{ decision: 'airDefense', index: 0, attack: 'attack-1', hex: '1212', units: ['sov-167-rd-kb'], attackerAir: 0, ways: [0, 1] }]);
    expect(ofType(r.events, 'window-paused')).toMatchObject([{ side: 'soviet', decision: 'airDefense', attackerAir: 0, ways: [0, 1], rule: 'KB 5.21' }]);
  });
  it('answered with one: the Air Point is spent, the combat rolled with the dice of the window that closes, the result applied', () => {
    const a = resumeCombat(env, r.state, r.pause!, { decision: 'airDefense', commit: 1 }, ASK, dice({ 'attack-1': 5 }));
    expect(a.pause).toBeNull();
    expect(ofType(a.events, 'decision-answered')).toMatchObject([{ decision: 'airDefense', commit: 1 }]);
    expect(ofType(a.events, 'air-points')).toMatchObject([{ side: 'soviet', used: 1, left: 0 }]);
    expect(a.state.airPoints.soviet).toBe(0);
    expect(ofType(a.events, 'crt')).toHaveLength(1);
  });
  it('answered with none, the combat then pauses again for the retreat the result leaves (no standing retreat)', () => {
    const p = adjudicateCombat(env, s, 'axis', orders, { axis: null, soviet: { air: { preparedAssault: 'ask' } } }, dice({}), LABEL);
    const a = resumeCombat(env, p.state, p.pause!, { decision: 'airDefense', commit: 0 }, NO_STANDING, dice({ 'attack-1': 5 }));
    expect(ofType(a.events, 'crt')).toMatchObject([{ result: 'Dr1' }]);
    expect(a.pause).toMatchObject({ decision: 'retreat', step: 0, done: ['attack-1'] });
    expect(a.state.airPoints.soviet).toBe(1);
  });
});

describe('the Combat Phase stops before the die for the defender\'s participants when his `participants` says `ask` (6.21, 6.22, 12.22; D3)', () => {
  // Two Soviet corps (three steps each, chits drawn) hold 1212 against the two regiments: one of them may defend (6.21).
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-8-cc-kb', 'sov-4-tc-kb'] });
  const [c1, c2] = CHITS.filter((c) => c.pool === 'soviet');
  const s = withUnits(state, { 'sov-8-cc-kb': { chit: { id: c1!.id, face: 'full' } }, 'sov-4-tc-kb': { chit: { id: c2!.id, face: 'full' } } });
  const ASK = { axis: null, soviet: { participants: 'ask' as const, retreat: { policy: 'retreat' as const } } };
  const r = adjudicateCombat(env, s, 'axis', orders, ASK, dice({}), LABEL);
  const ask = r.pause?.group.asks[0] as ParticipantsAsk | undefined;

  it('stops before any die or chit: the units that defend asked, one legal set a corps, the strongest defence first', () => {
    expect(ofType(r.events, 'crt', 'chit-drawn', 'participants', 'decision-defaulted')).toEqual([]);
    expect(r.pause).toMatchObject({ decision: 'participants', side: 'soviet', group: { beforeDice: true, battles: [] } });
    expect(ask).toMatchObject({ decision: 'participants', index: 0, attack: 'attack-1', hex: '1212' });
    expect([...ask!.units].sort()).toEqual(['sov-4-tc-kb', 'sov-8-cc-kb']);
    expect([...ask!.ways].sort()).toEqual([['sov-4-tc-kb'], ['sov-8-cc-kb']]);
    const strongest = defendingParticipants(env, s, occupancy(env.ctx, s).at(hexId('1212'), 'soviet')) as { units: string[] };
    expect(ask!.ways[0]).toEqual(strongest.units);
  });
  it('the public `window-paused` names the decision and the hex, never the legal sets nor which is the default (the chits are the defender\'s secret)', () => {
    const [p] = ofType(r.events, 'window-paused');
    expect(p).toMatchObject({ side: 'soviet', decision: 'participants', attack: 'attack-1', hex: '1212', rule: 'KB 6.21-6.22' });
    expect(p!.visibleTo).toBeUndefined();
    expect(p!['ways']).toBeUndefined();
    // nothing the Axis player is shown of the pause lists a legal set
    const axisSees = JSON.stringify(r.events.filter((e) => !e.visibleTo || e.visibleTo.includes('axis')));
    for (const set of ask!.ways) expect(axisSees).not.toContain(JSON.stringify(set));
  });
  it('answered with the weaker corps: it alone defends, the combat rolled with the dice of the window that closes', () => {
    const other = ask!.ways[1]!;
    const a = resumeCombat(env, r.state, r.pause!, { decision: 'participants', units: other }, ASK, dice({ 'attack-1': 5 }));
    expect(ofType(a.events, 'decision-answered')).toMatchObject([{ side: 'soviet', decision: 'participants', hex: '1212', units: other, rule: 'KB 6.21, 6.22' }]);
    expect(ofType(a.events, 'participants')).toMatchObject([{ side: 'soviet', hex: '1212', units: other }]);
    expect(ofType(a.events, 'crt')).toHaveLength(1);
    expect(a.pause).toBeNull();
  });
  it('no answer (or one no legal set matches): the strongest defence, said to the Soviet player alone', () => {
    for (const answer of [null, { decision: 'participants' as const, units: ['sov-4-tc-kb', 'sov-8-cc-kb'] }]) {
      const a = resumeCombat(env, r.state, r.pause!, answer, ASK, dice({ 'attack-1': 5 }));
      expect(ofType(a.events, 'decision-defaulted')).toMatchObject([{ side: 'soviet', decision: 'participants', visibleTo: ['soviet'] }]);
      expect(ofType(a.events, 'participants')).toMatchObject([{ units: ask!.ways[0] }]);
    }
  });
  it('a hex the 6.21 limit leaves no choice (one corps) is not asked', () => {
    const { env: e1, state: s0 } = combatField({ '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-8-cc-kb', 'sov-167-rd-kb'] });
    const s1 = withUnits(s0, { 'sov-8-cc-kb': { chit: { id: c1!.id, face: 'full' } } });
    const one = adjudicateCombat(e1, s1, 'axis', orders, ASK, dice({ 'attack-1': 5 }), LABEL);
    expect(one.pause).toBeNull();
    expect(ofType(one.events, 'decision-defaulted', 'window-paused')).toEqual([]);
    expect(ofType(one.events, 'crt')).toHaveLength(1);
  });
});
