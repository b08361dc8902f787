import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ScenePiece } from '#kernel/engine/scene';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import { reportScene } from '#report/report-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import type { Principal } from '#service/types';
import { pdfInfo, pdfText } from './support/poppler';
import { playedGame } from './support/played-game';

let played: Awaited<ReturnType<typeof playedGame>>;
const side = (s: string): Principal => ({ kind: 'side', side: s });

beforeAll(async () => {
  played = await playedGame();
}, 60_000);
afterAll(() => played.dispose());

/** Whether `text` holds `s` as a whole token (not inside a longer number or word). */
const hasToken = (text: string, s: string): boolean => new RegExp(`(^|[^0-9A-Za-z?-])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^0-9A-Za-z?-])`).test(text);

/**
 * What one side's copies show: the PDF of step n (text layer and metadata) and the current map
 * as SVG. Each side's copy of a step is drawn once for the file (the game does not change after
 * `beforeAll`; both redaction tests read the step 1 copies of both sides).
 */
const copies = new Map<string, ReturnType<typeof drawCopies>>();
function copiesOf(s: string, n: number): ReturnType<typeof drawCopies> {
  const key = `${s} ${n}`;
  if (!copies.has(key)) copies.set(key, drawCopies(s, n));
  return copies.get(key)!;
}

async function drawCopies(s: string, n: number) {
  const data = await played.service.reportData(played.game.id, n, side(s));
  const pdf = await renderReportPdf(data, { fonts: await loadNodeFonts() });
  const svg = renderMapSvg(reportScene(await played.service.reportData(played.game.id, null, side(s)))!);
  const info = pdfInfo(pdf);
  return { data, text: pdfText(pdf).replace(/\s+/g, ' '), meta: Object.values(info).join(' '), svg };
}

/** Pieces the owner sees after step n that the other side's scene does not show, with designations unique in the game. */
async function hiddenFrom(owner: string, other: string, n: number | null): Promise<{ hidden: ScenePiece[]; visible: ScenePiece[] }> {
  const mine = (await played.service.reportData(played.game.id, n, side(owner))).scene!.pieces;
  const theirs = (await played.service.reportData(played.game.id, n, side(other))).scene!.pieces;
  const all = (await played.service.reportData(played.game.id, n, { kind: 'referee' })).scene!.pieces;
  const count = (d: string) => all.filter((p) => p.designation === d).length;
  const shown = new Set(theirs.map((p) => p.unit));
  return { hidden: mine.filter((p) => p.side === owner && !shown.has(p.unit) && count(p.designation) === 1), visible: theirs };
}

describe('per-side redaction of the PDF and the SVG', () => {
  for (const [owner, other] of [['german', 'soviet'], ['soviet', 'german']] as const) {
    test(`units under ${owner} stacks, and their values, never reach the ${other} player's PDF text, metadata or SVG`, async () => {
      const theirs = await copiesOf(other, 1);
      const mine = await copiesOf(owner, 1);
      const now = await hiddenFrom(owner, other, null);
      for (const [copy, step] of [['pdf', 1], ['svg', null]] as const) {
        const { hidden, visible } = step === null ? now : await hiddenFrom(owner, other, step);
        expect(hidden.length).toBeGreaterThan(0);
        for (const p of hidden) {
          const line = `${p.designation} ${p.size} ${p.factors}`;
          const [own, their] = copy === 'pdf' ? [mine.text, theirs.text] : [mine.svg, theirs.svg];
          expect(hasToken(own, line), `${owner} sees ${p.unit} in the ${copy}`).toBe(true);
          expect(hasToken(their, line), `${other} must not see ${p.unit} in the ${copy}`).toBe(false);
          if (copy === 'svg') expect(their).not.toContain(`>${p.designation}<`);
          else expect(hasToken(theirs.meta, p.designation)).toBe(false);
          if (!visible.some((v) => v.factors === p.factors)) expect(hasToken(their, p.factors), `${p.factors} of ${p.unit}`).toBe(false);
        }
      }
    }, 60_000);
  }

  test("the German's moves appear in the German copy only (trail and text)", async () => {
    const german = await copiesOf('german', 2);
    const soviet = await copiesOf('soviet', 2);
    const moves = german.data.step!.events.filter((e) => e.type === 'move');
    expect(moves.length).toBe(1);
    const line = String(moves[0]!['text']).split(' (')[0]!;
    expect(german.text).toContain(line);
    expect(soviet.text).not.toContain(line);
    expect(reportScene(german.data)!.arrows.filter((a) => a.kind === 'move')).toHaveLength(1);
    expect(reportScene(soviet.data)!.arrows).toHaveLength(0);
  }, 60_000);

  test('untried Soviet values stay "?" for both players', async () => {
    for (const s of ['german', 'soviet']) {
      const pieces = (await played.service.reportData(played.game.id, null, side(s))).scene!.pieces;
      const untried = pieces.filter((p) => p.untried);
      expect(untried.length).toBeGreaterThan(0);
      for (const p of untried) expect(p.factors).toMatch(/^\?-\?-\d+$/);
    }
  });
});
