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
export function quartersHeld(battle: CityBattle): Record<CtsSide, number> {
  const other = 4 - battle.quarters;
  return battle.attacker === 'axis' ? { axis: battle.quarters, soviet: other } : { axis: other, soviet: battle.quarters };
}

/** The battle's standing as a sentence: "Axis 2/4 (3 of 6 sections), Soviet 2/4 (3 of 6 sections)". */
export function holdingText(battle: CityBattle): string {
  const q = quartersHeld(battle);
  const one = (side: CtsSide, name: string): string => `${name} ${q[side]}/4 (${sectionsHeld(q[side])} of 6 sections)`;
  return `${one('axis', 'Axis')}, ${one('soviet', 'Soviet')}`;
}
