import type { Dice } from '#kernel/engine/dice';
import { firstLossCandidates, type LossUnit } from '../combat/first-loss';
import type { KbState } from '../state/types';
import { isErsatz, isHq, isTigerCompany } from '../state/unit-status';
import type { AssaultEnv } from './attack';
import type { AssaultEvent, LossWhy } from './events';
import { loseStep } from './steps';
import { withUnits } from '../state/update';

/** A force's units for its losses (KB 12.63): who took part, and who used a Tiger's shift. */
export interface ForceMember {
  id: string;
  participating: boolean;
  /** KB 15.3: used its favourable shift: it takes the first loss. */
  usedTigerShift?: boolean;
}

/**
 * The default order of losses (digest D5): one-step units worth least first (cadres,
 * breakdown regiments, Ersatz), then full-strength units losing a step (a chit flipped to
 * reduced), then the rest; HQs last; ties by the lower strength then unit id.
 */
export function defaultLossRank(env: AssaultEnv, state: KbState, id: string): [number, number, string] {
  const def = env.ctx.unit(id);
  const st = state.units[id]!;
  const tier = isHq(def) ? 3 : st.steps === 1 ? 0 : st.steps === def.steps ? 1 : 2;
  return [tier, def.strength ?? 0, id];
}

const before = (a: [number, number, string], b: [number, number, string]): boolean =>
  a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];

/**
 * Takes `count` steps from a force (KB 12.61-12.63): the first from a unit the rule
 * allows (first-loss.ts: directly participating, mechanized for the attacker, a Tiger that
 * used its shift), the rest anywhere in the force. `order` is the owner's priority list:
 * each loss goes to the first unit of it that may take it; units it does not name follow
 * in the default order. `exact` (a paused window's answer, D5) names the unit of each loss
 * in turn, where the rule allows it. Stops when the force has no step left.
 */
export function takeLosses(
  env: AssaultEnv,
  state: KbState,
  o: { side: 'attacker' | 'defender'; force: readonly ForceMember[]; count: number; firstTaken: boolean; why: LossWhy; rule: string; order?: readonly string[]; exact?: readonly string[] },
  dice: Dice,
  label: string,
): { state: KbState; events: AssaultEvent[]; taken: number; firstTaken: boolean } {
  let s = state;
  const events: AssaultEvent[] = [];
  let first = o.firstTaken;
  let taken = 0;
  for (let n = 0; n < o.count; n++) {
    // D5: the answer of a paused window names the unit of each loss (KB 12.61-12.63)
    const pick = nextLoss(env, s, o, first, o.exact?.[n]);
    if (pick === null) break;
    const r = loseStep(env, s, pick, o.why, first ? o.rule : `${o.rule}, KB 12.63`, dice, `${label}/loss${n}`);
    s = r.state;
    events.push(...r.events);
    first = true;
    taken++;
  }
  return { state: s, events, taken, firstTaken: first };
}

/** The unit that takes the next loss (KB 12.61-12.63, as takeLosses takes it); null when the force has no step left. */
function nextLoss(env: AssaultEnv, s: KbState, o: LossDraft, first: boolean, exact?: string): string | null {
  const alive = o.force.filter((m) => s.units[m.id]!.where === 'map' && s.units[m.id]!.steps > 0);
  if (alive.length === 0) return null;
  const allowed = first ? alive.map((m) => m.id) : firstLossAllowed(env, o.side, alive);
  return exact !== undefined && allowed.includes(exact) ? exact : pickLoss(env, s, allowed, o.order);
}

/** Which losses a force takes: its side's role, its units, how many steps, whether the first loss (12.63) is already taken, and the owner's priority list. */
export interface LossDraft {
  side: 'attacker' | 'defender';
  force: readonly ForceMember[];
  count: number;
  firstTaken: boolean;
  order?: readonly string[];
}

/**
 * The step counts `count` losses leave, taken as takeLosses takes them but without their
 * dice or events (a chit drawn for a first loss, 2.6, changes no count): what a result
 * leaves, judged before it is applied (KB 12.65: the loser's (n) before its retreat; 12.73).
 * A unit whose last step goes is off the map (`permanent-dead` here: where it goes is not asked).
 */
export function stepsAfterLosses(env: AssaultEnv, state: KbState, o: LossDraft): { state: KbState; firstTaken: boolean } {
  let s = state;
  let first = o.firstTaken;
  for (let n = 0; n < o.count; n++) {
    const pick = nextLoss(env, s, o, first);
    if (pick === null) break;
    const left = s.units[pick]!.steps - 1;
    s = withUnits(s, { [pick]: left === 0 ? { steps: 0, where: 'permanent-dead', hex: null } : { steps: left } });
    first = true;
  }
  return { state: s, firstTaken: first };
}

/** KB 12.63, 15.3: the units of `alive` that may take a force's first step loss (first-loss.ts); every unit when none qualifies. */
export function firstLossAllowed(env: AssaultEnv, side: 'attacker' | 'defender', alive: readonly ForceMember[]): string[] {
  const lu: LossUnit[] = alive.map((m) => {
    const def = env.ctx.unit(m.id);
    return { id: m.id, role: isHq(def) ? 'hq' : isTigerCompany(def) ? 'tiger-company' : isErsatz(def) ? 'ersatz' : 'combat', participating: m.participating, mechanized: def.class === 'mechanized', usedTigerShift: m.usedTigerShift ?? false };
  });
  const c = firstLossCandidates(side, lu);
  return c.length > 0 ? c : alive.map((m) => m.id);
}

/** The unit that takes the next loss among `allowed`: the first of the owner's `order` that may, else the default order (defaultLossRank). */
export function pickLoss(env: AssaultEnv, state: KbState, allowed: readonly string[], order?: readonly string[]): string {
  return order?.find((id) => allowed.includes(id)) ?? allowed.reduce((a, b) => (before(defaultLossRank(env, state, b), defaultLossRank(env, state, a)) ? b : a));
}
