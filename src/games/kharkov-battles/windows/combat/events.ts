import type { GameEvent } from '#kernel/engine/events';
import { describePath, type Issue } from '#kernel/engine/issues';
import type { AssaultEvent } from '../../assault/events';
import type { KbSide } from '../../data/ids';
import type { KbDecisionName } from '../../orders/kinds';
import { KB_PAUSE_DECISIONS } from '../../sequence/pauses';

/**
 * A Prepared Assault's event as the service reports it (`type` for `kind`). A chit drawn
 * is its owner's to see (KB 2.6): the battle's strength events reveal the value once it fights.
 */
export function assaultGameEvent(e: AssaultEvent): GameEvent {
  const { kind, ...rest } = e;
  const g: GameEvent = { type: kind, ...rest };
  if (e.kind === 'chit-drawn') g.visibleTo = [e.side];
  return g;
}

/** An event of a rule of the title that changes the state (works/, command/), `kind` made `type`. */
export const kindGameEvent = (e: { kind: string; rule?: string }): GameEvent => {
  const { kind, ...rest } = e;
  return { type: kind, ...rest };
};

/**
 * An order that is no longer legal when its turn comes, skipped whole and reported to its
 * owner only (docs/kharkov-battles.md "Orders that became illegal").
 */
export function orderSkipped(side: KbSide, at: (string | number)[], i: Issue): GameEvent {
  return { type: 'order-skipped', side, at: describePath(at), code: i.code, message: i.message, ...(i.rule ? { rule: i.rule } : {}), visibleTo: [side] };
}

/** A part of an order (an advance, a retreat path, a loss list) the rules no longer allow: the rest of the order is carried out, the part is not. */
export function orderPartSkipped(side: KbSide, at: (string | number)[], i: Issue): GameEvent {
  return { type: 'order-part-skipped', side, at: describePath(at), code: i.code, message: i.message, ...(i.rule ? { rule: i.rule } : {}), visibleTo: [side] };
}

/**
 * A decision no standing order settled, where the rules would stop the phase and ask the
 * player (sequence/pauses.ts): the documented default is taken and said, to the deciding side.
 */
export function decisionDefaulted(side: KbSide, decision: KbDecisionName, attack: string, about: string): GameEvent {
  const d = KB_PAUSE_DECISIONS[decision];
  return { type: 'decision-defaulted', side, decision, attack, about, default: d.onTimeout, rule: d.rule, visibleTo: [side] };
}

/** A standing order the rules refuse in this combat (a list over the 6.21 limit, an advance too far): the default is taken and said to its side. */
export function standingNotFollowed(side: KbSide, attack: string, part: string, why: Issue, what: string): GameEvent {
  return { type: 'standing-order-not-followed', side, attack, part, code: why.code, message: `${what} cannot be carried out (${why.message}): the default is taken`, ...(why.rule ? { rule: why.rule } : {}), visibleTo: [side] };
}
