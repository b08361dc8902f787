import type { HexId } from '#kernel/ids';
import type { KbOrderKind } from '../orders/kinds';
import { designationRefusals } from '../assault/designation';
import { DNEPR_RIVER } from '../rules/movement/features';
import { zocSources } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import { canBuild, printedFz } from '../works/fortified-zones';
import type { OptionsInput } from './input';
import type { KbUnitOptions } from './unit-options';

/** One example order of a kind, and whether it is one the position allows now (else the template leaves it out and gives the kind's grammar alone). */
export interface Example {
  kind: KbOrderKind;
  order: unknown;
  legal: boolean;
}

/**
 * One example order for each order kind the window takes (window.accepts), written as the
 * turn file writes it and taken from the options where a unit may give it now: a move, an
 * assault, an overrun and an attack by different units where it can, so that the examples
 * together make a file the Movement Phase carries out. Where no unit may give an order of
 * the kind now, an example of the right shape on the side's own units and hexes, marked not
 * legal: the template never offers it as an order (template.ts).
 */
export function exampleOrders(o: OptionsInput, units: readonly KbUnitOptions[]): Example[] {
  const used = new Set<string>();
  const pick = <T>(find: (u: KbUnitOptions) => T | undefined): { unit: KbUnitOptions; value: T } | null => {
    for (const fresh of [true, false]) {
      for (const u of units) {
        if (fresh && used.has(u.unit)) continue;
        const value = find(u);
        if (value !== undefined) {
          used.add(u.unit);
          return { unit: u, value };
        }
      }
    }
    return null;
  };
  const first = units[0];
  const aside = first ? (o.ctx.map.adjacent(first.hex)[0] ?? first.hex) : ('0000' as HexId);
  const someUnit = first?.unit ?? 'UNIT';
  const out: Example[] = [];
  for (const kind of o.window.accepts) {
    switch (kind) {
      case 'move': {
        const m = pick((u) => u.moves?.find((x) => x.path.length > 1) ?? u.moves?.[0]);
        out.push(m ? { kind, order: { move: { unit: m.unit.unit, path: m.value.path } }, legal: true } : { kind, order: { move: { unit: someUnit, path: [aside] } }, legal: false });
        break;
      }
      case 'assault': {
        const a = pick((u) => u.attacks?.find((x) => x.order === 'assault'));
        out.push(a ? { kind, order: { assault: { unit: a.unit.unit, target: a.value.target, air: 0 } }, legal: true } : { kind, order: { assault: { unit: someUnit, target: aside, air: 0 } }, legal: false });
        break;
      }
      case 'overrun': {
        const r = pick((u) => u.overrunMoves?.[0]);
        out.push(r ? { kind, order: { overrun: { unit: r.unit.unit, path: r.value.path, target: r.value.target } }, legal: true } : { kind, order: { overrun: { unit: someUnit, path: [aside], target: aside } }, legal: false });
        break;
      }
      case 'attack': {
        const a = pick((u) => attackTargets(o, u));
        out.push(a ? { kind, order: { attack: { attackers: [a.unit.unit], targets: a.value } }, legal: true } : { kind, order: { attack: { attackers: [someUnit], targets: [aside] } }, legal: false });
        break;
      }
      case 'build': {
        const hex = buildHex(o);
        out.push({ kind, order: { build: { hex: hex ?? first?.hex ?? aside } }, legal: hex !== null });
        break;
      }
      case 'removeFz': {
        const fz = o.state.markers.fortifiedZones.find((f) => f.side === o.side && !printedFz(o.ctx, f.hex, o.side));
        out.push({ kind, order: { removeFz: { hex: fz?.hex ?? first?.hex ?? aside } }, legal: fz !== undefined });
        break;
      }
      case 'removeBridge': {
        const b = removableBridge(o);
        out.push({ kind, order: { removeBridge: b ?? { hex: first?.hex ?? aside, across: aside } }, legal: b !== null });
        break;
      }
      case 'pontoon': {
        const p = pontoonSite(o);
        out.push({ kind, order: { pontoon: p ?? { hex: first?.hex ?? aside, across: aside } }, legal: p !== null });
        break;
      }
      default:
        break; // the Preparation windows' orders are ready made by the Preparation part (orderChoices)
    }
  }
  return out;
}

/**
 * KB 12.0, 12.1: the hexes a Prepared Assault by the unit alone may target: one it may attack
 * and every enemy stack whose ZOC reaches its hex (12.1), when the designation rules accept
 * the whole (assault/designation.ts). Undefined when none does.
 */
function attackTargets(o: OptionsInput, u: KbUnitOptions): HexId[] | undefined {
  const { ctx, state, side } = o;
  const duty = zocSources(ctx, state, enemyOf(side), u.hex as HexId, 'attack-determination');
  for (const a of u.attacks ?? []) {
    if (a.order !== undefined) continue;
    const targets = [...new Set([a.target as HexId, ...duty])].sort();
    if (designationRefusals(ctx, state, side, [{ id: 'example', attackers: [u.unit], targets }]).length === 0) return targets;
  }
  return undefined;
}

/** KB 18.14-18.15: the first hex where one of the side's units may start a Fortified Zone. */
function buildHex(o: OptionsInput): HexId | null {
  const { ctx, state, side } = o;
  const occ = occupancy(ctx, state);
  const m = ctx.map;
  for (const hex of occ.hexesOf(side)) {
    if (state.markers.fortifiedZones.some((f) => f.hex === hex) || printedFz(ctx, hex, 'axis') || printedFz(ctx, hex, 'soviet')) continue;
    if (m.hasFeature(hex, 'town') || m.hasFeature(hex, 'city') || m.hasFeature(hex, 'marsh') || m.hex(hex)?.terrain === 'marsh') continue;
    if (occ.at(hex, side).some(canBuild)) return hex;
  }
  return null;
}

/** KB 18.22: a bridge the side may remove now: one hex beside it holds its unit, the other no enemy unit. */
function removableBridge(o: OptionsInput): { hex: HexId; across: HexId } | null {
  const occ = occupancy(o.ctx, o.state);
  const ok = (mine: HexId, other: HexId) => occ.occupant(mine) === o.side && occ.occupant(other) !== enemyOf(o.side);
  const b = o.state.markers.pontoons.find((p) => ok(p.hex, p.across) || ok(p.across, p.hex));
  return b ? { hex: b.hex, across: b.across } : null;
}

/** KB 18.21: a Soviet-occupied hex beside a Dnepr hexside not yet bridged, while bridges are left. */
function pontoonSite(o: OptionsInput): { hex: HexId; across: HexId } | null {
  const { ctx, state, side } = o;
  if (state.pontoonsToPlace <= 0) return null;
  for (const hex of occupancy(ctx, state).hexesOf(side)) {
    for (const across of ctx.map.adjacent(hex)) {
      if (!ctx.map.hexsideFeatures(hex, across).includes(DNEPR_RIVER)) continue;
      if (state.markers.pontoons.some((p) => (p.hex === hex && p.across === across) || (p.hex === across && p.across === hex))) continue;
      return { hex, across };
    }
  }
  return null;
}
