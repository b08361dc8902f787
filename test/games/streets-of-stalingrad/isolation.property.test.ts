import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { isolatedUnits } from '#games/streets-of-stalingrad/supply/isolation';
import { zocHexes } from '#games/streets-of-stalingrad/zoc/zoc-hexes';
import { zocMap } from '#games/streets-of-stalingrad/windows/movement/position';
import { toPiece } from '#games/streets-of-stalingrad/data/counter-inputs';
import type { Piece } from '#games/streets-of-stalingrad/stacking/pieces';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { env, fragment } from './isolation-fixture';

/**
 * SoS 19.2 read unit by unit, as the text says it: a search from the unit's own hex (where it
 * negates any German ZOC) to a free Volga River hex, through hexes holding no German combat
 * unit and out of German ZOC unless a Soviet piece stands there. The referee's one search from
 * the river (supply/isolation.ts) must find the same units isolated.
 */
function isolatedOneByOne(s: SosState): string[] {
  const stacks = new Map<string, Piece[]>();
  for (const [id, p] of Object.entries(s.pieces)) if (p.at !== null) stacks.set(p.at, [...(stacks.get(p.at) ?? []), toPiece(env.counter(id))]);
  const zoc = zocHexes(zocMap(env.map), 'german', stacks);
  const has = (h: string, side: string, combat: boolean) => (stacks.get(h) ?? []).some((p) => p.side === side && (!combat || env.facts(p.id).combat));
  const free = (h: string) => !has(h, 'german', true) && (!zoc.has(h) || has(h, 'soviet', false));
  const volga = (h: string) => env.map.hex(h as HexId)?.river === 'volga';
  const out: string[] = [];
  for (const [id, p] of Object.entries(s.pieces)) {
    if (p.at === null || env.counter(id).side !== 'soviet') continue;
    const seen = new Set([p.at]);
    const queue = [p.at];
    let found = volga(p.at);
    for (let i = 0; i < queue.length && !found; i++) {
      for (const n of env.map.grid.neighbours(queue[i] as HexId)) {
        if (seen.has(n) || !free(n)) continue;
        if (volga(n)) found = true;
        seen.add(n);
        queue.push(n);
      }
    }
    if (!found) out.push(id);
  }
  return out.sort();
}

const SOVIET = ['sov-42rb-1', 'sov-42rb-2', 'sov-42rb-3', 'sov-commissar-1'];
const GERMAN = ['ger-1-276', 'ger-2-276', 'ger-3-276', 'ger-5-276', 'ger-6-276', 'ger-7-276', 'ger-24-pz-1', 'ger-24-pz-2', 'ger-24-pzgren', 'ger-24-hiwi', 'ger-94-pioneer', 'ger-276-at', 'ger-paulus'];
/** The hexes near the river by 0429 (city, bank and Volga) and in the suburbs by 1332, where a few units may cut one off. */
const AREA = env.map.ids.filter((h) => env.map.grid.distance(h, '0429' as HexId) <= 2 || env.map.grid.distance(h, '1332' as HexId) <= 1);

describe('SoS 19.2: one search from the Volga finds the units a search from each unit finds', () => {
  it('for German and Soviet units placed at random near the river', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...AREA), { minLength: SOVIET.length + GERMAN.length, maxLength: SOVIET.length + GERMAN.length }), (hexes) => {
        const at: Record<string, string> = {};
        [...SOVIET, ...GERMAN].forEach((id, i) => (at[id] = hexes[i]!));
        // no hex holds both sides
        for (const g of GERMAN) if (SOVIET.some((s) => at[s] === at[g])) delete at[g];
        const s = fragment('scenario-2', 3, at);
        expect(isolatedUnits(env, s, 'soviet', null)).toEqual(isolatedOneByOne(s));
      }),
      { numRuns: 300, seed: 19 },
    );
  });
});
