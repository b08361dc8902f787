import type { CombinedSetupSource, HexBlock, SetupSource } from '../../../src/games/streets-of-stalingrad/data/setup';

type ScenarioSource = SetupSource['scenarios'][1];
type SideSource = ScenarioSource['soviet'];
type FormationSource = SideSource['formations'][number];

/**
 * Scenario #3's set-up source as one scenario's (SoS 2.31: the campaign combines #1 and #2,
 * digest 1.2): its own boundary; each side's formations of the scenarios it combines and its
 * own, a formation drawn in more than one joined into one (its front lines, areas and
 * attached units together); the unattached areas together; the placements of the scenarios
 * it combines, then its own, a unit placed by more than one (an army leader or OP on both
 * cards) where the first places it.
 */
export function combinedScenario(src: SetupSource): ScenarioSource {
  const own: CombinedSetupSource = src.scenarios[3];
  const parts: ScenarioSource[] = [...own.combines.map((n) => src.scenarios[n]), own];
  const side = (which: 'soviet' | 'german'): SideSource => {
    const formations = new Map<string, FormationSource>();
    for (const p of parts) {
      for (const f of p[which].formations) {
        const key = `${f.level}:${f.name}`;
        const first = formations.get(key);
        formations.set(
          key,
          first
            ? { ...first, frontLine: [...first.frontLine, ...f.frontLine], area: [...first.area, ...f.area], attached: [...first.attached, ...f.attached.filter((a) => !first.attached.includes(a))] }
            : { ...f },
        );
      }
    }
    const unattached: HexBlock[] = parts.flatMap((p) => p[which].unattached);
    return { formations: [...formations.values()], unattached };
  };
  const placed = (which: 'soviet' | 'german') => {
    const seen = new Set<string>();
    return parts.flatMap((p) => p.placement[which]).filter((p) => (seen.has(p.unit) ? false : (seen.add(p.unit), true)));
  };
  return { boundary: own.boundary, soviet: side('soviet'), german: side('german'), placement: { soviet: placed('soviet'), german: placed('german') }, note: own.note };
}
