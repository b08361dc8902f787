import type { FireResult } from '../data/tables';
import type { FireCombat, Terrain } from './fire-combat';
import { fireEffect } from './fire-tables';
import { isCombatUnit, isInfantryType } from './unit-classes';

/**
 * Retreat after a P result (9.87-9.884): none, all must retreat one hex (9.87), or retreat
 * or stay by eliminating one defending combat unit (9.88). NKVD units apart (9.884).
 */
export type RetreatAfterCombat =
  | { kind: 'none'; rule: string; reason: string }
  | { kind: 'retreat'; rule: string; reason: string }
  | { kind: 'retreatOrEliminateOne'; rule: string; reason: string };

/** What a CRT result does to the units of the target hex, before the owner picks his losses. */
export interface FireOutcome {
  result: FireResult;
  /** Combat units the D part eliminates, the owner choosing (9.81, 9.82); "all" for DE. */
  eliminate: number | 'all';
  /** Immobilized tanks a P eliminates before any D loss (9.881, 9.882, 16.37). */
  immobilizedTanksEliminated: string[];
  /** The marker a P leaves: spent in a city or industrial/fortified hex, pinned elsewhere; never on a leader (SoS 9.84, 9.113, 18.14). */
  marker: 'pinned' | 'spent' | null;
  retreat: RetreatAfterCombat;
  /** NKVD units: 9.884 makes them retreat from any hex, unless a Soviet leader is with them. */
  nkvd: RetreatAfterCombat | null;
}

/** 9.87: hexes where a P forces a retreat; 9.88: where the defender may instead lose one unit; 9.883 (3): where a retreat may happen at all. */
const MUST_RETREAT: ReadonlySet<Terrain> = new Set(['clear', 'hillTop', 'slope', 'tartarWall', 'road']);
const MAY_STAY: ReadonlySet<Terrain> = new Set(['balka', 'cliff', 'forest', 'suburb']);

/** 9.883 (1, 2) and 9.884: only an attack's P, with a non-pinned adjacent infantry type attacker, makes defenders retreat. */
function retreatAllowed(c: FireCombat): { ok: true } | { ok: false; reason: string; rule: string } {
  if (c.kind !== 'attack') return { ok: false, reason: 'a P from defensive or opportunity fire makes no one retreat', rule: 'SoS 9.883' };
  if (!c.firers.some((f) => f.distance === 1 && !f.pinned && isInfantryType(f))) {
    return { ok: false, reason: 'no non-pinned adjacent infantry type unit attacks: IF, Stukas, armor and AT guns alone make no one retreat', rule: 'SoS 9.884' };
  }
  return { ok: true };
}

function hexRetreat(c: FireCombat): RetreatAfterCombat {
  const allowed = retreatAllowed(c);
  if (!allowed.ok) return { kind: 'none', ...allowed };
  const t = c.target.terrain;
  if (MUST_RETREAT.has(t) && c.target.fortification) return { kind: 'retreatOrEliminateOne', reason: 'a clear hex with a fortification: retreat one hex, or stay and eliminate one combat unit', rule: 'SoS 9.88' };
  if (MUST_RETREAT.has(t)) return { kind: 'retreat', reason: `P in a ${t} hex: every defender is pinned and retreats one hex`, rule: 'SoS 9.87' };
  if (MAY_STAY.has(t)) return { kind: 'retreatOrEliminateOne', reason: `P in a ${t} hex: retreat one hex, or stay and eliminate one combat unit`, rule: 'SoS 9.88' };
  return { kind: 'none', reason: `no retreat from a ${t} hex`, rule: 'SoS 9.883' };
}

/** 9.884, digest A12: NKVD retreat from any hex after an attack's P, unless a Soviet leader is with them; then they may stay by losing one NKVD unit (not in a clear hex). */
function nkvdRetreat(c: FireCombat, hex: RetreatAfterCombat): RetreatAfterCombat | null {
  // SoS 16.86: NKVD units always retreat after a P against their hex (read with 9.884)
  if (!c.target.units.some((u) => u.soviet === 'nkvd')) return null;
  const allowed = retreatAllowed(c);
  if (!allowed.ok) return { kind: 'none', ...allowed };
  if (hex.kind === 'retreat') return hex;
  if (c.target.leader?.side === 'soviet') return { kind: 'retreatOrEliminateOne', reason: 'NKVD with a Soviet leader: retreat, or stay and eliminate one NKVD unit', rule: 'SoS 9.884' };
  return { kind: 'retreat', reason: 'NKVD units without a Soviet leader always retreat on a P', rule: 'SoS 9.884' };
}

/**
 * What a CRT result does to the target hex (9.81-9.884, 16.37): how many combat units the
 * owner loses, the immobilized tanks a P kills first, the marker, and the retreat.
 */
export function fireOutcome(c: FireCombat, result: FireResult): FireOutcome {
  const effect = fireEffect(result);
  const inCity = c.target.terrain === 'city' || c.target.terrain === 'industrial';
  const marked = effect.pinned && c.target.units.some((u) => isCombatUnit(u) && u.type !== 'immobilizedTank');
  const none: RetreatAfterCombat = { kind: 'none', reason: 'no P result', rule: 'SoS 9.81' };
  const retreat = effect.pinned ? hexRetreat(c) : none;
  return {
    result,
    eliminate: effect.eliminated,
    immobilizedTanksEliminated: effect.pinned ? c.target.units.filter((u) => u.type === 'immobilizedTank').map((u) => u.id) : [],
    marker: marked ? (inCity ? 'spent' : 'pinned') : null,
    retreat,
    nkvd: effect.pinned ? nkvdRetreat(c, retreat) : null,
  };
}
