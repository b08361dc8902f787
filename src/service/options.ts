import type { AttackPreview } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { loadGame, type LoadedGame } from './game/load-game';
import type { UnitOptionsListing } from './types';

/**
 * "What can this unit do now" for a side (Ruleset.options): the open window and every
 * unit's legal moves (with paths), attacks, entries and notes; `unit` narrows it to one.
 */
export async function options(ctx: ServiceContext, gameId: string, side: string, unit?: string): Promise<UnitOptionsListing> {
  const { row, ruleset } = await openGame(ctx, gameId, side);
  const listed = ruleset.options(row.state, side as Side);
  const all = ruleset.optionsForPlayers?.(row.state, side as Side, listed) ?? listed;
  const chosen = unit === undefined ? all : all.filter((o) => o.unit === unit);
  const preview = ruleset.preview?.bind(ruleset);
  const units = preview
    ? chosen.map((o) =>
        o.attacks ? { ...o, attacks: o.attacks.map((a) => ({ ...a, shifts: preview(row.state, side as Side, { target: a.target, units: [o.unit] }).shifts })) } : o,
      )
    : chosen;
  if (unit !== undefined && chosen.length === 0) {
    throw new ServiceError(404, 'unknown-unit', `${side} has no unit ${JSON.stringify(unit)} on the map or due now in game ${gameId}.`, [
      { path: ['unit'], code: 'unknown-unit', message: `no unit ${JSON.stringify(unit)} of ${side}` },
    ]);
  }
  const declarations = ruleset.declarations?.(row.state, side as Side) ?? [];
  const sideOptions = unit === undefined ? (ruleset.sideOptions?.(row.state, side as Side) ?? {}) : {};
  const orderChoices = unit === undefined ? (ruleset.orderChoices?.(row.state, side as Side) ?? []) : [];
  return {
    game: row.id, side, window: row.window!.id, accepts: row.window!.accepts, basedOn: row.stateHash, deadline: row.deadline ?? null, units,
    ...(declarations.length ? { declarations } : {}),
    ...(Object.keys(sideOptions).length ? { sideOptions } : {}),
    ...(orderChoices.length ? { orderChoices } : {}),
  };
}

/** An attack as the side would see it before committing it: problems, strengths, odds and column shifts. */
export async function previewAttack(ctx: ServiceContext, gameId: string, side: string, attack: { target: string; units: string[] }): Promise<AttackPreview> {
  const { row, ruleset } = await openGame(ctx, gameId, side);
  if (!ruleset.preview) throw new ServiceError(404, 'no-preview', `${ruleset.title} does not preview attacks.`);
  return ruleset.preview(row.state, side as Side, attack);
}

async function openGame(ctx: ServiceContext, gameId: string, side: string): Promise<LoadedGame> {
  const game = await loadGame(ctx, gameId);
  if (!game.ruleset.sides.map(String).includes(side)) {
    throw new ServiceError(422, 'unknown-side', `Game ${gameId} has no side ${side}.`, [{ path: ['side'], code: 'unknown-side', message: `no side ${side}` }]);
  }
  if (!game.row.window || game.row.status === 'ended') throw new ServiceError(409, 'game-ended', `Game ${gameId} has ended; there is no window to answer.`);
  return game;
}
