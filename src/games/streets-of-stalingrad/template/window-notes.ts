import type { SosDecisionName, SosOrderKind } from '../orders/kinds';
import { SOS_PAUSE_DECISIONS } from '../sequence/pauses';
import type { SosSide } from '../sequence/phases';

/** What each kind of order says and does, as a player writes it, with its rule. */
export const ORDER_NOTES: Readonly<Record<SosOrderKind, string>> = {
  place: 'place: {units: [IDS], hex: HEX} sets the units up in the hex, within their set-up area (SoS 2.33, 2.34); units not placed stay where the ready-made set-up puts them',
  placeWork: 'placeWork: {kind: bridge, minefield or fortification, hex: HEX}: a work the scenario lists as available at the start, placed at set-up: a bridge in a balka hex, a minefield or fortification within the area noted for your side; never in an enemy ZOC hex, nor (bridge, fortification) within range and sight of an enemy direct fire unit (SoS 17.19, 17.28, 17.38); scenarios #1 and #2 list none',
  endGame: 'endGame: true declares the game over at the start of this Administrative Phase; the victory level is determined at once (SoS 3.1, 3.3)',
  withdraw: 'withdraw: {units: [IDS], points: N}: the German withdrawals of a "W" date (SoS 21.5): a rule of the campaign, refused in scenarios #1 and #2',
  consolidate: 'consolidate: {unit: ID, for: ID, hex: HEX}: a unit exchanged for an eliminated one (SoS 20.1): a rule of the campaign, refused in scenarios #1 and #2',
  bombard: 'bombard: {target: HEX or box, indirect: [{units: [IDS], spotter: ID}], stukas: {count: N, spotter: LW OP (optional)}, table: crt or wbbt, interdict: true}: IF artillery and Stukas on one target; Stukas in phases 2 and 6, once a turn (SoS 14.4-14.6, 14.84, 15.1)',
  enter: 'enter: {units: [IDS], box: BOX} places reinforcements in a box as the phase begins; left out, they are delayed (SoS 21.2); a wounded leader whose turn on the Turn Column Track has come, and the HQ replacing an eliminated Chuikov, Paulus or von Seydlitz, enter the same way (SoS 18.42, 18.44, 18.46)',
  replace: 'replace: {units: [IDS], box: BOX} rebuilds eliminated units with your saved replacement points, each for its printed AF in points of its kind ("Pz": German panzers, StuGs, SP AT guns, armored cars, armored infantry and engineers; "AF": infantry, engineers and artillery), placed in a box as the phase begins (German: an off-map box, Soviet: an East Bank box) to move on like reinforcements; never leaders, snipers, immobilized tanks, armored trains, mine dogs, transports, the tank repair unit or Soviet Guards (SoS 21.41-21.46, 21.2, 16.17, 16.26)',
  dismount: 'dismount: {units: [IDS]}: motorized units dismount as the phase begins (SoS 8.71-8.74)',
  remount: 'remount: {units: [IDS]}: dismounted units remount as the phase begins (SoS 8.71-8.74)',
  move: 'move: {units: [IDS], path: [every hex entered, in order], mode: normal, breakthrough or deployment, transport: ID, unload: HEX, ifStopped: stop or skip, losses: [IDS]}: a stack moves hex by hex (SoS 8.0, 8.23, 8.5, 16.4); each hex entered is a moment for the enemy\'s opportunity fire (11.4), taken by his reaction policy; with transport, units are its passengers and path is the transport\'s own, picking them up where they stand and setting them down at unload (the last hex if absent, SoS 16.45); an armored train moves alone, in Soviet Movement Phase 10 only, along the railroad, any number of hexes until 7 October and six from then on, and stops in the first German ZOC hex it enters (SoS 16.61, 16.62)',
  breakthrough: 'breakthrough: {target: HEX, attackers: [IDS], indirect: [{units: [IDS], spotter: ID}], stukas: {count: N, spotter: ID}, closeAssault: true, engineers, losses: [IDS], advance: [IDS]}: a breakthrough attack by direct fire units on an adjacent clear, forest or suburb hex, with mortars within the attackers\' command (spotted) and German Stukas (the LW OP spotting) (SoS 10.3), the Close Assault Bonus and the engineers\' DRM as in an attack (SoS 10.1, 9.67, 9.71), made with breakthrough movement before any other movement of the phase, in file order (SoS 10.0-10.7, 8.5); the defender answers it by his standing orders, without retreat (10.5), his plan\'s support kept to mortars within the command of the units in the hex (10.3); every defender eliminated: the advance units (default: every adjacent attacker) move in under a "breakthru" marker, the other attackers are spent (10.6)',
  join: 'join: {unit: ID, hex: HEX}: at the end of the phase a leader or OP that did not move goes to a hex holding a unit of its command, at any distance (SoS 18.15, 14.92)',
  flotilla: 'flotilla: {units: [IDS], at: HEX, takeLosses: true}: at the start of the Soviet Movement or Exploit Movement Phase, River Flotilla units from an East Bank box placed in a solid Volga hex (at most two a hex) for the phase, once a turn; takeLosses: they are lost first when German opportunity fire calls for losses among the units crossing in that hex (SoS 16.52-16.54)',
  build: 'build: {units: [IDS], kind: fortification, minefield or bridge, hex: HEX, remove: true}: engineers start a task as the phase begins: a fortification in their own hex, a minefield in an adjacent hex, a bridge on their own balka hex; not pinned, spent or on another task, the hex not in an enemy ZOC nor in the range and line of sight of an enemy direct fire unit (a hidden one is revealed and bars it). A minefield takes one turn, a fortification two (one with two engineers), a bridge one for the German, two for the Soviet (one with two engineers); each phase an engineer is pinned, spent or in combat adds a movement phase; the engineers do not move until the movement phase after the work is placed; remove: true removes the work the same way (SoS 17.0, 17.15, 17.16, 17.24, 17.25, 17.26, 17.27, 17.34, 17.35, 17.36, 17.37)',
  repairTank: 'repairTank: {unit: ID}: at the start of Soviet Movement Phase 10 on 16 September and every even-numbered turn, one eliminated Soviet tank placed on the tank repair unit; it may move in the same phase (SoS 16.72; the campaign)',
  markAttack: 'markAttack: {hex: HEX, by: ID}: an "attack" marker on an enemy hex next to the non-pinned infantry-type unit named (SoS 9.02a, 9.64)',
  attack: 'attack: {target: HEX, fire: [{units: [IDS], from: HEX}], indirect, stukas, closeAssault: true, engineers, losses, advance, flotilla: [{units: [IDS], from: HEX}], table}: the attack on one "attack"-marked hex, declared whole before the defender answers (SoS 9.41, 9.6, 9.67); closeAssault only with an infantry or combat engineer unit attacking from an adjacent hex (SoS 9.67); engineers only against a suburb, city, industrial/fortified or strong point hex or a fortification (SoS 9.71, 9.82); flotilla: Soviet River Flotilla units from an East Bank box, placed in a solid Volga hex (at most two a hex), firing at a Volga cliff hex, once a turn (SoS 16.52-16.55); table: crt (default) or wbbt: the River Flotilla alone or with IF only may attack on the WBBT, the defender retreating and firing at it first as in any attack, its losses chosen by the defender (SoS 16.55, 9.41, 9.51, 9.82); IF alone may fire on the WBBT too, a bombardment: no retreat, no defensive fire, losses by 14.81 (SoS 14.02, 14.41, 9.41); each marked hex holding enemy units must be attacked, unless attacked already since marked or none of your units may attack it (SoS 9.14, 9.61)',
  infiltrate: 'infiltrate: {target: HEX, units: [Herman, the infantry unit with him]}: the Herman infiltration attack, from 26 September (SoS 13.0, 13.1)',
};

/** How a paused window's answer is written (orders/decisions.ts). */
const ANSWER_SHAPE: Readonly<Record<SosDecisionName, string>> = {
  defense: 'defense: {attacks: [{hex: HEX, retreat: [{units: [IDS], path: [HEXES]}], fire: [{units: [IDS], at: HEX, from: HEX}], support: [{units: [IDS], spotter: ID, at: HEX, table: crt|wbbt}], flotilla: [{units: [IDS], from: HEX, at: HEX}]}]}: one entry per attacked hex; a hex with no entry takes the default; support with table: wbbt fires alone at its attacking hex on the WBBT (no fire group or flotilla at that hex: the WBBT note); flotilla: Soviet River Flotilla units from an East Bank box, placed in a solid Volga hex (at most two a hex), firing at an attacking Volga cliff hex (SoS 16.52, 16.55); a fire group with `from` is of units not attacked in that hex, firing at attackers on a clear hex in range and sight, once in the phase (9.601)',
  counterAttack: 'counterAttack: {units: [IDS], occupy: [IDS]} counter-attacks the hex just taken with units the window lists (12.5), the die added to their AF less the DF in the hex (12.7); units: [] for none; occupy: the counter-attackers that move into the hex if the ICA clears it (12.6 e "may occupy"; absent: every one that fits, [] none). Asked because your standing counterAttack.policy is ask and no rule covers the hex; the phase goes on with your answer',
  retreat: 'retreat: {path: [HEX]} retreats the stack one hex, into a hex the window lists (9.87); retreat: {moves: [{units: [IDS], path: [HEX]}]} sends each group its own hex, legal for each of its units (9.87: each unit may retreat into a different hex; units not named go by the default); retreat: {hold: true, sacrifice: ID} holds where the window allows it and loses that unit (9.88). Asked because your standing retreat.policy is ask and no retreat.hexes entry covers the hex; the answer counts as such an entry, and the phase goes on with it',
};

/** The notes of a paused window (sequence/pauses.ts): what it asks, how to answer, and what happens without an answer. */
export function pauseNotes(decision: SosDecisionName, about: string): string[] {
  const d = SOS_PAUSE_DECISIONS[decision];
  return [`${about}`, `Answer with one order: ${ANSWER_SHAPE[decision]} (${d.rule}).`, `No answer by the deadline: ${d.onTimeout}.`];
}

export const SIDE_NAME: Readonly<Record<SosSide, string>> = { german: 'German', soviet: 'Soviet' };

/** The notes of a set-up window (SoS 2.31-2.34, 7.0). */
export function setupNotes(side: SosSide): string[] {
  return [
    `${SIDE_NAME[side]} set-up (SoS 2.31: the Soviet sets up first, then the German, before phase 1 of the first turn).`,
    ORDER_NOTES.place,
    'Units in a box or arriving later as reinforcements are not placed here (SoS 2.32, 2.36).',
    'The enemy sees where your units stand only as the hidden-unit rules let him (SoS 7.0-7.6): stacks in city, industrial, strong point, forest and suburb hexes show face down.',
  ];
}

/** SoS 7.0-7.6: what a side's view shows of the enemy, for every window's notes. */
export const SIGHT_NOTE =
  'Enemy units as you may see them (SoS 7.1-7.6): those in clear hexes within your line of sight, those revealed by their move or fire, and (German) Soviet units in clear hexes and bridges seen from the air (7.4); other enemy stacks on the map show face down, their top counter\'s back and how many.';
