import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rulesets } from '../../src/games';
import { battleRows } from '../../src/report/combat/battle-rows';
import { loadNodeFonts } from '../../src/report/fonts/node-fonts';
import { renderReportPdf } from '../../src/report/pdf/render-report-pdf';
import { reportScene } from '../../src/report/report-scene';
import { renderMapSvg } from '../../src/report/svg/render-map-svg';
import { createService } from '../../src/service/create-service';
import type { CreatedGame } from '../../src/service/types';
import { seededEntropy, steppingClock } from '../support/fixed-ports';
import { tempStore, type TempStore } from '../support/temp-store';
import { pdfText } from './support/poppler';
import { playFallBlau } from './support/played-cts-game';

/**
 * The map and combat report of Campaign To Stalingrad: a Fall Blau game played three
 * windows (Axis movement, Axis combat, Soviet movement of turn 1), step 2 holding the
 * Axis battles, read back with poppler.
 */
let store: TempStore;
let service: ReturnType<typeof createService>;
let game: CreatedGame;
const pdfs: Record<string, { bytes: Uint8Array; text: string; ms: number }> = {};

beforeAll(async () => {
  store = tempStore();
  service = createService({ db: store, rulesets, clock: steppingClock(), entropy: seededEntropy('cts report tests') });
  game = await service.createGame({ scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }] });
  await playFallBlau(service, game.id, (side) => game.players.find((p) => p.side === side)!.token, 3);
  const fonts = await loadNodeFonts();
  for (const who of ['axis', 'soviet', 'referee'] as const) {
    const data = await service.reportData(game.id, 2, who === 'referee' ? { kind: 'referee' } : { kind: 'side', side: who });
    const t0 = performance.now();
    const bytes = await renderReportPdf(data, { fonts });
    pdfs[who] = { bytes, text: pdfText(bytes), ms: performance.now() - t0 };
  }
}, 120_000);
afterAll(() => store.dispose());

describe('the PDF report of a Fall Blau step', () => {
  test('names the title, game, step and turn, the copy, and stays well under the 1.5 MB cap', () => {
    const { bytes, text } = pdfs['axis']!;
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(1.5 * 1024 * 1024);
    expect(text).toContain('Campaign To Stalingrad');
    expect(text).toContain(game.id);
    expect(text).toContain('Step 2 (T01/axis-combat)');
    expect(text).toContain("axis player's copy");
    expect(pdfs['referee']!.text).toContain("referee's copy");
  });

  test('the full map prints both maps\' labels: north-map ids and the south map as printed ("S4336")', () => {
    const { text } = pdfs['axis']!;
    for (const label of ['1045', 'S4336', 'S4735']) expect(text).toContain(label);
    expect(text).not.toMatch(/(^|\s)6336(\s|$)/); // a south-map hex never shows its combined id
  });

  test('the counters on the map carry their designations and factors', async () => {
    const scene = (await service.reportData(game.id, 2, { kind: 'side', side: 'axis' })).scene!;
    expect(scene.pieces.length).toBeGreaterThan(100);
    const flat = pdfs['axis']!.text.replace(/\s+/g, ' ');
    for (const p of scene.pieces.filter((x) => x.unit === 'ger-45' || x.unit === 'sov-8rd')) expect(flat).toContain(p.designation);
    expect(scene.pieces.some((p) => p.side === 'soviet' && p.colour === 'soviet')).toBe(true);
  });

  test('every battle has its row: column, dice with their labels, result and each side\'s losses', async () => {
    const data = await service.reportData(game.id, 2, { kind: 'side', side: 'axis' });
    const rows = battleRows(data.step!.events);
    expect(rows.length).toBe(2);
    const flat = pdfs['axis']!.text.replace(/\s+/g, ' ');
    for (const b of rows) {
      expect(flat).toContain(`B${b.number}`);
      expect(flat).toContain(b.target);
      expect(b.final).toMatch(/^\d/);
      expect(flat).toContain(b.final);
      expect(b.dice.some((d) => /white#1/.test(d))).toBe(true);
      expect(b.dice.some((d) => /\/black/.test(d))).toBe(true);
      for (const d of b.dice) expect(flat).toContain(d.split('/').at(-1)!.split(':')[0]!);
      expect(flat).toContain(b.result.split(' ')[0]!);
      for (const a of b.attackers) expect(flat).toContain(a);
      expect(b.losses.join(' ')).toMatch(/(attacker|defender) reduced \(loses \d steps?, CtS 10\.4\)/);
      for (const l of b.losses) expect(flat).toContain(l.split(' (')[0]!);
    }
    expect(flat).toMatch(/Infantry Division loses 1 step/);
    expect(flat).toContain('Dice transcript');
  });

  test("each side's copy: the Soviet's standing orders are his alone; the pictures are otherwise the same (no fog of war in the Basic Game)", async () => {
    const axis = await service.reportData(game.id, 2, { kind: 'side', side: 'axis' });
    const soviet = await service.reportData(game.id, 2, { kind: 'side', side: 'soviet' });
    expect(JSON.stringify(axis)).not.toContain('"hold"');
    expect(JSON.stringify(await service.view(game.id, { kind: 'side', side: 'axis' }))).not.toContain('"hold"');
    expect(JSON.stringify(await service.view(game.id, { kind: 'side', side: 'soviet' }))).toContain('"hold"');
    expect(axis.scene!.pieces).toEqual(soviet.scene!.pieces);
    expect(pdfs['soviet']!.text).toContain("soviet player's copy");
    expect(pdfs['axis']!.text).not.toContain('hold');
  });

  test('a full-map Fall Blau PDF renders in seconds, not minutes', () => {
    for (const who of ['axis', 'soviet', 'referee']) expect(pdfs[who]!.ms, who).toBeLessThan(20_000);
  });
});

describe('the SVG map of a Fall Blau game', () => {
  test('draws the map, the printed south-map labels, the counters and the battles of the step, self-contained', async () => {
    const scene = reportScene(await service.reportData(game.id, 2, { kind: 'side', side: 'soviet' }))!;
    const svg = renderMapSvg(scene);
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<script|href=/i);
    expect(svg).toContain('S4336');
    expect(svg).toContain('soviet player&#39;s copy');
    for (const b of scene.battles) expect(svg).toContain(`>B${b.number} ${b.result}<`);
    expect(scene.battles.length).toBe(2);
  });
});
