import { describe, expect, it } from 'vitest';
import { kbUnitOptions } from '#games/kharkov-battles/options/index';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { checkCombat } from '#games/kharkov-battles/windows/combat/index';
import { fragmentWindow } from './options-fixture';
import { gridMap } from './state-fixtures';
import { attack, combatField } from './window-combat-fixture';

/**
 * KB 9.41: "Mechanized units with limited support or no support may not be present in a hex
 * which declares a Prepared Assault (having these units in a stack therefore limits the
 * actions of the others and is especially important for following cases 7.26 & 12.1)."
 * KB 7.26 Note: "Any Axis units which fail to receive full support (9.3) in the Combat Phase
 * must retreat back across the river (all normal retreat rules apply)."
 *
 * A Major River runs between 1214 and 1215. Two mechanized regiments stand in 1215, next to a
 * Soviet rifle division in 1216; the full-support judge finds Das Reich's Deutschland
 * regiment (ger-d-dr) without full support, the 1st LAH regiment (ger-1-lah) with it.
 */
const river = () => gridMap({ rows: [10, 14], cols: [10, 20], hexsides: [['1214', '1215', ['major-river']]] });
const AT = { '1215': ['ger-d-dr', 'ger-1-lah'], '1216': ['sov-167-rd-kb'] };
const judge = (_s: KbState, unit: string): boolean => unit !== 'ger-d-dr';
const crossed = (unit: string) => (s: KbState): KbState => withUnits(s, { [unit]: { marks: { ...s.units[unit]!.marks, preparedAssault: true } } });
const LAH_ATTACKS = [attack({ attackers: ['ger-1-lah'], targets: ['1216'] })];

describe('KB 9.41 with the 7.26 Note: the attacks are judged after the crossers without full support go back', () => {
  it('the unsupported regiment crossed the river: it goes back across as the Combat Phase begins, so 1215 may declare; the check accepts LAH\'s attack and the options offer it', () => {
    const { env, state } = combatField(AT, river());
    expect(checkCombat(env, crossed('ger-d-dr')(state), 'axis', LAH_ATTACKS, judge)).toEqual([]);
    const listed = kbUnitOptions(fragmentWindow(river(), AT, 'axis-combat', crossed('ger-d-dr'), { fullySupported: judge }));
    expect(listed.find((o) => o.unit === 'ger-1-lah')!.attacks).toEqual([{ target: '1216' }]);
    expect(listed.find((o) => o.unit === 'ger-d-dr')!.attacks).toEqual([]);
  });

  it('LAH crossed and the unsupported regiment did not: it stays in 1215, so no attack may be declared from there (check and options agree), and the crossing binds no one', () => {
    const { env, state } = combatField(AT, river());
    expect(checkCombat(env, crossed('ger-1-lah')(state), 'axis', LAH_ATTACKS, judge)).toMatchObject([{ code: 'unsupported-mechanized-in-hex', rule: 'KB 9.41' }]);
    expect(checkCombat(env, crossed('ger-1-lah')(state), 'axis', [], judge)).toEqual([]);
    const listed = kbUnitOptions(fragmentWindow(river(), AT, 'axis-combat', crossed('ger-1-lah'), { fullySupported: judge }));
    expect(listed.find((o) => o.unit === 'ger-1-lah')!.attacks).toEqual([]);
    expect(listed.find((o) => o.unit === 'ger-1-lah')!.notes).toContainEqual(expect.stringContaining('(KB 9.41)'));
  });
});
