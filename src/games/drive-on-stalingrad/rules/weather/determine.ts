import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { turnLabel } from '#games/drive-on-stalingrad/windows/sequence';
import { monthOfTurn } from './calendar';

/** The weather of a scenario's game turn 1: the table's `initial` state for its month (10.0, reconstructed). */
export function initialWeather(ctx: DosContext, scenarioId: string): string | undefined {
  const start = scenarioOf(ctx, scenarioId).data.startDate;
  const w = ctx.tables.weather;
  if (!start || !w) return undefined;
  return w.initial[String(monthOfTurn(start, 1))];
}

/**
 * Step III of the sequence (DoS 5.2): weather determination for the next game turn. One
 * d6, labelled `Tnn/weather` with the game turn it decides, read in that turn's month row
 * of the (reconstructed, 10.0) weather table. Nothing happens, and no die is rolled,
 * when the data has no weather table or the scenario no start date. Mutates the draft:
 * `draft.turn` must already be the new game turn.
 */
export function determineWeather(ctx: DosContext, draft: DosState, dice: Dice): GameEvent | null {
  const start = scenarioOf(ctx, draft.scenario).data.startDate;
  const w = ctx.tables.weather;
  if (!start || !w) return null;
  const month = monthOfTurn(start, draft.turn);
  const row = w.table[String(month)];
  if (!row) return null;
  const label = `${turnLabel(draft.turn)}/weather`;
  const die = dice.roll(label, 6);
  const weather = row[die - 1]!;
  draft.weather = weather;
  const name = w.states[weather]?.name ?? weather;
  return {
    type: 'weather',
    rule: 'DoS 10.0',
    turn: draft.turn,
    month,
    die: { label, value: die },
    weather,
    provenance: w.provenance,
    text: `Weather for game turn ${draft.turn} (month ${month}): die ${die} → ${name} (5.2 III; 10.0, ${w.provenance})`,
  };
}
