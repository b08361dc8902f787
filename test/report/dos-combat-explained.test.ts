import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rulesetFor } from '#games';
import type { GameEvent } from '#kernel/engine/events';
import { battleRows } from '#report/combat/battle-rows';
import { reportModel } from '#report/combat/report-model';
import { combatReportText } from '#report/text/combat-report-text';
import { playedGame } from './support/played-game';

const dos = rulesetFor('drive-on-stalingrad')!;

/**
 * The Drive on Stalingrad combat report explains every number: each unit's hex, factor and
 * halvings with their rules (the events carry them), the sums as 11.12 makes them (units
 * halved alike added first and halved once, never below 1), the division to the odds
 * (11.8, 11.9), the CRT column and the die's cell (11.29), and the result codes (11.31-11.37).
 */
describe('a DoS prepared assault across a river, reckoned', () => {
  // as rules/prepared-assault.ts writes it: two infantry divisions attack across a river, a panzer division does not
  const battle: GameEvent = {
    type: 'battle',
    rule: 'DoS 11.0',
    side: 'german',
    target: '2725',
    attackers: [
      { unit: 'ger-a', hex: '2726', printed: 5, halvings: [{ reason: 'attacks across a river (2726/2725)', rule: 'DoS 11.19' }], effective: 2 },
      { unit: 'ger-b', hex: '2625', printed: 3, halvings: [{ reason: 'attacks across a river (2625/2725)', rule: 'DoS 11.19' }], effective: 1 },
      { unit: 'ger-c', hex: '2824', printed: 6, halvings: [], effective: 6 },
    ],
    defenders: [{ unit: 'sov-62', hex: '2725', printed: 4, halvings: [], effective: 4 }],
    attack: 10,
    defense: 4,
    raw: '2:1',
    shifts: [{ value: -1, reason: 'hills', rule: 'DoS 11.15' }],
    final: '1:1',
    column: '1:1',
    die: { label: 'T03/german/2725/attack', value: 5 },
    cell: '1:1/5',
    crtResult: 'EX',
    result: 'EX',
    losses: [],
    retreats: [],
    eliminations: [],
    advances: [],
    advanceRefused: [],
    notes: [],
    text: '2725 ← 2726,2625,2824: 10 vs 4 = 2:1; …',
  };
  const rows = battleRows([battle], undefined, undefined, dos.combatKey!(null, [battle]));

  test("each unit's hex, factor and halving with its rule", () => {
    expect(rows[0]!.attackers).toEqual([
      'ger-a [2726] 5, halved: attacks across a river (2726/2725) (DoS 11.19) = 2',
      'ger-b [2625] 3, halved: attacks across a river (2625/2725) (DoS 11.19) = 1',
      'ger-c [2824] 6',
    ]);
  });

  test('"10 vs 4" explained: the two halved divisions are added first and halved once (5 + 3 = 8, halved 4), not 2 + 1', () => {
    expect(rows[0]!.arithmetic).toEqual([
      'attack 10 = ger-c 6 + (ger-a 5 + ger-b 3) ÷ 2 = 4 (rounded down, never below 1: DoS 1.3, 11.12: units halved alike are added first and halved once)',
      'defense 4 = sov-62 4',
      'odds 10 ÷ 4 = 2.5, rounded down: 2:1 (DoS 11.8)',
    ]);
  });

  test('the CRT column used and the cell the die read', () => {
    const cells = (dos.combatKey!(null, []).table.cells['1:1'] ?? []).map((c, i) => `${i + 1} ${c}`).join(', ');
    expect(rows[0]!.reading).toEqual([`column 1:1: ${cells} (DoS 11.29)`, 'die 5 → EX']);
  });

  test('a poor-odds attack divides the other way and rounds up (DoS 11.9)', () => {
    const poor = { ...battle, attack: 5, defense: 11, raw: '1:3', attackers: [{ unit: 'ger-c', hex: '2824', printed: 5, halvings: [], effective: 5 }], defenders: [{ unit: 'sov-62', hex: '2725', printed: 11, halvings: [], effective: 11 }] };
    expect(battleRows([poor], undefined, undefined, dos.combatKey!(null, [poor]))[0]!.arithmetic.at(-1)).toBe('poor odds 11 ÷ 5 = 2.2, rounded up: 1:3 (DoS 11.9)');
  });
});

describe("Operation Blue's opening assaults in the report text", () => {
  let text = '';
  let dispose = () => {};
  beforeAll(async () => {
    const g = await playedGame();
    dispose = g.dispose;
    text = combatReportText(reportModel(await g.service.reportData(g.game.id, 1, { kind: 'side', side: 'german' })));
  }, 60_000);
  afterAll(() => dispose());

  test('each battle gives its sums, the column read and the result codes it used, with their rules', () => {
    expect(text).toContain('reckoned   attack 23 = ger-11pz 8 + ger-16mot 6 + ger-24pz 9');
    expect(text).toContain('odds 23 ÷ 3 = 7.67, rounded down: 7:1 (DoS 11.8)');
    expect(text).toContain('how read   final odds 8:1 are above the table (1:3 to 6:1): no die, always DE (DoS 11.10)');
    expect(text).toMatch(/how read   column 3:1: 1 \w+, 2 \w+, 3 \w+, 4 \w+, 5 DR, 6 \w+ \(DoS 11\.29\)\n\s+die 5 → DR/);
    const key = text.slice(text.indexOf('Key to the results'), text.indexOf('\nMovement'));
    expect(key).toContain('DE: Defender Eliminated');
    expect(key).toContain('(DoS 11.36)');
    expect(key).toContain('DR: Defender Retreat');
    expect(key).toContain('(DoS 11.33)');
    expect(key).not.toContain('EX:'); // not used in this step
  });
});
