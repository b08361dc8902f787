import type { HexId } from '#kernel/ids';
import type { Issue } from '#kernel/engine/issues';
import type { z } from 'zod';
import type { BombardBodySchema } from '../../orders/fire';
import type { SosOrder } from '../../orders/schema';
import type { SosBombardment, SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { eastBankBoxOf } from './if-range';
import { newTally, readIndirect } from './indirect-groups';
import { MAMAYEV_KURGAN } from './spotting';
import { ninthAttackProblem } from '../attack/hex-attack-count';
import { readStukas } from '../../air/check-stukas';

type BombardBody = z.infer<typeof BombardBodySchema>;

/** The Simultaneous Bombardment Phase a window belongs to (2, 6, 9 or 13). */
export const bombardmentPhase = (ctx: PhaseContext): number => Number(/-(\d+)$/.exec(ctx.window.name)?.[1] ?? 0);

/** SoS 15.11: the Simultaneous Bombardment Phases Stukas fly in. */
export const STUKA_PHASES: ReadonlySet<number> = new Set([2, 6]);

/** The side has pieces at the place. */
const ownAt = (ctx: PhaseContext, state: SosState, place: string): boolean =>
  Object.entries(state.pieces).some(([id, p]) => p.at === place && ctx.env.counter(id).side === ctx.side);

function checkTarget(ctx: PhaseContext, state: SosState, b: BombardBody, path: (string | number)[]): Issue[] {
  const box = eastBankBoxOf(b.target);
  if (b.target.startsWith('GB-') || (box && ctx.side === 'soviet')) return [{ path: [...path, 'target'], code: 'box-target', message: `${b.target} is not a box the ${ctx.side} side may bombard: only the German bombards the East Bank boxes`, rule: 'SoS 14.5' }];
  if (!box && !ctx.env.map.hex(b.target as HexId)) return [{ path: [...path, 'target'], code: 'off-map', message: `${b.target} is not a hex of the map`, rule: 'SoS 2.1' }];
  if (!box && ownAt(ctx, state, b.target)) {
    return b.interdict
      ? [{ path: [...path, 'interdict'], code: 'not-yet-refereed', message: 'interdicting a hex of your own units (rolled on the CRT at -2) is not refereed yet', rule: 'SoS 14.85' }]
      : [{ path: [...path, 'target'], code: 'own-units-in-target', message: `${b.target} holds your own units: bombardment fires at enemy hexes`, rule: 'SoS 14.42' }];
  }
  return [];
}

/**
 * Every problem of the window's bombardments at once (SoS 14.2-14.6, 15.1-15.3, 15.51), and the
 * bombardments as placed (14.48) when there is none.
 */
export function readBombardments(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[]): { issues: Issue[]; placed: SosBombardment[] } {
  const issues: Issue[] = [];
  const placed: SosBombardment[] = [];
  const fired = new Set<string>();
  const targets = new Set<string>();
  const tally = newTally();
  const stukas = { count: 0 };
  orders.forEach((o, i) => {
    if (!('bombard' in o)) return;
    const b = o.bombard;
    const path: (string | number)[] = ['orders', i, 'bombard'];
    const before = issues.length;
    if (targets.has(b.target)) issues.push({ path: [...path, 'target'], code: 'target-repeated', message: `${b.target} is bombarded twice: name every IF unit firing at it in one order`, rule: 'SoS 9.19, 14.48' });
    targets.add(b.target);
    issues.push(...checkTarget(ctx, state, b, path));
    if (!b.interdict) issues.push(...ninthAttackProblem(state, b.target, [...path, 'target']));
    // SoS 15.1-15.3, 14.01: Stukas bombard alone or combined with IF against the same hex
    if (b.stukas && !STUKA_PHASES.has(bombardmentPhase(ctx))) issues.push({ path: [...path, 'stukas'], code: 'stukas-phase', message: `Stukas bombard only in Simultaneous Bombardment Phase 2 or 6, not ${bombardmentPhase(ctx)}`, rule: 'SoS 15.11' });
    const air = b.stukas && STUKA_PHASES.has(bombardmentPhase(ctx)) ? readStukas(ctx, state, b.stukas, b.target, [...path, 'stukas'], stukas, false) : { issues: [], strike: null };
    issues.push(...air.issues);
    const read = readIndirect(ctx, state, b.indirect ?? [], b.target, [...path, 'indirect'], fired, tally);
    issues.push(...read.issues);
    const { units, spotting, named } = read;
    if (issues.length > before || (units.length === 0 && !air.strike)) return;
    const box = eastBankBoxOf(b.target);
    placed.push({
      side: ctx.side,
      target: b.target,
      table: box ? 'ebbt' : b.interdict ? 'interdict' : b.table!,
      units,
      af: units.reduce((s, u) => s + ctx.env.counter(u).af, 0),
      spotting: spotting ?? 'selfSpotting',
      namedLeaderAdjacent: named,
      opOn1039: box !== null && (b.indirect ?? []).some((g) => state.pieces[g.spotter]?.at === MAMAYEV_KURGAN),
      stukas: air.strike,
      // SoS 14.95: the OP units spotting it, recorded when it is resolved
      ...opSpottersOf(ctx, b.indirect ?? []),
    });
  });
  return { issues, placed };
}

/** SoS 14.95: the OP units among the spotters of a bombardment's IF groups, as the field to add (none: no field). */
function opSpottersOf(ctx: PhaseContext, groups: readonly { spotter: string }[]): { opSpotters?: string[] } {
  const ops = [...new Set(groups.map((g) => g.spotter))].filter((id) => ctx.env.findCounter(id)?.type === 'op').sort();
  return ops.length ? { opSpotters: ops } : {};
}
