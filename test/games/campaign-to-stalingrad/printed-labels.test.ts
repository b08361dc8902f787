import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import { labelledText } from '#kernel/map/labelled-text';
import { reportModel } from '#report/combat/report-model';
import { buildMapScene } from '#report/scene/build-map-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import type { ReportData } from '#service/types';

const axis = side('axis');
const soviet = side('soviet');
const map = createMap(cts.map!);
const south = (h: string) => map.label(h as never) !== h;

/** Fall Blau at the Soviet turn 1 Movement Phase, where every Soviet unit may move. */
function sovietMovement(): CtsState {
  const a = cts.adjudicate(cts.setup('fall-blau'), [{ side: axis, orders: [] }], new FixedDice({ 'T01/axis-movement/replacements': 1 })).state;
  return cts.adjudicate(a, [{ side: axis, orders: [] }], new FixedDice({ 'T01/soviet-movement/replacements': 1 })).state;
}

describe('A2, 35.6: players read south-map hexes by their printed numbers ("S4336"), the records keep the combined ids', () => {
  it('the map labels a south-map hex as printed and a north-map hex by its id', () => {
    expect(map.label('6336' as never)).toBe('S4336');
    expect(map.label('2150' as never)).toBe('2150');
    expect(labelledText(map, 'retreat 6336 -> 6337, then 2150; die 6 at T01/x-6336')).toBe('retreat S4336 -> S4337, then 2150; die 6 at T01/x-6336');
  });

  it('a move on the south map names its hexes as printed in the text; its path keeps the ids', () => {
    const state = sovietMovement();
    expect(cts.window(state)).toMatchObject({ id: 'T01/soviet-movement' });
    const options = cts.options(state, soviet);
    const u = options.find((o) => south(o.hex) && (o.moves ?? []).some((m) => m.path.length > 0 && m.path.every(south)))!;
    const m = u.moves!.find((x) => x.path.length > 0 && x.path.every(south))!;
    const n = options.find((o) => !south(o.hex) && (o.moves ?? []).some((x) => x.path.length > 0 && !x.path.some(south)))!;
    const nm = n.moves!.find((x) => x.path.length > 0 && !x.path.some(south))!;
    const orders = [{ move: { unit: u.unit, path: m.path } }, { move: { unit: n.unit, path: nm.path } }].map((o) => cts.orderSchema.parse(o));
    const r = cts.adjudicate(state, [{ side: soviet, orders }], new FixedDice({}));
    const moved = r.events.find((e) => e.type === 'move' && e['unit'] === u.unit)!;
    expect(moved['path']).toEqual(m.path);
    expect(moved.text).toContain(`${map.label(u.hex as never)} -> ${m.path.map((h) => map.label(h as never)).join(' -> ')}`);
    expect(String(moved.text)).not.toContain(u.hex);
    const north = r.events.find((e) => e.type === 'move' && e['unit'] === n.unit)!;
    expect(north.text).toContain(`${n.hex} -> ${nm.path.join(' -> ')}`);
  });

  it('problems and notes name south-map hexes as printed too', () => {
    const state = sovietMovement();
    const u = cts.options(state, soviet).find((o) => south(o.hex))!;
    const issues = cts.check(state, { side: soviet, orders: [cts.orderSchema.parse({ move: { unit: u.unit, path: ['S4336', 'S4336'] } })] });
    const words = issues.map((i) => i.message).join(' ');
    expect(words).toContain(`S4336 is not adjacent to ${map.label(u.hex as never)}`);
    expect(words).not.toMatch(/\b6336\b/);
    const notes = cts.template(state, soviet).notes.join(' ');
    expect(notes).not.toMatch(/\b(49|5\d|6[0-7])\d\d\b/);
  });

  it('the drawn map labels south-map hexes as printed (SVG), north-map hexes by id', () => {
    const scene = buildMapScene({ map: cts.map!, content: null, events: [], title: 'Campaign To Stalingrad', caption: 'Fall Blau', copy: 'public copy' });
    const svg = renderMapSvg(scene);
    expect(svg).toContain('>S4336<');
    expect(svg).not.toContain('>6336<');
    expect(svg).toContain('>2150<');
  });

  it('the combat report names a south-map battle hex as printed', () => {
    const battle = { type: 'battle', side: 'axis', target: '6336', attackers: [{ unit: 'ger-9pz', hex: '6337', printed: 9 }], defenders: [{ unit: 'sov-12cd', hex: '6336', printed: 2 }], attack: 9, defense: 2, raw: '4:1', shifts: [], result: 'DR', losses: [], retreats: [{ unit: 'sov-12cd', from: '6336', to: '6436' }], eliminations: [], text: 'ger-9pz attack S4336' };
    const data = {
      game: { id: 'g_T1', title: 'campaign-to-stalingrad', titleName: 'Campaign To Stalingrad', scenario: 'fall-blau', scenarioName: 'Fall Blau', diceCommitment: 'c0'.repeat(32) },
      viewer: 'axis',
      full: false,
      step: { step: 3, window: 'T01/axis-combat', stateHashBefore: 'a'.repeat(64), stateHashAfter: 'b'.repeat(64), ctx: 'c'.repeat(64), seed: 'd'.repeat(64), submissions: [], transcript: [], events: [battle], at: '2026-02-01T10:00:00.000Z' },
      headline: 'T01',
      outcome: { ended: false },
      map: cts.map!,
      scene: null,
      at: '2026-02-01T10:00:00.000Z',
    } as unknown as ReportData;
    const row = reportModel(data).battles[0]!;
    expect(row.target).toBe('S4336');
    expect(row.defenders[0]).toContain('[S4336]');
    expect(row.retreats).toEqual(['sov-12cd: S4336 → S4436']);
  });
});
