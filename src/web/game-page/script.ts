import { composerPart } from './script/composer';
import { domPart } from './script/dom';
import { historyPart } from './script/history';
import { historyMapPart } from './script/history-map';
import { lastMovesPart } from './script/last-moves';
import { mainPart } from './script/main';
import { mapPart } from './script/map';
import { mapViewPart } from './script/map-view';
import { turnFilePart } from './script/turn-file';
import { composerOfferParts } from './script/offer-parts';
import { offerSpotsPart } from './script/offer-spots';
import { sideOffersPart } from './script/side-offers';
import { attackAirPart } from './script/attack-air';
import { otherOrdersPart } from './script/other-orders';

/**
 * The game page's script: plain browser JavaScript (no build step, no modules, no
 * external requests), sent from this string so Node and Workers serve the same bytes.
 */
export function gamePageScript(): string {
  return `(function () {\n'use strict';\n${[domPart, turnFilePart, mapPart, mapViewPart, ...composerOfferParts, offerSpotsPart, sideOffersPart, attackAirPart, otherOrdersPart, composerPart, historyPart, historyMapPart, lastMovesPart, mainPart].join('\n')}\n})();\n`;
}
