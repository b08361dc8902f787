import { z } from 'zod';
import { oneKeyUnionParser } from '#kernel/engine/one-key-union';
import { ConsolidateOrderSchema, EndGameOrderSchema, WithdrawOrderSchema } from './administrative';
import { SOS_DECISION_SCHEMAS } from './decisions';
import { BuildOrderSchema } from './engineering';
import { AttackOrderSchema, BombardOrderSchema, InfiltrateOrderSchema } from './fire';
import { SOS_DECISION_NAMES, SOS_ORDER_KINDS, type SosDecisionName, type SosOrderKind } from './kinds';
import { PlaceOrderSchema, PlaceWorkOrderSchema } from './placement';
import { ReplaceOrderSchema } from './replacement';
import { RepairTankOrderSchema } from './tank-repair';
import { BreakthroughOrderSchema, DismountOrderSchema, EnterOrderSchema, FlotillaOrderSchema, JoinOrderSchema, MarkAttackOrderSchema, MoveOrderSchema, RemountOrderSchema } from './movement';

/** One order of a Streets of Stalingrad turn file: an order of a phase window, or the answer to a paused window's decision. */
export const SosOrderSchema = z.union([
  PlaceOrderSchema,
  PlaceWorkOrderSchema,
  EndGameOrderSchema,
  WithdrawOrderSchema,
  ConsolidateOrderSchema,
  BombardOrderSchema,
  EnterOrderSchema,
  ReplaceOrderSchema,
  DismountOrderSchema,
  RemountOrderSchema,
  MoveOrderSchema,
  BreakthroughOrderSchema,
  MarkAttackOrderSchema,
  JoinOrderSchema,
  FlotillaOrderSchema,
  BuildOrderSchema,
  RepairTankOrderSchema,
  AttackOrderSchema,
  InfiltrateOrderSchema,
  ...SOS_DECISION_SCHEMAS,
]);
export type SosOrder = z.infer<typeof SosOrderSchema>;

/** SosOrderSchema.safeParse, with the same answer, each order parsed by the kind its one key names. */
export const parseSosOrder = oneKeyUnionParser(SosOrderSchema);

export const sosOrderKind = (o: SosOrder): SosOrderKind | SosDecisionName => Object.keys(o)[0] as SosOrderKind | SosDecisionName;

export const SOS_KINDS: readonly string[] = [...SOS_ORDER_KINDS, ...SOS_DECISION_NAMES];
