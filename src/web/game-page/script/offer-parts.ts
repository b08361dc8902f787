import { aerialOrderPart } from './aerial-order';
import { assaultOrderPart } from './assault-order';
import { attackOrderPart } from './attack-order';
import { declareOrderPart } from './declare-order';
import { enterOrderPart } from './enter-order';
import { moveOrderPart } from './move-order';
import { networkOrderPart } from './network-order';
import { offersPart } from './offers';
import { overrunOrderPart } from './overrun-order';
import { placeOrderPart } from './place-order';
import { railOrderPart } from './rail-order';
import { seaOnwardOrderPart } from './sea-onward-order';
import { seaOrderPart } from './sea-order';
import { stackMoveOrderPart } from './stack-move-order';
import { withdrawOrderPart } from './withdraw-order';

/** The composer's offer parts in load order: the registry first, then one part per order type. */
export const composerOfferParts = [offersPart, declareOrderPart, moveOrderPart, railOrderPart, seaOrderPart, enterOrderPart, placeOrderPart, attackOrderPart, assaultOrderPart, overrunOrderPart,
  stackMoveOrderPart, seaOnwardOrderPart, withdrawOrderPart, networkOrderPart, aerialOrderPart];
