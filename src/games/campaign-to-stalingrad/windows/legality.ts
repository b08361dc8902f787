import type { Issue } from '#kernel/engine/issues';
import { issue } from '#kernel/engine/issues';
import { hexId, type HexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import type { BattleOrder } from '../rules/combat/order';
import { tankLimitProblem } from '../rules/combat/tank-limit';
import { enemyOf, occupancy } from '../rules/occupancy';
import { isArmyHq, isNonCombat } from '../rules/unit-kind';
import { artilleryBarrage, isBarrage } from '../rules/combat/artillery-barrage';
import { armyBonus, isArmyBonus } from '../rules/combat/army-bonus';
import { airSupportProblem } from '../rules/abstract-air/order-problems';
import { hqActivationCost, inCaucasusBoxes } from '../rules/caucasus/box-activation';
import { movementOverrunBattleProblems, overrunHexStackingProblem } from '../rules/combat/movement-overrun-battle';
import { barredFromTurnOneCombat } from './sequence';
import { multiHexAttack } from '../setup/game-options';
import { artilleryJoining, isArtilleryDivision } from '../rules/special/artillery-division';
import { cityGates } from '../rules/city/access-hexsides';

/** Problems of one battle order against the state (10.1, 10.1.10, 13.0); [] = it may be fought. */
export function battleIssues(ctx: CtsContext, state: CtsState, side: CtsSide, b: BattleOrder, path: (string | number)[]): Issue[] {
  const out: Issue[] = [];
  const occ = occupancy(ctx, state);
  const targets = b.targets.map(hexId);
  for (const [i, t] of targets.entries()) {
    if (!ctx.map.has(t)) out.push(issue([...path, 'targets', i], 'off-map', `${t} is not a hex of the map`));
    else if (!occ.some(t, enemyOf(side), (p) => !isNonCombat(p.spec))) out.push(issue([...path, 'targets', i], 'no-defender', `${t} holds no enemy combat unit`, 'CtS 10.0'));
    // CtS 10.1.4 limits units, not hexes: a hex may be attacked again while it holds an enemy unit not yet attacked this turn;
    // units retreated into it earlier in the phase then add nothing and are eliminated if they must retreat again (12.3)
    else if (!occ.some(t, enemyOf(side), (p) => !isNonCombat(p.spec) && !p.state.defended)) out.push(issue([...path, 'targets', i], 'already-attacked', `every unit in ${t} has been attacked this turn`, 'CtS 10.1.4'));
  }
  const fromHex = new Map<string, string[]>();
  // 28.1 (Section II): the Artillery Divisions that join from next to a friendly unit involved in the attack
  const placed = b.attackers.flatMap((id) => {
    const spec = ctx.units.get(id);
    const hex = state.units[id]?.where === 'map' ? state.units[id]!.hex : null;
    return spec && spec.side === side && hex !== null ? [{ id, hex, artillery: isArtilleryDivision(spec) }] : [];
  });
  const joining = artilleryJoining(ctx, state, placed, targets);
  const gates = cityGates(ctx, state); // 24.6 (5)
  for (const [i, id] of b.attackers.entries()) {
    const spec = ctx.units.get(id);
    const u = state.units[id];
    const at = [...path, 'attackers', i];
    if (!spec || spec.side !== side) {
      out.push(issue(at, 'not-yours', `${id} is not a unit of the ${side} side`));
      continue;
    }
    if (!u || u.where !== 'map' || u.hex === null) {
      out.push(issue(at, 'not-on-map', `${id} is not on the map`));
      continue;
    }
    if (isNonCombat(spec)) out.push(issue(at, 'non-combat', `${spec.name} does not fight`));
    if (u.disrupted) out.push(issue(at, 'disrupted', `${spec.name} is Disrupted and may not attack`, 'CtS 13.0'));
    if (u.attacked) out.push(issue(at, 'attacked-twice', `${spec.name} has attacked this turn`, 'CtS 10.1.4'));
    if (barredFromTurnOneCombat(state, id)) out.push(issue(at, 'turn-one-kursk', `${spec.name} comes from Kursk and takes no part in combat on turn 1`, 'CtS 35.6'));
    // CtS 24.6 (5), (6): a unit on the display may attack its co-occupants, the units adjacent to the city joining it (engine cts-7)
    const inside = (t: HexId): boolean => t === u.hex && gates?.access.has(t) === true;
    const nextTo = targets.filter((t) => ctx.map.has(t) && (ctx.map.grid.direction(u.hex!, t) !== null || inside(t)));
    const acrossLake = nextTo.length > 0 && nextTo.every((t) => !inside(t) && ctx.map.hexside(u.hex!, t).includes('lake'));
    // 28.1 (Section II): an Artillery Division that joins from next to a friendly unit involved in the attack is
    // held to neither 10.0's adjacency nor 10.1 (6), (7); still not across a lake when it touches the target only so (11.1)
    if (joining.has(id)) {
      if (acrossLake) out.push(issue(at, 'across-lake', `${spec.name} may not attack across a lake hexside`, 'CtS 11.1'));
    }
    else if (nextTo.length === 0) out.push(issue(at, 'not-adjacent', `${spec.name} is not next to ${b.targets.join(', ')}`, 'CtS 10.0'));
    else if (multiHexAttack(state) === 'every' && nextTo.length < targets.filter((t) => ctx.map.has(t)).length) {
      // CtS 10.1 (6), (7): "those hexes" are the ones each attacker is next to (game option `multiHexAttack`, default every)
      const away = targets.filter((t) => ctx.map.has(t) && !nextTo.includes(t));
      out.push(issue(at, 'not-adjacent-to-every-target', `${spec.name} is not next to ${away.join(', ')}: each attacker of a Combat against several hexes is next to every one (unless the game option multiHexAttack is any)`, 'CtS 10.1.7'));
    }
    else if (acrossLake) out.push(issue(at, 'across-lake', `${spec.name} may not attack across a lake hexside`, 'CtS 11.1')); // CtS 11.1
    // CtS 24.6 (5): from inside a Major City Battle hex "the units may only attack out through Access Hexsides"
    const access = gates?.access.get(u.hex)?.[side];
    const shut = access ? nextTo.filter((t) => t !== u.hex && !access.has(t)) : [];
    if (access && shut.length > 0) out.push(issue(at, 'city-access', `${spec.name} attacks out of the Major City Battle hex ${u.hex} only through its side's Access Hexsides (towards ${[...access].join(' ')}), not into ${shut.join(', ')}`, 'CtS 24.6'));
    if (!isArmyHq(spec) && spec.type.endsWith('-hq')) out.push(issue(at, 'hq-attack', `${spec.name} has no attack factor`, 'CtS 10.1.9'));
    fromHex.set(u.hex, [...(fromHex.get(u.hex) ?? []), id]);
  }
  for (const [h, ids] of fromHex) {
    const problem = tankLimitProblem(ids.map((id) => ctx.units.get(id)!));
    if (problem) out.push(issue([...path, 'attackers'], 'tank-limit', `${h}: ${problem}`, 'CtS 10.1.10'));
  }
  for (const p of movementOverrunBattleProblems(state, side, b)) out.push(issue([...path, ...p.at], p.code, p.message, p.rule)); // 4.7
  const crowded = overrunHexStackingProblem(ctx, state, side, b); // 4.7, 5.1
  if (crowded) out.push(issue([...path, ...crowded.at], crowded.code, crowded.message, crowded.rule));
  const barrage = artilleryBarrage(ctx, state, side, b); // 40.0 (optional)
  if (barrage && !isBarrage(barrage)) out.push(issue([...path, 'barrage'], barrage.code, barrage.message, barrage.rule));
  const air = airSupportProblem(state, side, b); // 38.0 (optional)
  if (air) out.push(issue([...path, 'air'], air.code, air.message, air.rule));
  const bonus = armyBonus(ctx, state, side, b); // 36.6 [Change]
  if (bonus && !isArmyBonus(bonus)) out.push(issue([...path, 'bonus'], bonus.code, bonus.message, bonus.rule));
  for (const [i, h] of (b.keepDepots ?? []).entries()) {
    // 16.6: only an own Depot on the map can be saved from consumption
    if (!state.depots.some((d) => d.side === side && d.hex === hexId(h))) out.push(issue([...path, 'keepDepots', i], 'no-depot', `${h} holds no ${side} Depot to keep`, 'CtS 16.6'));
  }
  return out;
}

/** Problems of an activation (16.7): an own Army HQ on the map, not yet activated, and a Supply Point to pay. */
export function activationIssues(ctx: CtsContext, state: CtsState, side: CtsSide, hq: string, path: (string | number)[], depot?: string, supplyPoint = false): Issue[] {
  const spec = ctx.units.get(hq);
  const u = state.units[hq];
  if (!spec || spec.side !== side || !isArmyHq(spec)) return [issue(path, 'not-an-army-hq', `${hq} is not an Army HQ of the ${side} side`, 'CtS 16.7')];
  const inBox = inCaucasusBoxes(ctx, state, hq); // 34.2: an Army HQ in the Caucasus or Black Sea Coast box
  if (!u || (u.where !== 'map' && !inBox)) return [issue(path, 'not-on-map', `${hq} is not on the map`)];
  if (u.activated) return [issue(path, 'already-active', `${spec.name} is already activated`, 'CtS 16.7')];
  const cost = hqActivationCost(ctx, state, side, hq, depot === undefined ? undefined : hexId(depot), supplyPoint);
  if ('problem' in cost) return [issue(path, inBox ? 'no-box-delivery' : depot === undefined ? 'no-transport-path' : 'depot-not-delivered', cost.problem, inBox ? 'CtS 34.2' : depot === undefined ? 'CtS 16.9' : 'CtS 16.10')];
  if (state.supplyPoints[side] < cost.sp) return [issue(path, 'no-supply-points', 'activating an Army HQ costs a Supply Point and none are left', 'CtS 16.7')];
  if (state.transport[side] < cost.tp) return [issue(path, 'no-transport-points', `activating ${spec.name} needs ${cost.tp} Transport Points (${cost.length} hexes from a Connecting Rail Hex) and ${state.transport[side]} are left`, 'CtS 16.9')];
  return [];
}
