import type { KbDecisionName } from '../orders/kinds';

/**
 * How a choice reaches the server in play by mail:
 * - `standing`: the deciding player's standing orders, with a default;
 * - `conditional`: the phasing player's own file, in the order that makes the choice
 *   necessary (a field of an attack, a branch of an assault);
 * - `window`: an order of the deciding player's own window;
 * - `automatic`: the server (dice, hidden draws, rules with no choice);
 * - `option`: fixed when the game is created.
 */
export type Carriage = 'standing' | 'conditional' | 'window' | 'automatic' | 'option';

export interface KbDecision {
  /** The digest's number of the decision (6.2, D1-D31). */
  id: string;
  what: string;
  rule: string;
  carriage: readonly Carriage[];
  /** Where a file carries it: standing keys ("retreat.hold"), order fields ("attack.losses"), order kinds ("interdict"). */
  fields: readonly string[];
  /** The named decision a `ask` (or, for `retreat`, silence) turns it into. */
  pause?: KbDecisionName;
  default: string;
  /** Why it is carried so. */
  why: string;
}

/** Every decision of digest 6.2, how it is carried, its default and, where it may stop a phase, its named decision. */
export const KB_DECISIONS: readonly KbDecision[] = [
  { id: 'D1', what: "the defender's Air Point for a Prepared Assault", rule: 'KB 5.21', carriage: ['standing'], fields: ['air.preparedAssault', 'air.budget'], pause: 'airDefense', default: 'none', why: "declared before the chits are drawn, one Air Point at most: a list of cases and a budget say it; a pause would stop the attacker's phase at every combat" },
  { id: 'D2', what: "the defender's Air Point for a Mobile Assault", rule: 'KB 5.21, 11.2', carriage: ['standing'], fields: ['air.mobileAssault', 'air.budget'], pause: 'airDefense', default: 'none', why: "the same choice in the middle of movement, declared after the attacker's (5.21): a rule `{attackerAir: n}` reads the Air Points the assault order commits; `ask` stops the mover's phase before the assault's die while an Air Point is available within the budget, and the pause says the attacker's Air Points" },
  { id: 'D3', what: 'the units of a defending hex that take part', rule: 'KB 6.21-6.22, 12.22', carriage: ['standing'], fields: ['participants'], pause: 'participants', default: 'the strongest defence the 6.21 limit allows, then by unit id', why: 'the defender knows his own chits, so the strongest defence is nearly always the answer; a list by hex overrides it' },
  { id: 'D4', what: "a defending Tiger's favourable shift", rule: 'KB 15.3', carriage: ['standing'], fields: ['tigers'], default: 'used', why: 'the shift only helps the defender, at the small cost of the Tiger taking the first loss' },
  { id: 'D5', what: 'which units take the mandatory step losses', rule: 'KB 12.61, 12.63', carriage: ['standing', 'conditional'], fields: ['lossOrder', 'attack.losses'], pause: 'losses', default: 'the first from a participating unit (an attacker: a mechanized one), then the units worth least, HQs last', why: "a priority list says it; the constraints of 12.63 are the server's to keep" },
  { id: 'D6', what: 'steps taken instead of retreat hexes (`rk`)', rule: 'KB 12.62', carriage: ['standing', 'conditional'], fields: ['retreat.policy', 'retreat.hold', 'retreat.hexes', 'attack.retreat'], pause: 'retreat', default: 'the defender is asked; the attacker retreats in full', why: 'holding with steps or retreating turns on the whole position, as the Combat Example weighs it: the one choice that pauses by itself' },
  { id: 'D7', what: 'the retreat path and its end hex', rule: 'KB 12.72-12.74', carriage: ['standing', 'conditional'], fields: ['retreat.prefer', 'retreat.avoid', 'retreat.hexes', 'attack.retreat'], pause: 'retreat', default: 'of the retreats farthest from the attacking units that lead toward a friendly supply source (else a friendly HQ unit, 12.72): fewest steps lost to EZOC hexes, ending with friendly units, lower hex ids', why: 'made with D6; preferences cover the planned cases, the rest is asked with D6' },
  { id: 'D8', what: 'a Breakout Attempt', rule: 'KB 12.73', carriage: ['standing'], fields: ['breakout'], pause: 'retreat', default: 'never; a standing `breakout` (`always`, or `{steps}`) or the paused window\'s answer asks it where 12.73 allows it (the Breakout Table is reconstructed)', why: 'optional, on a reconstructed table; a threshold says when the attempt is worth it' },
  { id: 'D9', what: 'an advance by the non-phasing victor', rule: 'KB 12.8', carriage: ['standing'], fields: ['advance.policy', 'advance.hexes'], pause: 'advance', default: 'none', why: 'never compulsory and rare for the side that did not attack' },
  { id: 'D10', what: 'the Path of Retreat when every loser was eliminated', rule: 'KB 12.81', carriage: ['conditional', 'standing'], fields: ['attack.advance', 'advance.hexes'], pause: 'advance', default: 'the path farthest from the losing side, then the lower hex ids', why: "the victor's choice: the attacker's attack order or the defender's standing list names it" },
  { id: 'D11', what: 'the result a non-attacking unit of a hex that attacked several hexes follows', rule: 'KB 12.23', carriage: ['conditional'], fields: ['attack.follow'], default: 'the most favourable result: no retreat, then fewer losses', why: "the phasing player's own, written with the attacks it concerns" },
  { id: 'D12', what: 'the order in which combats are resolved', rule: 'KB 12.0, 12.23', carriage: ['conditional'], fields: ['attack'], default: 'the order of the file', why: "chosen before any die: the file's order is the choice" },
  { id: 'D13', what: "the phasing attacker's losses and retreat", rule: 'KB 12.62-12.72', carriage: ['conditional'], fields: ['attack.losses', 'attack.retreat'], default: 'as D5 and D7, retreating in full', why: "the phasing player's own, written in the attack it concerns" },
  { id: 'D14', what: "the phasing victor's advance", rule: 'KB 12.8-12.85', carriage: ['conditional'], fields: ['attack.advance'], default: 'none', why: "the phasing player's own, written in the attack it concerns" },
  { id: 'D15', what: 'the retreat the attacker conducts after a Mobile Assault', rule: 'KB 11.26', carriage: ['conditional'], fields: ['assault.retreat'], default: "of the legal paths as long as any can be (11.26, 12.71), those leading toward the defenders' supply source, or failing that their HQ unit, when any does (12.72 binds the attacker too), and of these only those ending the maximum possible distance from the attacking unit (12.72); the one costing the defenders the most steps, then the lower hex ids; an ordered `retreat` not followed whole is told to the attacker alone (`order-part-skipped`, `illegal-retreat-path`, KB 12.72)", why: 'the attacker conducts it (11.26): his assault order names it' },
  { id: 'D16', what: 'the defending unit that loses the step of `D(1)r3`', rule: 'KB 11.26', carriage: ['standing'], fields: ['lossOrder'], pause: 'losses', default: 'as D5', why: "the defender's unit (digest A27) in the middle of the other side's movement: a list answers it, as D5" },
  { id: 'D17', what: 'moves after a Mobile Assault or Overrun succeeds or fails', rule: 'KB 11.2, 11.27, 11.3', carriage: ['conditional'], fields: ['assault.then', 'assault.else', 'overrun.then', 'overrun.else', 'move.ifBlocked'], default: 'later orders run; one made illegal is skipped and reported', why: "the phasing player's own choices after his dice: the branches say them ahead" },
  { id: 'D18', what: 'Forced Displacement of an overrun unit', rule: 'KB 11.32', carriage: ['standing'], fields: ['displace'], pause: 'displace', default: 'displaced, to the hex farthest from enemy units, then the fewest units, then the lower id', why: 'the unit saved is nearly always wanted; a preference list settles the hex' },
  { id: 'D19', what: 'removing a Pontoon Bridge at any time', rule: 'KB 18.22', carriage: ['window', 'standing'], fields: ['removeBridge', 'bridges'], default: 'never outside the owner\'s own orders', why: "\"at any time\": an order in the owner's windows, a trigger in the other side's, judged during the mover's Movement Phase (as it begins, after each hex a unit enters and each Mobile Assault)" },
  { id: 'D20', what: 'removing an own FZ or Building marker', rule: 'KB 18.17', carriage: ['window'], fields: ['removeFz'], default: 'none', why: "the owner's own, with no timing: an order of his windows" },
  { id: 'D21', what: 'the units eliminated from a stack over the limit at the end of the own Movement Phase', rule: 'KB 6.11, 6.24', carriage: ['standing'], fields: ['lossOrder'], default: "the owner's `lossOrder`, then cadres, then fewer steps and lower strength, then by id", why: "the owner's, at the end of his phase: a list as for losses" },
  { id: 'D22', what: 'the unit that takes an attrition loss', rule: 'KB 8.4', carriage: ['standing'], fields: ['lossOrder'], default: 'as D5', why: "taken in the MSDP, before either side's window opens: a list as for losses" },
  { id: 'D23', what: 'choices a Command & Control result may offer', rule: 'KB 13.2', carriage: ['automatic'], fields: [], default: 'the reconstructed table offers none', why: 'the table is not in the text; the reconstruction offers no choice' },
  { id: 'D24', what: 'Support Points: the Support Table or the TRT; the HQs flipped; the divisions of a PanzerKorps', rule: 'KB 9.2, 9.32', carriage: ['option', 'window'], fields: ['support', 'panzerKorps'], default: "the scenario's source; nothing flipped; a PanzerKorps supports the nearest three divisions; the XVII ArmeeKorps' other stack (20.2, `panzerKorps.otherStack`): none", why: "the Axis's choices of his Preparation window; the source of Support Points is the scenario's (20.1-20.3) or the game's" },
  { id: 'D25', what: 'breakdown and recombination', rule: 'KB 15.2', carriage: ['window'], fields: ['breakdown', 'recombine'], default: 'none', why: "the Axis's choice of his Preparation window" },
  { id: 'D26', what: "reinforcements' Entry Area, and the shift from a blocked one", rule: 'KB 17.0, 17.12', carriage: ['window'], fields: ['reinforce'], default: 'the first Entry Area listed; if blocked, the adjacent open one, a turn later; a due reinforcement the file does not name is placed by the server (17.0: units appear on their turn)', why: "the owner's choice of his Preparation window" },
  { id: 'D27', what: 'Replacement Points, pool returns, HQ and silhouette returns, Ersatz battalions', rule: 'KB 16.2-16.35, 20.1', carriage: ['window'], fields: ['replace', 'returnHq', 'returnSilhouette', 'ersatz'], default: 'Replacement Points unused; no unit returned (a return names a friendly Entry Area, `area`, or a city hex, `hex`)', why: "the owner's choices of his Preparation window" },
  { id: 'D28', what: 'Axis Interdiction', rule: 'KB 5.3', carriage: ['window'], fields: ['interdict'], default: 'none', why: "the Axis's choice of his Preparation window" },
  { id: 'D29', what: 'Strength Chit draws', rule: 'KB 2.6', carriage: ['automatic'], fields: [], default: 'a hidden draw from the side\'s pool', why: 'the owner "picks" a chit at random (2.6): a hidden draw keeps it from the opponent' },
  { id: 'D30', what: 'the MUD? roll, the Popov fuel roll, Command & Control and attrition rolls', rule: 'KB 19.1, 20.1, 13.2, 8.4', carriage: ['automatic'], fields: [], default: 'public dice rolled by the server', why: 'dice the rules give a player to roll, with no choice: the server rolls them in public' },
  { id: 'D31', what: 'the optional rules (hidden Soviet strength, historical limitations)', rule: 'KB 2.72, 20.1, 20.2', carriage: ['option'], fields: [], default: 'off', why: 'agreed before play' },
];
