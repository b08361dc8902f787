import { formatStepLosses } from '#kernel/combat/step-loss/result';
import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import { distributeLosses, distributeWithExtras, type StepLoss } from '../combat/losses';
import type { Participant } from '../combat/participants';
import { enemyOf } from '../occupancy';
import { boxName } from '../off-map-boxes/box-edges';
import { isArmyHq } from '../unit-kind';
import { armorSteps } from '../unit-values';
import { abstractGroundSupport } from '../abstract-air/ground-support';
import { boxAttackSource, boxDepotDrawn } from './attack-supply';
import { withoutBoxDepot } from './box-depots';
import { resolveBoxBattle, type BoxUnit, type DefensePolicy } from './box-battle';
import { trackOf, type BoxAdvanceOrder, type BoxAttackOrder } from './box-order';
import { combatUnits, unitsInBox, withBoxFought } from './box-units';
import { applyCompleteCapture } from './capture-effects';
import { moveMarker, type MarkerMove } from './marker-move';
import { unopposedAdvance } from './no-opposition';
import { trackTerrainShift } from './terrain';

/**
 * CtS 34.1 one attack in the Caucasus or Black Sea Coast box, checked first
 * (box-combat-problems.ts): every enemy unit in the box defends; the Attack Supply from one
 * Activated Army HQ in the box (34.2, `boxAttackSource`; a Guards HQ first for the Soviet,
 * 11.7); the terrain of the contested space (34.8); the weather (11.8); Determined Defense by
 * the defender's standing policy (12.5; a policy limited to named hexes does not reach a box);
 * resolved by `resolveBoxBattle` on the game's dice. Each side's losses are distributed by
 * 10.5 (`distributeLosses`, the owner's loss order, armor first for a side that gained
 * Armor Superiority); a unit that loses its last step goes to the Cadre Box (18.1: a unit in a
 * box is in General Supply, 33.2, never isolated). A success moves the track's marker one
 * space (`moveMarker`), and a complete capture it makes is carried out (34.5).
 */
export function fightBoxBattle(ctx: CtsContext, stateIn: CtsState, side: CtsSide, order: BoxAttackOrder, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  // 34.1 (3) "The attacker may use Air Power": the air unit placed over the box (38.0, engine cts-7 on)
  const air = ctx.readings.boxAirPower ? abstractGroundSupport(stateIn, side, { targets: [order.box], air: order.air }) : { state: stateIn, shift: null, report: null };
  const state0 = air.state;
  const display = ctx.caucasusDisplay!;
  const markers = state0.caucasusMarkers ?? {};
  const track = trackOf(order.box);
  const enemy = enemyOf(side);
  const attackers: BoxUnit[] = order.attackers.map((id) => ({ spec: ctx.units.get(id)!, state: state0.units[id]! }));
  const defenders = combatUnits(unitsInBox(ctx, state0, order.box, enemy));
  const hqs = unitsInBox(ctx, state0, order.box, side).filter((u) => isArmyHq(u.spec) && u.state.activated);
  const activatedHqs = hqs.map((h) => ({ id: h.spec.id, guards: h.spec.branch === 'guard' }));
  // 16.6: a Depot the order keeps gives no Attack Supply (half strength unless an Activated Army HQ supplies)
  const depots = order.keepDepots?.includes(order.box) ? 0 : boxDepotDrawn(ctx, state0, side, order.box, activatedHqs);
  const source = boxAttackSource(side, { depots, activatedHqs });
  const standing = { attacker: state0.standing[side]?.attacker, defender: state0.standing[enemy]?.defender };
  const dd = standing.defender?.determinedDefense;
  const policy: DefensePolicy = dd && dd.hexes === undefined ? { policy: dd.policy, maxLevel: dd.maxLevel } : { policy: 'never', maxLevel: 2 };
  const b = resolveBoxBattle(
    { side, attackers, defenders, source, terrain: trackTerrainShift(display, markers, track, side), weather: state0.weather, maximumEffort: order.maximumEffort, groundSupport: air.shift, determinedDefense: policy, rerollOnes: standing.attacker?.rerollOnes ?? true, tables: ctx.tables },
    dice,
    label,
  );
  const where = boxName(order.box);
  if (b.column === null) return { state: stateIn, events: [{ type: 'attack-illegal', rule: 'CtS 10.1.8', box: order.box, text: `${where}: ${b.text}` }] };
  const events: GameEvent[] = [
    {
      type: 'box-battle',
      rule: 'CtS 34.1',
      side,
      box: order.box,
      // the box for the target the combat report names (report/combat/step-loss-battle.ts); no hex, so no arrow on the map
      targets: [where],
      attackers: attackers.map((a) => a.spec.id),
      defenders: defenders.map((d) => d.spec.id),
      attack: b.attack,
      defense: b.defense,
      supply: source === null ? { source: 'none', halved: true, rule: 'CtS 34.2' } : { source, rule: 'CtS 34.2' },
      shifts: b.shifts,
      column: b.column,
      dice: { white: b.whiteDice, black: b.blackDie },
      results: b.results.map(formatStepLosses),
      maximumEffort: order.maximumEffort,
      ...(air.report ? { air: air.report } : {}),
      determinedDefense: b.determinedDefense,
      losses: b.losses,
      advance: b.advance,
      success: b.success,
      text: `${where}: ${b.text}`,
    },
  ];
  // 10.5 distribution, 10.5 (2) armor first for the side that gained Armor Superiority
  const armor = b.shifts.find((m) => m.rule === 'CtS 11.2');
  const armorFirst = (us: readonly BoxUnit[], gained: boolean): Set<string> => new Set(gained ? us.filter((u) => armorSteps(u.spec, u.state) > 0).map((u) => u.spec.id) : []);
  const asParticipants = (us: readonly BoxUnit[]): Participant[] => us.map((u) => ({ spec: u.spec, state: u.state, hex: u.state.hex! }));
  const losses = [
    ...distributeLosses(asParticipants(attackers), b.losses.attacker, standing.attacker?.lossOrder ?? [], armorFirst(attackers, (armor?.value ?? 0) > 0)),
    // 12.5 [Change]: a mixed box that defended at the German rate takes the extra losses from its German units
    ...(b.germanExtra
      ? distributeWithExtras(asParticipants(defenders), b.losses.defender - b.germanExtra, new Set(defenders.filter((d) => d.spec.nationality === 'german').map((d) => d.spec.id)), b.germanExtra, standing.defender?.lossOrder ?? [], armorFirst(defenders, (armor?.value ?? 0) < 0))
      : distributeLosses(asParticipants(defenders), b.losses.defender, standing.defender?.lossOrder ?? [], armorFirst(defenders, (armor?.value ?? 0) < 0))),
  ];
  // 16.6 "A Supply Depot used to provide Attack Supply ... must be removed at the conclusion of the Combat Phase": one attack a box a player turn, so at once
  const supplied = source === 'depot' ? withoutBoxDepot(state0, side, order.box) : state0;
  if (source === 'depot') events.push({ type: 'depot-used', rule: 'CtS 16.6', side, box: order.box, text: `the ${side} Depot in the ${where} gave the attack its Attack Supply and is removed` });
  let state = withBoxFought(takeBoxLosses(ctx, supplied, losses, events), side, order.box);
  // 10.1.4 each unit attacks and is attacked once a turn
  const marked = new Map<string, UnitState>();
  for (const a of attackers) if (state.units[a.spec.id]!.steps > 0) marked.set(a.spec.id, unitWith(state.units[a.spec.id]!, { attacked: true }));
  for (const d of defenders) if (state.units[d.spec.id]!.steps > 0) marked.set(d.spec.id, unitWith(state.units[d.spec.id]!, { defended: true }));
  state = { ...state, units: writeUnits(state, marked) };
  if (!b.success) return { state, events };
  return afterMarkerMove(ctx, state, moveMarker(display, markers, track, side, 1), order.box, side, events);
}

/**
 * CtS 34.9 [Change] no opposition: with the side's units in the box and no enemy unit there,
 * its marker moves four spaces its way (fewer at the end of the track) in the Combat Phase,
 * as the order asks; checked first (box-combat-problems.ts).
 */
export function advanceUnopposed(ctx: CtsContext, state: CtsState, side: CtsSide, order: BoxAdvanceOrder): { state: CtsState; events: GameEvent[] } {
  const display = ctx.caucasusDisplay!;
  const own = unitsInBox(ctx, state, order.box, side).length;
  const enemies = combatUnits(unitsInBox(ctx, state, order.box, enemyOf(side))).length;
  const move = unopposedAdvance(display, state.caucasusMarkers ?? {}, trackOf(order.box), side, own, enemies);
  if (move === null) return { state, events: [] };
  return afterMarkerMove(ctx, withBoxFought(state, side, order.box), move, order.box, side, [], 'CtS 34.9');
}

/** The marker's move written, its event, and a complete capture it made carried out (34.5). */
function afterMarkerMove(ctx: CtsContext, state: CtsState, move: MarkerMove, box: BoxAttackOrder['box'], side: CtsSide, events: GameEvent[], rule = 'CtS 34.1'): { state: CtsState; events: GameEvent[] } {
  const out = [...events, { type: 'marker-move', rule: move.moved === 0 ? 'CtS 34.5' : rule, side, box, track: trackOf(box), moved: move.moved, ...(move.markers[trackOf(box)] !== undefined ? { space: move.markers[trackOf(box)]! } : {}), ...(move.coastOpened ? { coastOpened: true } : {}), text: move.text }];
  let next: CtsState = { ...state, caucasusMarkers: move.markers };
  if (move.completeCapture && move.moved > 0) {
    const c = applyCompleteCapture(ctx, next, move.completeCapture);
    next = c.state;
    out.push(...c.events);
  }
  return { state: next, events: out };
}

/** CtS 10.4, 18.1: the steps taken from units in a box; a unit that loses its last goes to the Cadre Box (33.2: never isolated in a box). */
function takeBoxLosses(ctx: CtsContext, state: CtsState, losses: readonly StepLoss[], events: GameEvent[]): CtsState {
  if (losses.length === 0) return state;
  const written = new Map<string, UnitState>();
  for (const l of losses) {
    const u = state.units[l.unit]!;
    const spec = ctx.units.get(l.unit)!;
    if (l.eliminated) {
      written.set(l.unit, unitWith(u, { steps: 0, where: 'cadre', hex: null, box: undefined, leftMapTurn: undefined }));
      events.push({ type: 'eliminated', rule: 'CtS 18.1', unit: l.unit, to: 'cadre', text: `${spec.name} is eliminated: to the Cadre Box` });
    } else {
      written.set(l.unit, unitWith(u, { steps: u.steps - l.steps }));
      events.push({ type: 'step-loss', rule: 'CtS 10.5', unit: l.unit, steps: l.steps, text: `${spec.name} loses ${l.steps} step${l.steps > 1 ? 's' : ''}` });
    }
  }
  return { ...state, units: writeUnits(state, written) };
}
