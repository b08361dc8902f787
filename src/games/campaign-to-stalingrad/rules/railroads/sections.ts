import { cached } from '#kernel/memo/cached';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { railHexes, railNeighbours } from './rail-links';

/** A section of rail hexes (15.6 [Change]): the track between two ends, ends not included. */
export interface RailSection {
  ends: [HexId, HexId];
  hexes: HexId[];
}

const PLACES = ['town', 'minor-city', 'major-city'];

/**
 * CtS 15.6: a section ends at a town, city or rail junction on the track; where a track
 * stops with neither (a dead end), its last hex ends the section too (a reading).
 */
export function isSectionEnd(ctx: CtsContext, hex: HexId): boolean {
  const n = railNeighbours(ctx, hex).length;
  return n !== 2 || PLACES.some((p) => ctx.map.hasFeature(hex, p));
}

const cache = new WeakMap<CtsContext, RailSection[]>();

/**
 * Every section of the map (15.6 [Change]): "the length of rail hexes between a town, city
 * or rail junction on the track and the next town, city or rail junction down the track"
 * (E21: Kastornoye - Stary Oskol; Kupyansk - 3141; 2048, 2148, 2248 between Kursk and
 * Belgorod). Adjacent ends make a section of no hexes, which is left out.
 */
export function railSections(ctx: CtsContext): RailSection[] {
  return cached(cache, ctx, () => sectionsOf(ctx));
}

function sectionsOf(ctx: CtsContext): RailSection[] {
  const out: RailSection[] = [];
  const seen = new Set<string>();
  for (const start of railHexes(ctx)) {
    if (!isSectionEnd(ctx, start)) continue;
    for (const first of railNeighbours(ctx, start)) {
      const hexes: HexId[] = [];
      let prev = start;
      let at = first;
      while (!isSectionEnd(ctx, at)) {
        hexes.push(at);
        const next = railNeighbours(ctx, at).find((n) => n !== prev);
        if (next === undefined) break;
        prev = at;
        at = next;
      }
      if (hexes.length === 0) continue;
      const key = [start, at].sort().join('|') + '|' + [...hexes].sort().join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ends: [start, at], hexes });
    }
  }
  return out;
}
