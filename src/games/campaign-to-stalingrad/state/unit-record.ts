import type { CtsState, UnitState } from './types';

/**
 * Every unit record of the rules is made here, with every member in one order (the two a
 * counter has only off the map or withdrawn, `leftMapTurn`, `returnTurn` and `box`, and an Artillery
 * Division's mobile side, `mobile` (28.2), present as
 * undefined when it has none, so left out of the JSON as before), so that every record the
 * rules make has one hidden class and every place that reads or copies one meets one shape.
 * Spread copies (`{ ...u, hex }`), rest copies and literals each made a shape of their own:
 * seven of them met the copy sites, which then all took the engine's slow path. So: no
 * spread, no rest copy and no literal of a unit anywhere else in the rules.
 */
export function unitRecord(u: Readonly<UnitState>): UnitState {
  return {
    id: u.id,
    hex: u.hex,
    where: u.where,
    steps: u.steps,
    disrupted: u.disrupted,
    outOfSupply: u.outOfSupply,
    activated: u.activated,
    frozen: u.frozen,
    retreatedThisPhase: u.retreatedThisPhase,
    attacked: u.attacked,
    defended: u.defended,
    leftMapTurn: u.leftMapTurn,
    returnTurn: u.returnTurn,
    mobile: u.mobile,
    box: u.box,
  };
}

/** A copy of `u` with the members of `change` written over it (undefined clears `leftMapTurn`, `returnTurn` or `box`). */
export function unitWith(u: Readonly<UnitState>, change: Partial<UnitState>): UnitState {
  return Object.assign(unitRecord(u), change);
}

/** A units record to write changed units into: the same ids in the same order, the same unit records. */
export function copyUnits(units: CtsState['units']): CtsState['units'] {
  return { ...units };
}

/** The units record with one unit's record replaced. */
export function unitsWith(units: CtsState['units'], id: string, u: UnitState): CtsState['units'] {
  const out = copyUnits(units);
  out[id] = u;
  return out;
}

/** The units record with the records of `ids` replaced by what `change` makes of each. */
export function unitsChanged(units: CtsState['units'], ids: Iterable<string>, change: (u: UnitState, id: string) => UnitState): CtsState['units'] {
  const out = copyUnits(units);
  for (const id of ids) out[id] = change(units[id]!, id);
  return out;
}
