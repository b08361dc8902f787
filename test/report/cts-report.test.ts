import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rulesets } from '#games';
import { battleRows } from '#report/combat/battle-rows';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import { reportScene } from '#report/report-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import { ARROWS } from '#report/style/palette';
import { createService } from '#service/create-service';
import type { CreatedGame } from '#service/types';
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
      // a "-" result costs neither side a step, so its row lists no losses, unless the
      // defender declared a Determined Defense: "A result of " - " (or zero) would increase to
      // 1 step loss" (CtS 12.5)
      const determined = b.notes.some((n) => n.startsWith('Determined Defense'));
      if (b.result.startsWith('-') && !determined) expect(b.losses).toEqual([]);
      else if (b.result.startsWith('-')) expect(b.losses).toEqual(['defender reduced (loses 1 step, CtS 10.4)', expect.stringMatching(/^sov-\w+ reduced \(loses 1 step, CtS 10\.5\)$/)]);
      else expect(b.losses.join(' ')).toMatch(/(attacker|defender) reduced \(loses \d steps?, CtS 10\.4\)/);
      for (const l of b.losses) expect(flat).toContain(l.split(' (')[0]!);
    }
    expect(rows.some((b) => b.losses.length > 0)).toBe(true);
    expect(flat).toContain('Dice transcript');
  });

  test("each unit's step loss and elimination prints in its battle's row, not among the other events (CtS 10.5, 18.1)", async () => {
    const data = await service.reportData(game.id, 2, { kind: 'side', side: 'axis' });
    const events = data.step!.events as { type: string; unit?: string; steps?: number; text?: string }[];
    const rows = battleRows(data.step!.events);
    const losses = rows.flatMap((r) => r.losses);
    const flat = pdfs['axis']!.text.replace(/\s+/g, ' ');
    const units = events.filter((e) => e.type === 'step-loss' || e.type === 'eliminated');
    expect(units.length).toBeGreaterThan(0);
    for (const e of units) {
      const line = e.type === 'eliminated' ? `${e.unit} eliminated (to the Cadre Box` : `${e.unit} reduced (loses ${e.steps} step`;
      expect(losses.some((l) => l.startsWith(line)), line).toBe(true);
      expect(flat).toContain(line);
      expect(flat).not.toContain(e.text!); // no longer under "Other events"
    }
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

  test('draws an attack arrow from each attacking hex of a battle (its `from`)', async () => {
    const data = await service.reportData(game.id, 2, { kind: 'side', side: 'soviet' });
    const scene = reportScene(data)!;
    const battles = data.step!.events.filter((e) => e.type === 'battle') as unknown as { targets: string[]; from: string[] }[];
    for (const b of battles) for (const h of b.from) expect(scene.arrows.some((a) => a.kind === 'attack' && a.hexes.join() === `${h},${b.targets[0]}`)).toBe(true);
    expect(renderMapSvg(scene)).toContain(`stroke="${ARROWS.attack}"`);
  });

  test('a battle with a retreat and an advance draws both arrows beside its attack arrows (CtS 12.1, 12.4)', async () => {
    const data = await service.reportData(game.id, 2, { kind: 'side', side: 'soviet' });
    const battle = data.step!.events.find((e) => e.type === 'battle') as unknown as { targets: string[]; from: string[]; attackers: string[]; defenders: string[] };
    const target = battle.targets[0]!;
    expect(target).toBe('1045');
    // the battle as the engine reports it, had the black die allowed an advance of 2
    const events = [
      { ...battle, advance: 2 },
      { type: 'retreat', rule: 'CtS 12.1', from: target, path: ['1044', '1043'], units: battle.defenders, text: 'retreat' },
      { type: 'advance', rule: 'CtS 12.4', unit: battle.attackers[0], from: battle.from[0], path: [target, '1044'], allowed: 2, text: 'advance' },
    ];
    const scene = reportScene({ ...data, step: { ...data.step!, events } as typeof data.step })!;
    expect(scene.arrows.map((a) => [a.kind, a.hexes.join(' ')])).toEqual([
      ...battle.from.map((h) => ['attack', `${h} ${target}`]),
      ['retreat', `${target} 1044 1043`],
      ['advance', `${battle.from[0]} ${target} 1044`],
    ]);
    const svg = renderMapSvg(scene);
    for (const colour of [ARROWS.attack, ARROWS.retreat, ARROWS.advance]) expect(svg).toContain(`stroke="${colour}"`);
    const rows = battleRows(events as never);
    expect(rows[0]!.retreats).toEqual(battle.defenders.map((u) => `${u}: ${target} → 1044 → 1043 (CtS 12.1)`)); // every hex the retreat event names
    expect(rows[0]!.advances).toEqual([`${battle.attackers[0]}: ${battle.from[0]} → 1044`]);
  });

  test('draws the Replacement counters on the map, own and enemy alike, as small counters with their type (CtS 21.2)', async () => {
    const data = await service.reportData(game.id, 2, { kind: 'side', side: 'axis' });
    const state = (await service.view(game.id, { kind: 'referee' })) as { replacementsOnMap: { side: string; hex: string }[] };
    const scene = reportScene(data)!;
    const marks = scene.marks.filter((m) => m.kind === 'replacement');
    expect(new Set(marks.map((m) => String(m.side)))).toEqual(new Set(['axis', 'soviet']));
    for (const r of state.replacementsOnMap) expect(marks.some((m) => m.hex === r.hex && String(m.side) === r.side)).toBe(true);
    expect(marks.find((m) => m.side === 'axis' && m.text === '2 INF')).toBeDefined(); // the 6th Army's two (35.4)
    const svg = renderMapSvg(scene);
    for (const m of marks) expect(svg).toContain(`>${m.text}<`);
    expect(scene.legend.some((l) => l.key === 'replacement')).toBe(true);
  });
});
