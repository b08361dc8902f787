import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rulesets } from '#games';
import { ctsCombatKey } from '#games/campaign-to-stalingrad/combat-key';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { reportModel } from '#report/combat/report-model';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import { combatReportText } from '#report/text/combat-report-text';
import { createService } from '#service/create-service';
import type { ReportData } from '#service/types';
import { seededEntropy, steppingClock } from '../support/fixed-ports';
import { tempStore, type TempStore } from '../support/temp-store';
import { tinyWorld } from '../games/campaign-to-stalingrad/support/tiny-world';
import { pdfText } from './support/poppler';
import { playFallBlau } from './support/played-cts-game';

/**
 * The Campaign To Stalingrad combat report explains every number (CtS 10.2-10.4, 11.1,
 * 12.1, 16.6): each unit's hex and factor with its halvings and doublings, worked out from
 * the position before the step (the battle event names units by id only), the odds
 * arithmetic, the CRT column and cells read, and a key to the result codes.
 *
 * The fragment: a panzer division (10) next to the German Army HQ's reach and an infantry
 * division (6) beyond it attack a rifle division (4) in a forest city. The infantry has no
 * Attack Supply (16.6: halved to 3); the city doubles the rifle division (11.1: 8); the
 * forest shifts one column left (11.1). 13 to 8 is 1 1/2-1, shifted to 1-1; white 4, black 5.
 */
function fragmentStep(): { data: ReportData; events: GameEvent[] } {
  const { ctx, state } = tinyWorld({
    units: [
      { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1518', activated: true },
      { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1510' },
      { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1408' },
      { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
    ],
    terrain: { '1509': 'forest' },
    features: { '1509': ['minor-city'] },
  });
  const dice = new FixedDice({ 'T01/axis-combat/1/white#1': 4, 'T01/axis-combat/1/black': 5 });
  const order = BattleOrderSchema.parse({ attackers: ['pz', 'inf'], targets: ['1509'] });
  const { events } = resolveBattle(ctx, state, order, dice, 'T01/axis-combat/1', { attacker: { rerollOnes: false, lossOrder: [] } });
  const data: ReportData = {
    game: { id: 'g_F1', title: 'campaign-to-stalingrad', titleName: 'Campaign To Stalingrad', scenario: 'fragment', scenarioName: 'a fragment', diceCommitment: 'c0'.repeat(32) },
    viewer: 'axis',
    full: false,
    step: { step: 2, window: 'T01/axis-combat', stateHashBefore: 'a'.repeat(64), stateHashAfter: 'b'.repeat(64), ctx: 'c'.repeat(64), seed: 'd'.repeat(64), submissions: [], transcript: [], events, at: '2026-02-01T10:00:00.000Z' },
    headline: 'T01 axis-combat',
    outcome: { ended: false },
    map: null,
    scene: null,
    at: '2026-02-01T10:00:00.000Z',
    combat: ctsCombatKey(ctx, state, events),
  };
  return { data, events };
}

describe('a CtS battle in the combat report, worked out from the position before the step', () => {
  const { data, events } = fragmentStep();
  const text = combatReportText(reportModel(data));
  const battle = events.find((e) => e.type === 'battle')!;

  test('the engine fought it as the fragment says: 13 to 8, one left for the forest', () => {
    expect(battle).toMatchObject({ attackers: ['pz', 'inf'], defenders: ['rd'], attack: 13, defense: 8, rawColumn: '1 1/2-1', column: '1-1', results: ['A1/D1'] });
  });

  test("each unit's hex and factor, with the Attack Supply halving and the city doubling and their rules", () => {
    expect(text).toContain('attackers  pz [1510] 10\n');
    expect(text).toContain('inf [1408] 6, halved: no Attack Supply (CtS 16.6) = 3');
    expect(text).toContain('defenders  rd [1509] 4, doubled: city: non-armor defense x2 (CtS 11.1) = 8');
  });

  test('the odds arithmetic: each side\'s sum, and the division to the column', () => {
    expect(text).toContain('reckoned   attack 13 = pz 10 + inf 6 × ½');
    expect(text).toContain('defense 8 = rd 4 × 2');
    expect(text).toContain('odds 13 ÷ 8 = 1.63: column 1 1/2-1, the highest not above it (CtS 10.2)');
    expect(text).toContain('-1L an Infantry-Type defender in forest (CtS 11.1)');
  });

  test('the CRT column used and the cell each die read, then the result with its advance and retreat', () => {
    expect(text).toContain('how read   column 1-1: white 1 A1, 2 A1, 3 -, 4 A1/D1, 5 A1/D1, 6 D1; black 1 advance 0, 2 advance 0, 3 advance 0, 4 advance 1, 5 advance 1, 6 advance 2 (CtS 10.2)');
    expect(text).toContain('white die 1: 4 → A1/D1');
    expect(text).toContain('black die: 5 → advance 1');
    expect(text).toContain('result     A1/D1, advance 1, the defender retreats two hexes (CtS 12.1)');
    expect(text).toMatch(/retreats   rd: 1509 → \d{4} → \d{4} \(CtS 12\.1\)/);
  });

  test('a key to every result code the step used, with its rule', () => {
    const key = text.slice(text.indexOf('Key to the results'), text.indexOf('Movement'));
    expect(key).toContain('Combat Results Table');
    expect(key).toContain('A1: the attacker loses 1 step (CtS 10.4)');
    expect(key).toContain('D1: the defender loses 1 step (CtS 10.4)');
    expect(key).toContain('advance N: the black die: N > 0 makes every defender retreat two hexes');
    expect(key).not.toContain('Determined Defense'); // not used in this step
  });

  test('without the position before the step the row gives the totals and says the units could not be worked out, never a guess', () => {
    const { data: d } = fragmentStep();
    const bare = combatReportText(reportModel({ ...d, combat: rulesets.find((r) => r.id === 'campaign-to-stalingrad')!.combatKey!(null, events) }));
    expect(bare).toContain('attackers  pz\n');
    expect(bare).toContain('reckoned   attack 13, defense 8\n');
  });
});

describe("the service fills the key from the state before the step: Fall Blau's first Axis combat", () => {
  let store: TempStore;
  let text = '';
  let pdf = '';
  beforeAll(async () => {
    store = tempStore();
    // a seed whose first Axis combat rolls the result explained below (the dice follow the engine version, cts-7)
    const service = createService({ db: store, rulesets, clock: steppingClock(), entropy: seededEntropy('cts report tests') });
    const game = await service.createGame({ scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }] });
    await playFallBlau(service, game.id, (side) => game.players.find((p) => p.side === side)!.token, 2);
    const data = await service.reportData(game.id, 2, { kind: 'side', side: 'soviet' });
    text = combatReportText(reportModel(data));
    pdf = pdfText(await renderReportPdf(data, { fonts: await loadNodeFonts(), atlas: false })).replace(/\s+/g, ' ');
  }, 120_000);
  afterAll(() => store.dispose());

  test('"6 vs 4" explained: two infantry divisions without Attack Supply, each 6 halved to 3 (CtS 16.6)', () => {
    expect(text).toContain('odds       6 vs 4 = 1 1/2-1');
    expect(text).toContain('attackers  ger-45 [1046] 6, halved: no Attack Supply (CtS 16.6) = 3');
    expect(text).toContain('ger-95 [1146] 6, halved: no Attack Supply (CtS 16.6) = 3');
    expect(text).toContain('reckoned   attack 6 = ger-45 6 × ½ + ger-95 6 × ½');
    expect(text).toContain('result     A1/D1, advance 1; Determined Defense 1 (CtS 12.5): advance 0, no retreat (CtS 12.1)');
  });

  test('the PDF (read back with pdftotext) prints the same: units with hex and halving, the sums, how each result was read, the key', () => {
    expect(pdf).toContain('ger-45 [1046] 6, halved: no Attack Supply (CtS 16.6) = 3');
    expect(pdf).toContain('Reckoned: attack 6 = ger-45 6 × ½ + ger-95 6 × ½');
    expect(pdf).toContain('Reckoned: odds 6 ÷ 4 = 1.5: column 1 1/2-1, the highest not above it (CtS 10.2)');
    expect(pdf).toMatch(/How read: black die: [34] → advance 1/); // 3 and 4 both read advance 1 on this column
    expect(pdf).toContain('Key to the results');
    expect(pdf).toContain('A1: the attacker loses 1 step (CtS 10.4)');
    expect(pdf).toContain('Determined Defense 1: the defender doubles his step losses');
  });
});
