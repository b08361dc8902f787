import { kharkovBattles as kb } from '#games/kharkov-battles/index';
import { sha256Hex } from '#kernel/canonical/hash';
import { StepDice } from '#kernel/dice';
import type { OrderChoice, Submission, UnitOptions } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import { failingOrderIndexes } from '../../test/e2e/support/failing-orders';
import { edgeKeepers, enemyHexes, KB_LIMITS, KB_STANDING, kbOrders, withoutKeepers, type KbLimits } from '../../test/e2e/support/kb-player';

/** The game record the Ruleset keeps (setup's result). */
export type KbGameState = ReturnType<typeof kb.setup>;

/** No limit: every unit that can move or make a Mobile Assault does, every enemy hex that can be attacked is, every ready-made Preparation order is taken once per kind. */
export const KB_EVERY_ORDER: KbLimits = { moves: Number.POSITIVE_INFINITY, assaults: Number.POSITIVE_INFINITY, battles: Number.POSITIVE_INFINITY, choices: Number.POSITIVE_INFINITY };

/** Fixed dice for a window: StepDice keyed with hashes of the window id (hidden chit draws keyed with a fixed game salt). */
export const kbDiceFor = (window: string) =>
  new StepDice({ seedHex: sha256Hex(`bench kb seed ${window}`), ctxHex: sha256Hex(`bench kb ctx ${window}`), gameSaltHex: sha256Hex('bench kb salt') });

interface KbFront {
  state: { units: Record<string, { hex: string | null; marks?: { preparedAssault?: boolean } }> };
}

/** What the scripted player reads of a window: its id, the order kinds it accepts, the side's unit options and ready-made orders (GET /options answers the same). */
export interface KbListing {
  window: string;
  accepts: string[];
  units: UnitOptions[];
  orderChoices?: OrderChoice[];
}

/**
 * The scripted player's orders (test/e2e/support/kb-player.ts `kbOrders`: Preparation
 * choices taken, Mobile Assaults where offered, moves to the listed destination nearest the
 * enemy, Prepared Assaults on the hexes the units list, every marked unit first) within
 * `limits`, from the listing and the side's view (GET /view answers the same), with one
 * change that keeps the game going: the Axis units that hold the east edge stay put
 * (edgeKeepers).
 */
export function kbPlannedOrders(listing: KbListing, view: unknown, side: Side, limits: KbLimits): unknown[] {
  const front = view as KbFront;
  const marked = new Set(Object.entries(front.state.units).filter(([, u]) => u.marks?.preparedAssault).map(([u]) => u));
  const keep = side === 'axis' ? edgeKeepers(front, marked) : new Set<string>();
  return withoutKeepers(kbOrders(listing, enemyHexes(front, String(side)), marked, limits), keep);
}

/**
 * The scripted player's submission (kbPlannedOrders) for the side the open window waits
 * for, read from options(), orderChoices() and view(); orders parsed with the order schema;
 * any order check() refuses is left out. `standing` rides along when given (the side's first
 * file carries its standing orders).
 */
export function kbSubmission(state: KbGameState, limits: KbLimits, standing?: unknown): Submission {
  const window = kb.window(state);
  if (!window) throw new Error('the game has ended');
  const side = window.waitingFor[0]!;
  const listing = { window: window.id, accepts: [...window.accepts], units: kb.options(state, side), orderChoices: kb.orderChoices?.(state, side) ?? [] };
  let orders: unknown[] = kbPlannedOrders(listing, kb.view(state, side), side, limits).map((o) => kb.orderSchema.parse(o));
  const extra = standing === undefined ? {} : { standing: kb.standingSchema.parse(standing) };
  for (let attempt = 0; attempt < 12; attempt++) {
    const issues = kb.check(state, { side, orders, ...extra });
    if (issues.length === 0) break;
    const failing = failingOrderIndexes(issues);
    if (!failing) throw new Error(`${window.id} ${String(side)}: refused as a whole: ${issues.map((i) => `${i.path.join('.')} ${i.code}: ${i.message}`).join('; ')}`);
    orders = orders.filter((_, i) => !failing.has(i));
  }
  return { side, orders, ...extra };
}

/** One window closed with the scripted player's submission (a server window with none); the side's first one carries KB_STANDING. */
export function kbPlayWindow(state: KbGameState, limits: KbLimits, standingSent: Set<Side>): KbGameState {
  const window = kb.window(state)!;
  // the opening (T00/opening) waits for no side: closed with no files, as the service closes it
  if (window.waitingFor.length === 0) return kb.adjudicate(state, [], kbDiceFor(window.id)).state;
  const side = window.waitingFor[0]!;
  const sub = kbSubmission(state, limits, standingSent.has(side) ? undefined : KB_STANDING);
  standingSent.add(side);
  return kb.adjudicate(state, [sub], kbDiceFor(window.id)).state;
}

/**
 * The position of a scripted Operation Star game when window `windowId` opens (e.g.
 * "T07/axis-movement"): every earlier window played in memory by the scripted player at the
 * full-game e2e test's limits (KB_LIMITS: six moves, two Mobile Assaults, three battles, four
 * Preparation choices a window) with fixed dice. The same state every time.
 */
export function kbScriptedPosition(windowId: string): KbGameState {
  let state = kb.setup('operation-star');
  const standingSent = new Set<Side>();
  for (let i = 0; i < 400; i++) {
    const window = kb.window(state);
    if (!window) break;
    if (window.id === windowId) return state;
    state = kbPlayWindow(state, KB_LIMITS, standingSent);
  }
  throw new Error(`the scripted Operation Star game never opens ${windowId}`);
}
