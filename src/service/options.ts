import type { AttackPreview, Ruleset } from '#kernel/engine/ruleset';
import { cached } from '#kernel/memo/cached';
import type { Side } from '#kernel/ids';
import type { ServiceContext } from './context';
import { ServiceError, unknownGame } from './errors';
import { rulesetOf, type LoadedGame } from './game/load-game';
import { currentGameRow } from './submit/game-row-cache';
import type { UnitOptionsListing } from './types';

/** A side's whole listing for one position: what `options` answers, less the game's fields. */
type Listing = Pick<UnitOptionsListing, 'units' | 'declarations' | 'sideOptions' | 'orderChoices'>;

/** The listings worked out, by state object and side (a state object is never changed; checked-orders.ts keeps checks the same way). */
const listings = new WeakMap<object, Map<string, Listing>>();

/**
 * "What can this unit do now" for a side (Ruleset.options): the open window and every
 * unit's legal moves (with paths), attacks, entries and notes; `unit` narrows it to one.
 *
 * The listing depends on the position alone (the rules are pure), and the game page, the
 * composer and the API ask it again and again of one position: the game row is the one kept
 * for turn files while its version stands (submit/game-row-cache.ts), so its state object is
 * too, and the side's whole listing is worked out once per state object.
 */
export async function options(ctx: ServiceContext, gameId: string, side: string, unit?: string): Promise<UnitOptionsListing> {
  const { row, ruleset } = await openGame(ctx, gameId, side);
  const listing = listingOf(ruleset, row.state, side as Side);
  const chosen = unit === undefined ? listing.units : listing.units.filter((o) => o.unit === unit);
  if (unit !== undefined && chosen.length === 0) {
    throw new ServiceError(404, 'unknown-unit', `${side} has no unit ${JSON.stringify(unit)} on the map or due now in game ${gameId}.`, [
      { path: ['unit'], code: 'unknown-unit', message: `no unit ${JSON.stringify(unit)} of ${side}` },
    ]);
  }
  return {
    game: row.id, side, window: row.window!.id, accepts: row.window!.accepts, basedOn: row.stateHash, deadline: row.deadline ?? null, units: chosen,
    ...(listing.declarations ? { declarations: listing.declarations } : {}),
    ...(unit === undefined && listing.sideOptions ? { sideOptions: listing.sideOptions } : {}),
    ...(unit === undefined && listing.orderChoices ? { orderChoices: listing.orderChoices } : {}),
  };
}

/** The side's whole listing of a position, worked out once per state object: every unit with its attacks' shifts (Ruleset.preview), declarations, side options and order choices. */
function listingOf(ruleset: Ruleset, state: unknown, side: Side): Listing {
  const make = (): Listing => {
    const listed = ruleset.options(state, side);
    const units = ruleset.optionsForPlayers?.(state, side, listed) ?? listed;
    const preview = ruleset.preview?.bind(ruleset);
    const declarations = ruleset.declarations?.(state, side) ?? [];
    const sideOptions = ruleset.sideOptions?.(state, side) ?? {};
    const orderChoices = ruleset.orderChoices?.(state, side) ?? [];
    return {
      units: preview ? units.map((o) => (o.attacks ? { ...o, attacks: o.attacks.map((a) => ({ ...a, shifts: preview(state, side, { target: a.target, units: [o.unit] }).shifts })) } : o)) : units,
      ...(declarations.length ? { declarations } : {}),
      ...(Object.keys(sideOptions).length ? { sideOptions } : {}),
      ...(orderChoices.length ? { orderChoices } : {}),
    };
  };
  if (typeof state !== 'object' || state === null) return make();
  return cached(cached(listings, state, () => new Map<string, Listing>()), side, make);
}

/** An attack as the side would see it before committing it: problems, strengths, odds and column shifts. */
export async function previewAttack(ctx: ServiceContext, gameId: string, side: string, attack: { target: string; units: string[] }): Promise<AttackPreview> {
  const { row, ruleset } = await openGame(ctx, gameId, side);
  if (!ruleset.preview) throw new ServiceError(404, 'no-preview', `${ruleset.title} does not preview attacks.`);
  return ruleset.preview(row.state, side as Side, attack);
}

async function openGame(ctx: ServiceContext, gameId: string, side: string): Promise<LoadedGame> {
  const row = await currentGameRow(ctx.reads, gameId);
  if (!row) throw unknownGame(gameId);
  const game = { row, ruleset: rulesetOf(ctx, row.title) };
  if (!game.ruleset.sides.map(String).includes(side)) {
    throw new ServiceError(422, 'unknown-side', `Game ${gameId} has no side ${side}.`, [{ path: ['side'], code: 'unknown-side', message: `no side ${side}` }]);
  }
  if (!game.row.window || game.row.status === 'ended') throw new ServiceError(409, 'game-ended', `Game ${gameId} has ended; there is no window to answer.`);
  return game;
}
