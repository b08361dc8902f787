import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { movementJudge } from '#games/kharkov-battles/game/judge/movement-judge';
import { KbRefused } from '#games/kharkov-battles/issues/refused';
import type { KbState } from '#games/kharkov-battles/state/types';
import type { AssaultEnv } from '#games/kharkov-battles/assault/attack';
import { withUnits } from '#games/kharkov-battles/state/update';
import { adjudicateCombat, checkCombat } from '#games/kharkov-battles/windows/combat/index';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING } from './window-combat-fixture';

/**
 * KB 12.0: "Each Axis stack must receive full support (9.3) in order to be designated."
 * KB 9.1: "Units of mechanized divisions check for full support at the end of this phase,
 * while all other units check at the beginning of the Combat Phase, if they wish to attack."
 * KB 15.15: "Axis combat units may only conduct attacks if they have full support via a
 * friendly HQ unit." KB 9.41: "Mechanized units with limited support or no support may not
 * be present in a hex which declares a Prepared Assault."
 *
 * The window is given the game's judge of full support (the one the Movement Phase reads for
 * Mobile Assaults): on this fragment no German HQ stands, so no Axis unit but one the
 * scenario rules support has full support.
 */
const FORCES = KbBundleSchema.parse(bundleJson).scenarios['operation-star'];
const judgeOf = (env: AssaultEnv) => (state: KbState, unit: string) =>
  movementJudge({ assault: env, forces: FORCES, sources: () => [], inPlay: () => true }, 'axis', NO_STANDING, dice({}), LABEL).fullySupported(state, unit);
const brief = (issues: readonly { path: unknown; code: string; rule?: string | undefined }[]) => issues.map((i) => ({ path: i.path, code: i.code, rule: i.rule }));

describe('KB 12.0, 9.3, 15.15: an Axis stack without full support may not be designated', () => {
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1'], '1212': ['sov-167-rd-kb'], '1215': ['sov-232-rd-kb'], '1214': ['sov-240-rd-kb'] });
  const judge = judgeOf(env);
  const orders = [attack({ attackers: ['ger-brk-kb-1'], targets: ['1212'] })];

  it('an infantry regiment with no Supported ArmeeKorps HQ within range checks at the Combat Phase and is refused', () => {
    expect(brief(checkCombat(env, state, 'axis', orders, judge))).toEqual([{ path: ['orders', 0, 'attack', 'attackers', 0], code: 'not-fully-supported', rule: 'KB 12.0' }]);
  });
  it('the adjudication refuses the same file whole and changes nothing', () => {
    const before = JSON.stringify(state);
    expect(() => adjudicateCombat(env, state, 'axis', orders, NO_STANDING, dice({ 'attack-1': 5 }), LABEL, judge)).toThrow(KbRefused);
    expect(JSON.stringify(state)).toBe(before);
  });
  it('the Soviet player provides no support (9.0): his attack stands', () => {
    const soviet = { ...state, at: { ...state.at, stage: 'soviet' as const } };
    expect(checkCombat(env, soviet, 'soviet', [attack({ attackers: ['sov-167-rd-kb'], targets: ['1211'] })], judge)).toEqual([]);
  });
});

describe('KB 9.3, 9.41: a German mechanized regiment not Operational at the Maintenance Phase has no full support', () => {
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1', 'ger-d-dr'], '1212': ['sov-167-rd-kb'] });
  const judge = judgeOf(env);
  // Out of Supply at the MSDP: it did not check at the end of the Maintenance Phase and carries no marker
  const oos = withUnits(state, { 'ger-d-dr': { supply: 'out-of-supply' } });
  it('it may not attack, and its hex may not declare a Prepared Assault', () => {
    const issues = brief(checkCombat(env, oos, 'axis', [attack({ attackers: ['ger-d-dr', 'ger-brk-kb-1'], targets: ['1212'] })], judge));
    expect(issues).toContainEqual({ path: ['orders', 0, 'attack', 'attackers', 0], code: 'not-fully-supported', rule: 'KB 12.0' });
    expect(issues).toContainEqual({ path: ['orders', 0, 'attack', 'attackers'], code: 'unsupported-mechanized-in-hex', rule: 'KB 9.41' });
  });
});
