import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { AirState } from '#games/campaign-to-stalingrad/state/air';

/** The air units of a scenario at set-up: all ready, except those the Air Reinforcement Schedule brings later (23.14). */
export function initialAir(ctx: CtsContext, scenarioId: string): AirState {
  const later = new Set((ctx.scenarios.get(scenarioId)?.airReinforcements ?? []).flatMap((r) => r.units));
  const units: AirState['units'] = {};
  for (const id of [...ctx.airUnits.keys()].sort()) {
    units[id] = { id, where: later.has(id) ? 'pending' : 'ready', hex: null, mission: null, groundSupportGiven: false, bombarded: false };
  }
  return { units };
}

/**
 * The start of a Game Turn (ESoP 2.1 step 3): air reinforcements of the turn arrive
 * (23.14), and on odd-numbered turns other than the scenario's first each side replaces
 * one eliminated air unit (23.13): the first of its standing `air.replace` list that is
 * eliminated, else the first eliminated in counter order. Both may fly that turn.
 */
export function airArrivals(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const scenario = ctx.scenarios.get(state.scenario);
  const units = { ...(state.air?.units ?? {}) };
  const events: GameEvent[] = [];
  for (const r of scenario?.airReinforcements ?? []) {
    if (r.turn !== state.turn) continue;
    for (const id of r.units) {
      if (units[id]?.where !== 'pending') continue;
      units[id] = { ...units[id]!, where: 'ready' };
      events.push({ type: 'air-reinforcement', rule: 'CtS 23.14', side: r.side, unit: id, text: `${ctx.airUnits.get(id)?.name ?? id} arrives` });
    }
  }
  const firstTurn = scenario?.firstTurn ?? 1;
  if (state.turn % 2 === 1 && state.turn !== firstTurn) {
    for (const side of ['axis', 'soviet'] as const) {
      const gone = [...ctx.airUnits.values()].filter((s) => s.side === side && units[s.id]?.where === 'eliminated').map((s) => s.id);
      const wanted = (state.standing[side]?.air?.replace ?? []).find((id) => gone.includes(id)) ?? gone[0];
      if (!wanted) continue;
      units[wanted] = { ...units[wanted]!, where: 'ready' };
      events.push({ type: 'air-replacement', rule: 'CtS 23.13', side, unit: wanted, text: `${ctx.airUnits.get(wanted)!.name} is replaced` });
    }
  }
  return events.length === 0 ? { state, events } : { state: { ...state, air: { ...state.air, units } }, events };
}
