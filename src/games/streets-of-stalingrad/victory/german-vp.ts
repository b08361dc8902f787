import type { SosTables } from '../data/tables';
import type { SosState } from '../state/types';

/** One VP hex the German holds at the end, with its worth. */
export interface HeldVpHex {
  hex: string;
  vp: number;
  name: string;
}

/**
 * SoS 3.2, 3.4: the German's victory points for the VP hexes he occupies when the game
 * ends: Mamayev Kurgan (1039) 2, each of the nineteen river-landing hexes 1. "Occupied" is
 * read as holding at least one German combat unit (the text has no control rule; digest A37).
 * The campaign's other points (3.5-3.7) are the campaign's alone (victory/division-vp.ts,
 * victory/withdrawal-vp.ts).
 */
export function germanVpHexes(tables: Pick<SosTables, 'victoryHexes'>, state: SosState, isGermanCombatUnit: (id: string) => boolean): HeldVpHex[] {
  const held = new Set<string>();
  for (const [id, p] of Object.entries(state.pieces)) if (p.at !== null && isGermanCombatUnit(id)) held.add(p.at);
  const v = tables.victoryHexes;
  const all: HeldVpHex[] = [
    { hex: v.mamayevKurgan.hex, vp: v.mamayevKurgan.vp, name: 'Mamayev Kurgan' },
    ...v.landings.map((hex, i) => ({ hex, vp: 1, name: `river landing ${i + 1}` })),
  ];
  return all.filter((h) => held.has(h.hex));
}
