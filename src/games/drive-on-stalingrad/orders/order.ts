import { z } from 'zod';
import { AerialOrder } from './aerial';
import { AssaultOrder } from './assault';
import { AttackOrder } from './attack';
import { DeclareOrder } from './declare';
import { EnterOrder } from './enter';
import { FileMoveOrder, MoveOrder } from './move';
import { NetworkOrder } from './network';
import { PlaceOrder } from './place';
import { SeaMoveOrder } from './sea-move';
import { WithdrawOrder } from './withdraw';

/** One Drive on Stalingrad order: exactly one of move, attack, declare, assault or sea. */
export const DosOrder = z
  .union([MoveOrder, AttackOrder, DeclareOrder, AssaultOrder, SeaMoveOrder, NetworkOrder, AerialOrder, EnterOrder, WithdrawOrder, PlaceOrder])
  .describe('One order: {move: …}, {attack: …}, {declare: …}, {assault: …} (German mobile assault), {sea: …} (Soviet sea movement), {network: …} (supply marker), {aerial: …} (aerial supply), {enter: …} (reinforcements), {withdraw: …} (GT6 withdrawal) or {place: …} (set-up windows).');
export type DosOrder = z.infer<typeof DosOrder>;

/** One order as a turn file may write it: a DosOrder, or a move that names its destination only (`move: {unit, to}`). */
export const DosFileOrder = z
  .union([FileMoveOrder, AttackOrder, DeclareOrder, AssaultOrder, SeaMoveOrder, NetworkOrder, AerialOrder, EnterOrder, WithdrawOrder, PlaceOrder])
  .describe(DosOrder.description ?? '');

export type OrderKind = 'move' | 'attack' | 'declare' | 'assault' | 'sea' | 'network' | 'aerial' | 'enter' | 'withdraw' | 'place';

export const orderKind = (order: DosOrder): OrderKind =>
  'move' in order ? 'move' : 'attack' in order ? 'attack' : 'assault' in order ? 'assault' : 'sea' in order ? 'sea'
    : 'network' in order ? 'network' : 'aerial' in order ? 'aerial' : 'enter' in order ? 'enter' : 'withdraw' in order ? 'withdraw' : 'place' in order ? 'place' : 'declare';

/** Supply orders (DoS 7.14, 7.6): carried out in any phase of the windows that accept them, not as phase actions. */
export const isSupplyKind = (kind: OrderKind): kind is 'network' | 'aerial' => kind === 'network' || kind === 'aerial';

/** Order kinds carried out in a movement phase: moves, mobile assaults (DoS 9.23), sea movement (9.18) and reinforcements (8.1). */
export const isMovementKind = (kind: OrderKind): boolean => kind === 'move' || kind === 'assault' || kind === 'sea' || kind === 'enter';
