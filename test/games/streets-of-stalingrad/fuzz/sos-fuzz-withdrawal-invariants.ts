import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { withdrawalOf } from '#games/streets-of-stalingrad/windows/administrative/withdrawal-schedule';
import { knownEvents } from './sos-fuzz-known-events';

/**
 * The withdrawals on record (SoS 21.51-21.54):
 * - a withdrawn unit is off the map and out of every box for good, and not among the eliminated
 *   (21.51: "may never come back", as replacement and exchange bring back eliminated units), one
 *   struck off dead when its withdrawal was met included, and on record as withdrawn;
 * - only the campaign withdraws (2.32);
 * - only a withdrawal that may be kept is kept (21.54: the 29th Division and its artillery);
 *   the record's lists name withdrawals of the schedule, once each.
 */
export function sosWithdrawalRecordProblems(env: SosEnv, game: SosGame): string[] {
  const r = game.state.withdrawals;
  if (!r) return [];
  const out: string[] = [];
  const ids = Object.keys(r.units);
  if (ids.length > 0 && game.scenario !== 'scenario-3') out.push(`units are withdrawn in ${game.scenario}: withdrawals are the campaign's (SoS 21.5, 2.32)`);
  const struck = new Set(r.struck ?? []);
  for (const id of struck) if (r.units[id] === undefined) out.push(`${id} was struck off but is not on record as withdrawn (SoS 21.51)`);
  for (const id of ids) {
    const p = game.state.pieces[id];
    if (!p || p.at !== null) out.push(`${id} was withdrawn yet stands at ${p?.at ?? 'nowhere'}: withdrawn units never come back (SoS 21.51)`);
    else if (p.eliminated) out.push(`${id} was ${struck.has(id) ? 'struck off' : 'withdrawn'} yet is among the eliminated, which replacements and exchanges bring back (SoS 21.51, 21.41, 20.1)`);
  }
  const schedule = new Map(env.tables.withdrawals.schedule.map((w) => [w.id, w]));
  for (const [list, name] of [[r.done, 'met'], [r.kept, 'kept']] as const) {
    for (const [i, wid] of list.entries()) {
      if (!schedule.has(wid)) out.push(`${wid}, on record as ${name}, is no withdrawal of the schedule (SoS 21.51)`);
      if (list.indexOf(wid) !== i) out.push(`${wid} is on record as ${name} twice (SoS 21.51)`);
    }
  }
  for (const wid of r.kept) if (schedule.get(wid)?.keptUntil === undefined) out.push(`the ${wid} withdrawal is kept but may not be: only the 29th Division and its artillery may be kept (SoS 21.54)`);
  return out;
}

/**
 * A step's withdrawals (SoS 21.51, 21.53): made in the German Administrative window; each unit
 * a `units-withdrawn` names is of that withdrawal, and each `withdrawal-substitutes` unit of
 * none; all were in play before the step (or taken in by an exchange of the window, 20.1) and are
 * on record as withdrawn after it.
 */
export function sosWithdrawnProblems(env: SosEnv, window: string, before: SosGame, after: SosGame, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const takenIn = new Set(knownEvents(events, ['units-exchanged']).map((e) => String(e['for'])));
  for (const e of knownEvents(events, ['units-withdrawn', 'withdrawal-substitutes'])) {
    const wid = String(e['withdrawal']);
    if (!window.endsWith('/german-administrative')) out.push(`the ${wid} withdrawal is made in ${window}, not the German Administrative window (SoS 21.51)`);
    for (const id of e['units'] as string[]) {
      const own = withdrawalOf(env, env.counter(id))?.id;
      if (e.type === 'units-withdrawn' && own !== wid) out.push(`${id} is withdrawn with the ${wid} withdrawal but is of ${own ?? 'none'} (SoS 21.51)`);
      if (e.type === 'withdrawal-substitutes' && own !== undefined) out.push(`${id} stands in for the ${wid} withdrawal but is of the ${own} one (SoS 21.53)`);
      const p = before.state.pieces[id];
      // SoS 20.1: the exchanges come first ("at the start of the Administrative Phase"), so a unit taken in by one may be withdrawn after it
      if ((!p || p.at === null || p.eliminated) && !takenIn.has(id)) out.push(`${id} was withdrawn but was not in play (SoS 21.51)`);
      if (after.state.withdrawals?.units[id] === undefined) out.push(`${id} was withdrawn but is not on record as withdrawn (SoS 21.51)`);
    }
  }
  return out;
}
