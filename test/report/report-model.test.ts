import { describe, expect, test } from 'vitest';
import type { GameEvent } from '#kernel/engine/events';
import { reportModel } from '#report/combat/report-model';
import { combatReportText } from '#report/text/combat-report-text';
import type { ReportData } from '#service/types';

const battle: GameEvent = {
  type: 'battle',
  rule: 'DoS 11.0',
  side: 'german',
  target: '2725',
  attackers: [{ unit: 'ger-24pz', hex: '2726', printed: 9, halvings: [{ reason: 'attacking across a river', rule: 'DoS 11.19' }], effective: 5 }],
  defenders: [{ unit: 'sov-62', hex: '2725', printed: '?', rolled: { label: 'T03/german/2725/attack/defense-factor/sov-62', value: 4 }, effective: 4 }],
  attack: 5,
  defense: 4,
  raw: '1:1',
  shifts: [
    { value: -2, reason: 'city', rule: 'DoS 11.22' },
    { value: 1, reason: 'German assault-first', rule: 'DoS 5.6' },
  ],
  final: '1:2',
  column: '1:2',
  die: { label: 'T03/german/2725/attack', value: 6 },
  cell: '1:2/6',
  crtResult: 'DR',
  result: 'AL1',
  conversion: { from: 'DR', to: 'AL1', rule: 'DoS 11.22' },
  losses: [{ unit: 'ger-24pz', side: 'german', from: 2, to: 1, eliminated: false, reason: 'AL1: attacker loses one step', rule: 'DoS 11.32' }],
  retreats: [],
  eliminations: [],
  advances: [],
  advanceRefused: [],
  vp: [],
  notes: [],
  text: '2725 ← 2726: …',
};

const events: GameEvent[] = [
  { type: 'phase', text: 'T03/german: German prepared assault phase' },
  battle,
  { type: 'mobile-assault', side: 'german', target: '2624', attackers: [{ unit: 'ger-gd', hex: '2623' }], result: 'DE', text: 'MA at 2624' },
  { type: 'move', side: 'german', from: '2623', path: ['2624'], vp: [{ hex: '2624', change: 1, vp: 3 }], text: 'ger-gd: 2623 → 2624' },
  { type: 'reinforcement-arrives', text: 'ger-3pz enters at 0233' },
  { type: 'supply-check', text: '2 Soviet units out of supply' },
  { type: 'weather', rule: 'DoS 10.0', season: 'mud' },
];

const data: ReportData = {
  game: { id: 'g_T1', title: 'drive-on-stalingrad', titleName: 'Drive on Stalingrad', scenario: 'operation-blue', scenarioName: 'Operation Blue', diceCommitment: 'c0'.repeat(32) },
  viewer: 'german',
  full: false,
  step: {
    step: 3,
    window: 'T03/german',
    stateHashBefore: 'a'.repeat(64),
    stateHashAfter: 'b'.repeat(64),
    ctx: 'c'.repeat(64),
    seed: 'd'.repeat(64),
    submissions: [],
    transcript: [
      { label: 'T03/german/2725/attack/defense-factor/sov-62', sides: 6, value: 4 },
      { label: 'T03/german/2725/attack', sides: 6, value: 6 },
      { label: 'T03/untried/sov-9', sides: 6, hidden: true, commitment: 'e'.repeat(64) },
    ],
    events,
    at: '2026-02-01T10:00:00.000Z',
  },
  headline: 'GT03 German VP 3',
  outcome: { ended: false },
  map: null,
  scene: null,
  at: '2026-02-01T10:00:00.000Z',
};

describe('the combat report model', () => {
  const m = reportModel(data, (hex) => (hex === '2725' ? 'Rostov' : undefined));

  test('one row per battle, mobile assaults too, with every cell in words', () => {
    expect(m.battles.map((b) => [b.number, b.kind, b.target])).toEqual([
      [1, 'battle', '2725'],
      [2, 'mobile-assault', '2624'],
    ]);
    const b = m.battles[0]!;
    expect(b.place).toBe('Rostov');
    expect(b.attackers).toEqual(['ger-24pz [2726] 9, halved: attacking across a river (DoS 11.19) = 5']);
    expect(b.defenders).toEqual(['sov-62 [2725] ?, rolled 4 = 4']);
    expect(b.odds).toBe('5 vs 4 = 1:1');
    expect(b.modifiers).toEqual(['-2L city (DoS 11.22)', '+1R German assault-first (DoS 5.6)']);
    expect(b.final).toBe('1:2');
    expect(b.dice).toEqual(['T03/german/2725/attack/defense-factor/sov-62: sov-62 factor = 4', 'T03/german/2725/attack: 6']);
    expect(b.result).toBe('DR → AL1 (DoS 11.22) [1:2/6]');
    expect(b.losses).toEqual(['ger-24pz reduced (AL1: attacker loses one step, DoS 11.32)']);
  });

  test('sorts the other events into sections and keeps unknown ones as their text', () => {
    expect(m.movements).toEqual(['ger-gd: 2623 → 2624']);
    expect(m.reinforcements).toEqual(['ger-3pz enters at 0233']);
    expect(m.supply).toEqual(['2 Soviet units out of supply']);
    expect(m.vp).toEqual(['VP +1 for 2624 → 3']);
    expect(m.other).toEqual(['T03/german: German prepared assault phase', 'weather: season=mud (DoS 10.0)']);
    expect(m.victory.at(-1)).toBe('GT03 German VP 3. The game goes on: no side has won yet.');
  });

  test('lists the dice, hidden draws as commitments, the seed and how to verify', () => {
    expect(m.dice).toEqual([
      'T03/german/2725/attack/defense-factor/sov-62  d6 = 4',
      'T03/german/2725/attack  d6 = 6',
      `T03/untried/sov-9  d6 hidden, committed ${'e'.repeat(64)}`,
    ]);
    expect(m.proof[0]).toBe(`seed (s_3): ${'d'.repeat(64)}`);
    expect(m.verify.join(' ')).toContain('umpire verify g_T1.json');
    expect(m.verify.join(' ')).toContain('SHA-256 applied 3 times');
  });

  test('the plain-text report prints every row, section and die', () => {
    const text = combatReportText(m);
    for (const s of ['B1  2725 Rostov, german attacks (battle)', 'B2  2624, german attacks (mobile-assault)', '-2L city (DoS 11.22)', 'Reinforcements', 'ger-3pz enters at 0233', 'weather: season=mud', 'T03/german/2725/attack  d6 = 6', 'How to verify']) {
      expect(text).toContain(s);
    }
  });
});
