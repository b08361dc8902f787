import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { Consequences } from '../consequences';
import { donCrossing } from '../reinforcements/don-crossing';
import { attackActivation, proximityActivation } from './front-line';

/**
 * What a German-side unit entering a hex sets off for the arrival rules (called by
 * enter-hex.ts enterHex for every entry: movement, reinforcement, retreat, advance):
 * front-line activation by proximity (DoS 3.2, digest AC-6a) and the Don crossing (8.6).
 */
export function afterEntry(ctx: DosContext, draft: DosState, side: DosSide, hex: HexId, out: Consequences): void {
  if (side !== GERMAN) return;
  proximityActivation(ctx, draft, hex, out);
  donCrossing(ctx, draft, hex, 'entered', out);
}

/**
 * What a German-side attack sets off (prepared or mobile assault, before the dice):
 * front-line activation of the armies attacked (DoS 3.2, digest AC-6b, E43) and the Don
 * crossing when the target lies beyond the line (8.6).
 */
export function afterAttackDeclared(ctx: DosContext, draft: DosState, side: DosSide, target: HexId, defenders: readonly UnitId[], out: Consequences): void {
  if (side !== GERMAN) return;
  attackActivation(ctx, draft, defenders, out);
  donCrossing(ctx, draft, target, 'attacked', out);
}
