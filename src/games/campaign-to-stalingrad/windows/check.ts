import type { Issue } from '#kernel/engine/issues';
import { issue } from '#kernel/engine/issues';
import type { Submission } from '#kernel/engine/ruleset';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { parseOrder, orderKind, type CtsOrder } from '../orders/schema';
import { checkMove } from '../rules/movement/walk';
import { railOrderProblems } from '../rules/movement/rail-from-box';
import { activationIssues, battleIssues } from './legality';
import { applyOrder, mayMoveThisWindow } from './apply-order';
import { noDice } from '#kernel/dice/no-dice';

const NO_DICE = noDice('checking an activation');
import { openWindow, restrictedMoveRefusal } from './sequence';
import { setupLossesInFirstWindow } from '../setup/chosen-setup-losses';
import { sectionTwoOrderProblem } from '../rules/special/section-two-orders';
import { bombardIssues } from '../rules/air/bombardment';
import { depotAction } from '../rules/depots/depot-order';
import { isRailHex } from '../rules/railroads/rail-links';
import { isRepaired } from '../rules/railroads/repair-state';
import { REPAIRS_PER_PHASE } from '../rules/railroads/repair';
import { movementOverrunProblems } from '../rules/movement/movement-overrun';
import { standingIssues } from './standing-issues';
import { enterProblem } from '../rules/reinforcements/enter';
import { boxMoveProblems } from '../rules/off-map-boxes/box-move';
import { boxAdvanceProblems, boxAttackProblems } from '../rules/caucasus/box-combat-problems';
import { boxReplacementProblems } from '../rules/caucasus/box-replacement';
import { checkReplacementMove } from '../rules/replacements/counter-move';
import { hexId } from '#kernel/ids';
import { inOwnStretch } from '#games/campaign-to-stalingrad/state/unit-writes';
import { airOrderProblems, applyAirOrder } from '../rules/air/air-order';
import { fixedAirHqProblem } from '../rules/air/hq-mobility';
import { airUnitLeftProblem, type AirSupportProblem } from '../rules/abstract-air/order-problems';
import { fixedArtilleryProblem, mobilityProblems } from '../rules/special/artillery-mobility';
import { applyRegiment, inSupplyPhase, regimentProblems } from '../rules/special/german-regiments';

/**
 * Legality of a submission against the open window, every problem at once. Moves are
 * checked in the file's order on the state the earlier moves leave (4.2); battles against
 * the state before the window (their later legality depends on dice and is re-checked).
 */
function checkOrders(ctx: CtsContext, state: CtsState, sub: Submission): Issue[] {
  const w = openWindow(ctx, state);
  const side = sub.side as string as CtsSide;
  if (!w) return sub.orders.length > 0 ? [issue(['orders'], 'game-over', 'the game has ended')] : [];
  if (!w.waitingFor.includes(sub.side)) {
    return sub.orders.length > 0 ? [issue(['orders'], 'not-your-window', `${w.id} waits for ${w.waitingFor.join(', ')}; only standing orders may be sent now`)] : [];
  }
  const out: Issue[] = [];
  let scratch = state;
  sub.orders.forEach((raw, i) => {
    const parsed = parseOrder(raw);
    if (!parsed.success) {
      out.push(issue(['orders', i], 'not-an-order', 'not a move, attack or activate order of this title'));
      return;
    }
    const o: CtsOrder = parsed.data;
    const kind = orderKind(o);
    // 28.2, 30.0: rules of Section II, which a game of this scenario may not play
    const notPlayed = kind === 'mobility' || kind === 'regiment' ? sectionTwoOrderProblem(ctx, state, kind) : null;
    if (notPlayed) {
      out.push(issue(['orders', i, kind], notPlayed.code, notPlayed.message, notPlayed.rule));
      return;
    }
    if (!w.accepts.includes(kind)) {
      out.push(issue(['orders', i], 'wrong-window', `${w.id} takes ${w.accepts.join(' and ')} orders, not ${kind}`));
      return;
    }
    if ('air' in o || 'airHq' in o || 'airSupply' in o) {
      // 23.2-23.7, 23.15: the Air Segment, before any unit moves
      const problems = airOrderProblems(ctx, scratch, side, o);
      const key = 'air' in o ? 'air' : 'airHq' in o ? 'airHq' : 'airSupply';
      for (const p of problems) out.push(issue(['orders', i, key], p.code, p.message, p.rule));
      if (problems.length === 0) scratch = applyAirOrder(ctx, scratch, side, o).state;
      return;
    }
    // 23.2: the Air Segment is over once anything but an activation follows (closed here without dice)
    if (scratch.phase === 'movement' && !('activate' in o)) scratch = { ...scratch, air: { ...scratch.air, segmentDone: true } };
    const fixedHq = 'move' in o ? fixedAirHqProblem(ctx, scratch, o.move.unit) : 'rail' in o ? fixedAirHqProblem(ctx, scratch, o.rail.unit) : null;
    if (fixedHq) {
      out.push(issue(['orders', i, 'move' in o ? 'move' : 'rail', 'unit'], 'air-hq-fixed', fixedHq, 'CtS 23.7'));
      return;
    }
    const fixedGuns = 'move' in o ? fixedArtilleryProblem(ctx, scratch, o.move.unit) : 'rail' in o ? fixedArtilleryProblem(ctx, scratch, o.rail.unit) : null;
    if (fixedGuns) {
      out.push(issue(['orders', i, 'move' in o ? 'move' : 'rail', 'unit'], 'artillery-fixed', fixedGuns, 'CtS 28.1'));
      return;
    }
    if ('regiment' in o) {
      // 30.0: the division's form in the Movement window, on the state the earlier orders leave; the Supply Phase forms in the Combat window
      const supply = inSupplyPhase(o.regiment);
      if (supply !== (scratch.phase === 'combat')) {
        out.push(issue(['orders', i, 'regiment'], 'wrong-window', supply ? 'a regiment from a replacement, or joining a division, is given in the Combat window for the Supply Phase' : 'a division creates a regiment in the Axis Movement Phase', 'CtS 30.0'));
        return;
      }
      const problems = regimentProblems(ctx, scratch, side, o.regiment);
      for (const p of problems) out.push(issue(['orders', i, 'regiment'], p.code, p.message, p.rule));
      if (problems.length === 0 && !supply) scratch = applyRegiment(ctx, scratch, side, o.regiment, i).state;
      return;
    }
    if ('mobility' in o) {
      // 28.2: checked as the file is sent; carried out in the Supply Phase
      for (const p of mobilityProblems(ctx, scratch, side, o.mobility)) out.push(issue(['orders', i, 'mobility', 'unit'], p.code, p.message, p.rule));
      return;
    }
    if ('rail' in o) {
      const spec = ctx.units.get(o.rail.unit);
      if (!spec || spec.side !== side) {
        out.push(issue(['orders', i, 'rail', 'unit'], 'not-yours', `${o.rail.unit} is not a unit of the ${side} side`));
        return;
      }
      if (!mayMoveThisWindow(state, o.rail.unit)) {
        const why = restrictedMoveRefusal(state);
        out.push(issue(['orders', i, 'rail', 'unit'], 'no-movement-phase', why.message, why.rule));
        return;
      }
      if (scratch.movedThisPhase.includes(o.rail.unit)) {
        out.push(issue(['orders', i, 'rail', 'unit'], 'moved-twice', `${o.rail.unit} has already moved this phase`, 'CtS 4.2'));
        return;
      }
      const problems = railOrderProblems(ctx, scratch, o.rail.unit, o.rail.path); // 15.2 (1): from the map or an Off Map Box
      for (const p of problems) out.push(issue(['orders', i, 'rail', 'path', p.index], p.code, p.message, p.rule));
      if (problems.length === 0) scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    } else if ('overrun' in o) {
      // 4.7 a Movement Phase overrun, checked on the state the earlier moves leave
      const problems = movementOverrunProblems(ctx, scratch, side, o.overrun);
      for (const p of problems) out.push(issue(['orders', i, 'overrun', ...p.at], p.code, p.message, p.rule));
      if (problems.length === 0) scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    } else if ('move' in o) {
      if (scratch.movedThisPhase.includes(o.move.unit)) {
        out.push(issue(['orders', i, 'move', 'unit'], 'moved-twice', `${o.move.unit} has already moved this phase`, 'CtS 4.2'));
        return;
      }
      if (!mayMoveThisWindow(scratch, o.move.unit, o.move.path)) {
        const why = restrictedMoveRefusal(scratch);
        out.push(issue(['orders', i, 'move', 'unit'], 'no-movement-phase', why.message, why.rule));
        return;
      }
      const spec = ctx.units.get(o.move.unit);
      if (!spec || spec.side !== side) {
        out.push(issue(['orders', i, 'move', 'unit'], 'not-yours', `${o.move.unit} is not a unit of the ${side} side`, 'CtS 4.1'));
        return;
      }
      const r = checkMove(ctx, scratch, o.move);
      for (const p of r.problems) out.push(issue(['orders', i, 'move', 'path', p.index], p.code, p.message, p.rule));
      if (r.problems.length === 0) {
        scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
      }
    } else if ('boxMove' in o) {
      // 33.1: checked on the state the earlier moves leave
      const problems = boxMoveProblems(ctx, scratch, side, o.boxMove);
      for (const p of problems) out.push(issue(['orders', i, 'boxMove', p.at], p.code, p.message, p.rule));
      if (problems.length === 0) scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    } else if ('boxAttack' in o || 'boxAdvance' in o) {
      // 34.1, 34.9: on the state before the window's battles (their results depend on dice), one order a box in the file
      const key = 'boxAttack' in o ? 'boxAttack' : 'boxAdvance';
      const box = 'boxAttack' in o ? o.boxAttack.box : o.boxAdvance.box;
      const problems = 'boxAttack' in o ? boxAttackProblems(ctx, scratch, side, o.boxAttack) : boxAdvanceProblems(ctx, scratch, side, o.boxAdvance);
      for (const p of problems) out.push(issue(['orders', i, key, ...p.at], p.code, p.message, p.rule));
      // 34.1 (3), 38.0 (engine cts-7 on): the box attack's Ground Support as a map attack's, weather and air units left
      const air = 'boxAttack' in o && ctx.readings.boxAirPower && !problems.some((p) => p.at.at(-1) === 'air') ? groundSupportLeftProblem(ctx, scratch, side, sub.orders, i, o.boxAttack.air) : null;
      if (air) out.push(issue(['orders', i, key, 'air'], air.code, air.message, air.rule));
      const again = sub.orders.slice(0, i).some((x) => typeof x === 'object' && x !== null && [(x as { boxAttack?: { box?: string } }).boxAttack?.box, (x as { boxAdvance?: { box?: string } }).boxAdvance?.box].includes(box));
      if (again && !problems.some((p) => p.code === 'caucasus-not-played')) out.push(issue(['orders', i, key, 'box'], 'box-fought', `an earlier order of this file already attacks or advances in that box: one a box each player turn`, 'CtS 34.1'));
    } else if ('boxReplacement' in o) {
      // 34.6: checked on the state the earlier orders leave
      const problems = boxReplacementProblems(ctx, scratch, side, o.boxReplacement);
      for (const p of problems) out.push(issue(['orders', i, 'boxReplacement', p.at], p.code, p.message, p.rule));
      if (problems.length === 0) scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    } else if ('replacement' in o) {
      const r = checkReplacementMove(ctx, scratch, side, o.replacement);
      for (const p of r.problems) out.push(issue(['orders', i, 'replacement', 'path', p.index], p.code, p.message, p.rule));
      if (r.problems.length === 0) scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    } else if ('enter' in o) {
      const problem = enterProblem(ctx, scratch, side, o.enter.unit, hexId(o.enter.hex));
      if (problem) out.push(issue(['orders', i, 'enter', 'hex'], problem.code, problem.message, problem.rule));
      else scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    } else if ('depot' in o) {
      // 16.10: checked against the state as the file is sent; carried out in the Supply Phase
      const r = depotAction(ctx, scratch, side, o.depot);
      if ('problems' in r) for (const p of r.problems) out.push(issue(['orders', i, 'depot', ...p.path], p.code, p.message, p.rule));
      else scratch = r.state;
    } else if ('repair' in o) {
      if (!isRailHex(ctx, hexId(o.repair.hex))) out.push(issue(['orders', i, 'repair', 'hex'], 'not-rail', `no railway runs through ${o.repair.hex}`, 'CtS 15.6'));
      else if (isRepaired(ctx, scratch, side, hexId(o.repair.hex))) out.push(issue(['orders', i, 'repair', 'hex'], 'already-repaired', `the ${side} side has already repaired ${o.repair.hex}`, 'CtS 15.6'));
      else if (sub.orders.slice(0, i).filter((x) => typeof x === 'object' && x !== null && 'repair' in x).length >= REPAIRS_PER_PHASE) {
        out.push(issue(['orders', i, 'repair'], 'too-many-repairs', `three railheads at most move forward in a Supply Phase`, 'CtS 15.6'));
      }
    } else if ('bombard' in o) {
      // 23.12 at step B1: on the state before any battle, and listed before the attacks
      out.push(...bombardIssues(ctx, scratch, side, o.bombard, ['orders', i, 'bombard']));
      if (sub.orders.slice(0, i).some((x) => typeof x === 'object' && x !== null && 'attack' in x)) out.push(issue(['orders', i, 'bombard'], 'bombard-after-battle', 'Bombardment comes at step B1, before any battle: list it before the attacks', 'CtS 23.12'));
    } else if ('attack' in o) {
      const issues = battleIssues(ctx, scratch, side, o.attack, ['orders', i, 'attack']);
      out.push(...issues);
      const air = !issues.some((p) => p.path.at(-1) === 'air') ? groundSupportLeftProblem(ctx, scratch, side, sub.orders, i, o.attack.air) : null;
      if (air) out.push(issue(['orders', i, 'attack', 'air'], air.code, air.message, air.rule));
      // 36.6 [Change]: "any one combat": a second battle of the file naming the same bonus
      const bonus = o.attack.bonus;
      if (bonus !== undefined && sub.orders.slice(0, i).some((x) => typeof x === 'object' && x !== null && 'attack' in x && (x as { attack: { bonus?: string } }).attack.bonus === bonus)) {
        out.push(issue(['orders', i, 'attack', 'bonus'], 'bonus-used', `the ${bonus} bonus is already taken by an earlier battle of this file; it is for one combat`, 'CtS 36.6'));
      }
    } else if ('activate' in o) {
      const problems = activationIssues(ctx, scratch, side, o.activate.hq, ['orders', i, 'activate', o.activate.depot === undefined ? 'hq' : 'depot'], o.activate.depot, o.activate.supplyPoint === true);
      out.push(...problems);
      if (problems.length === 0) scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    }
  });
  return out;
}

/**
 * CtS 25.0, 38.0 (optional): a battle's `air` (a map attack's, or a box attack's from engine
 * cts-7, 34.1 (3)) as the file is sent: flying weather, and an air unit left after the file's
 * earlier battles on Ground Support ("one mission per turn"), box and map counted alike.
 */
function groundSupportLeftProblem(ctx: CtsContext, state: CtsState, side: CtsSide, orders: readonly unknown[], i: number, air: number | undefined): AirSupportProblem | null {
  if ((air ?? 0) <= 0) return null;
  const flies = (x: unknown): boolean => {
    if (typeof x !== 'object' || x === null) return false;
    if ('attack' in x) return ((x as { attack: { air?: number } }).attack.air ?? 0) > 0;
    return ctx.readings.boxAirPower && 'boxAttack' in x && ((x as { boxAttack: { air?: number } }).boxAttack.air ?? 0) > 0;
  };
  return airUnitLeftProblem(ctx, state, side, orders.slice(0, i).filter(flies).length);
}

/** The standing choices (standing-issues.ts) and the orders of a submission, every problem at once. */
export function checkSubmission(ctx: CtsContext, state: CtsState, sub: Submission): Issue[] {
  // the file's orders walked on one working copy of the units record (state/unit-writes.ts); `state` is never written
  // 35.1, 36.1(4): the file's own set-up losses, taken before its orders as adjudication takes them (an overrun's 10-1 is read on the reduced units)
  const seen = setupLossesInFirstWindow(ctx, state, [sub]).state;
  return [...standingIssues(ctx, state, sub), ...inOwnStretch(() => checkOrders(ctx, seen, sub))];
}
