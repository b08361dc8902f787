import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { Victory } from '#games/drive-on-stalingrad/data/scenario-rules-schema';
import { controllerOf } from '#games/drive-on-stalingrad/rules/control';
import { supplyAt } from '#games/drive-on-stalingrad/rules/supply/supply-of';
import { opponent, sideName } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosOutcome, DosState } from '#games/drive-on-stalingrad/state/types';
import { citeScenarioRule } from './cite';

/** One line of the VP count, for reports. */
export interface VpItem {
  what: string;
  vp: number;
}

/** The scenario's `victory`, when it scores that way (Operation Uranus). */
export const scenarioVictory = (ctx: DosContext, state: Pick<DosState, 'scenario'>): Victory | null =>
  scenarioOf(ctx, state.scenario).data.victory ?? null;

/**
 * DoS Uranus U-12 (reconstructed), the pocket: relieved while at least one unit that set
 * up in the pocket's army is on the map in regular overland supply (7.3-7.13).
 */
export function pocketRelieved(ctx: DosContext, state: DosState, army: string): boolean {
  const data = scenarioOf(ctx, state.scenario).data;
  return data.setup.some((p) => {
    if (p.army !== army) return false;
    const u = state.units[p.unit];
    if (!u || u.status !== 'on-map' || u.hex === null) return false;
    return supplyAt(ctx, state, sideOf(unitDef(ctx, p.unit)), u.hex) === 'regular';
  });
}

/**
 * DoS Uranus U-12 (reconstructed): the scorer's VP now: each VP hex he controls, and at
 * the end of the last game turn (`final`) the pocket's VP unless it was relieved.
 */
export function scenarioVp(ctx: DosContext, state: DosState, final: boolean): { vp: number; items: VpItem[] } | null {
  const v = scenarioVictory(ctx, state);
  if (!v) return null;
  const items: VpItem[] = [];
  for (const x of v.hexes) {
    const h = ctx.map.resolve(x.hex) as HexId;
    if (controllerOf(ctx, state, h) === v.scorer) items.push({ what: `${x.name} ${x.hex}`, vp: x.vp });
  }
  if (final && v.pocket && !pocketRelieved(ctx, state, v.pocket.army)) {
    items.push({ what: `${v.pocket.army} not relieved (${v.pocket.note})`, vp: v.pocket.vp });
  }
  return { vp: items.reduce((a, i) => a + i.vp, 0), items };
}

/**
 * DoS Uranus U-12 (reconstructed), at the end of the last game turn: the scorer wins with
 * `vpToWin` VP or more, the other side otherwise (no draws). Null when the scenario does
 * not score this way.
 */
export function scenarioVerdict(ctx: DosContext, state: DosState): DosOutcome | null {
  const v = scenarioVictory(ctx, state);
  const count = scenarioVp(ctx, state, true);
  if (!v || !count) return null;
  const turns = scenarioOf(ctx, state.scenario).data.turns;
  const detail = count.items.length > 0 ? ` (${count.items.map((i) => `${i.what}: ${i.vp}`).join('; ')})` : '';
  const rule = citeScenarioRule(ctx, state, v.rule);
  const won = count.vp >= v.vpToWin;
  const winner = won ? v.scorer : opponent(v.scorer);
  return {
    winner,
    reason: `${sideName(v.scorer)} VP ${count.vp}${detail}, ${won ? 'at least' : 'below'} ${v.vpToWin}, at the end of GT${turns}: ${sideName(winner)} victory (${rule})`,
  };
}
