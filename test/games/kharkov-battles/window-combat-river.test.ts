import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { movementJudge } from '#games/kharkov-battles/game/judge/movement-judge';
import type { AssaultEnv } from '#games/kharkov-battles/assault/attack';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { adjudicateCombat, checkCombat } from '#games/kharkov-battles/windows/combat/index';
import { prepareCombat } from '#games/kharkov-battles/windows/combat/check';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, ofType, NO_STANDING } from './window-combat-fixture';
import { gridMap } from './state-fixtures';

/**
 * KB 7.26: "A unit which crosses a Major River hexside (bridged or un-bridged) into an empty
 * hex within the EZOC of an enemy unit adjacent to the same side of the river as the hex to
 * be entered must attack that unit in the following combat phase. Place a 'Prepared
 * Assault' marker on the unit. Note: Any Axis units which fail to receive full support (9.3)
 * in the Combat Phase must retreat back across the river (all normal retreat rules apply)."
 *
 * A Major River runs between 1214 (west bank) and 1215; the Soviet stack in 1216 stands on
 * the east bank next to the crosser in 1215.
 */
const riverMap = () => gridMap({ rows: [10, 14], cols: [10, 20], hexsides: [['1214', '1215', ['major-river']]] });
const FORCES = KbBundleSchema.parse(bundleJson).scenarios['operation-star'];
const judgeOf = (env: AssaultEnv) => (state: KbState, unit: string) =>
  movementJudge({ assault: env, forces: FORCES, sources: () => [], inPlay: () => true }, 'axis', NO_STANDING, dice({}), LABEL).fullySupported(state, unit);
const crossed = (state: KbState, unit: string, limited: boolean): KbState =>
  withUnits(state, { [unit]: { marks: { ...state.units[unit]!.marks, preparedAssault: true, limitedSupport: limited } } });

describe("KB 7.26 Note: an Axis crosser without full support retreats back across the river instead of attacking", () => {
  it("a regiment under a 'Limited Support' marker (9.4: it may never attack) is not held to the attack: the file without it is accepted", () => {
    const { env, state } = combatField({ '1215': ['ger-d-dr'], '1216': ['sov-167-rd-kb'] }, riverMap());
    expect(checkCombat(env, crossed(state, 'ger-d-dr', true), 'axis', [])).toEqual([]);
  });
  it('it goes back across the river to 1214 as the phase begins, its marker off, no step lost (1214 is free of EZOC)', () => {
    const { env, state } = combatField({ '1215': ['ger-d-dr'], '1216': ['sov-167-rd-kb'] }, riverMap());
    const r = adjudicateCombat(env, crossed(state, 'ger-d-dr', true), 'axis', [], NO_STANDING, dice({}), LABEL);
    expect(r.state.units['ger-d-dr']).toMatchObject({ hex: '1214', steps: 3, marks: { preparedAssault: false } });
    expect(ofType(r.events, 'river-retreat')).toMatchObject([{ unit: 'ger-d-dr', from: 'KB1215', to: 'KB1214', steps: 0, rule: 'KB 7.26' }]);
  });
  it('an infantry regiment with no Supported HQ in range (the game judge) goes back too; an enemy-controlled hex across costs it its step (12.73)', () => {
    const { env, state } = combatField({ '1215': ['ger-brk-kb-1'], '1216': ['sov-167-rd-kb'], '1213': ['sov-232-rd-kb'] }, riverMap());
    const judge = judgeOf(env);
    const s = crossed(state, 'ger-brk-kb-1', false);
    expect(checkCombat(env, s, 'axis', [], judge)).toEqual([]);
    const r = adjudicateCombat(env, s, 'axis', [], NO_STANDING, dice({}), LABEL, judge);
    expect(ofType(r.events, 'river-retreat')).toMatchObject([{ unit: 'ger-brk-kb-1', to: 'KB1214', steps: 1 }]);
    expect(r.state.units['ger-brk-kb-1']!.where).not.toBe('map');
  });
  it('a crosser with full support still must attack (7.26): a file with no attack has it designated by the server', () => {
    const { env, state } = combatField({ '1215': ['ger-d-dr'], '1216': ['sov-167-rd-kb'] }, riverMap());
    const s = crossed(state, 'ger-d-dr', false);
    expect(checkCombat(env, s, 'axis', [], judgeOf(env))).toEqual([]);
    expect(prepareCombat(env, s, 'axis', [], judgeOf(env)).file.attacks.map((a) => a.attack.attackers)).toEqual([['ger-d-dr']]);
    expect(checkCombat(env, s, 'axis', [attack({ attackers: ['ger-d-dr'], targets: ['1216'] })], judgeOf(env))).toEqual([]);
  });
});
