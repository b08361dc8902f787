import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { PlaceOrder } from '#games/drive-on-stalingrad/orders/place';
import { SOVIET, sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { isProblem, resolveHex } from '../hex-labels';
import { problem, type OrderProblem } from '../problem';
import { checkHexStack } from '../stacking';
import { setupSlots, type SetupSlot } from './slots';

/** Why a `place` order is refused outside a set-up window. */
export const PLACE_OUTSIDE_SETUP = 'place orders belong to a set-up window, before game turn 1 (DoS 12.1)';

/** A placement order with its index in the file. */
export interface IndexedPlace {
  index: number;
  order: PlaceOrder;
}

/** A problem with its path from the file's root (["orders", i, …] or ["orders"]). */
export interface SetupProblem extends OrderProblem {}

export interface SetupPlan {
  /** Where every unit the side may place stands once the file's placements are made. */
  positions: Map<UnitId, HexId>;
  /** The units the file set up in another hex than the shipped one, in file order. */
  placed: { unit: UnitId; hex: HexId }[];
  problems: SetupProblem[];
}

const at = (index: number, p: OrderProblem): SetupProblem => ({ ...p, path: ['orders', index, ...p.path] });

function outsideMessage(ctx: DosContext, slot: SetupSlot, hex: HexId, offSector: boolean): string {
  const where = ctx.map.label(hex);
  const facing = slot.facing ?? [];
  if (offSector) {
    return `${slot.unit} belongs to the front-line army ${slot.army}, which faces ${facing.join(' and ')}: it sets up in a front-line hex opposite ${facing.length > 1 ? 'one of them' : 'it'} (its army activates with the German-side army opposite it); ${where} is not one`;
  }
  if (slot.kind === 'front-line') return `${slot.unit} sets up in a front-line hex (the Soviet-held start line); ${where} is not one`;
  if (slot.kind === 'army') return `${slot.unit} belongs to ${slot.army} and sets up inside that army's set-up area, west of the start line; ${where} is outside it`;
  return `${slot.unit} sets up in a German-held hex west of the start line; ${where} is not one`;
}

/**
 * The players' set-up of one side (DoS 12.1): every `place` order checked, then the
 * whole position: normal stacking in every hex (6.1-6.4), every front-line hex holding a
 * Soviet unit (Soviet), at most one freely placed unit a hex (German). Units the file does
 * not place keep the hex of the shipped set-up, which is the default. Every problem at once.
 */
export function planSetup(ctx: DosContext, state: DosState, side: DosSide, orders: readonly IndexedPlace[]): SetupPlan {
  const slots = setupSlots(ctx, state.scenario, side);
  const frontLine = new Set(scenarioOf(ctx, state.scenario).data.startLine.map((h) => ctx.map.resolve(h)));
  const positions = new Map<UnitId, HexId>();
  for (const id of slots.keys()) positions.set(id, state.units[id]!.hex!);
  const problems: SetupProblem[] = [];
  const placed: SetupPlan['placed'] = [];
  const firstPlacer = new Map<UnitId, number>();
  const intoHex = new Map<HexId, number>();
  for (const { index, order } of orders) {
    const hex = resolveHex(ctx, order.place.hex, ['place', 'hex']);
    if (isProblem(hex)) problems.push(at(index, hex));
    order.place.units.forEach((id, k) => {
      const path = ['place', 'units', k];
      const p = unitProblem(ctx, state, slots, side, id, path);
      if (p) return problems.push(at(index, p));
      const unit = id as UnitId;
      if (firstPlacer.has(unit)) {
        return problems.push(at(index, problem(path, 'placed-twice', `${id} is already placed by order ${firstPlacer.get(unit)! + 1}; a unit sets up once`, 'DoS 12.1')));
      }
      firstPlacer.set(unit, index);
      if (isProblem(hex)) return;
      const slot = slots.get(unit)!;
      if (!slot.hexes.has(hex)) {
        // a front-line hex outside the army's sector is refused by 3.2, any other hex by 12.1
        const offSector = slot.kind === 'front-line' && slot.facing !== undefined && frontLine.has(hex);
        return problems.push(at(index, problem(path, 'outside-set-up-area', outsideMessage(ctx, slot, hex, offSector), offSector ? 'DoS 3.2' : 'DoS 12.1')));
      }
      positions.set(unit, hex);
      placed.push({ unit, hex });
      if (!intoHex.has(hex)) intoHex.set(hex, index);
    });
  }
  problems.push(...positionProblems(ctx, state, side, slots, positions, intoHex));
  return { positions, placed, problems };
}

function unitProblem(ctx: DosContext, state: DosState, slots: Map<UnitId, SetupSlot>, side: DosSide, id: string, path: (string | number)[]): OrderProblem | null {
  if (slots.has(id as UnitId)) return null;
  const def = ctx.units.get(id);
  if (!def) return problem(path, 'unknown-unit', `"${id}" is not a unit of this game`);
  if (sideOf(def) !== side) return problem(path, 'not-your-unit', `${id} is a ${sideName(sideOf(def))} unit`);
  if (state.units[id]?.status !== 'on-map') return problem(path, 'not-a-starting-unit', `${id} does not start this scenario on the map`, 'DoS 12.1');
  return problem(
    path,
    'fixed-set-up',
    `${id} keeps its set-up hex: the Soviet places only the units of the front-line hexes (DoS 12.1; the rest of the Soviet set-up is not in the rulebook text)`,
    'DoS 12.1',
  );
}

/** The checks on the whole position the file leaves (DoS 12.1, 6.1-6.4). */
function positionProblems(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  slots: Map<UnitId, SetupSlot>,
  positions: Map<UnitId, HexId>,
  intoHex: Map<HexId, number>,
): SetupProblem[] {
  const stacks = new Map<HexId, UnitId[]>();
  for (const [id, u] of Object.entries(state.units)) {
    if (u.status !== 'on-map' || u.hex === null || sideOf(unitDef(ctx, id)) !== side) continue;
    const hex = positions.get(id as UnitId) ?? u.hex;
    stacks.set(hex, [...(stacks.get(hex) ?? []), id as UnitId]);
  }
  const out: SetupProblem[] = [];
  for (const [hex, index] of [...intoHex].sort(([, a], [, b]) => a - b)) {
    const units = stacks.get(hex) ?? [];
    const verdict = checkHexStack(units.map((id) => unitDef(ctx, id)));
    if (!verdict.ok) out.push({ path: ['orders', index, 'place', 'hex'], code: verdict.code, message: `${ctx.map.label(hex)}: ${verdict.message}`, ...(verdict.rule ? { rule: verdict.rule } : {}) });
    const free = units.filter((id) => slots.get(id)?.kind === 'free');
    if (free.length > 1) {
      out.push({ path: ['orders', index, 'place', 'hex'], code: 'free-units-share-hex', message: `${ctx.map.label(hex)}: ${free.join(', ')} are set up freely, and no more than one may be set up in any given hex`, rule: 'DoS 12.1' });
    }
  }
  if (side === SOVIET) {
    const empty = scenarioOf(ctx, state.scenario)
      .data.startLine.map((h) => ctx.map.resolve(h))
      .filter((h): h is HexId => h !== null && !(stacks.get(h)?.length));
    if (empty.length > 0) {
      out.push({ path: ['orders'], code: 'front-line-hex-empty', message: `every front-line hex must hold at least one Soviet unit when the set-up is completed; empty: ${empty.map((h) => ctx.map.label(h)).join(', ')}`, rule: 'DoS 12.1' });
    }
  }
  return out;
}
