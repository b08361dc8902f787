import { describe, expect, test } from 'vitest';
import { combatReportText, reportModel } from '#report';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import type { ReportData } from '#service/types';
import { pdfText } from './support/poppler';

const data = (corrections: ReportData['corrections']): ReportData => ({
  game: { id: 'g_CORR', title: 'x', titleName: 'A title without a map', scenario: 's', scenarioName: 'Scenario', diceCommitment: 'f'.repeat(64) },
  viewer: 'blue',
  full: false,
  step: {
    step: 3,
    window: 'T02/blue-fire',
    stateHashBefore: 'a'.repeat(64),
    stateHashAfter: 'b'.repeat(64),
    ctx: 'c'.repeat(64),
    seed: 'd'.repeat(64),
    submissions: [],
    transcript: [],
    events: [{ type: 'note', text: 'blue fires' }],
    at: '2026-03-01T12:00:00.000Z',
  },
  headline: 'T2',
  outcome: { ended: false },
  map: null,
  scene: null,
  at: '2026-03-01T12:00:00.000Z',
  ...(corrections ? { corrections } : {}),
});

const corrections = [
  { seq: 2, at: '2026-03-01T11:00:00.000Z', reason: 'a hit was missed', changes: [{ path: ['score', 'blue'], value: 2 }, { path: ['wind'] }] },
];

describe('referee corrections in the reports', () => {
  test.each([
    ['the text report', (d: ReportData) => Promise.resolve(combatReportText(reportModel(d)))],
    ['the PDF report', async (d: ReportData) => pdfText(await renderReportPdf(d)).replace(/\s+/g, ' ')],
  ])('%s has a "Referee corrections" section, one line per change, and none without corrections', async (_what, render) => {
    const text = (await render(data(corrections))).replace(/\s+/g, ' ');
    expect(text).toContain('Referee corrections');
    expect(text).toContain('Referee correction 2 (2026-03-01T11:00:00.000Z): score.blue set to 2. Reason: a hit was missed');
    expect(text).toContain('wind changed (the value is hidden from this copy). Reason: a hit was missed');
    expect(await render(data(undefined))).not.toContain('Referee corrections');
  }, 60_000);
});
