import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { AirRecord } from '#games/drive-on-stalingrad/state/air-record';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { airSideOf } from '#games/drive-on-stalingrad/scenario-rules/uranus/air-side';

/** The German ground-support aircraft of Operation Blue (DoS 11.25): two counters. */
export const GROUND_SUPPORT_PLANES = 2;

/** This game turn's air record; an older record counts as no use yet (each plane flies once per game turn, 11.25). */
function current(state: Pick<DosState, 'air' | 'turn'>): AirRecord | null {
  return state.air && state.air.turn === state.turn ? state.air : null;
}

/**
 * German planes still free this game turn (DoS 11.25): none in a scenario without them,
 * none after the Schwerpunkt (9.27) or the sea block (9.18), else two less those committed.
 */
export function planesLeft(ctx: DosContext, state: Pick<DosState, 'air' | 'turn' | 'scenario'>): number {
  if (airSideOf(ctx, state) === null) return 0; // DoS Uranus U-7: the Soviet has them there
  const rec = current(state);
  if (!rec) return GROUND_SUPPORT_PLANES;
  return rec.use ? 0 : Math.max(0, GROUND_SUPPORT_PLANES - rec.used);
}

/** Commits `n` planes for this game turn (a whole-turn use takes both). Mutates the draft. */
export function commitPlanes(draft: DosState, n: number, use?: AirRecord['use']): void {
  const used = (current(draft)?.used ?? 0) + n;
  draft.air = { turn: draft.turn, used, ...(use ? { use } : {}) };
}

/** DoS 9.27: the Luftwaffe Schwerpunkt was declared this (German) player turn. */
export const isSchwerpunkt = (state: Pick<DosState, 'air' | 'turn'>): boolean => current(state)?.use === 'schwerpunkt';

/** DoS 9.18: the German blocked Soviet sea movement this game turn. */
export const isSeaBlocked = (state: Pick<DosState, 'air' | 'turn'>): boolean => current(state)?.use === 'sea-block';
