import bundle from '../../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { BundleSchema } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import type { Side } from '#kernel/ids';

const ctx = createContext(BundleSchema.parse(bundle));
const AXIS = 'axis' as Side;
const SOVIET = 'soviet' as Side;
const DICE = () => new FixedDice(Array.from({ length: 4000 }, (_, i) => (i % 6) + 1));
const empty = (s: CtsState): CtsState => cts.adjudicate(s, cts.window(s)!.waitingFor.map((side) => ({ side, orders: [] })), DICE()).state as CtsState;
const neighbours = (hex: string): string[] => ctx.map.neighbours(hex as never).map(String);
const sovietHexes = (s: CtsState): Set<string> => new Set(Object.values(s.units).filter((u) => u.where === 'map' && u.hex && ctx.units.get(u.id)?.side === 'soviet').map((u) => u.hex!));

/**
 * A Soviet turn-2 Combat window where a Bombardment (CtS 23.12) and a rail repair (15.6) are
 * offered. Fall Blau opens with every Soviet railhead (1745, 3343, 3843, 5535) next to an
 * Axis-held rail hex beyond it (35.3: the rail west of the start line is unrepaired for the
 * Soviet), so none may repair; and the Soviet places no air unless he chooses. So: the Axis
 * turn-2 Movement also moves Hungarian 10 out of 1746, the Soviet turn-2 Movement moves a unit
 * into it (the hex becomes his, 15.6: friendly, enemy-free, beyond the railhead 1745) and places
 * a bomber in an Axis hex next to no Soviet unit and away from `avoid` (23.5). Played here in
 * memory after `axisMoves` (turn 1 with no orders, the Axis turn-2 Combat with none); the same
 * orders are then sent to the server's game.
 */
export function sovietCombatPlan(axisMoves: unknown[], avoid: (hex: string) => boolean): { axisMove: unknown; sovietOrders: unknown[]; repair: string; bombard: string } {
  let state = cts.setup('fall-blau') as CtsState;
  while (cts.window(state)!.id !== 'T02/axis-movement') state = empty(state);
  const from = '1746';
  const hungarian = cts.options(state, AXIS).find((o) => o.unit === 'hun-10')!;
  for (const m of (hungarian.moves ?? []).filter((x) => x.hex !== from)) {
    const axisMove = { move: { unit: 'hun-10', path: m.path } };
    if (cts.check(state, { side: AXIS, orders: [...axisMoves, axisMove] }).length > 0) continue;
    let s = cts.adjudicate(state, [{ side: AXIS, orders: [...axisMoves, axisMove] }], DICE()).state as CtsState;
    while (cts.window(s)!.id !== 'T02/soviet-movement') s = empty(s);
    const into = cts.options(s, SOVIET).flatMap((o) => (o.moves ?? []).filter((x) => x.hex === from).map((x) => ({ move: { unit: o.unit, path: x.path } })))[0];
    if (!into) continue;
    const held = new Set([...sovietHexes(s), from]);
    const placements = cts.orderChoices!(s, SOVIET).filter((c) => {
      const air = (c.order as { air?: { unit: string; hex: string } }).air;
      return air && (ctx.airUnits.get(air.unit)?.bombing ?? 0) > 0 && !avoid(air.hex) && !neighbours(air.hex).some((n) => held.has(n));
    });
    for (const placed of placements) {
      const sovietOrders = [placed.order, into]; // 23.2: the Air Segment first
      if (cts.check(s, { side: SOVIET, orders: sovietOrders }).length > 0) continue;
      const combat = cts.adjudicate(s, [{ side: SOVIET, orders: sovietOrders }], DICE()).state as CtsState;
      const choices = cts.orderChoices!(combat, SOVIET);
      const bombard = choices.find((c) => c.kind === 'bombard');
      const repair = choices.find((c) => c.kind === 'repair' && c.hex === from);
      if (bombard && repair) return { axisMove, sovietOrders, repair: from, bombard: bombard.hex! };
    }
  }
  throw new Error('no Soviet turn-2 Combat window with a Bombardment and a rail repair offered');
}
