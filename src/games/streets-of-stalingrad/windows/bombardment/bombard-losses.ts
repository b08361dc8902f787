import type { SosUnit } from '../../combat/fire-combat';
import { isArmored, isCombatUnit } from '../../combat/unit-classes';

/** The units a bombardment result eliminates in the target hex, and the forced order that decided. */
export interface BombardLosses {
  eliminated: string[];
  /** SoS 14.81: OP and fortification units, eliminated once every other unit of the hex is. */
  alsoRemoved: string[];
  forced: string[];
}

/**
 * SoS 14.81, 14.47: losses from bombardment, each one unit, in this order: minefields,
 * bridges, any combat units (the owner's choice: his standing `losses`, else least AF + DF,
 * then the lower id), armored units, snipers; OP and fortification units when all the other
 * units of the hex are eliminated, or at once when they are alone in it (14.97).
 */
export function bombardLosses(units: readonly SosUnit[], count: number | 'all', order: readonly string[]): BombardLosses {
  const rank = (u: SosUnit) => {
    const i = order.indexOf(u.id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const sorted = (us: SosUnit[]) => [...us].sort((a, b) => rank(a) - rank(b) || a.af + a.df - (b.af + b.df) || a.id.localeCompare(b.id));
  const lossable = units.filter((u) => u.type !== 'op' && u.type !== 'fortification' && (isCombatUnit(u) || u.type === 'minefield' || u.type === 'bridge'));
  const minefields = lossable.filter((u) => u.type === 'minefield');
  const bridges = lossable.filter((u) => u.type === 'bridge');
  const snipers = lossable.filter((u) => u.type === 'sniper');
  const armored = lossable.filter((u) => isArmored(u) && u.type !== 'sniper');
  const combat = lossable.filter((u) => !minefields.includes(u) && !bridges.includes(u) && !snipers.includes(u) && !armored.includes(u));
  const queue = [...sorted(minefields), ...sorted(bridges), ...sorted(combat), ...sorted(armored), ...sorted(snipers)];
  const eliminated = (count === 'all' ? queue : queue.slice(0, count)).map((u) => u.id);
  const forced: string[] = [];
  if (eliminated.length > 0 && (minefields.length || bridges.length)) forced.push('SoS 14.81: minefields, then bridges, are lost first');
  if (eliminated.some((id) => armored.some((u) => u.id === id)) || eliminated.some((id) => snipers.some((u) => u.id === id))) forced.push('SoS 14.47: armored units, then snipers, are the last lost');
  const left = lossable.some((u) => !eliminated.includes(u.id));
  // SoS 14.97: OP units "in a hex by themselves ... can be eliminated by firing at them using the CRT or WBBT"
  const opsAlone = count !== 0 && lossable.length === 0 && units.some((u) => u.type === 'op');
  const alsoRemoved = (eliminated.length > 0 && !left) || opsAlone ? units.filter((u) => u.type === 'op' || u.type === 'fortification').map((u) => u.id) : [];
  if (alsoRemoved.length) forced.push('SoS 14.81: OP and fortification units go once every other unit of the hex is eliminated');
  return { eliminated, alsoRemoved, forced };
}
