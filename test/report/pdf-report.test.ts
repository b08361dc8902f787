import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { battleRows } from '#report/combat/battle-rows';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import type { ReportData } from '#service/types';
import { inkOf, pdfInfo, pdfPages, pdfText } from './support/poppler';
import { playedGame } from './support/played-game';

let played: Awaited<ReturnType<typeof playedGame>>;
let data: ReportData;
let pdf: Uint8Array;
let text: string;

beforeAll(async () => {
  played = await playedGame();
  data = await played.service.reportData(played.game.id, 1, { kind: 'side', side: 'german' });
  pdf = await renderReportPdf(data, { fonts: await loadNodeFonts() });
  text = pdfText(pdf);
}, 60_000);
afterAll(() => played.dispose());

describe('the PDF report of a step, read back with poppler', () => {
  test('is a PDF well under the 1.5 MB cap', () => {
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(1.5 * 1024 * 1024);
  });

  test('pdftotext finds the printed hex labels and the place names', () => {
    for (const label of ['0431', '0230', '0101', '2011', '2725', '5134']) expect(text).toContain(label);
    for (const name of ['Kursk', 'Voronezh', 'Stalingrad', 'Rostov', 'Kharkhov', 'Grozny']) expect(text).toContain(name);
    expect(text).toContain('North map');
    expect(text).toContain('South map');
  });

  test('every battle has its row: target, attackers, odds, each shift with its rule, dice, result, losses and advances', () => {
    const rows = battleRows(data.step!.events);
    expect(rows.length).toBe(2);
    const flat = text.replace(/\s+/g, ' ');
    for (const b of rows) {
      expect(flat).toContain(`B${b.number}`);
      expect(flat).toContain(b.target);
      expect(flat).toContain(b.result.split(' ')[0]!);
      for (const a of b.attackers) expect(flat).toContain(a.split(' ')[0]!);
      for (const d of b.defenders) expect(flat).toContain(d.split(' ')[0]!);
      expect(flat).toContain('German assault-first (DoS 5.6)');
      for (const die of b.dice) expect(flat).toContain(die.split(':')[0]!);
      for (const adv of b.advances) expect(flat).toContain(adv);
    }
    expect(flat).toContain('→');
  });

  test('the dice transcript carries the revealed seed, the commitment and how to verify', () => {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(data.step!.seed);
    expect(flat).toContain(data.game.diceCommitment);
    for (const d of data.step!.transcript) expect(flat).toContain(d.label);
    expect(flat).toContain(`umpire verify ${data.game.id}.json`);
  });

  test('the metadata names the game, the step and the side, dated at the step', () => {
    const info = pdfInfo(pdf);
    expect(info['Title']).toContain(data.game.id);
    expect(info['Title']).toContain('Step 1');
    expect(info['Keywords']).toContain('german');
    expect(info['Subject']).toContain("german player's copy");
    expect(info['CreationDate']).toBe(data.at.replace('.000Z', 'Z'));
    expect(Number(info['Pages'])).toBeGreaterThanOrEqual(13);
  });

  test('pdftoppm renders every page with ink on it; the map pages in many colours', () => {
    const pages = pdfPages(pdf, 20);
    expect(pages.length).toBe(Number(pdfInfo(pdf)['Pages']));
    for (const [i, p] of pages.entries()) {
      const { ink, colours } = inkOf(p);
      expect(ink, `page ${i + 1}`).toBeGreaterThan(0.01);
      if (i === 0 || i === 1 || i >= pages.length - 9) expect(colours, `page ${i + 1}`).toBeGreaterThan(12);
    }
  }, 60_000);

  test('the same data gives the same bytes; another copy gives other bytes', async () => {
    const again = await renderReportPdf(data, { fonts: await loadNodeFonts() });
    expect(Buffer.compare(Buffer.from(again), Buffer.from(pdf))).toBe(0);
    const referee = await played.service.reportData(played.game.id, 1, { kind: 'referee' });
    const other = await renderReportPdf(referee, { fonts: await loadNodeFonts(), atlas: false });
    expect(Buffer.compare(Buffer.from(other), Buffer.from(pdf))).not.toBe(0);
  }, 60_000);

  test('without embedded fonts the arrows are spelled in ASCII and nothing is dropped', async () => {
    const plain = pdfText(await renderReportPdf(data, { atlas: false })).replace(/\s+/g, ' ');
    expect(plain).not.toContain('→');
    expect(plain).toContain('->');
    for (const b of battleRows(data.step!.events)) expect(plain).toContain(`B${b.number}`);
  }, 60_000);
});
