import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { KbStanding } from '../orders/standing';
import type { TecMovement } from '../data/tec-movement';
import type { Mover } from '../rules/movement/mover';
import type { WindowEntry } from '../sequence/windows';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

/** What the options and the template of an open window are read from. */
export interface OptionsInput {
  ctx: KbContext;
  state: KbState;
  side: KbSide;
  /** The open window (sequence/windows.ts): its name says movement or combat, `accepts` the order kinds. */
  window: WindowEntry;
  tec: TecMovement;
  /** The unit as the movement rules see it on this state (its MPA from rules/supply/mpa.ts, its supply state): the movement judge. */
  mover(state: KbState, unit: string): Mover;
  /**
   * KB 9.3, 11.2: whether an Axis unit has full support now (a Mobile Assault needs it).
   * Optional: without it, a unit without a 'Limited Support' marker is taken as fully supported.
   */
  fullySupported?(state: KbState, unit: string): boolean;
  /**
   * KB 8.2, 20.1-20.3: the side's supply sources in the scenario, which a retreat leads toward
   * (12.72; the 7.26 Note's retreat back across the river, moved before the Combat window's
   * attacks are listed). Optional: without it the direction is not judged, as in the check
   * given an env without them.
   */
  supplySources?(state: KbState, side: KbSide): readonly HexId[];
  /** The side's standing orders now (the game record keeps them), shown in the template. Optional. */
  standing?: KbStanding | null;
}
