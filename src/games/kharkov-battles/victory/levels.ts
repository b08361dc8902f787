import type { KbSide } from '../data/ids';
import { SHIFT_SCALE, type VictoryLevel } from './types';

/** KB 20.1: the Axis VP bands (digest T9): 125+, 115 to < 125, 100 to < 115, 80 to < 100, < 80. */
export const OPERATION_STAR_BANDS: readonly { from: number; level: VictoryLevel }[] = [
  { from: 125, level: 'axis-major' },
  { from: 115, level: 'axis-minor' },
  { from: 100, level: 'draw' },
  { from: 80, level: 'soviet-minor' },
  { from: -Infinity, level: 'soviet-major' },
];

/** KB 20.1: the level the Axis VP total reaches. */
export const operationStarLevel = (vp: number): VictoryLevel => OPERATION_STAR_BANDS.find((b) => vp >= b.from)!.level;

/** The side a level gives the game to; null for a Draw. */
export const winnerOf = (level: VictoryLevel): KbSide | null => (level === 'draw' ? null : level.startsWith('axis') ? 'axis' : 'soviet');

/**
 * KB 20.2: the level moved `steps` along Axis Major, Axis Minor, Draw, Soviet Minor, Soviet
 * Major (positive toward the Soviet), stopping at either end (digest A39).
 */
export function shiftLevel(level: VictoryLevel, steps: number): VictoryLevel {
  const i = SHIFT_SCALE.indexOf(level);
  if (i < 0) throw new Error(`the level ${level} is not on the Major/Minor/Draw scale (20.2)`);
  return SHIFT_SCALE[Math.max(0, Math.min(SHIFT_SCALE.length - 1, i + steps))]!;
}

export const LEVEL_NAMES: Record<VictoryLevel, string> = {
  'axis-strategic': 'Axis Strategic Victory',
  'axis-major': 'German Major Victory',
  'axis-minor': 'German Minor Victory',
  'axis-victory': 'German Victory',
  draw: 'Draw',
  'soviet-victory': 'Soviet Victory',
  'soviet-minor': 'Soviet Minor Victory',
  'soviet-major': 'Soviet Major Victory',
  'soviet-strategic': 'Soviet Strategic Victory',
};
