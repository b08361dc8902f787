import { z } from 'zod';
import { oneKeyUnionParser } from '#kernel/engine/one-key-union';
import { AttackOrderSchema } from './combat';
import { BuildOrderSchema, PontoonOrderSchema, RemoveBridgeOrderSchema, RemoveFzOrderSchema } from './construction';
import { KB_DECISION_SCHEMAS } from './decisions';
import { KB_DECISION_NAMES, KB_ORDER_KINDS, type KbDecisionName, type KbOrderKind } from './kinds';
import { AssaultOrderSchema, MoveOrderSchema, OverrunOrderSchema } from './movement';
import {
  BreakdownOrderSchema,
  ErsatzOrderSchema,
  InterdictOrderSchema,
  PanzerKorpsOrderSchema,
  RecombineOrderSchema,
  ReinforceOrderSchema,
  ReplaceOrderSchema,
  ReturnHqOrderSchema,
  ReturnSilhouetteOrderSchema,
  SupportOrderSchema,
} from './preparation';

/** One order of a Kharkov Battles turn file: an order of a phase window, or the answer to a paused window's decision. */
export const KbOrderSchema = z.union([
  InterdictOrderSchema,
  BreakdownOrderSchema,
  RecombineOrderSchema,
  SupportOrderSchema,
  PanzerKorpsOrderSchema,
  ReinforceOrderSchema,
  ReplaceOrderSchema,
  ReturnHqOrderSchema,
  ReturnSilhouetteOrderSchema,
  ErsatzOrderSchema,
  BuildOrderSchema,
  PontoonOrderSchema,
  RemoveBridgeOrderSchema,
  RemoveFzOrderSchema,
  MoveOrderSchema,
  AssaultOrderSchema,
  OverrunOrderSchema,
  AttackOrderSchema,
  ...KB_DECISION_SCHEMAS,
]);
export type KbOrder = z.infer<typeof KbOrderSchema>;

/** KbOrderSchema.safeParse, with the same answer, each order parsed by the kind its one key names. */
export const parseKbOrder = oneKeyUnionParser(KbOrderSchema);

/** The kind of an order (its one key). */
export const kbOrderKind = (o: KbOrder): KbOrderKind | KbDecisionName => Object.keys(o)[0] as KbOrderKind | KbDecisionName;

export const KB_KINDS: readonly string[] = [...KB_ORDER_KINDS, ...KB_DECISION_NAMES];
