import { describe, expect, it } from 'vitest';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { createMapView } from '#games/kharkov-battles/data/map-view';
import { hexId } from '#kernel/ids';

const { KB, KH } = KbBundleSchema.parse(bundleJson).maps;
const kb = createMapView(KB);
const kh = createMapView(KH);
const h = hexId;

describe('the map as the rules read it', () => {
  it('Third Kharkov: rows KB30-KB48 are in play, KB29xx and KB49xx are not (20.3); Operation Star plays the whole map', () => {
    expect(kb.inPlay('third-kharkov', h('3001'))).toBe(true);
    expect(kb.inPlay('third-kharkov', h('4834'))).toBe(true);
    expect(kb.inPlay('third-kharkov', h('2917'))).toBe(false);
    expect(kb.inPlay('third-kharkov', h('4917'))).toBe(false);
    expect(kb.inPlay('operation-star', h('1205'))).toBe(true);
    expect(kb.inPlay('operation-star', h('5201'))).toBe(true);
  });
  it('Third Kharkov supply sources: KB3019 is Axis, KB3022 and KB4820 Soviet, KB3020 and KB4819 neither (20.3)', () => {
    expect(kb.isSupplySource('third-kharkov', 'axis', h('3019'))).toBe(true);
    expect(kb.isSupplySource('third-kharkov', 'soviet', h('3022'))).toBe(true);
    expect(kb.isSupplySource('third-kharkov', 'soviet', h('4820'))).toBe(true);
    for (const x of ['3020', '4819']) {
      expect(kb.isSupplySource('third-kharkov', 'axis', h(x))).toBe(false);
      expect(kb.isSupplySource('third-kharkov', 'soviet', h(x))).toBe(false);
    }
  });
  it('who owned Kharkov at the start depends on the scenario (20.1, 20.3, 20.2)', () => {
    expect(kb.startOwner('operation-star', h('3617'))).toBe('axis');
    expect(kb.startOwner('third-kharkov', h('3617'))).toBe('soviet');
    expect(kh.startOwner('second-kharkov', h('3017'))).toBe('axis');
  });
  it('hexsides: the Dnepr by Dnepropetrovsk, bridged where the road crosses; the Donets a Major River by Izyum', () => {
    const dnepr = kb.map.neighbours(h('1905')).filter((n) => kb.river(h('1905'), n) === 'dnepr');
    expect(dnepr.length).toBeGreaterThan(0);
    expect(dnepr.some((n) => kb.bridged(h('1905'), n) && kb.road(h('1905'), n))).toBe(true);
    expect(kh.map.neighbours(h('1923')).some((n) => kh.river(h('1923'), n) === 'major')).toBe(true);
    expect(kb.river(h('3617'), h('3618'))).toBeNull();
  });
  it('KH grey Supply Roads are not white roads (20.2)', () => {
    const grey = Object.keys(KH.map.hexsides).filter((k) => KH.map.hexsides[k]!.includes('supply-road')).map((k) => k.split('|').map(h) as [ReturnType<typeof h>, ReturnType<typeof h>]);
    expect(grey.length).toBeGreaterThan(0);
    for (const [a, b] of grey) {
      expect(kh.supplyRoad(a, b)).toBe(true);
      expect(kh.road(a, b)).toBe(false);
    }
  });
  it.each([
    [kb, 'operation-star', '3617'], [kb, 'third-kharkov', '3617'], [kh, 'second-kharkov', '3017'],
  ] as const)('9.31: white roads in play link Kharkov with Axis supply sources (%#), so the support trace of an HQ can end at one', (view, s, from) => {
    const seen = new Set<string>([from]);
    const queue = [h(from)];
    while (queue.length > 0) {
      const a = queue.shift()!;
      for (const b of view.map.neighbours(a)) {
        if (seen.has(b) || !view.inPlay(s, b) || !view.road(a, b)) continue;
        seen.add(b);
        queue.push(b);
      }
    }
    const reached = [...seen].filter((x) => view.isSupplySource(s, 'axis', h(x)));
    expect(reached.length).toBeGreaterThan(0);
  });
  it('places: Kharkov a city, Izyum a town, open ground neither', () => {
    expect(kb.place(h('3617'))).toBe('city');
    expect(kb.place(h('2523'))).toBe('town');
    expect(kb.place(h('0101'))).toBeNull();
  });
  it('entry areas by name (17.12)', () => {
    expect(kb.entryArea('S1')?.side).toBe('soviet');
    expect(kb.entryArea('Z')).toBeUndefined();
  });
  it('a scenario the map does not carry gets a clear answer', () => {
    expect(() => kh.inPlay('third-kharkov', h('3017'))).toThrow(/the KH map has no play area for scenario "third-kharkov"/);
    expect(() => kb.startOwner('second-kharkov', h('3617'))).toThrow(/no start line/);
  });
});
