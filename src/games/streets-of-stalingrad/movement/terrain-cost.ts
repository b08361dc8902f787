import { tecHexside, tecTerrain, type Tec, type TecCrossing } from '../data/tec';
import { refuse, type CostPart, type HexFragment, type MoveStep, type StepRefusal } from './move-step';

/** What the terrain asks of a foot unit or a vehicle stepping into `to`. */
export interface TerrainStep {
  step: MoveStep;
  to: HexFragment;
  mover: 'foot' | 'vehicle';
  /** The step is breakthrough movement into or out of an enemy ZOC hex: no road rate (8.54 into one; 8.56 out of one, "the non-road terrain MP cost of the hex they are entering"). */
  breakthroughNoRoad: boolean;
  /** The step is breakthrough movement with an enemy ZOC on either hex (8.55: no bridge). */
  breakthroughByZoc: boolean;
}

/**
 * The TEC's part of one step (SoS 8.04, 8.1, 17.12, Appendices A and B), every part with its
 * rule, or the refusal of a vehicle at a feature it may not cross.
 * - 8.11: a hex with several terrains costs its most costly; no road movement into a city
 *   or industrial/fortified hex.
 * - 8.14: the road (or railroad) rate only when the step follows it; a feature on the hexside
 *   the road crosses costs nothing more. 8.54, 8.56: not in breakthrough movement into or out
 *   of an enemy ZOC hex.
 * - 8.12, Appendices: a vehicle crosses a balka, the Tartar Wall, a railroad cut or an
 *   embankment only where a road, railroad, bridge or break crosses it; a foot unit crosses,
 *   paying the feature's MP.
 * - 17.12: over a bridge unit any unit crosses for 1 MP, "not at the road movement rate";
 *   not from or into a pinned hex (17.12) nor in breakthrough movement by an enemy ZOC (8.55).
 *   A unit takes the bridge when it is the cheaper way, or the only one.
 * - 10.7: a hex with a "breakthru" marker costs half the MP available (replacing its terrain).
 * - 14.84, 15.22: +1 MP per 5 AF of enemy interdiction on the hex (fractions dropped).
 */
export function terrainParts(tec: Tec, t: TerrainStep): CostPart[] | StepRefusal {
  const s = t.step;
  const cls = t.mover;
  const crossings = new Set<TecCrossing>([...(s.hexside?.crossedBy ?? []), ...(s.along ? [s.along] : [])]);
  // SoS 8.55: no bridge over a balka in breakthrough movement where the hex is an enemy ZOC (and none from or into a pinned hex, 17.12)
  const bridgeUsable = crossings.has('bridge') && !s.bridgePinned && !t.breakthroughByZoc;
  const features = (s.hexside?.features ?? []).filter((f) => f !== 'volga').map((f) => ({ f, e: tecHexside(tec, f) }));

  let blocked: { rule: string; f: string } | undefined;
  const extras: CostPart[] = [];
  for (const { f, e } of features) {
    const routeCrosses = s.along !== undefined && (e.vehiclesOnlyBy?.includes(s.along) ?? true);
    const others = e.vehiclesOnlyBy?.filter((c) => c !== 'bridge' && crossings.has(c)) ?? [];
    if (cls === 'vehicle' && e.vehiclesOnlyBy && others.length === 0) blocked ??= { rule: e.rule, f };
    if (!routeCrosses && e.extraMp[cls] > 0) extras.push({ mp: e.extraMp[cls], reason: `crossing the ${f} hexside`, rule: e.rule });
  }
  const bridgeSpans = bridgeUsable && features.some(({ e }) => e.vehiclesOnlyBy?.includes('bridge'));
  const bridge: CostPart[] = [{ mp: tec.bridgeMp, reason: 'across the balka over a bridge unit, not at the road movement rate', rule: 'SoS 17.12' }];
  const normal = blocked ? undefined : [...hexParts(tec, t), ...extras];
  if (bridgeSpans && (!normal || tec.bridgeMp < total(normal))) return [...bridge, ...interdiction(t.to)];
  if (!normal) {
    const why = crossings.has('bridge') ? ' (its bridge may not be used: a pinned hex, 17.12, or breakthrough movement by an enemy ZOC, 8.55)' : '';
    return refuse('vehicle-may-not-cross', `a vehicle (MP 12 or higher) may not cross the ${blocked!.f} here: no road, railroad, bridge or break crosses it${why}`, `${blocked!.rule}`);
  }
  return [...normal, ...interdiction(t.to)];
}

const total = (parts: CostPart[]) => parts.reduce((n, p) => n + p.mp, 0);

/** The hex's own cost: a "breakthru" marker's half, the road or railroad rate along it, or the most costly terrain. */
function hexParts(tec: Tec, t: TerrainStep): CostPart[] {
  const { step: s, to, mover: cls } = t;
  if (to.breakthru) return [{ mp: Math.ceil(s.availableMp / 2 - 1e-9), reason: `through a "breakthru" marker: half of the ${s.availableMp} MP available`, rule: 'SoS 10.7' }];
  const terrains = to.terrain.length > 0 ? to.terrain : (['clear'] as const);
  const along = s.along;
  if (along && to.terrain.includes(along)) {
    const noRoad = terrains.find((k) => !tecTerrain(tec, k).roadMovement);
    const rate = tecTerrain(tec, along).alongRate;
    // SoS 8.54: no road rate in breakthrough movement into or out of an enemy ZOC hex: the hex's other terrain
    if (!noRoad && !t.breakthroughNoRoad && rate) return [{ mp: rate[cls], reason: `along the ${along}`, rule: 'SoS 8.14' }];
  }
  let worst = { k: terrains[0]!, mp: -1 };
  for (const k of terrains) {
    const mp = tecTerrain(tec, k).mp?.[cls];
    if (mp !== undefined && mp > worst.mp) worst = { k, mp };
  }
  const why = along && to.terrain.includes(along) ? (t.breakthroughNoRoad ? ' (no road movement into or out of an enemy ZOC hex in breakthrough movement, 8.54, 8.56)' : ' (no road movement through city and industrial/fortified hexes, 8.11)') : '';
  return [{ mp: Math.max(worst.mp, 0), reason: `${worst.k}, the most costly terrain in the hex${why}`, rule: 'SoS 8.04, 8.11, TEC' }];
}

/** Interdiction on the hex entered. */
function interdiction(to: HexFragment): CostPart[] {
  const n = Math.floor((to.interdictionAf ?? 0) / 5);
  return n > 0 ? [{ mp: n, reason: `${to.interdictionAf} AF of enemy interdiction on the hex: 1 MP per 5`, rule: 'SoS 14.84, 15.22' }] : [];
}
