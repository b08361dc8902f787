import { describe, expect, test } from 'vitest';
import type { GameEvent } from '#kernel/engine/events';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import type { ReportData } from '#service/types';
import { pdfInfo, pdfText } from './support/poppler';

const battle = (i: number): GameEvent => ({
  type: i % 2 ? 'battle' : 'mobile-assault',
  side: 'german',
  target: `${String(10 + (i % 40)).padStart(2, '0')}${String(10 + i % 20).padStart(2, '0')}`,
  attackers: [{ unit: `ger-a${i}`, hex: '0101', printed: 6, effective: 6 }, { unit: `ger-b${i}`, hex: '0102', printed: 4, halvings: [{ reason: 'across a river', rule: 'DoS 11.19' }], effective: 2 }],
  defenders: [{ unit: `sov-d${i}`, hex: '0103', printed: 3, effective: 3 }],
  attack: 8,
  defense: 3,
  raw: '2:1',
  shifts: [{ value: -1, reason: 'hills', rule: 'DoS 11.15' }],
  final: '1:1',
  column: '1:1',
  die: { label: `T02/german/b${i}/attack`, value: (i % 6) + 1 },
  result: 'EX',
  losses: [{ unit: `sov-d${i}`, eliminated: true, reason: 'EX', rule: 'DoS 11.37' }],
  text: `battle ${i}`,
});

const data: ReportData = {
  game: { id: 'g_MANY', title: 'x', titleName: 'A title without a map', scenario: 's', scenarioName: 'Scenario', diceCommitment: 'f'.repeat(64) },
  viewer: 'referee',
  full: true,
  step: {
    step: 2,
    window: 'T02/german',
    stateHashBefore: 'a'.repeat(64),
    stateHashAfter: 'b'.repeat(64),
    ctx: 'c'.repeat(64),
    seed: 'd'.repeat(64),
    submissions: [],
    transcript: Array.from({ length: 40 }, (_, i) => ({ label: `T02/german/b${i}/attack`, sides: 6, value: (i % 6) + 1 })),
    events: [...Array.from({ length: 40 }, (_, i) => battle(i)), ...Array.from({ length: 60 }, (_, i) => ({ type: 'note', text: `note ${i} → fine` }))],
    at: '2026-03-01T12:00:00.000Z',
  },
  headline: 'GT02',
  outcome: { ended: true, winner: 'german', reason: 'VP reached (DoS 4.5)' },
  map: null,
  scene: null,
  at: '2026-03-01T12:00:00.000Z',
};

describe('the combat report pages', () => {
  test('a long step runs over several pages, every battle row and event kept, for a title without a map', async () => {
    const pdf = await renderReportPdf(data);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(Number(pdfInfo(pdf)['Pages'])).toBeGreaterThanOrEqual(4);
    for (let i = 1; i <= 40; i++) expect(text).toContain(`B${i} `);
    for (let i = 0; i < 60; i++) expect(text).toContain(`note ${i} -> fine`);
    expect(text).toContain('Combat report (continued)');
    expect(text).toContain('The game has ended: german victory. VP reached (DoS 4.5)');
    expect(text).toContain('T02/german/b39/attack');
  }, 60_000);
});
