import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { isWithdrawn } from '#games/streets-of-stalingrad/state/withdrawals';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** The withdrawals an option's note offers to keep (windows/administrative/withdraw-notes.ts: `withdraw: {keep: [id]}`). */
const KEEP = /withdraw: \{keep: \[([^\]]+)\]\}/;

/** SoS 21.54: every withdrawal the options offer to keep beyond its date today. */
export const offeredKeeps = (options: readonly UnitOptions[]): string[] =>
  [...new Set(options.flatMap((o) => (o.notes ?? []).flatMap((n) => KEEP.exec(n)?.[1] ?? [])))].sort();

/** The units the options list as withdrawable today (21.51: each note says `withdraw: {units: [id]}`). */
const withdrawable = (options: readonly UnitOptions[]): string[] => options.filter((o) => (o.notes ?? []).some((n) => n.includes(`withdraw: {units: [${o.unit}]}`))).map((o) => o.unit);

/**
 * The `withdraw` orders of the German Administrative window of the campaign (SoS 21.5,
 * 21.51-21.54): now and then a unit the options list (due today, kept, or early, 3.5), each
 * alone (offered: legal alone) or a few in one order; on a date when a withdrawal may be
 * kept, often `keep` (3.7, 21.54: offered); and now and then a guess the check must refuse
 * with its issue: replacement points for a withdrawal lacking nothing (`points-not-needed`,
 * 21.53), another German unit as a substitute (`not-withdrawable`, `substitute-type`,
 * `substitute-af`), a withdrawal that may not be kept (`not-keepable`, `unknown-withdrawal`).
 * The default withdraws what the file leaves undone (4.2).
 */
export function planWithdrawals(env: SosEnv, state: SosState, options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  const listed = withdrawable(options);
  if (listed.length > 0 && rng.chance(0.3)) {
    const units = rng.subset(listed, 0.2).slice(0, 3);
    if (units.length > 1 && rng.chance(0.5)) out.push({ order: { withdraw: { units } }, offered: false });
    else for (const u of units) out.push({ order: { withdraw: { units: [u] } }, offered: true });
  }
  const keeps = offeredKeeps(options);
  if (keeps.length > 0 && rng.chance(0.5)) out.push({ order: { withdraw: { keep: [rng.pick(keeps)] } }, offered: true });
  if (rng.chance(0.05)) out.push({ order: { withdraw: { points: rng.pick([1, 2, 3, 4, 6]) } }, offered: false });
  if (rng.chance(0.05)) {
    const others = Object.keys(state.pieces).filter((id) => env.counter(id).side === 'german' && state.pieces[id]!.at !== null && !state.pieces[id]!.eliminated && !isWithdrawn(state, id) && !listed.includes(id));
    if (others.length > 0) out.push({ order: { withdraw: { units: [rng.pick(others)] } }, offered: false });
  }
  if (rng.chance(0.03)) out.push({ order: { withdraw: { keep: [rng.pick(env.tables.withdrawals.schedule.map((w) => w.id).concat('no-such-withdrawal'))] } }, offered: false });
  return out;
}
