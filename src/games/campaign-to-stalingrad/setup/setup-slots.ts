import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide, Scenario } from '../data/schema';
import { isHq } from '../rules/unit-kind';
import { startLineSide } from './start-line';
import type { SetupArea } from './game-options';
import { firstTurnReinforcementHexes, firstTurnReinforcementUnits, type SetupPosition } from './first-turn-reinforcement';

/** CtS 35.1 [Change]: "within three hexes of the At Start Line". */
export const NEAR_LINE = 3;

/**
 * Where one at-start unit may set up in the players' set-up (CtS 35.1, the Section IV
 * preamble): a hex of its own side of the June 28th line (35.1(1)) inside its army's area
 * on the set-up card (reconstructed: ScenarioData.playerSetup.areas); a unit other than
 * an HQ whose army's set-up focal point is within three hexes of the line within three
 * hexes of it ([Change]; reconstructed: the focal point of an army set up along the line
 * is on the line, that of an army set up around a hex is that hex); never, for a Soviet unit outside the
 * Kuban Garrison, within four hexes of 4336 (35.6 defines the garrison by where it starts).
 * Units the card names to a hex, and the HQs of no army, keep their hexes. Operation Uranus:
 * the 62nd Army divisions of 36.1 STALINGRAD "may" start in the city hex, so they set up there
 * or in their army's area; the first-turn reinforcement (Errata 2) on a friendly controlled
 * rail hex not adjacent to an enemy unit of `position` (first-turn-reinforcement.ts).
 */
export interface SetupSlot {
  unit: string;
  army: string;
  hexes: ReadonlySet<HexId>;
  /** Plain words for the template and the refusals. */
  where: string;
  /** The rule a refusal cites when it is not the scenario's set-up rule. */
  rule?: string;
}

/** Hex distance from each hex of `side`'s side of the line to the nearest hex of the other side. */
function lineDistances(ctx: CtsContext, scenario: Scenario, side: CtsSide): Map<HexId, number> {
  const dist = new Map<HexId, number>();
  let frontier = ctx.map.hexIds().filter((h) => startLineSide(scenario.startLine.rows, h) !== side);
  for (const h of frontier) dist.set(h, 0);
  for (let d = 1; frontier.length > 0; d++) {
    const next: HexId[] = [];
    for (const h of frontier) {
      for (const n of ctx.map.neighbours(h)) {
        if (dist.has(n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

/** The at-start units `side` places in `scenario`'s players' set-up, with their hexes; empty when it has none. */
export function setupSlots(ctx: CtsContext, scenario: Scenario, side: CtsSide, position: SetupPosition, reading: SetupArea = 'card'): Map<string, SetupSlot> {
  const card = scenario.playerSetup;
  const out = new Map<string, SetupSlot>();
  if (!card) return out;
  const fixed = new Set(card.fixed);
  const own = ctx.map.hexIds().filter((h) => startLineSide(scenario.startLine.rows, h) === side);
  const fromLine = lineDistances(ctx, scenario, side);
  const kuban = card.kuban && scenario.kuban ? { centre: hexId(card.kuban.around), radius: card.kuban.radius, units: new Set(scenario.kuban.units) } : null;
  // Errata 2 as written from engine cts-4 on (data/readings.ts); a cts-3 game keeps its army's area
  const reinforcement = ctx.readings.firstTurnReinforcementOnAnyRailHex ? firstTurnReinforcementUnits(scenario, side) : new Set<string>();
  const cityHexOf = new Map((scenario.cityBattles ?? []).filter(() => side === 'soviet').flatMap((c) => c.soviet.units.map((u) => [u, { hex: hexId(c.hex), city: c.city }] as const)));
  for (const p of scenario.setup) {
    const spec = ctx.units.get(p.unit)!;
    if (spec.side === side && reinforcement.has(p.unit)) {
      const hexes = firstTurnReinforcementHexes(ctx, scenario, side, position);
      out.set(p.unit, { unit: p.unit, army: spec.army, hexes, where: 'on a friendly controlled rail hex not adjacent to an enemy unit', rule: 'CtS Errata 2' });
      continue;
    }
    const area = card.areas[spec.army];
    if (spec.side !== side || fixed.has(p.unit) || !area || area.side !== side) continue;
    // the focal point: on the line for an army set up along it, else the hex it sets up around
    const focalNearLine = area.rows !== undefined || (fromLine.get(hexId(area.around!)) ?? Infinity) <= NEAR_LINE;
    const nearLine = !isHq(spec) && focalNearLine;
    // CtS 35.1 "in any hex": inside the army's area on the card, or (game option setupArea: any-hex) anywhere on its side
    const inArea = (h: HexId): boolean =>
      reading === 'any-hex' && !kuban?.units.has(p.unit) ? true : area.rows ? Number(h.slice(0, 2)) >= area.rows[0] && Number(h.slice(0, 2)) <= area.rows[1] : ctx.map.grid.distance(h, hexId(area.around!)) <= (area.radius ?? 0);
    const clearOfKuban = (h: HexId): boolean => !kuban || side !== 'soviet' || kuban.units.has(p.unit) || ctx.map.grid.distance(h, kuban.centre) > kuban.radius;
    const hexes = new Set(own.filter((h) => inArea(h) && clearOfKuban(h) && (!nearLine || (fromLine.get(h) ?? Infinity) <= NEAR_LINE)));
    const city = cityHexOf.get(p.unit); // CtS 36.1 STALINGRAD: "may start 3 divisions from his 62nd Army in this hex"
    if (city) hexes.add(city.hex);
    const zone = reading === 'any-hex' && !kuban?.units.has(p.unit) ? '' : area.rows ? `, within its army's rows ${area.rows[0]}-${area.rows[1]}` : `, within ${area.radius} hexes of ${area.around}`;
    out.set(p.unit, { unit: p.unit, army: spec.army, hexes, where: `on its own side of the ${scenario.startLine.name ?? 'June 28th'} line${zone}${nearLine ? `, within ${NEAR_LINE} hexes of the line` : ''}${city ? `, or in ${city.city} ${city.hex} (36.1)` : ''}` });
  }
  return out;
}
