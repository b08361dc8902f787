import { describe, expect, it } from 'vitest';
import { checkCombat, adjudicateCombat } from '#games/kharkov-battles/windows/combat/index';
import { KbRefused } from '#games/kharkov-battles/issues/refused';
import { withUnits } from '#games/kharkov-battles/state/update';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING } from './window-combat-fixture';

/**
 * A Combat window's file checked against the position the window opened on (KB 12.0-12.2,
 * 12.1, 7.26, 5.21, 12.23, 12.63; docs/kharkov-battles.md "Errors"): every problem at once,
 * each at its order's path, and a refused file changes nothing.
 */
const brief = (issues: readonly { path: unknown; code: string; rule?: string | undefined }[]) => issues.map((i) => ({ path: i.path, code: i.code, rule: i.rule }));

describe('a bad file: every designation error at once, nothing changed', () => {
  const { env, state } = combatField({
    '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'],
    '1112': ['ger-brk-kb-3'],
    '1010': ['ger-brk-kb-4'],
    '1212': ['sov-167-rd-kb'],
    '1313': ['sov-232-rd-kb'],
  });
  const orders = [
    attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-4'], targets: ['1212'], air: 1 }), // 1010 is not next to 1212; no Air Point to give
    attack({ attackers: ['ger-brk-kb-3'], targets: ['1313', '9999'], losses: ['ger-brk-kb-1'] }), // 1112 is not next to 1313; no hex 9999; a loss from another hex
    attack({ attackers: ['ger-brk-kb-2'], targets: ['1311'] }), // an empty hex
    { move: { unit: 'ger-brk-kb-4', path: ['1011'] } }, // not an order of a Combat window
  ];
  const issues = checkCombat(env, state, 'axis', orders);

  it('each problem with the path of its order, its code and its rule', () => {
    expect(brief(issues)).toEqual([
      { path: ['orders', 1, 'attack', 'targets', 1], code: 'unknown-hex', rule: undefined },
      { path: ['orders', 3], code: 'wrong-window', rule: 'KB 4.1' },
      { path: ['orders', 0, 'attack', 'attackers', 1], code: 'not-adjacent', rule: 'KB 12.21' },
      { path: ['orders', 1, 'attack', 'attackers', 0], code: 'not-adjacent', rule: 'KB 12.21' },
      { path: ['orders', 2, 'attack', 'targets', 0], code: 'no-enemy-in-hex', rule: 'KB 12.0' },
      { path: ['orders', 0, 'attack', 'air'], code: 'air-points-unavailable', rule: 'KB 5.21' },
      { path: ['orders', 1, 'attack', 'losses', 0], code: 'not-in-force', rule: 'KB 12.63' },
    ]);
  });
  it('the file is refused whole by the adjudication too, and the state is unchanged', () => {
    const before = JSON.stringify(state);
    expect(() => adjudicateCombat(env, state, 'axis', orders, NO_STANDING, dice({}), LABEL)).toThrow(KbRefused);
    expect(JSON.stringify(state)).toBe(before);
  });
  it('the same attacks, put right, are accepted', () => {
    const good = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-3'], targets: ['1212'] }), attack({ attackers: ['ger-brk-kb-2'], targets: ['1312'] })];
    const { state: s2 } = combatField({ '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1112': ['ger-brk-kb-3'], '1212': ['sov-167-rd-kb'], '1312': ['sov-232-rd-kb'] });
    expect(checkCombat(env, s2, 'axis', good)).toEqual([]);
  });
});

describe('KB 10.54: units move only in their friendly movement phase', () => {
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1'], '1214': ['sov-167-rd-kb'] });
  const move = { move: { unit: 'ger-brk-kb-1', path: ['1212'] } };
  it('a move order in the Combat window is refused, whoever gives it, and the adjudication moves nothing', () => {
    expect(brief(checkCombat(env, state, 'axis', [move]))).toEqual([{ path: ['orders', 0], code: 'wrong-window', rule: 'KB 4.1' }]);
    const before = JSON.stringify(state);
    expect(() => adjudicateCombat(env, state, 'axis', [move], NO_STANDING, dice({}), LABEL)).toThrow(KbRefused);
    expect(JSON.stringify(state)).toBe(before);
    expect(brief(checkCombat(env, state, 'soviet', [{ move: { unit: 'sov-167-rd-kb', path: ['1215'] } }]))).toEqual([{ path: ['orders', 0], code: 'wrong-window', rule: 'KB 4.1' }]);
  });
});

describe('attack determination (12.1) and the river crosser (7.26)', () => {
  // 1211's regiments are in the ZOC of both 1212 and 1312.
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1212': ['sov-167-rd-kb'], '1312': ['sov-232-rd-kb'], '1215': ['ger-brk-kb-3'], '1216': ['sov-240-rd-kb'] });
  it('a stack whose ZOC reaches an attacking hex and is attacked by no one is refused (12.1), at the first attack out of that hex', () => {
    const issues = checkCombat(env, state, 'axis', [attack({ attackers: ['ger-brk-kb-1'], targets: ['1212'] })]);
    expect(brief(issues)).toEqual([{ path: ['orders', 0, 'attack', 'attackers'], code: 'attack-determination', rule: 'KB 12.1' }]);
  });
  it('a unit that crossed a Major River into an EZOC (its Prepared Assault marker from the Movement Phase) must attack the stack there (7.26): a file leaving it out is refused', () => {
    const crossed = withUnits(state, { 'ger-brk-kb-3': { marks: { ...state.units['ger-brk-kb-3']!.marks, preparedAssault: true } } });
    const without = [attack({ attackers: ['ger-brk-kb-1'], targets: ['1212'] }), attack({ attackers: ['ger-brk-kb-2'], targets: ['1312'] })];
    expect(brief(checkCombat(env, crossed, 'axis', without))).toEqual([{ path: ['orders'], code: 'forced-river-attack', rule: 'KB 7.26' }]);
    expect(checkCombat(env, crossed, 'axis', [...without, attack({ attackers: ['ger-brk-kb-3'], targets: ['1216'] })])).toEqual([]);
    // Without the marker, nothing obliges it to attack.
    expect(checkCombat(env, state, 'axis', without)).toEqual([]);
  });
  it('an Axis crosser that fails to receive full support may not be designated (12.0, 9.41), so it is bound to no attack (7.26 note: it goes back across the river)', () => {
    const marks = { ...state.units['ger-brk-kb-3']!.marks, preparedAssault: true, limitedSupport: true };
    const unsupported = withUnits(state, { 'ger-brk-kb-3': { marks } });
    const without = [attack({ attackers: ['ger-brk-kb-1'], targets: ['1212'] }), attack({ attackers: ['ger-brk-kb-2'], targets: ['1312'] })];
    expect(checkCombat(env, unsupported, 'axis', without)).toEqual([]);
    expect(brief(checkCombat(env, unsupported, 'axis', [...without, attack({ attackers: ['ger-brk-kb-3'], targets: ['1216'] })])).map((i) => i.code)).toContain('not-fully-supported');
  });
});
