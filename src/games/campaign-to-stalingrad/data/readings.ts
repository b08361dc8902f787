import { CAMPAIGN_COMPLETE_ENGINE, CAUCASUS_ENGINE, ENGINE_BEFORE_FERRIES, engineAtLeast, FERRY_ENGINE } from './engine-bundle';

/**
 * The readings of the rulebook that changed from one engine to the next (engines.ts). A game
 * keeps the readings of the engine it was created by, so its archive replays as it was
 * played; the rules read these flags, never the engine's name.
 */
export interface CtsReadings {
  /**
   * CtS 12.4 [Change] "Those units that attacked across a Major River or Volga River hexside,
   * have their Advance After Combat result halved": true, across every such hexside, bridged
   * (4.4.3) or not, the sentence naming no bridge; false (engine cts-2), only across one no
   * road crosses.
   */
  readonly advanceHalvedAcrossBridges: boolean;
  /**
   * CtS 11.1 "The defensive benefits of river hexsides (all types) are not cumulative with the
   * terrain in the defender's hex": true, a Marsh hex defended across the Volga gives the
   * defender the Volga's tripled defence or the Marsh's halving of the attack ("into a Marsh
   * hex"), whichever serves him better; false (engine cts-2), both together.
   */
  readonly riverNotWithDefenderMarsh: boolean;
  /**
   * CtS Errata 2 "The first turn Soviet reinforcement may start the game on any friendly
   * controlled rail hex that is not adjacent to an enemy unit": true, so in the players'
   * set-up; false (engines cts-2 and cts-3), held to its army's set-up area.
   */
  readonly firstTurnReinforcementOnAnyRailHex: boolean;
  /**
   * CtS 34.0-34.9: true, a game that plays Section III moves units into and within the Caucasus
   * Campaign Display, fights its box battles and moves its markers by orders; false (engine
   * cts-5 and before), the markers stand where the set-up put them (none) and the Caucasus
   * Box is an Off Map Box like the others.
   */
  readonly caucasusPlayed: boolean;
  /**
   * CtS 37.5 "If either player controls all Major and Minor City hexes on the map, he is
   * immediately declared the winner and the game is ended": true, checked after each order of
   * a window (and each battle fought without one), so no later order of the phase is carried
   * out; false (engine cts-5 and before), checked only as a phase ends (digest A43).
   */
  readonly automaticVictoryAtOnce: boolean;
  /**
   * CtS 19.3 "Soviet Reinforcements may enter the map at any Friendly Map Edge hex on the
   * northern map edge": false, a reinforcement's `eastOf` that the reconstruction added
   * (`eastOfReconstructed`: the Campaign's arrivals of turns 16-46, east of 1020) is not read,
   * only the text's (35.6's reserve armies, east of 1032); true (engine cts-5 and before), read.
   */
  readonly reconstructedEastOfRead: boolean;
  /**
   * CtS 35.8 D, 37.4 A: "the only function for this unit is its victory point value if exited
   * off the south edge", read with the Basic Game's non-combat units (16.10 "Supply Depots are
   * destroyed ... if an enemy unit enters the Depot's hex"; 21.3 Replacements "in no way impede
   * enemy movement. If caught alone by an enemy unit, they are immediately placed in the
   * Replacement Pool"): true, an Oil Brigade that an enemy unit finds alone in its hex is
   * removed from play (rules/special/oil-brigade.ts); false (engine cts-5 and before), it stays
   * and the hex holds both sides' units.
   */
  readonly oilBrigadeCaught: boolean;
  /**
   * CtS 25.0 RAIN, SNOW STORM: "Air units cannot be used."; OVERCAST: "Air units cannot be used."
   * With the optional Abstracted Air Power (38.0): true, its air units fly Ground Support in
   * Clear weather only; false (engine cts-5 and before), in any weather.
   */
  readonly abstractAirGroundedByWeather: boolean;
  /**
   * CtS 28.2 "If an Artillery Division on its non-mobile side is attacked and forced to retreat,
   * it is immediately flipped to its mobile side.": true, only a division of the side attacked
   * is flipped; false (engine cts-5 and before), also one of the attacker's that advanced after
   * combat, whose hex changed too.
   */
  readonly artilleryFlipsOnlyWhenAttacked: boolean;
  /**
   * CtS 28.2 "If an Artillery Division on its non-mobile side is attacked and forced to retreat,
   * it is immediately flipped to its mobile side.": true, so too when the battle of a Movement
   * Phase overrun (4.7) that no attack order fights retreats it; false (engine cts-5 and
   * before), only after an attack order.
   */
  readonly artilleryFlipsInMovementOverruns: boolean;
  /**
   * CtS 30.1 (2) "The Axis Player is limited to having a maximum of three regiments in play at
   * one time.": true, the counter of a regiment eliminated with its cadre (18.1), out of play
   * for good, may be taken again for a new regiment; false (engine cts-5 and before), only a
   * counter never yet in play.
   */
  readonly lostRegimentCountersReused: boolean;
  /**
   * CtS 42.0 "A player may only look underneath the top unit of a stack of enemy units if that
   * stack is adjacent to one or more of his units.": true, a far enemy stack's Supply Depot and
   * Replacement counters (noncombat units, 6.1) lie under its top unit, unseen and counted with
   * the stack; false (engine cts-5 and before), every Depot and Replacement counter is seen.
   */
  readonly fogHidesCountersBeneath: boolean;
  /**
   * CtS 24.6 Properties of the Display Hex: (2) "Zones of Control only extend out through
   * Access Hexsides."; (4) "A Line Of Supply and a Line Of Communication can be traced into and
   * through a partially controlled city hex as long as entry and exit occurs through Access
   * Hexsides."; (5) "the units may only attack out through Access Hexsides." (and may attack
   * their co-occupants, (6) "Units adjacent to the Major City hex may combine their attack
   * strength with friendly units within the city"); (3) "Entry and exit
   * from the hex is allowed only through Access Hexsides." (rules/city/access-hexsides.ts); and
   * 24.7 "Units defending in a Major City hex may opt to retreat out of the city at any time" (the
   * defender's standing `leaveCities`): true, played; false (engine cts-6 and before), a Major
   * City Battle hex projects its ZOC, passes lines and lets units in and out through every
   * hexside, and its defenders always hold.
   */
  readonly cityDisplayProperties: boolean;
  /**
   * CtS 15.2 (1) "A unit wishing to move by Rail Movement, must start the Movement Phase on a
   * railroad hex, or in an Off Map Box, or be a Reinforcement.": true, a unit that starts the
   * Movement Phase in an Off Map Box may come on by rail through a rail hex among its box's entry
   * hexes (33.3) and go on along the railway (rules/movement/rail-from-box.ts); false (engine
   * cts-6 and before), a unit in a box comes back only on foot.
   */
  readonly railFromOffMapBox: boolean;
  /**
   * CtS 30.1 (3) "A regiment may be used just like a infantry replacement to build up a German
   * infantry division one step. Follow normal Replacement procedures and restrictions.", with
   * 21.4 "For a unit in the Cadre Box to receive a Replacement, the Replacement must be stacked
   * on a Front or Army Group HQ": true, a regiment on an Army Group HQ brings a German infantry
   * division back from the Cadre Box (rules/special/regiment-cadre.ts); false (engine cts-6 and
   * before), a regiment builds up only a division on the map.
   */
  readonly regimentRebuildsCadre: boolean;
  /**
   * CtS 34.5 "All Axis units in the Caucasus Box are retreated two hexes north onto the map
   * through any hex from 4737 to 4728. Any Axis unit that was not in the off map box but located
   * in hexes 4737 through 4728 must also be retreated two hexes north.": true, read as a retreat
   * (12.1's guidelines choose the gate and the path, 12.2's step losses for an enemy ZOC Bond,
   * 5.1 at the end hex; rules/caucasus/expulsion-retreat.ts); false (engine cts-6 and before),
   * a displacement straight north, the nearer column first, with no losses.
   */
  readonly expulsionAsRetreat: boolean;
  /**
   * CtS 34.1 (3) "The attacker may use Air Power": true, with the optional Abstracted Air
   * Power (38.0) a box attack order's `air: 1` places an air unit "over" the box for one
   * column right (a reading: the text does not say how an air unit reaches a box); false
   * (engine cts-6 and before), a box attack has no Ground Support and `air` is refused.
   */
  readonly boxAirPower: boolean;
  /**
   * CtS 34.2 "to deliver a Supply Point to create a Supply Depot in one of the two Off-Map
   * boxes simply requires the Line Of Supply to be traced one hex off the south edge": true, a
   * `{depot: {createInBox}}` order creates one in the Caucasus or Black Sea Coast box, and it
   * gives a box attack its Attack Supply ("Only one Depot or Activated Army HQ is necessary for
   * each attack"); false (engine cts-6 and before), no Depot stands in a box.
   */
  readonly boxDepotsCreated: boolean;
  /**
   * CtS 27.0 "Isolated Army HQ and Supply Depots eventually lose their ability to provide
   * General Supply"; 27.2 PARTIAL SUPPLY "motorized units ... may only move half of their
   * Movement Allowance", DEPOTS DEPLETED "All units in the pocket are considered Out Of
   * Supply", FOOD AND AMMO SHORTAGE "A) Non-motorized units have their Movement Allowance
   * reduced by one", CRITICAL "A) All units may move a maximum of one hex per turn": true, a
   * pocket's box on the Track limits its units' moves and, from Depots Depleted on, takes
   * away its Depots' General Supply (rules/pockets/pocket-supply.ts, pocket-movement.ts);
   * false (engine cts-6 and before), the Track shifts combat only (27.2 B).
   */
  readonly pocketSupplyStates: boolean;
}

/** The readings of an engine: cts-2 keeps its own; cts-3 and later read the text, cts-4 and later Errata 2 too, cts-6 and later play the Caucasus and the fixes of the second reading of Sections II and III (each flag above). */
export function readingsOf(engineVersion: string): CtsReadings {
  const readsTheText = engineVersion !== ENGINE_BEFORE_FERRIES;
  const errata2 = engineVersion !== ENGINE_BEFORE_FERRIES && engineVersion !== FERRY_ENGINE;
  const cts6 = engineAtLeast(engineVersion, CAUCASUS_ENGINE);
  const cts7 = engineAtLeast(engineVersion, CAMPAIGN_COMPLETE_ENGINE);
  return {
    advanceHalvedAcrossBridges: readsTheText,
    riverNotWithDefenderMarsh: readsTheText,
    firstTurnReinforcementOnAnyRailHex: errata2,
    caucasusPlayed: cts6,
    abstractAirGroundedByWeather: cts6,
    artilleryFlipsOnlyWhenAttacked: cts6,
    artilleryFlipsInMovementOverruns: cts6,
    lostRegimentCountersReused: cts6,
    fogHidesCountersBeneath: cts6,
    automaticVictoryAtOnce: cts6,
    reconstructedEastOfRead: !cts6,
    oilBrigadeCaught: cts6,
    cityDisplayProperties: cts7,
    railFromOffMapBox: cts7,
    regimentRebuildsCadre: cts7,
    expulsionAsRetreat: cts7,
    boxAirPower: cts7,
    boxDepotsCreated: cts7,
    pocketSupplyStates: cts7,
  };
}
