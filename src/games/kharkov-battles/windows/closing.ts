import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '../data/ids';
import type { KbOrder } from '../orders/schema';
import type { KbStanding } from '../orders/standing';
import type { KbState } from '../state/types';

/**
 * A window closed on the state it opened on (docs/kharkov-battles.md): what the window's part
 * reads (`env`), the side it waited for and that side's orders, both sides' standing orders,
 * the dice and the root of their labels (`T03/axis-movement`), then what the window adds
 * (`extra`). A new state and the window's events as kernel GameEvents, and what else the
 * window says (`Out`: the Combat Phase's pause).
 */
export type WindowClosing<Env, Extra extends unknown[] = [], Out = unknown> = (
  env: Env,
  state: KbState,
  side: KbSide,
  orders: readonly KbOrder[],
  standing: Readonly<Record<KbSide, KbStanding | null>>,
  dice: Dice,
  label: string,
  ...extra: Extra
) => { state: KbState; events: GameEvent[] } & Out;
