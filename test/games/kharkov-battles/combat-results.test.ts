import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollAttrition } from '#games/kharkov-battles/combat/attrition';
import { rollBreakout } from '#games/kharkov-battles/combat/breakout';
import { rollCommandControl } from '#games/kharkov-battles/combat/command-control';
import { parseMobileAssaultResult } from '#games/kharkov-battles/combat/mobile-assault-result';
import { formatPreparedResult, parsePreparedResult } from '#games/kharkov-battles/combat/result';
import { rollSupport } from '#games/kharkov-battles/combat/support-roll';
import { d10, tables } from './combat-tables-fixture';

describe('Prepared Assault result codes (12.61, 12.62, 12.65)', () => {
  it.each([
    ['D(1)r2', { attacker: null, defender: { steps: 1, retreat: 2 }, loser: 'defender' }],
    ['Ar1', { attacker: { steps: 0, retreat: 1 }, defender: null, loser: 'attacker' }],
    ['A(3)r2', { attacker: { steps: 3, retreat: 2 }, defender: null, loser: 'attacker' }],
    ['D(3)r4', { attacker: null, defender: { steps: 3, retreat: 4 }, loser: 'defender' }],
    ['A(1)/D(1)r2', { attacker: { steps: 1, retreat: 0 }, defender: { steps: 1, retreat: 2 }, loser: 'defender' }],
    ['D(1)', { attacker: null, defender: { steps: 1, retreat: 0 }, loser: null }],
    ['-', { attacker: null, defender: null, loser: null }],
  ])('%s', (code, parsed) => {
    expect(parsePreparedResult(code)).toEqual({ code, ...parsed });
    expect(formatPreparedResult(parsePreparedResult(code))).toBe(code);
  });

  it.each(['DE', 'D', 'A()r2', 'Dr', 'Ar1/Dr2', 'D(1)r2/D(1)', 'AD', ''])('refuses "%s"', (code) => {
    expect(() => parsePreparedResult(code)).toThrow(RangeError);
  });

  it('any side result prints and reads back the same (property)', () => {
    const side = fc.option(fc.record({ steps: fc.integer({ min: 0, max: 4 }), retreat: fc.integer({ min: 0, max: 4 }) }).filter((s) => s.steps + s.retreat > 0), { nil: null });
    fc.assert(
      fc.property(side, side, (attacker, defender) => {
        fc.pre(!((attacker?.retreat ?? 0) > 0 && (defender?.retreat ?? 0) > 0));
        const back = parsePreparedResult(formatPreparedResult({ attacker, defender }));
        expect([back.attacker, back.defender]).toEqual([attacker, defender]);
      }),
    );
  });
});

describe('Mobile Assault result codes (11.26, 11.27)', () => {
  it.each([
    ['Dr3', { kind: 'defender-retreats', steps: 0, retreat: 3 }],
    ['D(1)r3', { kind: 'defender-retreats', steps: 1, retreat: 3 }],
    ['AD', { kind: 'attacker-disorganized', steps: 0 }],
    ['A(2)D', { kind: 'attacker-disorganized', steps: 2 }],
  ])('%s', (code, parsed) => {
    expect(parseMobileAssaultResult(code)).toMatchObject({ code, ...parsed });
  });

  it.each(['D(1)r2', 'Dr', 'A(1)', 'Ar1', 'D'])('refuses "%s"', (code) => {
    expect(() => parseMobileAssaultResult(code)).toThrow(RangeError);
  });
});

describe('the one-die tables', () => {
  const T = tables();
  it('Attrition: Freeze adds one, and the highest roll is still 9 (19.22)', () => {
    expect(rollAttrition(T.attrition, 'freeze', d10([9]), 'T03/attrition/1')).toMatchObject({ die: 9, modified: 9 });
    expect(rollAttrition(T.attrition, 'freeze', d10([4]), 'T03/attrition/1')).toMatchObject({ die: 4, modified: 5 });
    expect(rollAttrition(T.attrition, 'clear', d10([4]), 'T03/attrition/1')).toMatchObject({ die: 4, modified: 4 });
  });

  it('Command & Control: Guards +1; Popov Out of Gas -3 instead of the Guards +1 (13.2, 20.1)', () => {
    const roll = (unit: { guards: boolean; popovOutOfGas: boolean }) => rollCommandControl(T.commandControl, unit, d10([5]), 'T03/cc/1').modified;
    expect([roll({ guards: false, popovOutOfGas: false }), roll({ guards: true, popovOutOfGas: false }), roll({ guards: true, popovOutOfGas: true })]).toEqual([5, 6, 2]);
  });

  it('Breakout and Support read the bare die 0-9 (1.2)', () => {
    expect(rollBreakout(T.breakout, d10([0]), 'T03/breakout/1')).toEqual({ die: 0, result: T.breakout.rows[0]!.result });
    expect(rollSupport(T.support, d10([9]), 'T03/support')).toEqual({ die: 9, points: T.support.rows.at(-1)!.result });
  });
});
