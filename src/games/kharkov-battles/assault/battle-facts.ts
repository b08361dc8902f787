import type { HexId } from '#kernel/ids';
import { heldByPopovOutOfGas } from '../command/popov-out-of-gas';
import { combinedArms, type CaUnit } from '../combat/combined-arms';
import { encirclement } from '../combat/encirclement';
import type { ForceHex, Role } from '../combat/force';
import type { Crossing } from '../combat/shifts';
import { attackStrength, defenseStrength, type StrengthFacts, type UnitStrength } from '../combat/strength';
import type { UnitDef } from '../data/units';
import { zocField } from '../rules/zoc/enemy-zoc';
import { completedFzOf, isCity } from '../rules/zoc/exerts';
import type { KbContext } from '../state/context';
import { enemyOf, occupancy, type Placed } from '../state/occupancy';
import type { KbState } from '../state/types';
import { isCadre, isErsatz, isHq, isTigerCompany } from '../state/unit-status';
import type { AssaultEnv } from './attack';
import { chitValue } from './chits';
import { retreatStepAllowed } from './retreat';

/** The unit's role in a force total (KB 15.11, 15.3, 20.1). */
export const roleOf = (def: UnitDef): Role => (isHq(def) ? 'hq' : isTigerCompany(def) ? 'tiger-company' : isErsatz(def) ? 'ersatz' : 'combat');

/** A unit's strength facts from the state (KB 2.6, 2.71, 8.3, 11.28, 14.1, 14.2, 20.1). */
export function strengthFacts(env: AssaultEnv, p: Placed, state?: KbState): StrengthFacts {
  const value = p.def.rating !== undefined ? (p.state.chit ? chitValue(env, p.state.chit, p.def.rating) : 1) : (p.def.strength ?? 0);
  return {
    value,
    cadre: isCadre(p.def, p.state),
    supply: p.state.supply,
    disorganized: p.state.marks.disorganized,
    mechanized: p.def.class === 'mechanized',
    nkvd: p.def.branch === 'nkvd',
    sovietTankOrMechCorps: p.def.side === 'soviet' && p.def.class === 'mechanized' && p.def.size === 'XXX',
    // KB 20.1 optional: Popov Out of Gas takes the Winter Combat Bonus from his orange and pink mechanized units
    ...(state && heldByPopovOutOfGas(env.ctx, state, p.def) ? { popovOutOfGas: true } : {}),
  };
}

/** KB 12.32, 12.31: the hexside an attacker crosses to reach the defenders (a Dnepr at a Pontoon is a Major River, 18.21). */
export function crossingOf(ctx: KbContext, from: HexId, targets: readonly HexId[]): Crossing {
  const fs = targets.map((t) => ctx.map.hexsideFeatures(from, t));
  if (fs.some((f) => f.includes('major-river') || f.includes('dnepr-river'))) return 'major-river';
  if (fs.some((f) => f.includes('minor-river'))) return 'minor-river';
  return 'none';
}

/** KB 12.0, 12.24: the terrain of a defending hex as the TEC reads it (a city is its own line). */
export const hexTerrain = (ctx: KbContext, h: HexId): string => (isCity(ctx, h) ? 'city' : (ctx.map.hex(h)?.terrain ?? 'clear'));

export function attackerStrength(env: AssaultEnv, state: KbState, p: Placed, targets: readonly HexId[]): UnitStrength {
  return attackStrength(strengthFacts(env, p, state), {
    weather: state.weather,
    assault: 'prepared',
    acrossMajorRiver: crossingOf(env.ctx, p.hex, targets) === 'major-river',
    intoMarsh: targets.some((t) => env.ctx.map.hex(t)?.terrain === 'marsh'),
  });
}

export function defenderStrength(env: AssaultEnv, p: Placed): UnitStrength {
  const townOrCity = env.ctx.map.hasFeature(p.hex, 'town') || isCity(env.ctx, p.hex);
  return defenseStrength(strengthFacts(env, p), { townOrCity });
}

/** Units grouped by hex for force.ts, with their strengths. */
export function forceHexes(units: readonly { p: Placed; strength: number }[]): ForceHex[] {
  const by = new Map<HexId, ForceHex>();
  for (const { p, strength } of units) {
    const h = by.get(p.hex) ?? { hex: p.hex, units: [] };
    h.units.push({ id: p.def.id, role: roleOf(p.def), strength });
    by.set(p.hex, h);
  }
  return [...by.values()];
}

const caUnit = (p: Placed, participating: boolean, inOther: boolean): CaUnit => ({
  ...(p.def.armorBand !== 'none' ? { armorBand: p.def.armorBand } : {}),
  kind: isHq(p.def) ? 'hq' : p.def.class === 'non-mechanized' || p.def.kind === 'mech-inf' || p.def.kind === 'mot-inf' ? 'infantry' : 'armor',
  participating,
  inOtherAttack: inOther,
  ...(p.def.parent && p.def.kind === 'mot-inf' ? { caPair: p.def.parent } : {}),
});

/** KB 12.41-12.45 on the state: the stacks of both sides, who participates, who is in another attack. */
export function combinedArmsOnState(ctx: KbContext, state: KbState, o: { attackers: readonly Placed[]; defenders: readonly string[]; targets: readonly HexId[]; otherAttackers: ReadonlySet<string>; anyAcrossMajorRiver: boolean }) {
  const occ = occupancy(ctx, state);
  const side = o.attackers[0]!.def.side;
  const ids = new Set(o.attackers.map((p) => p.def.id));
  const hexes = [...new Set(o.attackers.map((p) => p.hex))].sort();
  const attackers = hexes.map((h) => occ.at(h, side).map((p) => caUnit(p, ids.has(p.def.id), o.otherAttackers.has(p.def.id))));
  const defenders = o.targets.map((h) => occ.at(h, enemyOf(side)).map((p) => caUnit(p, o.defenders.includes(p.def.id), false)));
  return combinedArms({
    attackers,
    defenders,
    defenderInFortifiedZone: o.targets.some((t) => completedFzOf(state, t, enemyOf(side))),
    defenderInCity: o.targets.some((t) => isCity(ctx, t)),
    anyAcrossMajorRiver: o.anyAcrossMajorRiver,
  });
}

/** KB 12.5 on the state, judged now: ZOC in the combat reading (7.31, 7.32); "usable" as a retreat step (digest A18). */
export function encirclementOnState(ctx: KbContext, state: KbState, attacker: 'axis' | 'soviet', targets: readonly HexId[]) {
  const occ = occupancy(ctx, state);
  const defender = enemyOf(attacker);
  const field = zocField(ctx, state, attacker, 'combat');
  const hex = targets[0]!;
  const adjacent = ctx.map.adjacent(hex).map((n) => ({
    attackerOccupied: occ.occupant(n) === attacker,
    attackerZoc: field[ctx.hexNumber(n)] === 1,
    defenderFriendly: occ.occupant(n) === defender,
    usable: retreatStepAllowed(ctx, state, defender, hex, n),
  }));
  return encirclement({ defendingHexes: targets.length, defenderInCity: targets.some((t) => isCity(ctx, t)), adjacent });
}
