import type { AttackPreview, Ruleset, UnitOptions } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { loadGame, type LoadedGame } from './game/load-game';
import type { UnitOptionsListing } from './types';

/** A side's whole listing for one position: what `options` answers, less the game's fields. */
type Listing = Pick<UnitOptionsListing, 'units' | 'declarations' | 'sideOptions' | 'orderChoices'>;

/** How many positions' listings a service keeps (a few games, both sides). */
const LISTINGS_KEPT = 32;
const kept = new WeakMap<ServiceContext, Map<string, Listing>>();

/**
 * "What can this unit do now" for a side (Ruleset.options): the open window and every
 * unit's legal moves (with paths), attacks, entries and notes; `unit` narrows it to one.
 *
 * The whole listing depends on the position alone (the rules are pure), and the game page,
 * the composer and the API ask it again and again of one position: it is kept per game,
 * state version and side (LISTINGS_KEPT, the latest first), and made again once a commit
 * moves the game's version.
 */
export async function options(ctx: ServiceContext, gameId: string, side: string, unit?: string): Promise<UnitOptionsListing> {
  const { row, ruleset } = await openGame(ctx, gameId, side);
  const store = kept.get(ctx) ?? kept.set(ctx, new Map()).get(ctx)!;
  const key = `${gameId}\u0000${row.version}\u0000${row.stateHash}\u0000${side}`;
  let listing = store.get(key);
  if (listing) {
    store.delete(key);
    store.set(key, listing);
  } else if (unit === undefined) {
    listing = listingOf(ruleset, row.state, side as Side);
    store.set(key, listing);
    if (store.size > LISTINGS_KEPT) store.delete(store.keys().next().value!);
  }
  const chosen = listing ? (unit === undefined ? listing.units : listing.units.filter((o) => o.unit === unit)) : withShifts(ruleset, row.state, side as Side, unitsOf(ruleset, row.state, side as Side).filter((o) => o.unit === unit));
  if (unit !== undefined && chosen.length === 0) {
    throw new ServiceError(404, 'unknown-unit', `${side} has no unit ${JSON.stringify(unit)} on the map or due now in game ${gameId}.`, [
      { path: ['unit'], code: 'unknown-unit', message: `no unit ${JSON.stringify(unit)} of ${side}` },
    ]);
  }
  const declarations = listing?.declarations ?? ruleset.declarations?.(row.state, side as Side) ?? [];
  return {
    game: row.id, side, window: row.window!.id, accepts: row.window!.accepts, basedOn: row.stateHash, deadline: row.deadline ?? null, units: chosen,
    ...(declarations.length ? { declarations } : {}),
    ...(unit === undefined && listing?.sideOptions ? { sideOptions: listing.sideOptions } : {}),
    ...(unit === undefined && listing?.orderChoices ? { orderChoices: listing.orderChoices } : {}),
  };
}

/** Every unit's options, with the listings for players (Ruleset.optionsForPlayers). */
const unitsOf = (ruleset: Ruleset, state: unknown, side: Side): UnitOptions[] => {
  const listed = ruleset.options(state, side);
  return ruleset.optionsForPlayers?.(state, side, listed) ?? listed;
};

/** Each attack with its column shifts as the side may know them (Ruleset.preview). */
function withShifts(ruleset: Ruleset, state: unknown, side: Side, units: UnitOptions[]): UnitOptions[] {
  const preview = ruleset.preview?.bind(ruleset);
  if (!preview) return units;
  return units.map((o) => (o.attacks ? { ...o, attacks: o.attacks.map((a) => ({ ...a, shifts: preview(state, side, { target: a.target, units: [o.unit] }).shifts })) } : o));
}

/** The side's whole listing of a position. */
function listingOf(ruleset: Ruleset, state: unknown, side: Side): Listing {
  const declarations = ruleset.declarations?.(state, side) ?? [];
  const sideOptions = ruleset.sideOptions?.(state, side) ?? {};
  const orderChoices = ruleset.orderChoices?.(state, side) ?? [];
  return {
    units: withShifts(ruleset, state, side, unitsOf(ruleset, state, side)),
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
