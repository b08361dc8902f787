import { initialAir } from '../rules/air/arrivals';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsState, UnitState } from '../state/types';
import { openingCityBattles } from './city-battle-start';
import { defaultSetupLosses } from './setup-losses';
import { startLineSide } from './start-line';
import { NO_RAIL_USE } from '../rules/movement/rail-use';
import { caucasusPlay } from '../rules/caucasus/plays';
import { copyUnits, unitRecord, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

const inOrderOfBattle = (scenarios: readonly string[] | undefined, scenarioId: string): boolean => scenarios === undefined || scenarios.includes(scenarioId);

/**
 * The state at the start of a scenario (35.1-35.6): every at-start unit on its hex, the
 * Soviet set-up step losses, frozen armies, control on each side of the start line (7.0,
 * digest M5), 12 Supply Points each and the Axis depots (35.2); turn 1 begins with the
 * Axis (35.6: only the exempt units move, then the Combat Phase). Operation Uranus (36.0)
 * begins in the Soviet Combat Phase of turn 49 (36.6), Overcast (36.5), with the Supply
 * Points of 36.2, every Replacement in the Pool (36.4) and the Major City Battle for 4209
 * (36.1 STALINGRAD, setup/city-battle-start.ts).
 */
export function initialState(ctx: CtsContext, scenarioId: string): CtsState {
  const scenario = ctx.scenarios.get(scenarioId);
  if (!scenario) throw new Error(`campaign-to-stalingrad has no scenario "${scenarioId}"`);
  const frozenArmies = new Set(scenario.frozen.map((f) => f.army));
  const kuban = new Set(scenario.kuban?.units ?? []); // CtS 35.6 Kuban Garrison
  const losses = new Set(defaultSetupLosses(ctx, scenario));
  const units: Record<string, UnitState> = {};
  const blank = (id: string): UnitState =>
    unitRecord({
      id,
      hex: null,
      where: 'pending',
      steps: ctx.units.get(id)!.faces.length,
      disrupted: false,
      outOfSupply: false,
      activated: false,
      frozen: false,
      retreatedThisPhase: false,
      attacked: false,
      defended: false,
    });
  // a counter of another scenario's order of battle alone (units.yaml `scenarios`) is not in this game
  for (const id of [...ctx.units.keys()].sort()) if (inOrderOfBattle(ctx.units.get(id)!.scenarios, scenarioId)) units[id] = unitWith(blank(id), { where: 'withdrawn' });
  for (const r of scenario.reinforcements) for (const id of r.units) units[id] = blank(id);
  for (const p of scenario.setup) {
    const spec = ctx.units.get(p.unit)!;
    units[p.unit] = unitWith(blank(p.unit), {
      hex: hexId(p.hex),
      where: 'map',
      steps: spec.faces.length - (losses.has(p.unit) ? 1 : 0),
      frozen: frozenArmies.has(spec.army) || kuban.has(p.unit),
    });
  }
  // CtS 34.7: "Some Soviet units start in the Caucasus Off Map Box": off the map in the box, as if gone by its edge hex before the first turn (17.1)
  for (const p of scenario.boxSetup ?? []) {
    if (!inOrderOfBattle(ctx.units.get(p.unit)?.scenarios, scenarioId) || !ctx.units.has(p.unit)) continue;
    units[p.unit] = unitWith(blank(p.unit), { where: 'off-map', hex: hexId(p.hex), leftMapTurn: scenario.firstTurn - 1, box: p.box });
  }
  // 35.4: replacements start in the Pool, except those the scenario sets up (with their HQ)
  const pool = { axis: { ...(ctx.tables.replacements.pool.axis ?? {}) }, soviet: { ...(ctx.tables.replacements.pool.soviet ?? {}) } };
  const onMap: CtsState['replacementsOnMap'] = [];
  for (const r of scenario.replacements) {
    const hq = units[r.with];
    if (!hq || hq.hex === null || (pool[r.side][r.type] ?? 0) < 1) continue;
    pool[r.side][r.type] = pool[r.side][r.type]! - 1;
    onMap.push({ side: r.side, type: r.type, hex: hq.hex });
  }
  const control: Record<string, 'axis' | 'soviet'> = {};
  for (const h of ctx.map.hexIds()) control[h] = startLineSide(scenario.startLine.rows, h);
  const state: CtsState = {
    scenario: scenarioId,
    turn: scenario.firstTurn,
    phasing: scenario.firstWindow?.phasing ?? 'axis', // CtS 36.6: Uranus opens with the Soviet
    weather: scenario.firstWeather ?? 'clear', // CtS 35.5: Clear on the first turn; 36.5: Overcast
    units: copyUnits(units),
    control,
    supplyPoints: { axis: scenario.supply.axis?.points ?? 0, soviet: scenario.supply.soviet?.points ?? 0 },
    depots: scenario.depots.map((d) => ({ side: d.side, hex: hexId(d.hex) as HexId })),
    transport: { axis: ctx.tables.supply.transportPoints, soviet: ctx.tables.supply.transportPoints },
    depotsUsed: [],
    replacementPool: pool,
    replacementsOnMap: onMap,
    intersectingAtStart: [],
    railUse: { axis: NO_RAIL_USE, soviet: NO_RAIL_USE },
    movedThisPhase: [],
    phase: scenario.firstWindow?.phase ?? 'movement', // CtS 36.6: "starts on turn 49 with the Soviet Player's Combat Phase"
    standing: {},
    air: initialAir(ctx, scenarioId), // CtS 23.1, 23.14
    result: null,
    ...(scenario.guardPool ? { guardPool: [...scenario.guardPool] } : {}), // CtS 22.3, 32.1: the Campaign Game's Guard Pool
    ...(caucasusPlay(ctx, { scenario: scenarioId }) ? { caucasusMarkers: {} } : {}), // CtS 34.3: both Axis markers off their tracks, every space Soviet (cts-6 on)
  };
  return openingCityBattles(ctx, state, scenario.cityBattles); // CtS 36.1 STALINGRAD
}
