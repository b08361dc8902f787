import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import { attackerIssues } from '../combat/attack-eligibility';
import type { KbSide } from '../data/ids';
import { combatStackingFailure } from '../rules/stacking/combat-stacking';
import { zocSources } from '../rules/zoc/enemy-zoc';
import { pontoonOn } from '../rules/zoc/hexside';
import type { KbContext } from '../state/context';
import { enemyOf, occupancy, type Placed } from '../state/occupancy';
import type { KbState } from '../state/types';
import { commandResultOf, isErsatz, isHq, isTigerCompany } from '../state/unit-status';
import type { Attack } from './attack';

/** The stable codes of a refused designation. */
export type DesignationCode =
  | 'unknown-unit'
  | 'not-on-map'
  | 'not-own-unit'
  | 'attacks-twice'
  | 'no-target'
  | 'no-enemy-in-hex'
  | 'attacked-twice'
  | 'not-adjacent'
  | 'hq-attacks-alone'
  | 'too-many-multi-step-units'
  | 'attack-determination'
  | 'forced-river-attack'
  | 'ersatz-attacks'
  | 'not-fully-supported'
  | 'unsupported-mechanized-in-hex'
  | 'replacements-this-turn'
  | 'uncommitted'
  | 'out-of-command'
  | 'silhouette-into-marsh'
  | 'across-impassable'
  | 'across-dnepr'
  | 'separate-armies';

export interface DesignationRefusal extends Issue {
  code: DesignationCode;
}

/** KB 7.26: a unit that crossed a Major River into an empty hex in an EZOC must attack these enemy hexes. */
export interface RiverObligation {
  unit: string;
  hexes: HexId[];
}

/**
 * Whether `side` may designate `attacks` for its Combat Phase (KB 12.0-12.2, 12.1, 7.26,
 * 6.21, 9.41, 12.33-12.36, 13.11, 13.2, 15.11, 16.22, 20.1, 20.2). Every refusal is listed, with the
 * path of the attack and unit in question; [] when the whole designation is legal. The
 * defender's choice of participants (6.21) is made at resolution (participants.ts).
 */
export function designationRefusals(ctx: KbContext, state: KbState, side: KbSide, attacks: readonly Attack[], obligations: readonly RiverObligation[] = []): DesignationRefusal[] {
  const out: DesignationRefusal[] = [];
  const no = (path: (string | number)[], code: DesignationCode, message: string, rule?: string): void => {
    out.push(issue(path, code, message, rule) as DesignationRefusal);
  };
  const occ = occupancy(ctx, state);
  const enemy = enemyOf(side);
  const attackerOf = new Map<string, number>();
  const targetOf = new Map<string, number>();
  const fromHex = new Map<HexId, Placed[]>();
  const targets = new Set<HexId>();
  attacks.forEach((a, i) => {
    const placed: Placed[] = [];
    a.attackers.forEach((id, j) => {
      const path = ['attacks', i, 'attackers', j];
      const def = ctx.units.get(id);
      const st = state.units[id];
      if (!def || !st) return no(path, 'unknown-unit', `no unit "${id}" in this game`);
      if (def.side !== side) return no(path, 'not-own-unit', `${id} is not a unit of the ${side} side`);
      if (st.where !== 'map' || st.hex === null) return no(path, 'not-on-map', `${id} is not on the map`);
      const twice = attackerOf.get(id);
      if (twice !== undefined) return no(path, 'attacks-twice', `${id} already attacks in attack ${attacks[twice]!.id}: no unit attacks more than once per Combat Phase`, 'KB 12.0');
      attackerOf.set(id, i);
      placed.push({ def, state: st, hex: st.hex });
    });
    if (a.targets.length === 0) no(['attacks', i, 'targets'], 'no-target', 'an attack names at least one defending hex', 'KB 12.0');
    a.targets.forEach((t, k) => {
      const path = ['attacks', i, 'targets', k];
      if (occ.at(t, enemy).length === 0) return no(path, 'no-enemy-in-hex', `hex ${t} holds no ${enemy} unit to attack`, 'KB 12.0');
      const twice = targetOf.get(t);
      if (twice !== undefined) return no(path, 'attacked-twice', `hex ${t} is already attacked in attack ${attacks[twice]!.id}: no unit is attacked more than once per Combat Phase`, 'KB 12.0');
      targetOf.set(t, i);
      targets.add(t);
    });
    // KB 20.2: in Second Kharkov, Soviet units of different icon colours are separate armies and may not attack the same defenders; beige reserves are free.
    if (state.scenario === 'second-kharkov' && side === 'soviet') {
      const armies = [...new Set(placed.map((p) => p.def.colour).filter((c) => c !== 'beige'))].sort();
      if (armies.length > 1) no(['attacks', i, 'attackers'], 'separate-armies', `units of the ${armies.join(' and ')} icon colours belong to separate armies and may not attack the same defenders (only beige reserves may join any)`, 'KB 20.2');
    }
    const byHex = new Map<HexId, Placed[]>();
    for (const p of placed) byHex.set(p.hex, [...(byHex.get(p.hex) ?? []), p]);
    for (const [hex, units] of byHex) {
      if (units.every((p) => isHq(p.def))) no(['attacks', i, 'attackers'], 'hq-attacks-alone', `the units attacking out of ${hex} are HQs only: an HQ never attacks by itself`, 'KB 15.11');
      fromHex.set(hex, [...(fromHex.get(hex) ?? []), ...units]);
    }
    placed.forEach((p) => {
      const j = a.attackers.indexOf(p.def.id);
      for (const t of a.targets) {
        if (!ctx.map.adjacent(p.hex).includes(t)) {
          no(['attacks', i, 'attackers', j], 'not-adjacent', `${p.def.id} at ${p.hex} is not adjacent to ${t}: every attacker must be adjacent to every defender of its combat`, 'KB 12.21');
          continue;
        }
        for (const x of attackerIssues(attackerFacts(ctx, state, p, t), ['attacks', i, 'attackers', j])) out.push(x as DesignationRefusal);
      }
    });
  });
  // KB 6.21-6.23: one multi-step unit per hex takes part in combat, across every attack.
  for (const [hex, units] of [...fromHex].sort(([a], [b]) => a.localeCompare(b))) {
    const f = combatStackingFailure(units);
    if (f) no(['hexes', hex], f.code, `${hex}: ${f.message}`, f.rule);
  }
  // KB 12.1: every enemy stack exerting a ZOC on an attacking unit must itself be attacked.
  for (const hex of [...fromHex.keys()].sort()) {
    for (const src of zocSources(ctx, state, enemy, hex, 'attack-determination')) {
      if (!targets.has(src)) no(['hexes', hex], 'attack-determination', `the ${enemy} stack in ${src} exerts a ZOC on the attackers in ${hex}, so it must be attacked too`, 'KB 12.1');
    }
  }
  // KB 7.26: a river crosser attacks the stacks that made it stop.
  obligations.forEach((o, i) => {
    const a = attackerOf.get(o.unit);
    for (const h of o.hexes) {
      if (a === undefined || !attacks[a]!.targets.includes(h)) no(['obligations', i], 'forced-river-attack', `${o.unit} crossed a Major River into an enemy ZOC and must attack ${h}`, 'KB 7.26');
    }
  });
  return out;
}

function attackerFacts(ctx: KbContext, state: KbState, p: Placed, target: HexId) {
  const f = ctx.map.hexsideFeatures(p.hex, target);
  const mates = occupancy(ctx, state).at(p.hex, p.def.side);
  return {
    side: p.def.side,
    role: isHq(p.def) ? ('hq' as const) : isTigerCompany(p.def) ? ('tiger-company' as const) : isErsatz(p.def) ? ('ersatz' as const) : ('combat' as const),
    // KB 12.0, 9.3: an Axis unit marked Limited Support lacks full support.
    fullySupported: p.def.side !== 'axis' || !p.state.marks.limitedSupport,
    unsupportedMechanizedInHex: mates.some((m) => m.def.side === 'axis' && m.def.class === 'mechanized' && m.state.marks.limitedSupport),
    replacementMarker: p.state.marks.repl,
    uncommitted: p.def.side === 'soviet' && !p.state.committed,
    // KB 13.2: the C&C result applies to the unit that rolled it: marked OOC, it may not attack
    outOfCommand: p.def.side === 'soviet' && commandResultOf(p.state) !== null,
    silhouetteMechanized: p.def.silhouette && p.def.class === 'mechanized',
    defenderMarsh: ctx.map.hex(target)?.terrain === 'marsh',
    hexside: {
      impassable: f.includes('impassable'),
      dnepr: f.includes('dnepr-river'),
      pontoon: pontoonOn(state, p.hex, target),
      roadOrRail: f.some((x) => x === 'road' || x === 'railroad' || x === 'road-bridge' || x === 'rail-bridge'),
    },
    freeze: state.weather === 'freeze',
  };
}
