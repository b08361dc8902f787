import type { GameEvent } from '#kernel/engine/events';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { DeclareOrder } from '#games/drive-on-stalingrad/orders/declare';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { problem, type OrderProblem } from '../problem';
import { commitPlanes, GROUND_SUPPORT_PLANES, planesLeft } from './planes';
import { airSideOf } from '#games/drive-on-stalingrad/scenario-rules/uranus/air-side';

type Declaration = DeclareOrder['declare'];

/**
 * The German air declarations of the opening window (DoS 9.18, 9.27): the Schwerpunkt
 * at the start of the German player turn and the sea block at the start of the game turn,
 * each taking both planes, so not both; German only; scenarios with the planes only.
 */
export function checkAirDeclaration(ctx: DosContext, state: DosState, side: DosSide, d: Declaration): OrderProblem[] {
  const wanted = (['schwerpunkt', 'blockSeaMovement'] as const).filter((k) => d[k] === true);
  if (wanted.length === 0) return [];
  const rule = (k: string) => (k === 'schwerpunkt' ? 'DoS 9.27' : 'DoS 9.18');
  if (side !== GERMAN) return wanted.map((k) => problem(['declare', k], 'not-german', `only the German player has ground-support aircraft`, rule(k)));
  if (airSideOf(ctx, state) !== GERMAN) return wanted.map((k) => problem(['declare', k], 'no-aircraft', 'the German has no ground-support aircraft in this scenario (DoS Uranus U-7)', rule(k)));
  if (planesLeft(ctx, state) < GROUND_SUPPORT_PLANES) {
    return wanted.map((k) => problem(['declare', k], 'no-aircraft', 'both ground-support aircraft are needed and they are not available this game turn', rule(k)));
  }
  if (wanted.length > 1) {
    return [problem(['declare', 'blockSeaMovement'], 'aircraft-twice', 'the Schwerpunkt and the sea block each take both aircraft for the game turn: declare one of them', 'DoS 9.18')];
  }
  return [];
}

/** Carries out a legal air declaration. Mutates the draft; returns its event, or null. */
export function applyAirDeclaration(ctx: DosContext, draft: DosState, side: DosSide, d: Declaration): GameEvent | null {
  if (checkAirDeclaration(ctx, draft, side, d).length > 0) return null;
  if (d.schwerpunkt) {
    commitPlanes(draft, GROUND_SUPPORT_PLANES, 'schwerpunkt');
    return {
      type: 'air',
      rule: 'DoS 9.27',
      side,
      use: 'schwerpunkt',
      planes: GROUND_SUPPORT_PLANES,
      text: `Luftwaffe Schwerpunkt: no 2L for the defender in this player turn's mobile assaults; both aircraft are committed for game turn ${draft.turn} (9.27)`,
    };
  }
  if (d.blockSeaMovement) {
    commitPlanes(draft, GROUND_SUPPORT_PLANES, 'sea-block');
    return {
      type: 'air',
      rule: 'DoS 9.18',
      side,
      use: 'sea-block',
      planes: GROUND_SUPPORT_PLANES,
      text: `Both German aircraft block Soviet sea movement in game turn ${draft.turn}; no other air use this game turn (9.18)`,
    };
  }
  return null;
}
