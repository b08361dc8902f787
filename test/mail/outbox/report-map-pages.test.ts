import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceReports } from '#mail/outbox/service-reports';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import { pdfInfo, pdfText } from '../../report/support/poppler';
import { playedGame } from '../../report/support/played-game';

/**
 * A results mail carries only the map parts a step changed: Operation Blue's step 2 is one
 * German move, so its mail keeps the overview, the page around the move and the map parts
 * holding it, and names the parts it leaves out and where the whole map is. The report the
 * API and the CLI give still holds every part.
 */
let g: Awaited<ReturnType<typeof playedGame>>;
const pages = (pdf: Uint8Array) => Number(pdfInfo(pdf)['Pages']);
let mailed: Uint8Array;
let whole: Uint8Array;

beforeAll(async () => {
  g = await playedGame();
  mailed = await serviceReports(g.service)(g.game.id, 2, 'german');
  whole = await renderReportPdf(await g.service.reportData(g.game.id, 2, { kind: 'side', side: 'german' }));
}, 120_000);
afterAll(() => g.dispose());

describe("a step's results mail carries only the map parts where something changed", () => {
  it('one move: fewer pages and fewer bytes than the whole report', () => {
    const parts = pdfText(whole).match(/The map, part \d+ of (\d+)/);
    const total = Number(parts![1]);
    expect(total).toBeGreaterThan(2);
    const mailedParts = [...pdfText(mailed).matchAll(/The map, part (\d+) of \d+/g)].map((m) => Number(m[1]));
    expect(mailedParts.length).toBeGreaterThanOrEqual(1);
    expect(mailedParts.length).toBeLessThan(total);
    expect(pages(mailed)).toBe(pages(whole) - (total - mailedParts.length));
    expect(mailed.length).toBeLessThan(whole.length);
  });

  it('the overview names the parts left out and where the whole map is', () => {
    const text = pdfText(mailed).replace(/\s+/g, ' ');
    const kept = new Set([...text.matchAll(/The map, part (\d+) of \d+/g)].map((m) => Number(m[1])));
    const said = text.match(/Map parts ([\d, -]+) of (\d+) are left out of this copy: nothing changed there in this step\./);
    expect(said).not.toBeNull();
    const left = said![1]!.split(', ').flatMap((r) => {
      const [a, b] = r.split('-').map(Number);
      return Array.from({ length: (b ?? a!) - a! + 1 }, (_, i) => a! + i);
    });
    expect([...kept, ...left].sort((a, b) => a - b)).toEqual(Array.from({ length: Number(said![2]) }, (_, i) => i + 1));
    expect(text).toContain(`GET /api/games/${g.game.id}/reports/2.pdf`);
    expect(text).toContain(`umpire report ${g.game.id} 2 --pdf FILE`);
  });

  it('the kept parts hold the move', async () => {
    const data = await g.service.reportData(g.game.id, 2, { kind: 'side', side: 'german' }, { changed: true });
    const move = data.step!.events.find((e) => e.type === 'move') as { path: string[] } | undefined;
    expect(move).toBeDefined();
    expect(data.changed).toEqual(expect.arrayContaining([move!.path.at(-1)]));
    expect(data.changed!.length).toBeLessThanOrEqual(3); // the hex left, the hex entered (and at most a marker)
  });
});
