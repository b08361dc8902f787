import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide, Scenario } from '../data/schema';
import { isHq } from '../rules/unit-kind';
import { railHexes } from '../rules/railroads/rail-links';
import { startLineSide } from './start-line';
import type { SetupArea } from './game-options';

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
 * Units the card names to a hex, and the HQs of no army, keep their hexes.
 * The scenario's first-turn reinforcement (Operation Uranus, Errata 2: "may start the game
 * on any friendly controlled rail hex that is not adjacent to an enemy unit") may set up on
 * any rail hex of its side of the line, whatever its army's area; the enemy units next to
 * the hex are checked with the whole position (plan-setup.ts), since they are set up first.
 */
export interface SetupSlot {
  unit: string;
  army: string;
  hexes: ReadonlySet<HexId>;
  /** Plain words for the template and the refusals. */
  where: string;
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
export function setupSlots(ctx: CtsContext, scenario: Scenario, side: CtsSide, reading: SetupArea = 'card'): Map<string, SetupSlot> {
  const card = scenario.playerSetup;
  const out = new Map<string, SetupSlot>();
  if (!card) return out;
  const fixed = new Set(card.fixed);
  const own = ctx.map.hexIds().filter((h) => startLineSide(scenario.startLine.rows, h) === side);
  const fromLine = lineDistances(ctx, scenario, side);
  const kuban = card.kuban && scenario.kuban ? { centre: hexId(card.kuban.around), radius: card.kuban.radius, units: new Set(scenario.kuban.units) } : null;
  const firstTurn = scenario.firstTurnReinforcement?.side === side && ctx.readings.firstTurnReinforcementOnAnyRailHex ? new Set(scenario.firstTurnReinforcement.units) : new Set<string>();
  for (const p of scenario.setup) {
    const spec = ctx.units.get(p.unit)!;
    if (firstTurn.has(p.unit) && spec.side === side) {
      // CtS Errata 2: any friendly controlled rail hex (the hexes of its own side of the line), no army area, no 3-hex limit
      const rail = new Set(railHexes(ctx).filter((h) => startLineSide(scenario.startLine.rows, h) === side));
      out.set(p.unit, { unit: p.unit, army: spec.army, hexes: rail, where: `on a rail hex of its own side of the ${scenario.startLine.name ?? 'June 28th'} line, not adjacent to an enemy unit (Errata 2)` });
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
    const zone = reading === 'any-hex' && !kuban?.units.has(p.unit) ? '' : area.rows ? `, within its army's rows ${area.rows[0]}-${area.rows[1]}` : `, within ${area.radius} hexes of ${area.around}`;
    out.set(p.unit, { unit: p.unit, army: spec.army, hexes, where: `on its own side of the ${scenario.startLine.name ?? 'June 28th'} line${zone}${nearLine ? `, within ${NEAR_LINE} hexes of the line` : ''}` });
  }
  return out;
}
