import { issue, type Issue } from '#kernel/engine/issues';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../../assault/attack';
import { designationRefusals, type DesignationRefusal, type RiverObligation } from '../../assault/designation';
import type { KbSide } from '../../data/ids';
import type { KbOrder } from '../../orders/schema';
import type { KbState } from '../../state/types';
import { readCombatFile, type CombatFile, type FileAttack } from './file';
import { obligatoryDesignation } from './obligations';
import { applyRemoval } from './removals';
import { moveRiverRetreats, riverRetreats, type RiverRetreat } from './river-retreat';
import { supportRefusals, type SupportJudge } from './support';

/** What a Combat window's file gives before any die: the file read, the removals that stand before the first attack carried out, and every problem. */
export interface PreparedCombat {
  file: CombatFile;
  /** The position the attacks are designated on (after the removals written before the first attack). */
  state: KbState;
  events: GameEvent[];
  /** Index in file.steps of the first attack (steps.length when none). */
  firstAttack: number;
  obligations: RiverObligation[];
  /** KB 7.26 Note: Axis river crossers without full support, moved back across the river before the designation (their steps are taken by the adjudication). */
  riverRetreats: RiverRetreat[];
  issues: Issue[];
}

/**
 * Reads and checks a Combat window's file against the position it opened on (KB 12.0-12.2,
 * 7.26, 5.21, 12.23, 12.63, 15.3, 18.17, 18.22): the orders before the first attack as
 * they will be carried out, the designation of every attack at once (12.1), and for each
 * attack what the dice cannot change. The orders after the first combat are checked in
 * full when their turn comes.
 */
export function prepareCombat(env: AssaultEnv, state: KbState, side: KbSide, orders: readonly KbOrder[], fullySupported?: SupportJudge): PreparedCombat {
  const { ctx } = env;
  // KB 7.26 Note: a crosser without full support retreats back instead of attacking
  const retreats = riverRetreats(env, state, side, fullySupported);
  const back = moveRiverRetreats(ctx, state, retreats);
  let s = back.state;
  // KB 7.26, 9.41, 12.0: an obligation the judge forbids (a hexmate without full support), or
  // that no legal designation meets (12.1, 12.21), binds no one
  const designated = obligatoryDesignation(ctx, s, side, fullySupported);
  const obligations = designated.obligations;
  const events: GameEvent[] = [...back.events];
  for (const g of designated.impossible) events.push({ type: 'obligatory-attack-impossible', side, attackers: g.attackers, targets: g.targets, rule: 'KB 7.26, 12.1' });
  // KB 7.26: a file that designates no attack at all (none sent, a missed deadline) has the
  // obligatory attacks designated for it, crossers bound to a common stack together, with the
  // attacks 12.1 then asks; a file that designates attacks must meet the obligations itself
  // (the designation below).
  const server = orders.some((o) => 'attack' in o) ? [] : designated.attacks;
  if (server.length > 0) events.push({ type: 'obligatory-attacks-designated', side, attacks: server, rule: 'KB 7.26' });
  const { file, issues } = readCombatFile(ctx, [...server.map((a) => ({ attack: { attackers: a.attackers, targets: a.targets } }) as KbOrder), ...orders]);
  let firstAttack = file.steps.findIndex((x) => x.kind === 'attack');
  if (firstAttack < 0) firstAttack = file.steps.length;
  for (const step of file.steps.slice(0, firstAttack)) {
    if (step.kind !== 'removal') continue;
    const r = applyRemoval(ctx, s, side, step.removal);
    if (!r.ok) issues.push(...r.issues);
    else {
      s = r.state;
      events.push(...r.events);
    }
  }
  const attacks = file.attacks.map((a) => a.attack);
  const designation = designationRefusals(ctx, s, side, attacks, obligations).map((x) => placeRefusal(s, file.attacks, obligations, x));
  issues.push(...designation);
  if (fullySupported) issues.push(...supportRefusals(ctx, s, side, file.attacks, fullySupported, designation));
  issues.push(...attackChoiceProblems(env, s, side, file.attacks));
  return { file, state: s, events, firstAttack, obligations, riverRetreats: retreats, issues };
}

/** A designation refusal at the file's path: `attacks[i]` is the i-th attack order; a hex or a river obligation is put on the first attack concerned. */
function placeRefusal(state: KbState, attacks: readonly FileAttack[], obligations: readonly RiverObligation[], r: DesignationRefusal): Issue {
  const [head, key, ...rest] = r.path;
  if (head === 'attacks' && typeof key === 'number') return { ...r, path: ['orders', attacks[key]!.at, 'attack', ...rest] };
  if (head === 'hexes') {
    const from = attacks.find((a) => a.attack.attackers.some((id) => state.units[id]?.hex === key));
    return { ...r, path: from ? ['orders', from.at, 'attack', 'attackers'] : ['orders'] };
  }
  if (head === 'obligations' && typeof key === 'number') {
    const unit = obligations[key]!.unit;
    const by = attacks.find((a) => a.attack.attackers.includes(unit));
    return { ...r, path: by ? ['orders', by.at, 'attack', 'targets'] : ['orders'] };
  }
  return r;
}

/** What an attack's own choices must name whatever the dice (KB 5.21, 12.23, 12.63, 12.8, 15.3). */
function attackChoiceProblems(env: AssaultEnv, state: KbState, side: KbSide, attacks: readonly FileAttack[]): Issue[] {
  const { ctx } = env;
  const out: Issue[] = [];
  let air = 0;
  for (const a of attacks) {
    const base = ['orders', a.at, 'attack'];
    const hexes = new Set<HexId>(a.attack.attackers.map((id) => state.units[id]?.hex).filter((h): h is HexId => typeof h === 'string'));
    const inForce = (id: string): boolean => {
      const u = state.units[id];
      return u !== undefined && u.where === 'map' && u.hex !== null && hexes.has(u.hex) && ctx.unit(id).side === side;
    };
    // KB 5.21: the attacker's Air Points come from those available for sortie.
    air += a.body.air ?? 0;
    if ((a.body.air ?? 0) > 0 && air > state.airPoints[side]) {
      out.push(issue([...base, 'air'], 'air-points-unavailable', `the attacks up to this one commit ${air} Air Point(s); the ${side} side has ${state.airPoints[side]} available for sortie`, 'KB 5.21'));
    }
    a.body.follow?.forEach((id, k) => {
      if (!inForce(id)) out.push(issue([...base, 'follow', k], 'bad-follow', `${id} is not a ${side} unit in a hex this attack's units attack from: only such units follow its result`, 'KB 12.23'));
    });
    a.body.losses?.forEach((id, k) => {
      if (!inForce(id)) out.push(issue([...base, 'losses', k], 'not-in-force', `${id} is not in a hex this attack's units attack from, so it cannot take this combat's losses`, 'KB 12.63'));
    });
    a.body.tigers?.forEach((id, k) => {
      if (!a.attack.attackers.includes(id) || !ctx.units.get(id)?.tiger) out.push(issue([...base, 'tigers', k], 'not-an-attacking-tiger', `${id} is not a Tiger attacking in this combat`, 'KB 15.3'));
    });
    a.body.advance?.forEach((adv, k) => {
      adv.units.forEach((id, m) => {
        if (!inForce(id)) out.push(issue([...base, 'advance', k, 'units', m], 'not-in-force', `${id} is not in a hex this attack's units attack from: only the victorious force advances`, 'KB 12.8'));
      });
    });
  }
  return out;
}
