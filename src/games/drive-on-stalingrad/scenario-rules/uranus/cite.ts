import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { ScenarioRule } from '#games/drive-on-stalingrad/data/scenario-rules-schema';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/** The scenario rule `id` of this game's scenario (ScenarioData.rules), or null. */
export function scenarioRule(ctx: DosContext, state: Pick<DosState, 'scenario'>, id: string): ScenarioRule | null {
  return scenarioOf(ctx, state.scenario).data.rules?.find((r) => r.id === id) ?? null;
}

/** How reports cite a scenario rule: "DoS Uranus U-9 (reconstructed)". */
export function citeScenarioRule(ctx: DosContext, state: Pick<DosState, 'scenario'>, id: string): string {
  const name = scenarioOf(ctx, state.scenario).data.name.replace(/^Operation /, '');
  const provenance = scenarioRule(ctx, state, id)?.provenance ?? 'reconstructed';
  return `DoS ${name} ${id} (${provenance})`;
}

/** The army a unit set up with in this scenario (ScenarioData.setup[].army), or null. */
export function setupArmyOf(ctx: DosContext, state: Pick<DosState, 'scenario'>, unit: string): string | null {
  return scenarioOf(ctx, state.scenario).data.setup.find((p) => p.unit === unit)?.army ?? null;
}
