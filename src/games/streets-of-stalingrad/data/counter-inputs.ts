import type { SosUnit, UnitType } from '../combat/fire-combat';
import type { MoverCounter } from '../movement/move-step';
import type { Piece, PieceKind } from '../stacking/pieces';
import { directRange, type Counter, type CounterType } from './counters';

/**
 * What the rule files read of a counter, made from the counter (data/counters.ts): fire
 * combat's unit (combat/fire-combat.ts `SosUnit`), stacking's piece (stacking/pieces.ts) and
 * movement's `MoverCounter` (movement/move-step.ts). One source of printed values, so the
 * rules never hold a second copy.
 */

/**
 * Each counter type as stacking (5.3-5.7) and zones of control (6.1) read it: itself, but a
 * motorcycle is motorized (2.25, 8.75). A total map, so a type stacking does not know fails
 * to compile.
 */
const AS_KIND: { readonly [K in CounterType]: PieceKind } = {
  infantry: 'infantry', motorizedInfantry: 'motorizedInfantry', motorcycle: 'motorizedInfantry', combatEngineer: 'combatEngineer',
  constructionEngineer: 'constructionEngineer', flameThrower: 'flameThrower', tank: 'tank', stug: 'stug', armoredCar: 'armoredCar',
  armoredInfantry: 'armoredInfantry', armoredEngineer: 'armoredEngineer', selfPropelledGun: 'selfPropelledGun', antiTankGun: 'antiTankGun',
  directFireArtillery: 'directFireArtillery', aa: 'aa', ifArtillery: 'ifArtillery', mortar: 'mortar', rocket: 'rocket', sniper: 'sniper',
  immobilizedTank: 'immobilizedTank', armoredTrain: 'armoredTrain', riverFlotilla: 'riverFlotilla', mineDog: 'mineDog', op: 'op',
  minefield: 'minefield', bridge: 'bridge', fortification: 'fortification', leader: 'leader', transport: 'transport', tankRepair: 'tankRepair', stuka: 'stuka',
};

/** The counter's kind for stacking and zones of control. */
export const pieceKind = (c: Counter): PieceKind => AS_KIND[c.type];

/** Stacking's piece (5.0). */
export const toPiece = (c: Counter): Piece => ({ id: c.id, side: c.side, kind: pieceKind(c) });

/** Pieces fire combat never reads as firers or targets: leaders (18.11), transports (16.4), the tank repair unit (16.7), Stukas (15.0). */
const NOT_FIRE_UNITS: ReadonlySet<PieceKind> = new Set(['leader', 'transport', 'tankRepair', 'stuka', 'explosion']);

/**
 * Fire combat's unit (2.25, 9.13, 9.21): type, AF, DF, direct-fire range (the 88mm's 4 of
 * 4/16), underlined and red AF, Soviet infantry kind and formation chain; `undefined` for
 * the pieces that are not fire units. `dismounted` is a marker, not printed: the caller sets it.
 */
export function toSosUnit(c: Counter): SosUnit | undefined {
  const kind = pieceKind(c);
  if (NOT_FIRE_UNITS.has(kind)) return undefined;
  const f = c.formation;
  return {
    id: c.id,
    side: c.side,
    type: kind as UnitType,
    ...(c.soviet ? { soviet: c.soviet } : {}),
    af: c.af,
    df: c.df,
    range: directRange(c),
    ...(c.afUnderlined ? { afUnderlined: true } : {}),
    ...(c.afRed ? { afRed: true } : {}),
    formation: {
      ...(f.battalion ? { battalion: f.battalion } : {}),
      ...(f.regiment ? { regiment: f.regiment } : {}),
      ...(f.division ? { division: f.division } : {}),
      ...(f.independent ? { independent: true } : {}),
    },
  };
}

/** Movement's counter (8.12, 14.92, 18.15, 18.16): printed MP (none for "RR", "RF", leaders and OPs); leaders and OPs both move 16 hexes ignoring terrain. */
export function toMoverCounter(c: Counter): MoverCounter {
  return {
    ...(typeof c.mp === 'number' ? { mp: c.mp } : {}),
    ...(c.type === 'leader' ? { leader: true } : c.type === 'op' ? { op: true } : {}),
    // SoS 16.61: an armored train moves by its own rules, along the railroad
    ...(c.type === 'armoredTrain' ? { train: true } : {}),
  };
}
