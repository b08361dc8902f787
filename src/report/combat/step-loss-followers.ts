import { z } from 'zod';
import type { GameEvent } from '#kernel/engine/events';
import { asBattle, BattleShape } from './event-shapes';
import { StepLossBattleShape } from './step-loss-battle';

/**
 * A step-loss battle (Campaign To Stalingrad 5.1, 10.5, 12.1, 12.4) reports each unit's step loss
 * or elimination, the defenders' retreat and the attackers' advance as their own events
 * after the battle. The reports fold those into the battle they follow: its row lists them
 * and the map draws their arrows. A battle in the BattleShape itself (DoS) carries its own.
 */
export interface GatheredBattles {
  /** Each battle event and the shape it is reported by, followers folded in. */
  battles: Map<GameEvent, BattleShape>;
  /** The events folded into a battle: not printed again among the others, not drawn as moves. */
  absorbed: Set<GameEvent>;
}

const hex = z.string().min(1);
const StepLoss = z.looseObject({ type: z.literal('step-loss'), unit: z.string(), steps: z.number(), rule: z.string().optional() });
const Eliminated = z.looseObject({ type: z.literal('eliminated'), unit: z.string(), to: z.string().optional(), rule: z.string().optional(), text: z.string().optional() });
const Retreat = z.looseObject({
  type: z.literal('retreat'),
  rule: z.string().optional(),
  from: hex,
  path: z.array(hex),
  offMap: hex.optional(),
  opponentEdge: z.boolean().optional(),
  units: z.array(z.string()),
});
const Advance = z.looseObject({ type: z.literal('advance'), unit: z.string().optional(), units: z.array(z.string()).optional(), from: hex.optional(), path: z.array(hex).min(1) });
const Refused = z.looseObject({ type: z.literal('advance-refused'), unit: z.string().optional(), rule: z.string().optional(), text: z.string().optional() });
const Note = z.looseObject({ type: z.string(), text: z.string(), rule: z.string().optional() });
/** Events of the battle that print as the row's notes (CtS 24.1-24.7: the quarters of a Major City each side holds after it). */
const NOTES = new Set(['bond-penalty', 'retreat-blocked', 'over-stacked', 'advance-truncated', 'city-battle', 'city-held', 'city-captured']);
/** Events that may come between a battle and its followers without ending it (an overrun's own battle starts a new row). */
const COMBAT = new Set(['overrun', 'overrun-enters', 'overrun-refused', 'retreat-before-overrun']);

/** Folds `e` into `b` when it is one of its followers; false when it is not. */
function fold(b: BattleShape, e: GameEvent): boolean {
  const loss = StepLoss.safeParse(e);
  if (loss.success) {
    const l = loss.data;
    b.losses.push({ unit: l.unit, reason: `loses ${l.steps} step${l.steps === 1 ? '' : 's'}`, ...(l.rule ? { rule: l.rule } : {}) });
    return true;
  }
  const gone = Eliminated.safeParse(e);
  if (gone.success) {
    const g = gone.data;
    b.eliminations.push({ unit: g.unit, eliminated: true, ...(g.to ? { reason: g.to === 'cadre' ? 'to the Cadre Box' : g.to } : {}), ...(g.rule ? { rule: g.rule } : {}) });
    return true;
  }
  const back = Retreat.safeParse(e);
  if (back.success) {
    const r = back.data;
    const path = [...r.path, ...(r.offMap && r.path.at(-1) !== r.offMap ? [r.offMap] : [])];
    if (path.length === 0) return false;
    const how = { route: r.path, ...(r.offMap ? { offMap: r.offMap } : {}), ...(r.opponentEdge ? { lost: true } : {}), ...(r.rule ? { rule: r.rule } : {}) };
    for (const unit of r.units) b.retreats.push({ unit, from: r.from, to: path.at(-1)!, path, ...how });
    return true;
  }
  const on = Advance.safeParse(e);
  if (on.success) {
    const a = on.data;
    const from = a.from ?? a.path[0]!;
    const path = a.from ? a.path : a.path.slice(1);
    if (path.length === 0) return false;
    for (const unit of a.units ?? (a.unit ? [a.unit] : [])) b.advances.push({ unit, from, to: path.at(-1)!, path });
    return true;
  }
  const refused = Refused.safeParse(e);
  if (refused.success && refused.data.unit) {
    const r = refused.data;
    b.advanceRefused.push({ unit: r.unit!, reason: r.text ?? 'refused', ...(r.rule ? { rule: r.rule } : {}) });
    return true;
  }
  const note = Note.safeParse(e);
  if (note.success && NOTES.has(note.data.type)) {
    b.notes.push({ text: note.data.text, ...(note.data.rule ? { rule: note.data.rule } : {}) });
    return true;
  }
  return false;
}

/** The battles among `events`, each step-loss battle with the events that follow it folded in. */
export function gatherBattles(events: readonly GameEvent[]): GatheredBattles {
  const battles = new Map<GameEvent, BattleShape>();
  const absorbed = new Set<GameEvent>();
  let current: BattleShape | null = null;
  for (const e of events) {
    const b = asBattle(e);
    if (b) {
      const stepLoss = !BattleShape.safeParse(e).success && StepLossBattleShape.safeParse(e).success;
      battles.set(e, b);
      current = stepLoss ? b : null;
      continue;
    }
    if (current && fold(current, e)) absorbed.add(e);
    else if (!COMBAT.has(e.type)) current = null;
  }
  return { battles, absorbed };
}
