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
import { ctsActivateOrderPart } from './cts-activate-order';
import { ctsBoxMoveOrderPart } from './cts-box-move-order';
import { ctsBoxCombatOrderPart } from './cts-box-combat-order';
import { ctsAirOrderPart } from './cts-air-order';
import { ctsBombardOrderPart } from './cts-bombard-order';
import { ctsDepotOrderPart } from './cts-depot-order';
import { ctsEnterMoveOrderPart } from './cts-enter-move-order';
import { ctsRepairOrderPart } from './cts-repair-order';
import { ctsSpecialUnitOrdersPart } from './cts-special-unit-orders';
import { ctsReplacementOrderPart } from './cts-replacement-order';

/** Drive on Stalingrad's parts for stack moves, sea moves that go on, the withdrawal and the supply markers. */
const dosOfferParts = [stackMoveOrderPart, seaOnwardOrderPart, withdrawOrderPart, networkOrderPart, aerialOrderPart];

/** Campaign To Stalingrad's parts for the orders of `orderChoices` and the move after an enter. */
const ctsOfferParts = [ctsEnterMoveOrderPart, ctsActivateOrderPart, ctsBoxMoveOrderPart, ctsBoxCombatOrderPart, ctsAirOrderPart, ctsBombardOrderPart, ctsDepotOrderPart, ctsRepairOrderPart, ctsReplacementOrderPart, ctsSpecialUnitOrdersPart];

/** The composer's offer parts in load order: the registry first, then one part per order type. */
export const composerOfferParts = [offersPart, declareOrderPart, moveOrderPart, railOrderPart, seaOrderPart, enterOrderPart, placeOrderPart, attackOrderPart, assaultOrderPart, overrunOrderPart, ...dosOfferParts, ...ctsOfferParts];
