import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { kbEnv } from '#games/kharkov-battles/game/env';
import type { KbState } from '#games/kharkov-battles/state/types';
import { position, type Piece } from './state-fixtures';

/** The title's data from the bundle as shipped, once for the test files. */
export const BUNDLE = KbBundleSchema.parse(bundleJson);
export const ENV = kbEnv(BUNDLE);

/**
 * A position on the real KB map (Operation Star), at `stage`'s Movement window of turn 3:
 * the units at their hexes, everything else off the map, every hex owned west of column 20
 * by the Axis and from it by the Soviet, each side's chit pool as the test gives it.
 */
export function onKb(at: Record<string, Piece[]>, o: { side?: 'axis' | 'soviet'; pools?: KbState['chitPools']; airPoints?: KbState['airPoints'] } = {}): KbState {
  const { state } = position(ENV.ctx('KB').map, at);
  return { ...state, at: { turn: 3, stage: o.side ?? 'axis', phase: 'movement' }, chitPools: o.pools ?? { axis: [], soviet: [] }, airPoints: o.airPoints ?? { axis: 0, soviet: 0 } };
}
