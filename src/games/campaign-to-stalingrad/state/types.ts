import type { HexId } from '../../../kernel/ids';
import type { CtsSide } from '../data/schema';
import type { AttackStanding, DefenseStanding } from '../rules/combat/order';

/** Where a counter is (digest 4.2). */
export type UnitWhere = 'map' | 'off-map' | 'pending' | 'cadre' | 'cadre-lost' | 'withdrawn';

/** One counter's changing state. */
export interface UnitState {
  id: string;
  /** The hex on the map, or the edge hex it left by (off-map, 17.0); null elsewhere. */
  hex: HexId | null;
  where: UnitWhere;
  /** Steps left; the face shown is faces[faces.length - steps] (2.2.4). */
  steps: number;
  /** 13.0 */
  disrupted: boolean;
  /** 16.3: carries an Out Of Supply marker. */
  outOfSupply: boolean;
  /** 16.7: an Army HQ on its activated side. */
  activated: boolean;
  /** 19.4, 35.6: may not move. */
  frozen: boolean;
  /** 12.3: retreated into its hex earlier this Combat Phase. */
  retreatedThisPhase: boolean;
  /** 10.1.4: has attacked / been attacked this turn. */
  attacked: boolean;
  defended: boolean;
  /** 17.1: the turn it left the map (where = off-map; `hex` is the edge hex it left by). */
  leftMapTurn?: number;
}

export type Weather = 'clear' | 'rain' | 'snow' | 'overcast';

/** A game of Campaign To Stalingrad: plain JSON. */
export interface CtsState {
  scenario: string;
  turn: number;
  phasing: CtsSide;
  weather: Weather;
  units: Record<string, UnitState>;
  /** 7.0: the side that last passed through or solely occupies each hex. */
  control: Record<string, CtsSide>;
  supplyPoints: Record<CtsSide, number>;
  depots: { side: CtsSide; hex: HexId }[];
  /** 16.9: Transport Points left this player turn (3, not saved). */
  transport: Record<CtsSide, number>;
  /** 16.6: Depots that gave Attack Supply this Combat Phase, removed at its end. */
  depotsUsed: HexId[];
  /** 21.0: Replacement counters in the Pool, by type. */
  replacementPool: Record<CtsSide, Record<string, number>>;
  /** 21.2: Replacement counters on the map (non-combat: no step, no ZOC, 21.3). */
  replacementsOnMap: { side: CtsSide; type: string; hex: HexId }[];
  /** 15.3-15.4: what each side has moved by rail this turn. */
  railUse: Record<CtsSide, import('../rules/movement/rail').RailUse>;
  /** 4.2, 15.2: units that have moved (by ground or rail) this Movement Phase. */
  movedThisPhase: string[];
  /** 6.8a: the hexes of intersecting bonds as they stood when the Movement Phase began. */
  intersectingAtStart: HexId[];
  /** The phase of the phasing player's turn that waits for orders (3.1). */
  phase: 'movement' | 'combat';
  /** Each side's standing orders for battles (digest 6.1): kept until replaced. */
  standing: Partial<Record<CtsSide, { attacker?: AttackStanding; defender?: DefenseStanding }>>;
  /** 23.0: the air units (state/air.ts). */
  air: import('./air').AirState;
  /** Set once the victory check has run (35.8). */
  result: { ended: true; winner?: CtsSide; reason: string; vp: Record<CtsSide, number> } | null;
}
