import type { HexId } from '../ids';
import type { GameMap } from './game-map';

/**
 * A text for players with every hex it names by id shown by its printed label instead
 * (GameMap.label): rules write texts with hex ids, and this one function turns them into
 * what the players' maps print. Only whole four-or-more-digit words that are hexes of the
 * map with a label other than their id change; a map without labels returns the text as is.
 */
export function labelledText(map: GameMap, text: string): string {
  if (!map.data.labels) return text;
  return text.replace(/(?<![\w/-])\d{4,}(?![\w/-])/g, (w) => (map.has(w as HexId) ? map.label(w as HexId) : w));
}
