import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';

/**
 * Where one unit may set up in the players' set-up (DoS 12.1):
 * - `front-line`: a Soviet unit of the shipped set-up on a front-line (start-line) hex goes
 *   to a front-line hex ("How many units he places in each front line hex is up to him")
 *   opposite one of the German-side armies its army faces (the scenario's `frontLine`):
 *   3.2 activates a front-line army with "the army of the German side that's opposite
 *   it", so the army stays opposite them; a hex is opposite an army when it borders a
 *   hex of that army's set-up area (RECONSTRUCTED: the first paragraph of 12.1 is not in
 *   the rulebook text);
 * - `army`: a German-side unit of an army with a set-up area goes anywhere in that area
 *   on the German side of the start line ("normal stacking limits within each army set
 *   up area ... no restrictions or strictures beyond that");
 * - `free`: a German-side starting unit of no listed army goes to any German-held hex west
 *   of the start line inside an army's set-up area (all of them on the north map), at most
 *   one such unit a hex, and joins the army of that area (3.2; windows/setup/adjudicate.ts).
 * Other Soviet units keep their shipped hexes: the paragraph of 12.1 that places them is
 * not in the rulebook text.
 */
export interface SetupSlot {
  unit: UnitId;
  kind: 'front-line' | 'army' | 'free';
  /** The army whose area it sets up in (`army` slots), or the Soviet front-line army (`front-line` slots). */
  army?: string;
  /** The German-side armies a front-line army faces (`front-line` slots, DoS 3.2). */
  facing?: readonly string[];
  hexes: ReadonlySet<HexId>;
}

/** The units `side` places in `scenarioId`'s players' set-up, by id (sorted), with their hexes. */
export function setupSlots(ctx: DosContext, scenarioId: string, side: DosSide): Map<UnitId, SetupSlot> {
  const scenario = scenarioOf(ctx, scenarioId);
  const resolved = (labels: readonly string[]) => new Set(labels.map((h) => ctx.map.resolve(h)).filter((h): h is HexId => h !== null));
  const frontLine = resolved(scenario.data.startLine);
  const germanHeld = new Set([...scenario.initialControl].filter(([, s]) => s === GERMAN).map(([h]) => h));
  const areas = new Map(Object.entries(scenario.data.armyAreas).map(([army, hexes]) => [army, new Set([...resolved(hexes)].filter((h) => germanHeld.has(h)))]));
  // a freely placed unit joins the army of the area it sets up in, and every German set-up is on the north map (12.1)
  const inSomeArea = new Set([...areas.values()].flatMap((a) => [...a]));
  const out = new Map<UnitId, SetupSlot>();
  for (const p of [...scenario.setup].sort((a, b) => (a.unit < b.unit ? -1 : 1))) {
    const def = unitDef(ctx, p.unit);
    if (sideOf(def) !== side) continue;
    const unit = p.unit as UnitId;
    if (side === SOVIET) {
      if (!frontLine.has(p.hex)) continue;
      const facing = def.army === undefined ? undefined : scenario.data.frontLine?.[def.army];
      if (!facing) {
        out.set(unit, { unit, kind: 'front-line', hexes: frontLine });
        continue;
      }
      // DoS 3.2: a front-line army stays opposite the German-side armies it faces
      const faced = facing.map((g) => areas.get(g) ?? new Set<HexId>());
      const opposite = new Set([...frontLine].filter((h) => ctx.map.neighbours(h).some((n) => faced.some((a) => a.has(n)))));
      out.set(unit, { unit, kind: 'front-line', army: def.army!, facing, hexes: opposite });
      continue;
    }
    const area = def.army === undefined ? undefined : areas.get(def.army);
    out.set(unit, area ? { unit, kind: 'army', army: def.army!, hexes: area } : { unit, kind: 'free', hexes: inSomeArea });
  }
  return out;
}
