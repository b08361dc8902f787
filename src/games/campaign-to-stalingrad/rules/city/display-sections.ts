import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CityBattle } from '../../state/types';

/**
 * CtS 24.2: "Each player can control either two, three or four sections. If both players own
 * half of the city hex then they each control three sections. If one player owns 3/4 of the
 * city, then he controls four sections while his opponent controls only two." So a quarter
 * gives two sections (E25: from 1/4 and two sections, an Advance of two gives 3/4 and four).
 */
export function sectionsHeld(quarters: number): number {
  return quarters <= 1 ? 2 : quarters === 2 ? 3 : 4;
}

/** 24.0: the quarters of the contested hex each side holds (the attacker's, and the rest). */
export function quartersHeld(battle: Pick<CityBattle, 'attacker' | 'quarters'>): Record<CtsSide, number> {
  const other = 4 - battle.quarters;
  return battle.attacker === 'axis' ? { axis: battle.quarters, soviet: other } : { axis: other, soviet: battle.quarters };
}

/**
 * The six sections of the display hex (24.2), section i bordering the hexside towards the
 * city's neighbour in the grid's direction i; each side's sections run round the hex in one
 * unbroken arc ("Players are restricted to picking only a section that is adjacent to a
 * previously picked friendly section", 24.3, 24.4). The attacker's arc starts at `start`.
 */
export function sectionOwners(battle: Pick<CityBattle, 'attacker' | 'quarters'>, start: number): CtsSide[] {
  const k = sectionsHeld(battle.quarters);
  const other: CtsSide = battle.attacker === 'axis' ? 'soviet' : 'axis';
  return Array.from({ length: 6 }, (_, i) => ((i - start + 6) % 6 < k ? battle.attacker : other));
}

/**
 * CtS 24.3 Choosing Sections, as a standing order (the picks fall in the Combat Phase of the
 * attacker, outside the defender's own window): "The attacking player has first choice. He
 * must pick a section which has a common hexside with one of the hexes from which he
 * attacked": his first section is the first, in the grid's direction order, that faces a hex
 * he attacked from, and his arc runs on from it in that order; the defender holds the rest.
 */
export function firstPick(ctx: CtsContext, city: HexId, attackedFrom: readonly HexId[]): number {
  const i = ctx.wideGrid.neighbours(city).findIndex((h) => attackedFrom.includes(h));
  return i < 0 ? 0 : i;
}

/** The first section, in the grid's direction order, whose hexside carries `feature` (36.1: the Volga). */
export function firstSectionAlong(ctx: CtsContext, city: HexId, feature: string): number {
  const i = ctx.wideGrid.neighbours(city).findIndex((n) => ctx.map.hexside(city, n).includes(feature));
  if (i < 0) throw new Error(`no ${feature} hexside borders ${city}`);
  return i;
}

/** The start of the attacker's arc in a battle's sections (the first of his after one of the other side's). */
export function arcStart(battle: CityBattle): number {
  const s = battle.sections;
  const i = s.findIndex((owner, j) => owner === battle.attacker && s[(j + 5) % 6] !== battle.attacker);
  return i < 0 ? 0 : i;
}

/**
 * CtS 24.4 Gaining and Losing Sections, as a standing order: the side whose share grows takes
 * the sections next to its own arc, the attacker's arc keeping its start (it grows and shrinks
 * at its far end in the grid's direction order), "The enemy units formerly in the captured
 * sections are moved into one of their remaining sections" (the units stand in the hex; the
 * sections only say who may use which hexside).
 */
export function regainedSections(battle: CityBattle, quarters: number): CtsSide[] {
  return sectionOwners({ attacker: battle.attacker, quarters }, arcStart(battle));
}

/**
 * CtS 24.5: "An exterior hexside (bold on the display) of any friendly section of the display
 * hexes is called an Access Hexside": the hexes beyond the Access Hexsides of `side` (on the
 * map or not: a section facing off the map has its hexside too).
 */
export function accessHexes(ctx: CtsContext, city: HexId, battle: CityBattle, side: CtsSide): HexId[] {
  const around = ctx.wideGrid.neighbours(city);
  return battle.sections.flatMap((owner, i) => (owner === side && around[i] ? [around[i]] : []));
}

/** The battle's standing as a sentence: "Axis 2/4 (3 of 6 sections), Soviet 2/4 (3 of 6 sections)". */
export function holdingText(battle: Pick<CityBattle, 'attacker' | 'quarters'>): string {
  const q = quartersHeld(battle);
  const one = (side: CtsSide, name: string): string => `${name} ${q[side]}/4 (${sectionsHeld(q[side])} of 6 sections)`;
  return `${one('axis', 'Axis')}, ${one('soviet', 'Soviet')}`;
}
