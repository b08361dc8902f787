import { describe, expect, it } from 'vitest';
import { kbScene } from '#games/kharkov-battles/view/index';
import { KbScenarioIdSchema } from '#games/kharkov-battles/data/ids';
import { buildMapScene, renderMapSvg } from '#report/index';
import { stackLine } from '#report/scene/stack-line';
import { createMap } from '#kernel/map/game-map';
import { hexId, side } from '#kernel/ids';
import { BUNDLE, setUp } from './view-fixture';

/**
 * The map reports draw a Kharkov Battles game with the report code every title shares
 * (src/report): each scenario's set-up (KB 20.1-20.3) on its printed map, KB (1,768
 * hexes) or KH (1,088), every counter on the map drawn once, on the hex its printed
 * label names.
 */
const HEXES = { KB: 1768, KH: 1088 } as const;

describe.each(KbScenarioIdSchema.options)('%s: the set-up drawn as an SVG map', (s) => {
  const { ctx, state } = setUp(s);
  const id = BUNDLE.scenarios[s].map;
  const mapData = BUNDLE.maps[id].map;
  const content = kbScene(ctx, state, { kind: 'public' }, BUNDLE.chits.chits);
  const scene = buildMapScene({ map: mapData, content, events: [], title: 'Kharkov Battles', caption: `${BUNDLE.scenarios[s].name}, set-up`, copy: 'public copy' });
  const svg = renderMapSvg(scene);
  const onMap = Object.values(state.units).filter((u) => u.where === 'map');

  it(`the ${id} map: ${HEXES[id]} hexes, labelled ${id} + four digits`, () => {
    const map = createMap(mapData);
    expect(map.hexIds().length).toBe(HEXES[id]);
    expect(scene.hexes.length).toBe(HEXES[id]);
    for (const st of scene.stacks) expect(st.label).toMatch(new RegExp(`^${id}\\d{4}$`));
  });
  it('a piece for every unit on the map, none for the others, each on its hex', () => {
    expect(content.pieces.map((p) => p.unit).sort()).toEqual(onMap.map((u) => u.id).sort());
    for (const p of content.pieces) expect(p.hex).toBe(state.units[p.unit!]!.hex);
    expect(scene.stacks.reduce((n, st) => n + st.pieces.length, 0)).toBe(onMap.length);
  });
  it('the SVG holds the counters: each stack\'s top counter drawn with its designation and factors, every stack of more than one listed unit by unit', () => {
    expect(svg.startsWith('<svg')).toBe(true);
    const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
    for (const st of scene.stacks) {
      expect(text).toContain(st.pieces[0]!.designation);
      expect(text).toContain(st.pieces[0]!.factors);
      if (st.count > 1) expect(text).toContain(stackLine(st));
    }
    const listed = scene.stacks.flatMap((st) => st.pieces.map((p) => p.unit));
    expect(listed.sort()).toEqual(onMap.map((u) => u.id).sort());
  });
  it('the markers of the set-up: the printed and set-up Fortified Zones (18.1), the Pontoon Bridges (18.21)', () => {
    const fz = content.markers.filter((m) => m.kind === 'fortified-zone' || m.kind === 'fz-building');
    expect(fz.length).toBe(state.markers.fortifiedZones.length);
    expect(content.markers.filter((m) => m.kind === 'pontoon').length).toBe(state.markers.pontoons.length);
  });
});

describe('the counters as the map prints them (KB 2.6-2.8, 3.0)', () => {
  const { ctx, state } = setUp('third-kharkov');
  const c = kbScene(ctx, state, { kind: 'side', side: side('axis') }, BUNDLE.chits.chits);
  const of = (id: string) => c.pieces.find((p) => p.unit === id)!;
  it('a Combat Rating unit without a chit prints its letter and MPA; an SS unit is tagged SS', () => {
    const def = ctx.unit('ger-1-lah');
    expect(of('ger-1-lah')).toMatchObject({ factors: `${def.rating}-${def.mpa}`, mark: 'SS', colour: 'german', size: def.size, designation: def.designation, reduced: false });
  });
  it('an HQ prints its Command Range and MPA (2.8)', () => {
    const hq = c.pieces.find((p) => p.nato === 'headquarters')!;
    const def = ctx.unit(hq.unit!);
    expect(hq.factors).toBe(`${def.hq!.range}-${def.mpa}`);
  });
  it('a cadre prints 1 and its cadre MPA (2.71), on its reduced side', () => {
    const id = 'ger-1-lah';
    const cadre = kbScene(ctx, { ...state, units: { ...state.units, [id]: { ...state.units[id]!, steps: 1 } } }, { kind: 'public' });
    expect(cadre.pieces.find((p) => p.unit === id)).toMatchObject({ factors: `1-${ctx.unit(id).cadreMpa}`, reduced: true });
  });
  it('unit markers: Out of Supply (8.32), Disorganized (11.28), Prepared Assault (12.1) on the unit\'s hex; Rubble (5.41) and interdiction (5.3) on theirs', () => {
    const id = 'ger-1-lah';
    const u = state.units[id]!;
    const marked = { ...state, units: { ...state.units, [id]: { ...u, supply: 'out-of-supply' as const, marks: { ...u.marks, disorganized: true, preparedAssault: true } } }, markers: { ...state.markers, rubble: [hexId('3211')], interdicted: [hexId('3310')] } };
    const m = kbScene(ctx, marked, { kind: 'public' }).markers;
    expect(m.filter((x) => x.hex === u.hex).map((x) => x.kind)).toEqual(expect.arrayContaining(['out-of-supply', 'disorganized', 'prepared-assault', 'rubble']));
    expect(m.find((x) => x.kind === 'interdicted')).toMatchObject({ hex: '3310', side: 'axis' });
  });
});
