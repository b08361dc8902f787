import bundle from '../../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { BundleSchema } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import type { Side } from '#kernel/ids';
import { faceOf } from '#games/campaign-to-stalingrad/rules/unit-values';

const ctx = createContext(BundleSchema.parse(bundle));
const AXIS = 'axis' as Side;
const DICE = () => new FixedDice(Array.from({ length: 4000 }, (_, i) => (i % 6) + 1));

/** An air unit's Bombing Factor (CtS 23.12). */
export const bombingOf = (id: string): number => ctx.airUnits.get(id)?.bombing ?? 0;

/** The hexes next to `hex` on the map. */
export const neighboursOf = (hex: string): string[] => ctx.map.neighbours(hex as never).map(String);

/**
 * A Fall Blau game whose turn 1 is sent with no orders (positions do not depend on the
 * dice), and an Axis turn-2 Movement plan that ends as many Axis units as may next to one
 * weakly held Soviet hex, so that in the Axis turn-3 Movement window, after a turn-2
 * Combat and Soviet turn with no orders, the units there may overrun it (CtS 4.7). Played
 * here in memory to choose the hex; the same orders are then sent to the server's game,
 * whose positions are the same.
 */
export function overrunPlan(): { target: string; moves: unknown[]; axisHexes: Set<string> } {
  let state = cts.setup('fall-blau') as CtsState;
  const empty = (s: CtsState): CtsState => cts.adjudicate(s, cts.window(s)!.waitingFor.map((side) => ({ side, orders: [] })), DICE()).state as CtsState;
  while (cts.window(state)!.id !== 'T02/axis-movement') state = empty(state);
  const options = cts.options(state, AXIS);
  const soviet = [...new Set(Object.values(state.units).filter((u) => u.where === 'map' && u.hex && ctx.units.get(u.id)?.side === 'soviet').map((u) => u.hex!))];
  const defense = (h: string): number => Object.values(state.units).filter((u) => u.hex === h && u.where === 'map' && ctx.units.get(u.id)?.side === 'soviet').reduce((s, u) => s + faceOf(ctx.units.get(u.id)!, u).defense, 0);
  const tried = soviet.map((t) => ({ t, reach: options.filter((o) => (o.moves ?? []).some((m) => neighboursOf(t).includes(m.hex))).length })).sort((a, b) => b.reach / (defense(b.t) || 1) - a.reach / (defense(a.t) || 1));
  for (const { t } of tried.slice(0, 8)) {
    const moves: unknown[] = [];
    for (const o of options) {
      for (const m of (o.moves ?? []).filter((x) => neighboursOf(t).includes(x.hex))) {
        const order = { move: { unit: o.unit, path: m.path } };
        if (cts.check(state, { side: AXIS, orders: [...moves, order] }).length === 0) {
          moves.push(order);
          break;
        }
      }
    }
    let after = cts.adjudicate(state, [{ side: AXIS, orders: moves }], DICE()).state as CtsState;
    while (cts.window(after) && cts.window(after)!.id !== 'T03/axis-movement') after = empty(after);
    const listed = cts.optionsForPlayers!(after, AXIS, cts.options(after, AXIS));
    const axisHexes = new Set(Object.values(after.units).filter((u) => u.where === 'map' && u.hex && ctx.units.get(u.id)?.side === 'axis').map((u) => u.hex!));
    if (listed.some((u) => (u.overruns ?? []).some((x) => x.target === t))) return { target: t, moves, axisHexes };
  }
  throw new Error('no Soviet hex of turn 2 may be overrun on turn 3');
}
