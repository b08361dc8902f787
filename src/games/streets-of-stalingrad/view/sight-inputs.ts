import type { HexId } from '#kernel/ids';
import type { Counter, CounterType } from '../data/counters';
import { toMoverCounter } from '../data/counter-inputs';
import type { SosEnv } from '../game/env';
import type { HiddenUnit, NoHiddenCrossing, Standing } from '../hidden/hidden-status';
import { moverClass } from '../movement/move-step';
import type { SosPieceState, SosPlace } from '../state/types';

/** Pieces that never walk: they are not the "infantry" a balka or cliff hides (SoS 7.2, 8.13), whatever their printed MP. */
const NOT_INFANTRY: ReadonlySet<CounterType> = new Set(['armoredTrain', 'riverFlotilla', 'immobilizedTank', 'tankRepair', 'transport', 'stuka', 'bridge', 'minefield', 'fortification']);

/** SoS 7.3, 8.68: what may not cross the Volga hidden, by counter type. */
const NO_HIDDEN_CROSSING: Partial<Record<CounterType, NoHiddenCrossing>> = { minefield: 'minefield', fortification: 'fortification', transport: 'transport' };

/**
 * A counter and what lies on it as hidden status reads it (hidden/hidden-status.ts).
 * SoS 7.2: "infantry and dismounted infantry only" are hidden in balka and cliff hexes; read
 * as a unit that goes on foot (movement/move-step.ts: MP under 12, or dismounted, 8.71, or a
 * leader or OP, who walk) and is not a train, a boat, a wreck, a vehicle or a marker (8.13:
 * armored, towed and motorized units in a balka "are not hidden"). 7.5, 7.6: `revealed`.
 */
export function hiddenUnitOf(c: Counter, p: SosPieceState): HiddenUnit {
  const foot = moverClass({ ...toMoverCounter(c), dismounted: p.dismounted }) !== 'vehicle';
  const noCrossing = NO_HIDDEN_CROSSING[c.type];
  return {
    side: c.side,
    infantry: foot && !NOT_INFANTRY.has(c.type),
    ...(c.type === 'bridge' ? { bridge: true } : {}),
    ...(noCrossing ? { noHiddenCrossing: noCrossing } : {}),
    revealed: p.revealed,
  };
}

/**
 * Where a piece stands as hidden status reads it: an East Bank box (2.14), a German off-map
 * box (2.15), a Soviet piece in a full Volga hex, which is crossing the river (8.6, 7.3), or
 * a hex with its terrain.
 */
export function standingOf(env: SosEnv, at: SosPlace, side: Counter['side']): Standing {
  if (at.startsWith('EB-')) return { at: 'east-bank' };
  if (at.startsWith('GB-')) return { at: 'off-map' };
  const hex = env.map.hex(at as HexId);
  if (!hex) return { at: 'off-map' };
  if (hex.river === 'volga' && side === 'soviet') return { at: 'volga-crossing' };
  return { at: 'hex', terrain: hex.terrain };
}

/** Pieces that look at nothing: markers on the map and the Stukas, which are not units on the ground (SoS 2.21, 15.1). */
const NOT_LOOKERS: ReadonlySet<CounterType> = new Set(['minefield', 'bridge', 'fortification', 'stuka']);

/** Whether a piece may be the unit that sees (SoS 7.1, 9.3): a unit on the ground, not a marker. */
export const looksOut = (c: Counter): boolean => !NOT_LOOKERS.has(c.type);
