import { describe, expect, it } from 'vitest';
import type { AssaultEnv } from '#games/kharkov-battles/assault/attack';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { kbUnitOptions } from '#games/kharkov-battles/options/index';
import { adjudicateCombat, checkCombat } from '#games/kharkov-battles/windows/combat/index';
import { hexId } from '#kernel/ids';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING, ofType } from './window-combat-fixture';
import { fragmentWindow } from './options-fixture';
import { gridMap } from './state-fixtures';

/**
 * KB 7.26 Note: "Any Axis units which fail to receive full support (9.3) in the Combat Phase
 * must retreat back across the river (all normal retreat rules apply)", with 12.72: the stack
 * moves "toward a hex that is closer to a Friendly supply source, or if that is not possible,
 * to a hex that is closer to a Friendly HQ unit". A Major River runs between 1215 and both
 * 1214 and 1315; a regiment under a 'Limited Support' marker crossed into 1215, next to a
 * Soviet division in 1216. Both hexes across are free of EZOC.
 */
const riverMap = () => gridMap({ rows: [10, 14], cols: [10, 20], hexsides: [['1214', '1215', ['major-river']], ['1315', '1215', ['major-river']]] });
const crossed = (state: KbState): KbState => withUnits(state, { 'ger-d-dr': { marks: { ...state.units['ger-d-dr']!.marks, preparedAssault: true, limitedSupport: true } } });
const withSources = (env: AssaultEnv, axis: string[]): AssaultEnv => ({ ...env, supplySources: (_state, side: KbSide) => (side === 'axis' ? axis.map(hexId) : []) });

describe('KB 7.26 Note with 12.72: the crosser goes back across the river toward a friendly supply source', () => {
  it('an Axis supply source in 1415: it retreats to 1315 (one hex from it), not 1214 (two)', () => {
    const { env, state } = combatField({ '1215': ['ger-d-dr'], '1216': ['sov-167-rd-kb'] }, riverMap());
    const r = adjudicateCombat(withSources(env, ['1415']), crossed(state), 'axis', [], NO_STANDING, dice({}), LABEL);
    expect(ofType(r.events, 'river-retreat')).toMatchObject([{ unit: 'ger-d-dr', from: 'KB1215', to: 'KB1315', steps: 0, rule: 'KB 7.26' }]);
    expect(r.state.units['ger-d-dr']!.hex).toBe('1315');
  });
  it('failing a supply source it leads toward (one in 1018, which neither hex across nears), toward a friendly HQ unit: the one in 1414 draws it to 1315', () => {
    const { env, state } = combatField({ '1215': ['ger-d-dr'], '1216': ['sov-167-rd-kb'], '1414': ['ger-48-pzk'] }, riverMap());
    const r = adjudicateCombat(withSources(env, ['1018']), crossed(state), 'axis', [], NO_STANDING, dice({}), LABEL);
    expect(ofType(r.events, 'river-retreat')).toMatchObject([{ unit: 'ger-d-dr', to: 'KB1315' }]);
  });
});

/**
 * The options read the same direction as the check (9.41): the Leibstandarte, mechanized and
 * without full support, crossed into 1215; it goes back toward the source in 1415, to 1315,
 * where an infantry regiment stands next to a Soviet division in 1316. That hex now holds a
 * mechanized unit without full support and may declare no Prepared Assault.
 */
describe('KB 7.26 Note with 12.72 and 9.41: the options and the check move the crosser alike', () => {
  const at = { '1215': ['ger-1-lah'], '1216': ['sov-167-rd-kb'], '1315': ['ger-320-id-kb'], '1316': ['sov-25g-rd-kb'] };
  const judge = (_s: KbState, id: string): boolean => id !== 'ger-1-lah';
  const mark = (s: KbState): KbState => withUnits(s, { 'ger-1-lah': { marks: { ...s.units['ger-1-lah']!.marks, preparedAssault: true } } });
  const sources = (_s: KbState, side: KbSide) => (side === 'axis' ? [hexId('1415')] : []);
  it('the options list no attack for the regiment in 1315, citing 9.41; the check refuses it', () => {
    const o = kbUnitOptions(fragmentWindow(riverMap(), at, 'axis-combat', mark, { fullySupported: judge, supplySources: sources })).find((x) => x.unit === 'ger-320-id-kb')!;
    expect(o.attacks).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringContaining('KB 9.41'));
    const { env, state } = combatField(at, riverMap());
    const issues = checkCombat({ ...env, supplySources: sources }, mark(state), 'axis', [attack({ attackers: ['ger-320-id-kb'], targets: ['1316'] })], judge);
    expect(issues.map((i) => i.code)).toContain('unsupported-mechanized-in-hex');
  });
});
