import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { Weather } from '#games/campaign-to-stalingrad/state/types';
import { sidesCrossed } from './strength';

/** Why an advance is what it is: one line per adjustment, with its rule. */
export interface AdvanceStep {
  value: number;
  reason: string;
  rule: string;
}

/**
 * The Advance After Combat value after 12.4's halvings (digest AD4, in that order): halved
 * rounding UP in rain (12.4 [Change], 25.0, E15), then halved rounding DOWN across a Major or
 * Volga hexside (12.4 [Change], E16). What a unit walks (unitAdvance) and the quarters of a
 * Major City Battle (24.0) both start from it.
 */
export function halvedResult(result: number, opts: { weather: Weather; acrossMajor: boolean }): { value: number; steps: AdvanceStep[] } {
  const steps: AdvanceStep[] = [{ value: result, reason: 'the black die', rule: 'CtS 10.4' }];
  let v = result;
  if (opts.weather === 'rain') {
    v = Math.ceil(v / 2);
    steps.push({ value: v, reason: 'rain: halved, rounded up', rule: 'CtS 25.0' });
  }
  if (opts.acrossMajor) {
    v = Math.floor(v / 2);
    steps.push({ value: v, reason: 'attacked across a Major or Volga hexside: halved, rounded down', rule: 'CtS 12.4' });
  }
  return { value: v, steps };
}

/**
 * CtS 12.4 [Change] Advances Across Major Rivers: whether a unit attacking from `from` attacked
 * across a Major River or Volga hexside. The sentence names no bridge (4.4.3), unlike the one
 * on advancing across "a unbridged Major River"; engine cts-2 exempted a bridged hexside.
 */
export function attackedAcrossMajor(ctx: CtsContext, from: HexId, targets: readonly HexId[]): boolean {
  const halving = (f: readonly string[]) => (f.includes('major-river') || f.includes('volga')) && (ctx.readings.advanceHalvedAcrossBridges || !f.includes('road'));
  return sidesCrossed(ctx, from, targets).some(halving);
}

/**
 * How far one unit may advance after combat (12.4, digest AD4, in that order): the black
 * die's result after Determined Defense (already applied by the caller), halved rounding
 * UP in rain (25.0 [Change], E15), halved rounding DOWN for a unit that attacked across a
 * Major or Volga hexside (12.4 [Change], E16), then capped by the unit: non-motorized 2,
 * cavalry 3, motorized the full result, motorized and Out of Supply 1 (16.4); in the
 * Rasputitsa at most 1 (31.2).
 */
export function unitAdvance(
  result: number,
  opts: { weather: Weather; acrossMajor: boolean; kind: 'non-motorized' | 'cavalry' | 'motorized'; outOfSupply: boolean; mud?: boolean },
): { value: number; steps: AdvanceStep[] } {
  const halved = halvedResult(result, opts);
  const steps = halved.steps;
  let v = halved.value;
  const cap = opts.kind === 'non-motorized' ? 2 : opts.kind === 'cavalry' ? 3 : opts.outOfSupply ? 1 : Number.POSITIVE_INFINITY;
  if (v > cap) {
    v = cap;
    steps.push({ value: v, reason: `${opts.outOfSupply && opts.kind === 'motorized' ? 'motorized and out of supply' : opts.kind} units advance at most ${cap}`, rule: opts.outOfSupply && opts.kind === 'motorized' ? 'CtS 16.4' : 'CtS 12.4' });
  }
  // CtS 31.2 (2): "All units which achieve an Advance After Combat may only advance a maximum of one hex" (not a Major City Battle's quarters)
  if (opts.mud && v > 1) {
    v = 1;
    steps.push({ value: v, reason: 'the Rasputitsa: at most one hex', rule: 'CtS 31.2' });
  }
  return { value: v, steps };
}

/**
 * 14.0: an advancing unit may overrun at the cost of one hex of its advance, so it needs
 * at least two hexes (E20); a non-motorized unit only when the original result was 4 or 5.
 */
export function mayOverrun(advance: number, originalResult: number, motorized: boolean): boolean {
  if (advance < 2) return false;
  return motorized || originalResult >= 4;
}
