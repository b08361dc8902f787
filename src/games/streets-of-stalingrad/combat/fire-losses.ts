import type { FireKind, SosUnit } from './fire-combat';
import { isArmored, isCombatUnit } from './unit-classes';

/** A unit that may be lost, with whether the attacker claimed its red-AF modifier (9.71, 9.82). */
export type LossCandidate = SosUnit & { claimsRedAf?: boolean };

/** Whose units are lost and how they may be chosen. */
export interface LossRequest {
  kind: FireKind;
  /**
   * The units that may be lost: the target hex's units (attack), the attacking units of the
   * fired-on hex that take part (defensive fire, 9.58), the moving stack (opportunity fire).
   */
  units: readonly LossCandidate[];
  count: number | 'all';
  /** Some firer has its AF underlined (9.82, 11.9). */
  antiTankFire: boolean;
  /** The owner's order of losses (his standing `losses` or the attack's own); unlisted units follow, least AF + DF first. */
  order?: readonly string[];
}

export interface LossSelection {
  eliminated: string[];
  /** OP and fortification units, removed once every other combat unit of the hex is gone (9.82, 17.32). */
  alsoRemoved: string[];
  /** The forced priorities that decided, with their rules. */
  forced: string[];
}

/** 9.82, 9.58, 11.9, 16.16: the units that must go first, and those that go last. */
function tiers(r: LossRequest): { first: LossCandidate[]; middle: LossCandidate[]; last: LossCandidate[]; forced: string[] } {
  const forced: string[] = [];
  const lossable = r.units.filter((u) => (r.kind === 'attack' ? isCombatUnit(u) || u.type === 'minefield' : isCombatUnit(u)));
  let first: LossCandidate[] = [];
  if (r.kind === 'defensiveFire') {
    const engineers = lossable.filter((u) => u.claimsRedAf);
    const armor = r.antiTankFire ? lossable.filter(isArmored) : [];
    if (engineers.length) forced.push('SoS 9.82: an engineer or flame-thrower whose DRM was claimed takes the first loss');
    if (armor.length) forced.push('SoS 9.82: armor attacking a hex with an underlined AF takes the first loss');
    if (engineers.length && armor.length) forced.push('SoS 9.82: both apply, the attacker chooses among them');
    first = lossable.filter((u) => engineers.includes(u) || armor.includes(u));
  }
  if (r.kind === 'opportunityFire' && r.antiTankFire) {
    first = lossable.filter(isArmored);
    if (first.length) forced.push('SoS 11.9: armor fired on by AT units takes the losses first, the mover choosing which');
  }
  const last = r.kind === 'defensiveFire' ? [] : lossable.filter((u) => u.type === 'sniper' && !first.includes(u));
  if (last.length) forced.push('SoS 16.16: a sniper is the last combat unit eliminated');
  const middle = lossable.filter((u) => !first.includes(u) && !last.includes(u));
  return { first, middle, last, forced };
}

/**
 * The units a result eliminates, in the owner's order within the forced priorities of
 * 9.58, 9.82, 11.9 and 16.16 (digest 3.17). Without an order, least AF + DF goes first,
 * then the lower id (the default of the `losses` standing order).
 */
export function selectLosses(r: LossRequest): LossSelection {
  const rank = (u: LossCandidate) => {
    const i = r.order?.indexOf(u.id) ?? -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const sorted = (us: LossCandidate[]) => [...us].sort((a, b) => rank(a) - rank(b) || a.af + a.df - (b.af + b.df) || a.id.localeCompare(b.id));
  const t = tiers(r);
  const queue = [...sorted(t.first), ...sorted(t.middle), ...sorted(t.last)];
  const eliminated = (r.count === 'all' ? queue : queue.slice(0, r.count)).map((u) => u.id);
  const combatLeft = r.units.some((u) => isCombatUnit(u) && !eliminated.includes(u.id));
  const alsoRemoved = r.count === 'all' || !combatLeft ? r.units.filter((u) => (u.type === 'op' || u.type === 'fortification') && !eliminated.includes(u.id)).map((u) => u.id) : [];
  return { eliminated, alsoRemoved, forced: t.forced };
}
