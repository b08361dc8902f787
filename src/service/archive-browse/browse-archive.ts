import { verifyArchive } from '#archive/verify';
import { archiveSchema } from '#archive/verify/archive-schema';
import type { Archive } from '#archive/types';
import { archiveStepData, type ArchiveStepData } from './archive-steps';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { UmpireService } from '../types';

/** An archive file read for browsing (the offline viewer, docs/game-page.md): its verdict and every step. */
export interface ArchiveBrowse {
  /** `umpire verify`'s verdict on the file, in one sentence. */
  verified: string;
  scope: 'full' | 'seeds-and-public-rolls';
  game: { id: string; titleName: string; status: string; outcome: { winner?: string; reason?: string } | null };
  steps: ArchiveStepData[];
}

/**
 * Reads an archive someone holds, with no game on this server and nothing stored: verifies
 * it as `umpire verify` does (422 `invalid-archive` naming the step or member when it does
 * not verify), then gives every step as report data (archive-steps.ts).
 */
export function browseArchive(ctx: Pick<ServiceContext, 'rulesets'>, input: unknown): ArchiveBrowse {
  const report = verifyArchive(input, (id) => ctx.rulesets.get(id) ?? null);
  if (!report.ok) {
    const f = report.failure;
    const where = f?.step !== undefined ? `step ${f.step}: ` : f?.entry !== undefined ? `referee entry ${f.entry}: ` : f?.field ? `${f.field}: ` : '';
    throw new ServiceError(422, 'invalid-archive', `The archive does not verify: ${where}${f?.message ?? report.summary}`);
  }
  const archive = input as Archive;
  const ruleset = rulesetOf(ctx, archive);
  return {
    verified: report.summary,
    scope: report.scope,
    game: { id: archive.game.id, titleName: ruleset.title, status: archive.game.status, outcome: archive.game.outcome ?? null },
    steps: archiveStepData(archive, ruleset),
  };
}

/**
 * Step k of an archive as report data, for its map: the file is checked for shape only,
 * and a full copy is replayed to step k, every state and die compared with the record
 * on the way (archive/verify/replay.ts). 404 `unknown-step` for a step the file lacks.
 */
export function archiveStep(ctx: Pick<ServiceContext, 'rulesets'>, input: unknown, k: number): ArchiveStepData {
  const shape = archiveSchema.safeParse(input);
  if (!shape.success) throw new ServiceError(422, 'invalid-archive', 'Not an Umpire archive (umpire-archive/1).');
  const archive = input as Archive;
  const found = archiveStepData(archive, rulesetOf(ctx, archive), k).find((s) => s.data.step?.step === k);
  if (!found) throw new ServiceError(404, 'unknown-step', `The archive has no step ${k} (it has ${archive.steps.length}).`);
  return found;
}

function rulesetOf(ctx: Pick<ServiceContext, 'rulesets'>, archive: Archive) {
  const ruleset = ctx.rulesets.get(archive.game.title);
  if (!ruleset) throw new ServiceError(422, 'unknown-title', `This server has no rules for title ${archive.game.title}.`);
  return ruleset;
}

/** The two archive readers alone, for a viewer that runs with no database (`umpire view`). */
export function archiveReader(rulesets: readonly Ruleset[]): Pick<UmpireService, 'browseArchive' | 'archiveStep'> {
  const ctx = { rulesets: new Map(rulesets.map((r) => [r.id, r])) };
  return { browseArchive: (input) => browseArchive(ctx, input), archiveStep: (input, k) => archiveStep(ctx, input, k) };
}
