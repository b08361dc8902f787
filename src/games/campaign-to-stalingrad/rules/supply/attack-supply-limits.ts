import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide, UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { Occupancy } from '../occupancy';
import { isMotorized, isSmall } from '../unit-kind';
import { sourceReached, type Source } from './sources';

/**
 * CtS 41.0 Army HQ Limitations (optional, game option hqLimits): "Activated Army HQ may only
 * provide Attack Supply to a limited number of divisions. Count brigades and regiments as
 * 1/2 of a division. Count Soviet corps as divisions." The limits of one source over one
 * Combat Phase: its divisions, its motorized divisions, and for an Axis Army HQ its units of
 * another nationality (41.0 (4) A, counted as units).
 */
interface Limits {
  divisions: number;
  motorized: number;
  foreign?: number;
  /** 41.0 (4) B: the nationality this HQ may not supply. */
  never?: string;
}

/** A Panzer Army HQ (41.0 (1)) or a Tank Army HQ (41.0 (2)): the counter's name says so ("4th Panzer Army HQ"). */
const armoredArmy = (hq: UnitSpec): boolean => /\b(Panzer|Tank) Army\b/.test(hq.name);

function limitsOf(hq: UnitSpec | undefined): Limits {
  // 41.0 (6) "Depots may provide Attack Supply to no more than 6 divisions, two of which may be motorized."
  if (!hq) return { divisions: 6, motorized: 2 };
  // 41.0 (1) "Activated German Army HQ may provide Attack Supply to only 12 divisions. Furthermore, Panzer Army HQ
  // may provide Attack Supply to no more than 6 motorized divisions. Non-Panzer Army HQ ... no more than 3"
  if (hq.nationality === 'german') return { divisions: 12, motorized: armoredArmy(hq) ? 6 : 3, foreign: 2 };
  // 41.0 (2) "Activated Soviet Army HQ may only provide Attack Supply to 9 divisions. Furthermore, Tank Army HQ may
  // only provide Attack Supply to 4 Motorized divisions. Non-Tank Army HQ ... no more than 2"
  if (hq.side === 'soviet') return { divisions: 9, motorized: armoredArmy(hq) ? 4 : 2 };
  // 41.0 (3) "Activated Axis Allied Army HQ may provide Attack Supply to only 9 divisions, no more than two may be
  // motorized." (4) B "Hungarian Army HQ may not provide Attack supply to Rumanians and vice versa."
  const never = hq.nationality === 'hungarian' ? 'rumanian' : hq.nationality === 'rumanian' ? 'hungarian' : undefined;
  return { divisions: 9, motorized: 2, foreign: 2, ...(never ? { never } : {}) };
}

/** 41.0: "Count brigades and regiments as 1/2 of a division" (battalions too); divisions and corps 1. */
const divisionsOf = (u: UnitSpec): number => (isSmall(u) ? 0.5 : 1);

/** The key a source's Attack Supply is counted under in the state: the HQ's id, or "depot:HEX". */
export const sourceKey = (s: Source): string => (s.what === 'depot' ? `depot:${s.hex}` : s.what);

/** Why `source` may not supply `unit` after the units it has supplied (`given`), or null when it may (41.0). */
export function limitReached(ctx: CtsContext, source: Source, given: readonly string[], unit: UnitSpec): string | null {
  const hq = source.what === 'depot' ? undefined : ctx.units.get(source.what);
  const name = hq ? hq.name : `the Depot in ${source.hex}`;
  const l = limitsOf(hq);
  const specs = given.map((id) => ctx.units.get(id)!);
  const sum = (us: readonly UnitSpec[]): number => us.reduce((s, u) => s + divisionsOf(u), 0);
  if (l.never && unit.nationality === l.never) return `${name} may not supply ${unit.nationality} units (41.0 (4) B)`;
  if (sum(specs) + divisionsOf(unit) > l.divisions) return `${name} has given Attack Supply to its ${l.divisions} divisions`;
  if (isMotorized(unit) && sum(specs.filter(isMotorized)) + divisionsOf(unit) > l.motorized) return `${name} has given Attack Supply to its ${l.motorized} motorized divisions`;
  if (hq && l.foreign !== undefined && unit.nationality !== hq.nationality && specs.filter((u) => u.nationality !== hq.nationality).length + 1 > l.foreign) {
    return `${name} has given Attack Supply to its ${l.foreign} units of another nationality (41.0 (4) A)`;
  }
  return null;
}

/** What 41.0 gives one battle's attackers: each one's source (null: none with room), and why a unit in reach of a source went without. */
export interface LimitedSupply {
  reached: Map<string, Source | null>;
  refused: Map<string, string>;
  /** Source key -> the attackers it supplies in this battle. */
  used: Record<string, string[]>;
}

/**
 * CtS 41.0 with 16.6: each attacker, in order, draws Attack Supply from the first source in
 * `sources` it traces a Line of Supply to that still has room for it this Combat Phase
 * (`given`: the units each source has supplied in the phase's earlier battles); a unit
 * already among them fits its source again, not counted twice. A unit every source in
 * reach is full for goes without, and `refused` says why.
 */
export function limitedAttackSupply(
  ctx: CtsContext,
  occ: Occupancy,
  side: CtsSide,
  bonds: BondMap,
  attackers: readonly { spec: UnitSpec; hex: HexId }[],
  sources: readonly Source[],
  given: Readonly<Record<string, readonly string[]>>,
): LimitedSupply {
  const used: Record<string, string[]> = {};
  const reached = new Map<string, Source | null>();
  const refused = new Map<string, string>();
  for (const a of attackers) {
    let found: Source | null = null;
    let why: string | null = null;
    for (const s of sources) {
      if (!sourceReached(ctx, occ, side, bonds, a.hex, [s])) continue;
      const key = sourceKey(s);
      const counted = [...(given[key] ?? []), ...(used[key] ?? [])];
      // 41.0 with 14.0: a unit this source already supplies this Combat Phase (overrunning) is counted once: it fits as it did
      const full = counted.includes(a.spec.id) ? null : limitReached(ctx, s, counted, a.spec);
      if (full) {
        why ??= full;
        continue;
      }
      found = s;
      (used[key] ??= []).push(a.spec.id);
      break;
    }
    reached.set(a.spec.id, found);
    if (!found && why) refused.set(a.spec.id, why);
  }
  return { reached, refused, used };
}

/** 41.0: the attackers each source gave Attack Supply to in a battle, added to the Combat Phase's count (state.attackSupplyGiven). */
export function withAttackSupplyGiven(state: CtsState, used: Readonly<Record<string, readonly string[]>>): CtsState {
  const given: Record<string, string[]> = { ...(state.attackSupplyGiven ?? {}) };
  for (const [key, units] of Object.entries(used)) given[key] = [...(given[key] ?? []), ...units];
  return { ...state, attackSupplyGiven: given };
}
