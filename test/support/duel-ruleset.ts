import { z } from 'zod';
import { side as asSide, windowId, type Side } from '#kernel/ids';
import { issue, type Issue } from '#kernel/engine/issues';
import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { DecisionWindow, Ruleset, Submission } from '#kernel/engine/ruleset';

/**
 * "Duel", a tiny real title used to exercise the service and the archive: two sides take
 * turns; each window waits for the phasing side only, whose single order fires 1-3 dice
 * (each 5 or 6 scores). A side's standing order `returnFire` answers a hit with one die.
 * Every step also draws a hidden "wind" that only the next phasing side may see.
 * First to 3 points, or the better score after the last turn, wins.
 */
export type DuelSide = 'blue' | 'red';
export interface DuelState {
  turns: number;
  turn: number;
  phasing: DuelSide;
  score: Record<DuelSide, number>;
  ammo: Record<DuelSide, number>;
  standing: Record<DuelSide, { returnFire: boolean }>;
  wind: number | null;
  ended: boolean;
}

const SIDES: DuelSide[] = ['blue', 'red'];
const other = (s: DuelSide): DuelSide => (s === 'blue' ? 'red' : 'blue');
const orderSchema = z.object({ kind: z.literal('fire'), dice: z.number().int().min(1).max(3) }).strict();
const standingSchema = z.object({ returnFire: z.boolean() }).strict();
type FireOrder = z.infer<typeof orderSchema>;

const windowOf = (s: DuelState): DecisionWindow | null =>
  s.ended
    ? null
    : {
        id: windowId(`T${String(s.turn).padStart(2, '0')}/${s.phasing}-fire`),
        turn: s.turn,
        waitingFor: [asSide(s.phasing)],
        accepts: ['fire'],
        description: `${s.phasing} fires 1-3 dice; each 5 or 6 scores (Duel 2).`,
      };

function check(s: DuelState, sub: Submission): Issue[] {
  const issues: Issue[] = [];
  const me = sub.side as string as DuelSide;
  if (!SIDES.includes(me)) return [issue(['side'], 'unknown-side', `No side ${sub.side} in Duel.`)];
  if (me !== s.phasing && sub.orders.length > 0) {
    issues.push(issue(['orders'], 'not-your-window', `Only ${s.phasing} gives orders now (Duel 2).`, 'Duel 2'));
  }
  if (sub.orders.length > 1) issues.push(issue(['orders'], 'one-order', 'At most one fire order (Duel 2).', 'Duel 2'));
  sub.orders.forEach((o, i) => {
    const dice = (o as FireOrder).dice;
    if (dice > s.ammo[me]) issues.push(issue(['orders', i, 'dice'], 'no-ammo', `${me} has ${s.ammo[me]} ammo left.`, 'Duel 3'));
  });
  return issues;
}

function adjudicate(before: DuelState, subs: readonly Submission[], dice: Dice) {
  const s: DuelState = structuredClone(before);
  const win = windowOf(s);
  if (!win) throw new Error('the game has ended');
  const events: GameEvent[] = [];
  for (const sub of subs) {
    if (sub.standing !== undefined) s.standing[sub.side as string as DuelSide] = sub.standing as { returnFire: boolean };
  }
  const shooter = s.phasing;
  const target = other(shooter);
  const order = subs.find((x) => x.side === shooter)?.orders[0] as FireOrder | undefined;
  if (!order) {
    events.push({ type: 'no-action', side: shooter });
  } else {
    const faces = dice.rollMany(`${win.id}/fire`, 6, order.dice);
    const hits = faces.filter((f) => f >= 5).length;
    s.ammo[shooter] -= order.dice;
    s.score[shooter] += hits;
    events.push({ type: 'fire', rule: 'Duel 2', side: shooter, dice: faces, hits });
    if (hits > 0 && s.standing[target].returnFire && s.ammo[target] > 0) {
      const face = dice.roll(`${win.id}/return-fire`, 6);
      s.ammo[target] -= 1;
      if (face === 6) s.score[target] += 1;
      events.push({ type: 'return-fire', rule: 'Duel 4', side: target, die: face, hit: face === 6 });
    }
  }
  s.wind = dice.hidden(`${win.id}/wind`, 6);
  events.push({ type: 'wind', visibleTo: [target], wind: s.wind });
  if (shooter === 'red') s.turn += 1;
  s.phasing = target;
  if (s.score.blue >= 3 || s.score.red >= 3 || s.turn > s.turns) s.ended = true;
  return { state: s, events };
}

function outcome(s: DuelState) {
  if (!s.ended) return { ended: false };
  const { blue, red } = s.score;
  if (blue === red) return { ended: true, reason: `Drawn ${blue}-${red} (Duel 5).` };
  const winner = blue > red ? 'blue' : 'red';
  return { ended: true, winner: asSide(winner), reason: `${winner} wins ${Math.max(blue, red)}-${Math.min(blue, red)} (Duel 5).` };
}

export const duelRuleset: Ruleset<DuelState> = {
  id: 'duel',
  title: 'Duel',
  engineVersion: 'duel-1',
  sides: SIDES.map(asSide),
  scenarios: [{ id: 'skirmish', name: 'Skirmish', turns: 3, sides: SIDES.map(asSide), description: 'Three turns.' }],
  orderSchema,
  standingSchema,
  setup(scenarioId: string, options?: Record<string, unknown>): DuelState {
    if (scenarioId !== 'skirmish') throw new Error(`no Duel scenario ${scenarioId}`);
    const turns = typeof options?.turns === 'number' ? options.turns : 3;
    return {
      turns,
      turn: 1,
      phasing: 'blue',
      score: { blue: 0, red: 0 },
      ammo: { blue: 6, red: 6 },
      standing: { blue: { returnFire: false }, red: { returnFire: false } },
      wind: null,
      ended: false,
    };
  },
  window: windowOf,
  check,
  adjudicate,
  view(s: DuelState, who: Side | null) {
    const me = who as string | null;
    return {
      ...s,
      wind: me === s.phasing ? s.wind : null,
      standing: me === 'blue' || me === 'red' ? { [me]: s.standing[me] } : {},
    };
  },
  options: () => [],
  template(s: DuelState, who: Side) {
    return {
      notes: [`Ammo left: ${s.ammo[who as string as DuelSide]}.`],
      units: [],
      exampleOrders: who === s.phasing ? [{ kind: 'fire', dice: 1 }] : [],
      standing: s.standing[who as string as DuelSide],
    };
  },
  outcome,
  headline: (s: DuelState) => `T${s.turn}, blue ${s.score.blue} - red ${s.score.red}`,
};
