import type { SosEnv } from '../game/env';
import type { InfiltrateBody } from '../orders/fire';
import type { SosState } from '../state/types';
import { isCombatUnit } from '../combat/unit-classes';
import { sideAt } from '../windows/attack/battlefield';
import { unitOf } from '../windows/attack/fire-units';

/** The German combat units in `hex`, in counter order (13.3: the infiltration attacks one of them). */
export const germanCombatUnitsIn = (env: SosEnv, state: SosState, hex: string): string[] =>
  sideAt(env, state, hex, 'german').filter((id) => { const u = unitOf(env, state, id); return u !== undefined && isCombatUnit(u); }).sort();

/**
 * SoS 13.3, 7.1: the one German unit the infiltration attacks: the one the order names (a unit
 * the Soviet sees), else, for a stack he cannot examine, the first German combat unit of the
 * hex in counter order: the reading's blind pick, fixed so that it needs no die and tells the
 * Soviet nothing before the attack.
 */
export const infiltrationTarget = (env: SosEnv, state: SosState, o: InfiltrateBody): string | undefined =>
  o.unit ?? germanCombatUnitsIn(env, state, o.target)[0];
