import { logOrder } from '#archive/log-order';
import type { Archive } from '#archive/types';
import { Replay } from '#archive/verify/replay';
import { scenarioMap, type Ruleset } from '#kernel/engine/ruleset';
import type { SceneViewer } from '#kernel/engine/scene';
import type { Side } from '#kernel/ids';
import type { ReportData } from '../types';

/** One step of an archive as the report builders take it: the state after it, when the copy lets it be replayed. */
export interface ArchiveStepData {
  /** The step's report data without the pieces (`scene` null): what the step list reads. */
  data: ReportData;
  /** True when the pieces come from replaying the step; false when the copy cannot be replayed (no salt, hidden files). */
  replayed: boolean;
  /**
   * The same with the pieces after the step (`scene`, the title's whole view of the position
   * as the copy's reader may see it), worked out on the first call: only the step shown on a
   * map needs it, and working it out for every step made showing step k cost k views.
   */
  drawn(): ReportData;
}

/**
 * Every step of an archive as report data, read from the archive alone (no server, no
 * database): the step's events, dice and seed as the copy holds them, and the pieces
 * after the step as the copy's reader may see them. Only a full copy (the referee's, or
 * any copy of an ended game) holds every turn file and the game salt a replay needs; the
 * pieces of a side's or the public copy are not in the archive (it keeps the final view
 * only, and the format does not change), so its steps draw the map with the step's moves
 * and battles and no counters. `upTo` stops after that step. The caller checks the archive first.
 */
export function archiveStepData(archive: Archive, ruleset: Ruleset, upTo = Infinity): ArchiveStepData[] {
  const full = archive.redaction === 'full';
  const viewer = full ? 'referee' : typeof archive.redaction === 'object' ? archive.redaction.side : 'public';
  const sceneViewer: SceneViewer = full ? { kind: 'referee' } : typeof archive.redaction === 'object' ? { kind: 'side', side: archive.redaction.side as Side } : { kind: 'public' };
  const scenarioId = archive.game.scenario.includes('/') ? archive.game.scenario.slice(archive.game.scenario.indexOf('/') + 1) : archive.game.scenario;
  const game = {
    id: archive.game.id,
    title: archive.game.title,
    titleName: ruleset.title,
    scenario: archive.game.scenario,
    scenarioName: ruleset.scenarios.find((s) => s.id === scenarioId)?.name ?? archive.game.scenario,
    diceCommitment: archive.game.diceCommitment,
  };
  const salt = archive.game.gameSalt;
  const started = full && salt !== undefined ? Replay.start(archive, ruleset, salt) : null;
  const replay = started && 'replay' in started ? started.replay : null;
  let replaying = replay !== null;
  const out: ArchiveStepData[] = [];
  for (const item of logOrder(archive.steps, archive.referee ?? [])) {
    if (item.kind === 'referee') {
      if (replay && replaying) replaying = replay.referee(item.entry) === null;
      continue;
    }
    const step = item.step;
    if (step.step > upTo) break;
    if (replay && replaying) replaying = replay.step(step) === null;
    const state = replay && replaying ? replay.current() : null;
    const outcome = state !== null ? ruleset.outcome(state) : null;
    const data: ReportData = {
      game,
      viewer,
      full,
      step: { ...step, submissions: step.submissions.map(({ side, fileHash, entropy }) => ({ side, fileHash, ...(entropy !== undefined ? { entropy } : {}) })) },
      headline: state !== null ? ruleset.headline(state) : 'The score after this step is not in this copy',
      outcome: outcome ? { ended: outcome.ended, ...(outcome.winner !== undefined ? { winner: String(outcome.winner) } : {}), ...(outcome.reason !== undefined ? { reason: outcome.reason } : {}) } : { ended: false },
      map: scenarioMap(ruleset, archive.game.scenario, state ?? undefined),
      scene: null,
      at: step.at,
    };
    let drawn: ReportData | undefined;
    out.push({
      replayed: state !== null,
      data,
      drawn: () => (drawn ??= { ...data, scene: state !== null && ruleset.scene ? ruleset.scene(state, sceneViewer) : null }),
    });
  }
  return out;
}
