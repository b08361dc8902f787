import type { SosDecisionName } from '../orders/kinds';

/**
 * How a choice reaches the server in play by mail:
 * - `standing`: the deciding player's reaction policy, filed with his turn file, with a default;
 * - `pause`: a named decision: the phase stops and a window opens for the deciding player;
 * - `order`: the acting player's own order, in the field that makes the choice (a move's losses);
 * - `window`: a window of the deciding player's own in the plan of the turn;
 * - `automatic`: the server (dice, secret draws, rules with no choice).
 */
export type Carriage = 'standing' | 'pause' | 'order' | 'window' | 'automatic';

export interface SosDecision {
  /** The number of the decision in digest 6.1 (#1-#28). */
  id: number;
  what: string;
  rule: string;
  carriage: readonly Carriage[];
  /** Where a file carries it: standing keys ("defense.plan"), order fields ("move.losses"), or answers ("defense"). */
  fields: readonly string[];
  pause?: SosDecisionName;
  default: string;
  why: string;
}

/** Every out-of-turn decision of digest 6.1, how it is carried, its default and, where it may stop a phase, its named decision. */
export const SOS_DECISIONS: readonly SosDecision[] = [
  { id: 1, what: 'opportunity fire: whether, which units, at which moving stack and in which hex', rule: 'SoS 11.1-11.11, 9.47', carriage: ['standing'], fields: ['opportunityFire'], default: 'hold fire', why: 'a chance to fire comes at every hex of every move: the server runs the mover\'s path hex by hex and applies the rules; a pause at each would stop a phase hundreds of times. Holding is the default because OF takes away retreat before combat and reserves movement (9.46, 8.31)' },
  { id: 2, what: 'the losses of a moving stack to opportunity fire', rule: 'SoS 11.9, 9.82', carriage: ['order', 'standing'], fields: ['move.losses', 'losses.order'], default: 'the least AF + DF first, then non-armored; armored first against AT fire', why: "the moving player's own, written with the move" },
  { id: 3, what: 'reserves movement', rule: 'SoS 8.31-8.35, 9.02b', carriage: ['window'], fields: ['move'], default: 'no movement (the window is passed when no unit is eligible)', why: "the inactive side's own phase (4 or 11), a window of its own after the 'attack' markers are known" },
  { id: 4, what: 'retreat before combat: which units leave, where, how far', rule: 'SoS 9.41-9.48, 16.42', carriage: ['pause', 'standing'], fields: ['defense', 'retreatBeforeCombat'], pause: 'defense', default: 'no retreat, unless a retreatBeforeCombat rule matches', why: 'a high-value choice on what the defender cannot know in advance: the attackers, IF and Stukas declared against each hex (9.41, 9.62). One pause a phase answers every declared attack' },
  { id: 5, what: 'defensive fire: which defenders fire, at which attacking hex, with which IF and spotter; NKVD fire or not', rule: 'SoS 9.51-9.60, 16.52', carriage: ['pause', 'standing'], fields: ['defense', 'defense.plan'], pause: 'defense', default: 'every eligible unit fires at the adjacent attacking hex with the most AF (else the nearest); NKVD units only when no other unit fires; IF only as the plan names it', why: 'made with #4 on the same declared attacks, in the same answer' },
  { id: 6, what: 'defensive fire by units not attacked, and spotting for IF defensive fire', rule: 'SoS 9.601, 9.602', carriage: ['pause', 'standing'], fields: ['defense', 'defense.plan'], pause: 'defense', default: 'none', why: 'part of the same answer or plan' },
  { id: 7, what: "the defender's losses from an attack", rule: 'SoS 9.66, 9.82, 16.16, 16.37', carriage: ['standing'], fields: ['losses.order', 'losses.hexes'], default: 'the least AF + DF, then the least MP; immobilized tanks first on P, snipers last', why: 'a priority list says it; a pause after every die would double the round trips' },
  { id: 8, what: "the attacker's losses from defensive fire", rule: 'SoS 9.58, 9.82', carriage: ['order'], fields: ['attack.losses', 'breakthrough.losses'], default: 'as #7, the declared engineers first, armored first against underlined AF', why: "the attacker's own, written in the attack" },
  { id: 9, what: 'retreat after a P result: the hexes; retreat or hold and lose one (9.88)', rule: 'SoS 9.87-9.884', carriage: ['standing', 'pause'], fields: ['retreat.prefer', 'retreat.avoid', 'retreat.hexes', 'retreat.policy'], pause: 'retreat', default: 'retreat to the legal adjacent hex farthest from enemy units, then the lower hex id; hold where no hex is legal and holding is allowed, else eliminated', why: 'preferences by hex settle it; `ask` pauses for the cases the owner wants to weigh' },
  { id: 10, what: 'instant counter-attack: whether and with which units', rule: 'SoS 12.1-12.8, 10.8', carriage: ['standing', 'pause'], fields: ['counterAttack.rules', 'counterAttack.policy'], pause: 'counterAttack', default: 'no counter-attack', why: 'a threshold on AF less DF says it (the ICA Table reads nothing else, 12.7); `ask` pauses for precision' },
  { id: 11, what: 'losses and the two-hex retreat after an ICA', rule: 'SoS 12.8', carriage: ['standing'], fields: ['losses.order', 'retreat.prefer'], default: 'as #7, and the retreat of #9 twice', why: 'the same lists as any loss and retreat' },
  { id: 12, what: 'mine dog attacks: whether, and at which armored unit', rule: 'SoS 16.2', carriage: ['standing'], fields: ['mineDogs'], default: 'attack the adjacent German armored unit with the most AF before the first German attack it takes part in', why: 'made before German attacks in German phases: a rule of thumb answers it' },
  { id: 13, what: 'AA fire at Stukas', rule: 'SoS 15.42-15.46', carriage: ['standing'], fields: ['aa'], default: 'every AA unit in range fires at the first Stukas (it costs nothing)', why: 'no cost, so the default is nearly always right; a list of units held back restricts it' },
  { id: 14, what: 'River Flotilla defensive fire in German attack phases', rule: 'SoS 16.52, 16.55', carriage: ['pause', 'standing'], fields: ['defense', 'defense.plan'], pause: 'defense', default: 'none', why: 'part of the defence against the declared attacks' },
  { id: 15, what: 'defensive fire, losses and ICA against a breakthrough attack, inside the mover\'s phase', rule: 'SoS 10.3-10.8', carriage: ['standing'], fields: ['defense.plan', 'losses.order', 'counterAttack.rules'], default: 'as #5, #7 and #10', why: 'breakthrough comes in the middle of a movement phase; a pause there would break the one-file phase, and no retreat before combat is allowed against it (10.5)' },
  { id: 16, what: 'German defensive fire at Herman', rule: 'SoS 13.7', carriage: ['automatic'], fields: [], default: 'every eligible unit of the hex fires', why: 'firing is always the better choice here' },
  { id: 17, what: 'simultaneous bombardment placement, the second placer seeing the first', rule: 'SoS 14.48', carriage: ['window'], fields: ['bombard'], default: 'no bombardment', why: 'two windows a bombardment phase, in the order of 14.48; the server publishes the first side\'s markers before the second opens' },
  { id: 18, what: 'bombardment losses among any combat units', rule: 'SoS 14.81', carriage: ['standing'], fields: ['losses.order', 'losses.hexes'], default: 'the fixed order of 14.81, owner\'s choice by #7\'s default', why: 'a priority list, as #7' },
  { id: 19, what: 'East Bank IF units pinned or eliminated', rule: 'SoS 14.81', carriage: ['automatic'], fields: [], default: 'a secret random draw, told to the Soviet only', why: 'the rule makes it random and secret' },
  { id: 20, what: 'leader relocation', rule: 'SoS 18.1, 18.31, 18.34', carriage: ['standing'], fields: ['leaders'], default: 'the nearest unit of his command, then the most combat units, then the lower hex id; the standing hex is taken under 18.34 when it holds a unit of his command, under 18.31 and 18.1 only among hexes as near as the nearest', why: 'rare, and the owner can name the hex ahead' },
  { id: 21, what: 'sniper and mine dog relocation to the nearest friendly unit', rule: 'SoS 16.15, 16.2', carriage: ['automatic'], fields: [], default: 'the nearest, then the lower hex id', why: 'the rule leaves no real choice' },
  { id: 22, what: 'hidden-unit declarations: ZOC entry notices, the Tartar Wall side, engineering blocks', rule: 'SoS 6.5, 9.40, 17.0', carriage: ['automatic', 'standing'], fields: ['wallSide'], default: 'notices by the server; the Wall side facing the nearest enemy', why: 'the server knows both sides and announces what the rules make public' },
  { id: 23, what: 'NKVD reliability, isolated NKVD, tank breakdown and immobilization rolls', rule: 'SoS 16.83, 16.85, 16.33, 16.32', carriage: ['automatic'], fields: [], default: 'dice rolled by the server', why: 'dice with no choice' },
  { id: 24, what: 'the IF units silenced by an ammunition shortage', rule: 'SoS 14.72-14.75', carriage: ['standing'], fields: ['ammunition'], default: 'the least AF first', why: 'known only after the Administrative Phase roll; a list ahead of it answers without another window' },
  { id: 25, what: 'consolidation, German withdrawals, declaring the game over', rule: 'SoS 20.1, 21.5, 3.1', carriage: ['window'], fields: ['consolidate', 'withdraw', 'endGame'], default: 'no consolidation; the minimum withdrawal with the listed units (4.2: withdrawals are mandatory), the 29th Division too on its date (kept only when the file says so, 21.54); the game goes on', why: "the Administrative Phase windows, passed when there is nothing to decide" },
  { id: 26, what: 'reinforcement and replacement timing and box', rule: 'SoS 21.2', carriage: ['order'], fields: ['enter', 'replace'], default: 'delayed (21.2 allows it)', why: "the owner's own, at the start of his Movement Phase" },
  { id: 27, what: 'the Close Assault', rule: 'SoS 9.67', carriage: ['order'], fields: ['attack.closeAssault', 'breakthrough.closeAssault'], default: 'no Close Assault', why: "the attacker's declaration" },
  { id: 28, what: 'the bombardment table, CRT or WBBT', rule: 'SoS 14.45', carriage: ['order'], fields: ['bombard.table'], default: 'none: a bombardment of a hex names it', why: "the firer's declaration" },
];
