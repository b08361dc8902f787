import { playsSection } from './rules/sections';
import { armyBonus, isArmyBonus } from './rules/combat/army-bonus';
import type { TemplateInfo } from '#kernel/engine/ruleset';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { unitOptions } from './options';
import { openWindow } from './windows/sequence';
import { overrunChances } from './rules/movement/overrun-chances';
import { weatherNote } from './rules/weather/note';
import { optionalRule } from './setup/optional-rules';
import { airUnitsLeft, airUnitsOf } from './rules/abstract-air/air-units';
import { caucasusPlay } from './rules/caucasus/plays';

/** Ready-to-edit material for the open window's turn file. */
export function templateFor(ctx: CtsContext, state: CtsState, side: CtsSide): TemplateInfo {
  const w = openWindow(ctx, state);
  const units = unitOptions(ctx, state, side);
  const notes = [
    w ? `${w.id}: ${w.description}` : 'the game has ended',
    `Turn ${state.turn}${weatherNote(state)}; Supply Points: Axis ${state.supplyPoints.axis}, Soviet ${state.supplyPoints.soviet}`,
    'standing: {defender: {determinedDefense: {policy: hold (or shorten), maxLevel: 1}, nkvdSteps: 0, lossOrder: [...]}, attacker: {rerollOnes: true}} carries your choices in battles (CtS 10.5, 11.5, 12.5; lossOrder also names the units eliminated first when a retreat ends over the stacking limit, 5.1)',
    'standing: {defender: {retreatOffMap: prefer|avoid}} retreats off a friendly map edge whenever one is in reach, or only when nothing else is open (default: to cross fewer enemy bonds or when nothing else is open; CtS 17.0)',
    'standing: {defender: {leaveCities: [HEX...]}} makes your units defending in those Major City hexes retreat out of the city (through your Access Hexsides) at the next Advance result against them instead of holding it; the attacker takes the whole hex (CtS 24.7; games created from engine cts-7)',
    'standing: {defender: {groundSupport: all|none|{hexes: [HEX...]}}} gives defensive Ground Support in every battle (default), none, or only in battles against one of those hexes (CtS 23.11)',
    'standing: {air: {prefer: fighters|bombers, targets: {OWN_FIGHTER: [ENEMY_AIR...]}, hold: [OWN_FIGHTER...]}} chooses air-to-air targets: the named ones first, in order, when they may be attacked, then by the policy; the fighters held attack nothing (CtS 23.9)',
  ];
  notes.push('hexes are ids of the two maps on one grid; a south-map hex may be written as printed with an S (S4336 = 6336: printed row + 20)');
  if (state.phase === 'movement' && side === 'axis' && (ctx.scenarios.get(state.scenario)?.southExits ?? []).length > 0) notes.push(`{move: {unit: ID, path: [..., EXIT], exit: true}} leaves the map off a south-edge road hex for Victory Points, for good (CtS 35.8 D; EXIT one of ${ctx.scenarios.get(state.scenario)!.southExits!.join(', ')})`);
  // CtS 17.1: units off the map come back with a move whose first hex is an entry hex listed in their options
  if (state.phase === 'movement' && units.some((u) => (u.entries ?? []).length > 0)) notes.push('a unit off the map comes back with {move: {unit: ID, path: [ENTRY, ...]}}, ENTRY one of its entries (CtS 17.1)');
  // CtS 15.2 (1): a unit in an Off Map Box comes on by rail through a rail hex among its entries
  if (state.phase === 'movement' && units.some((u) => u.entries !== undefined && (u.rail ?? []).length > 0)) notes.push('a unit in an Off Map Box comes on by rail with {rail: {unit: ID, path: [ENTRY, ...]}}, ENTRY the rail hex it comes on by, path one of its rail options (CtS 15.2)');
  // CtS 33.1: Soviet units in an Off Map Box move on to an adjacent box (Campaign Game)
  if (state.phase === 'movement' && units.some((u) => (u.boxMoves ?? []).length > 0)) notes.push('{boxMove: {unit: ID, to: BOX}} moves a Soviet unit from its Off Map Box to an adjacent box, BOX one of its boxMoves, for its entire Movement Allowance; two divisional-size units a turn (CtS 33.1, 33.1.1)' + (caucasusPlay(ctx, state) ? '; between the Caucasus and Black Sea Coast boxes both sides move, six Soviet and two Axis non-motorized divisional units a turn, motorized units without limit (CtS 34.3, 34.4)' : ''));
  // CtS 34.1, 34.9: a box attack or an unopposed advance in the Caucasus or Black Sea Coast box (Campaign Game)
  for (const box of [...new Set(units.flatMap((u) => (u.boxCombat ? [`${u.boxCombat.order}:${u.boxCombat.box}`] : [])))]) {
    const [order, where] = box.split(':');
    notes.push(order === 'boxAttack'
      ? `{boxAttack: {box: ${where}, attackers: [ID...], maximumEffort: 0}} attacks every enemy unit in the ${where} box with the units named (listed with boxCombat there), one attack a box a player turn; a success moves the Control Track marker one space (CtS 34.1)${ctx.readings.boxAirPower && optionalRule(state, 'abstractAir') ? '; air: 1 in it gives the attack Ground Support over the box (CtS 34.1 (3), 38.0)' : ''}${ctx.readings.boxDepotsCreated ? `; keepDepots: [${where}] in it attacks at half strength rather than use your Depot there (CtS 16.6)` : ''}`
      : `{boxAdvance: {box: ${where}}}: no enemy unit in the ${where} box, its Control Track marker moves four spaces your way (CtS 34.9)`);
  }
  // CtS 34.6: the Soviet enters one infantry-type replacement a turn in the Caucasus Box (Campaign Game)
  if (state.phase === 'movement' && side === 'soviet' && caucasusPlay(ctx, state) && state.boxReplacementTurn !== state.turn && state.replacementsOnMap.some((r) => r.side === 'soviet' && !r.moved)) notes.push('{boxReplacement: {type: TYPE, from: HEX, to: caucasus}} enters the infantry-type replacement counter in HEX (Infantry, Naval or NKVD) in the Caucasus Box instead of moving it, one a turn; a Naval one may enter the Black Sea Coast Box (to: black-sea-coast); a unit in the box absorbs it in the Supply Phase (CtS 34.6)');
  const abstractAir = optionalRule(state, 'abstractAir');
  if (state.phase === 'movement' && !state.air?.segmentDone && !abstractAir) notes.push(airSegmentNote(ctx, state, side));
  if (abstractAir) notes.push(abstractAirNote(state, side));
  if (state.phase === 'movement') notes.push(forcesNote(state, side));
  if (state.phase === 'movement') notes.push('{overrun: {target: HEX, units: [...], maximumEffort: 0, groundSupport: [AIR...]}} after the moves that bring the units next to HEX: at 10-1 (own air in HEX counting its sure Ground Support shifts, CtS 23.11) they move no further, other units may pass through HEX or end there (within the stacking limit, set aside in its battle), and the Combat Phase fights it on 7-1 (CtS 4.7)');
  // CtS 4.7: the Movement Phase overruns the units already next to an enemy hex may declare now (read here, not in options(), which is called far more often)
  if (state.phase === 'movement' && w?.waitingFor.includes(side as never)) {
    for (const c of overrunChances(ctx, state, side)) notes.push(`may overrun ${c.target} now: {overrun: {target: "${c.target}", units: [${c.units.join(', ')}], maximumEffort: ${c.maximumEffort}}} reaches 10-1 (CtS 4.7)`);
  }
  if (state.phase === 'combat') {
    notes.push('advance: {units, path, overrun: {target: HEX, units: [up to 3 German motorized], then: [{path: [...], units: [...], target: HEX}]}} overruns after the advance and goes on after an overrun Advance 4 or 5 or a retreat before the overrun (CtS 14.0-14.3)');
    notes.push('attack: {attackers, targets, keepDepots: [HEX]} attacks at half strength rather than draw on the Depot at HEX, which then stays on the map (CtS 16.6: a Depot used for Attack Supply is removed after the Combat Phase)');
    if (optionalRule(state, 'artilleryBarrage')) notes.push(side === 'axis' ? 'attack: {attackers, targets, barrage: HQ} declares a Heavy Artillery Barrage, one column right, by an Army HQ stacked with a Depot within four hexes of the target that did not move in the Movement Phase; the Depot is the cost (CtS 40.0, optional)' : 'attack: {attackers, targets, barrage: ARTILLERY} declares a Heavy Artillery Barrage, one column right, by an Artillery Division on its "0" movement side stacked with a Depot, next to the target or to a unit attacking it; the Depot is the cost (CtS 40.0, optional)');
    // CtS 36.6 [Change]: a scenario's one-combat bonus open to this side now
    for (const b of ctx.scenarios.get(state.scenario)?.bonuses ?? []) {
      if (b.turn === state.turn && !(state.bonusesUsed ?? []).includes(b.army) && isArmyBonus(armyBonus(ctx, state, side, { bonus: b.army }))) {
        notes.push(`attack: {attackers, targets, bonus: ${b.army}} gives any one combat this turn the ${b.army}'s free Artillery Barrage shift (no supply expended) and ${b.attackFactors} attack factors (CtS ${b.rule} [Change])`);
      }
    }
    for (const o of state.movementOverruns ?? []) if (o.side === side) notes.push(`the Movement Phase overrun of ${o.hex} by ${o.units.join(', ')} is fought on 7-1: attack it with those units, or it is fought first by default (CtS 4.7)`);
  }
  if (side === 'axis' && state.phase === 'movement' && playsSection(ctx, state, 2)) notes.push('{regiment: {division: ID}} reduces a German infantry division one step to create a German infantry regiment in its hex; at most three in play (CtS 30.0-30.1)');
  if (side === 'axis' && state.phase === 'combat' && playsSection(ctx, state, 2)) notes.push('in the Supply Phase, {regiment: {replacement: HEX}} creates a German infantry regiment with the Infantry Replacement on the Army Group HQ in HEX, and {regiment: {unit: REGIMENT, joins: DIVISION}} builds a stacked German infantry division up one step (CtS 30.0-30.1)');
  if (state.phase === 'combat' && side === 'soviet' && playsSection(ctx, state, 2)) notes.push('in the Supply Phase, {mobility: {unit: ID, side: mobile|fixed}} flips an Artillery Division to its mobile or non-mobile side until the next Soviet Supply Phase (CtS 28.2)');
  if (state.phase === 'combat') notes.push('after the battles, the Supply Phase: {depot: {create: HEX}}, {depot: {move: {from: HEX, to: HEX}}}, {depot: {absorb: HEX}}, {depot: {remove: HEX}} (CtS 16.10) and {repair: {hex: HEX}} for a railhead to move forward (CtS 15.6; by default the first hex beyond each railhead)');
  // CtS 34.2 (engine cts-7 on): a Depot created in a Caucasus box
  if (state.phase === 'combat' && ctx.readings.boxDepotsCreated && caucasusPlay(ctx, state)) notes.push('{depot: {createInBox: BOX}} creates a Depot in the caucasus or black-sea-coast box where you have a unit, for 1 SP and the Transport Points of a Supply Point delivered off the south edge (the Soviet none); it gives that box\'s attack its Attack Supply and is used up (CtS 34.2, 16.6)');
  const example: unknown[] = [];
  const mover = units.find((u) => (u.moves ?? []).length > 0);
  if (mover && mover.moves) example.push({ move: { unit: mover.unit, path: mover.moves[0]!.path } });
  const attacker = units.find((u) => (u.attacks ?? []).length > 0);
  if (attacker && attacker.attacks) example.push({ attack: { attackers: [attacker.unit], targets: [attacker.attacks[0]!.target] } });
  return { notes, units, exampleOrders: example, ...(state.standing[side] ? { standing: state.standing[side] } : {}) };
}

/** CtS 23.2-23.7, 23.15: what the Air Segment takes, and the side's air units ready to fly. */
function airSegmentNote(ctx: CtsContext, state: CtsState, side: CtsSide): string {
  const ready = Object.values(state.air?.units ?? {})
    .filter((a) => a.where === 'ready' && ctx.airUnits.get(a.id)?.side === side)
    .map((a) => `${a.id} (${ctx.airUnits.get(a.id)!.type}, range ${ctx.airUnits.get(a.id)!.range})`);
  return (
    'Air Segment, before any move (CtS 23.2): {air: {unit: ID, hex: HEX}} within range of an Air HQ or Major City (23.6), {airHq: {hq: ID, side: mobile|fixed}} (23.7), ' +
    `{airSupply: {sp: N}} for six more air units a point (23.15); standing {air: {defend: [{unit, hex}]}} places at half range in the enemy's turn (23.4). Ready: ${ready.join(', ') || 'none'}`
  );
}

/** CtS 19.1, 21.2, 20.3, 21.4, 21.7: the orders and standing choices about reinforcements and replacement counters. */
function forcesNote(state: CtsState, side: CtsSide): string {
  const arrived = (state.arrivedThisPhase ?? []).filter((id) => state.units[id]?.hex !== null && state.phasing === side);
  const counters = state.replacementsOnMap.filter((r) => r.side === side).map((r) => `${r.type}@${r.hex}`);
  return (
    `{enter: {unit: ID, hex: HEX}} places a reinforcement that arrived this phase at another entry hex before it moves (CtS 19.1; arrived: ${arrived.join(', ') || 'none'}); ` +
    `{replacement: {type: TYPE, from: HEX, path: [...], rail: true}} moves a replacement counter, by rail with rail: true (21.2, 15.3; on the map: ${counters.join(', ') || 'none'}); ` +
    'standing {withdraw: [{turn, unit}], rebuild: [ID, ...], mergeRemnants: true} choose Withdrawal substitutes (20.3), Cadre Box rebuilds (21.4) and Remnant merges (21.7)' +
    (side === 'soviet' && state.guardPool !== undefined ? '; standing {guards: {convert: first | never, prefer: [ID, ...]}} chooses the Guard conversions an 11.5 reroll calls for (32.0)' : '')
  );
}

/** CtS 38.0 (optional): the side's air units, and how its turn file flies them. */
function abstractAirNote(state: CtsState, side: CtsSide): string {
  const left = `${airUnitsLeft(state, side)} of ${airUnitsOf(state.scenario, state.turn, side)} air units not yet flown this turn`;
  const intercept = side === 'axis' ? '; standing {air: {intercept: all|none|{hexes: [HEX...]}}} intercepts Soviet Ground Support in his Combat Phase with the air units that gave no shift this turn (default all)' : '';
  return `Abstracted Air Power (CtS 38.0, optional; no Air Segment, no printed air values): ${left}; attack: {attackers, targets, air: 1} puts one on Ground Support in the target hex, one column right, one a combat, attacker only${intercept}`;
}
