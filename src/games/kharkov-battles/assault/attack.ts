import type { HexId } from '#kernel/ids';
import type { Chit } from '../data/chits';
import type { KbSide } from '../data/ids';
import type { Tables } from '../data/tables';
import type { UnitDef } from '../data/units';
import type { KbContext } from '../state/context';
import type { KbState, UnitWhere } from '../state/types';

/**
 * One designated Prepared Assault (KB 12.0, 12.1, 12.2): the phasing side's units that
 * attack, and the enemy hexes they attack. Every unit of a target hex is attacked (12.22);
 * the defender picks which of them take part under 6.21 (participants.ts).
 */
export interface Attack {
  /** Stable within the combat phase; it names the dice ("<label>/<id>/crt"). */
  id: string;
  attackers: string[];
  targets: HexId[];
}

/** What resolving a battle reads besides the state. */
export interface AssaultEnv {
  ctx: KbContext;
  tables: Pick<Tables, 'crt' | 'tec' | 'breakout'>;
  /** KB 2.6: every Strength Chit of the game (read by id through `chitById`). */
  chits: readonly Chit[];
  /**
   * Where an eliminated unit goes. The Replacement Pool of 16.31 depends on a supply trace
   * judged elsewhere; without this hook an HQ or a German silhouette mechanized unit goes on
   * the Turn Record Track five turns ahead (15.13, 16.35) and any other unit is permanently
   * eliminated. A unit sent to the TRT is due back five turns ahead.
   */
  eliminatedTo?: (def: UnitDef, state: KbState) => UnitWhere;
  /**
   * KB 8.2, 20.1-20.3: the side's supply sources in the state's scenario, which a retreat
   * leads toward (12.72; assault/retreat.ts `retreatToward`). Without it a retreat's
   * direction is not judged.
   */
  supplySources?: (state: KbState, side: KbSide) => readonly HexId[];
}

/** KB 2.6: the chit of an id; throws on an id the game does not hold. */
export const chitById = (env: AssaultEnv, id: string): Chit => {
  const c = env.chits.find((x) => x.id === id);
  if (!c) throw new Error(`no Strength Chit "${id}"`);
  return c;
};
