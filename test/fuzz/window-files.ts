import type { DecisionWindow, Submission, UnitOptions } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { FuzzTitle } from './fuzz-title';
import { checkOfferedAlone, type Disagreement } from './offered-alone';
import type { Rng } from './rng';
import { settleFile } from './settle-file';

/** The files of one window and what writing them showed. */
export interface WindowFiles {
  /** Accepted files, sorted by side, as adjudicate() takes them. */
  submissions: Submission[];
  /** The options each waiting side was given (for the leak checks). */
  options: { side: Side; options: UnitOptions[] }[];
  disagreements: Disagreement[];
  problems: string[];
  dropped: number;
  /** Dropped orders by the code of their first issue. */
  droppedBy: Record<string, number>;
  offeredChecked: number;
  gaveUp: number;
  standingFiles: number;
}

/**
 * Every file of the open window: each side it waits for asks options(), plans random
 * orders, has a few offered orders checked alone, and settles its file with check(); each
 * other side sends, now and then, standing orders alone (kept only if check() accepts them).
 */
export function filesForWindow<S>(title: FuzzTitle<S>, state: S, window: DecisionWindow, rng: Rng, settings: { offeredChecks: number; standingRate: number }): WindowFiles {
  const { ruleset } = title;
  const out: WindowFiles = { submissions: [], options: [], disagreements: [], problems: [], dropped: 0, droppedBy: {}, offeredChecked: 0, gaveUp: 0, standingFiles: 0 };
  // a server window (waitingFor: []): the service closes it at once, with no files (Ruleset.window)
  if (window.waitingFor.length === 0) return out;
  const legal = (s: Submission) => ruleset.check(state, s).length === 0;
  for (const side of window.waitingFor) {
    const options = ruleset.options(state, side);
    out.options.push({ side, options });
    const planned = title.planFile({ state, window, side, options, rng: rng.fork(`${window.id}/${side}`), legal });
    const alone = checkOfferedAlone(ruleset, state, side, planned, rng, settings.offeredChecks);
    out.offeredChecked += alone.checked;
    out.disagreements.push(...alone.disagreements);
    const settled = settleFile(ruleset, state, side, planned);
    out.problems.push(...settled.problems);
    out.dropped += settled.dropped.length;
    for (const d of settled.dropped) out.droppedBy[d.issues[0]?.code ?? '?'] = (out.droppedBy[d.issues[0]?.code ?? '?'] ?? 0) + 1;
    if (settled.gaveUp) out.gaveUp++;
    out.submissions.push(settled.submission);
  }
  for (const side of ruleset.sides) {
    if (window.waitingFor.includes(side) || !rng.chance(settings.standingRate)) continue;
    const standing = title.planStanding(state, side, rng);
    if (standing === undefined) continue;
    const file = { side, orders: [], standing };
    if (!legal(file)) continue;
    out.submissions.push(file);
    out.standingFiles++;
  }
  out.submissions.sort((a, b) => (a.side < b.side ? -1 : a.side > b.side ? 1 : 0));
  return out;
}
