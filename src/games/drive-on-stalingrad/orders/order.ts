import { z } from 'zod';
import { AttackOrder } from './attack';
import { DeclareOrder } from './declare';
import { MoveOrder } from './move';

/** One Drive on Stalingrad order: exactly one of move, attack or declare. */
export const DosOrder = z
  .union([MoveOrder, AttackOrder, DeclareOrder])
  .describe('One order: {move: …}, {attack: …} or {declare: …}.');
export type DosOrder = z.infer<typeof DosOrder>;

export type OrderKind = 'move' | 'attack' | 'declare';

export const orderKind = (order: DosOrder): OrderKind =>
  'move' in order ? 'move' : 'attack' in order ? 'attack' : 'declare';
