import type { GameEvent } from '#kernel/engine/events';
import type { HexId, UnitId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET } from '#games/drive-on-stalingrad/state/sides';
import { occupancy, occupant, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { controllerOf } from '../control';
import { stackProblem, unitStepCost } from '../movement';
import { isTamanEntry } from './schedule';
import { updateUnits } from '#games/drive-on-stalingrad/state/unit-writes';

/** The units that arrive through Taman (DoS 8.2: the 46th Infantry and 3R Mountain divisions), sorted. */
export const tamanPair = (ctx: DosContext, scenario: string): UnitId[] =>
  scenarioOf(ctx, scenario)
    .data.reinforcements.filter((r) => isTamanEntry(ctx, r))
    .map((r) => r.unit)
    .sort() as UnitId[];

const tamanOf = new WeakMap<DosContext, HexId | null>();

/**
 * The Taman hex (map feature `taman`), or null on a map without one: found once per
 * context (its map never changes), since every order's arrival hook asks it while Taman
 * is in the network and the pair has not arrived (8.2).
 */
export function tamanHex(ctx: DosContext): HexId | null {
  return cached(tamanOf, ctx, () => ctx.map.hexIds().find((h) => ctx.map.hasFeature(h, 'taman')) ?? null);
}

/** DoS 7.4: Taman is part of the German network (the supply rules keep this, state.supply.taman). */
export const tamanInNetwork = (state: DosState): boolean => state.supply?.taman.active === true;

/**
 * DoS 8.2: the instant Taman joins the German network the Taman pair appears, once.
 * Placement (digest §6 A8, E17): the German's standing `taman: {unit, hex}` puts one of
 * them in an adjacent German-held hex; otherwise each goes to Taman when stacking allows
 * (6.3: one nationality a hex), else to the first adjacent German-held hex, free of enemy
 * units, that it may enter and stack in (lowest id); a unit with nowhere legal stays in
 * Taman as a forced multinational stack, to be sorted by the end of the next German
 * movement phase (6.3, `arrivals.grace`; the 6.3 sorting rule, supply/mixed-stacks.ts,
 * spares it until then). They may not move or attack this game turn
 * (frozen.ts). Mutates the draft; returns the German's event.
 */
export function tamanArrival(ctx: DosContext, draft: DosState): GameEvent[] {
  if (draft.arrivals.taman !== null || !tamanInNetwork(draft)) return [];
  const taman = tamanHex(ctx);
  const pair = tamanPair(ctx, draft.scenario).filter((id) => draft.units[id]?.status === 'pending');
  if (taman === null || pair.length === 0) return [];
  const placed = new Map<UnitId, HexId>();
  const occ = occupancy(draft);
  const fits = (id: UnitId, hex: HexId): boolean => {
    if (!ctx.map.has(hex) || controllerOf(ctx, draft, hex) !== GERMAN || occupant(ctx, draft, hex) === SOVIET) return false;
    const def = unitDef(ctx, id);
    if (hex !== taman && 'prohibited' in unitStepCost(ctx, draft, def, occ)(taman, hex)) return false;
    const here = [...placed].filter(([, h]) => h === hex).map(([u]) => unitDef(ctx, u));
    return stackProblem(ctx, occ, hex, [...here, def], draft) === null;
  };
  const wish = draft.standing.german?.taman;
  const wishHex = wish ? ctx.map.resolve(wish.hex) : null;
  if (wish && wishHex !== null && pair.includes(wish.unit as UnitId) && ctx.map.grid.direction(taman, wishHex) !== null && fits(wish.unit as UnitId, wishHex)) {
    placed.set(wish.unit as UnitId, wishHex);
  }
  let grace = false;
  for (const id of pair) {
    if (placed.has(id)) continue;
    const near = [...ctx.map.neighbours(taman)].sort().find((h) => fits(id, h));
    const hex: HexId = fits(id, taman) ? taman : (near ?? taman);
    if (hex === taman && !fits(id, taman)) grace = true;
    placed.set(id, hex);
  }
  updateUnits(draft, placed.keys(), (u, id) => ({ ...u, hex: placed.get(id)!, status: 'on-map', steps: unitDef(ctx, id).steps }));
  draft.arrivals = { ...draft.arrivals, taman: draft.turn, ...(grace ? { grace: { hex: taman, until: draft.turn + 1 } } : {}) };
  const where = [...placed].map(([id, hex]) => `${id} in ${hex}`).join(', ');
  return [
    {
      type: 'taman-arrival',
      rule: 'DoS 8.2',
      units: [...placed.keys()],
      placements: Object.fromEntries(placed),
      ...(grace ? { grace: { hex: taman, until: draft.turn + 1, rule: 'DoS 6.3' } } : {}),
      visibleTo: [GERMAN],
      text:
        `Taman ${taman} joins the German network: ${where} (DoS 8.2); they may not move or attack this game turn` +
        (grace ? `; the stack in ${taman} must be sorted by nationality by the end of the German movement phase of GT${draft.turn + 1} (DoS 6.3)` : ''),
    },
  ];
}
