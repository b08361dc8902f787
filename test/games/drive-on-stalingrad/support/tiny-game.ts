import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { createDriveOnStalingrad } from '#games/drive-on-stalingrad/ruleset';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { tinyBundle, type TinySpec } from './tiny-bundle';

/** A ruleset over a tiny bundle and its set-up state, with optional state overrides. */
export function tinyGame(spec: TinySpec, overrides: Partial<DosState> = {}, options?: Record<string, unknown>) {
  const ruleset = createDriveOnStalingrad(tinyBundle(spec));
  const initial = ruleset.setup('test', options);
  for (const [id, steps] of Object.entries(spec.steps ?? {})) initial.units = { ...initial.units, [id]: { ...initial.units[id]!, steps } };
  const state: DosState = { ...initial, ...overrides };
  return { ruleset, state };
}

/** A submission for a side. */
export const submission = (s: string, orders: unknown[], standing?: unknown): Submission =>
  standing === undefined ? { side: side(s), orders } : { side: side(s), orders, standing };
