import type { Issue } from '#kernel/engine/issues';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { Receipt } from '#service/types';
import { withSignature } from '#turnfile/signature';
import { failingOrderIndexes } from './failing-orders';
import { fillTemplate } from './fill-template';
import type { DistanceField } from './hex-distance';
import { AGGRESSIVE, scriptedOrders, type PlayerPolicy } from './scripted-player';
import type { UmpireApi } from './umpire-api';

/** A game as POST /api/games returned it: its id and every token. */
export interface Seats {
  id: string;
  refereeToken: string;
  players: { side: string; token: string }[];
}

/** How one window's files are sent. */
export interface FileStyle {
  /** Entropy words for the phasing side's files. */
  entropy?: string;
  /** Send a draft (final: false) with the first half of the orders before the final file. */
  draftFirst?: boolean;
  /** Sign the final file with the side's token (as `umpire sign` does) and send it without one. */
  signed?: boolean;
  /** Standing orders sent (with no orders) by sides the window does not wait for. */
  standing?: Record<string, unknown>;
}

export interface SentFile {
  side: string;
  final: boolean;
  signed: boolean;
  entropy?: string;
  /** Orders the player wanted, and how many the accepted file carried. */
  planned: number;
  sent: number;
  /** Problems of the refused attempts (each refused order was dropped and the file sent again). */
  dropped: Issue[];
  receipt: Receipt;
}

export interface WindowPlay {
  window: string;
  turn: number;
  files: SentFile[];
  /** The adjudication step that closed the window. */
  step: number;
}

export interface PlayArgs {
  api: UmpireApi;
  game: Seats;
  ruleset: Ruleset;
  /** Distances to the nearest of some hexes on the title's map (hex-distance.ts). */
  distanceField(sources: readonly string[]): DistanceField;
  /** The player's policy, or one per side; default AGGRESSIVE. */
  policy?: PlayerPolicy | ((side: string) => PlayerPolicy);
  /** Plays the open window while this holds (index counts the windows played so far). */
  playWhile(window: { id: string; turn: number; index: number }): boolean;
  style?(window: { id: string; turn: number; index: number }): FileStyle;
  log?(line: string): void;
}

const MAX_ATTEMPTS = 8;

/** A sent file and the order objects its refused attempts dropped. */
type Sent = SentFile & { droppedOrders: Set<unknown> };

/**
 * Plays a game over the HTTP API with the scripted player: for each open window it reads
 * the referee's view (the full state) and asks the title's `options()` what each unit can
 * do, takes each side's template, fills in the scripted orders and submits it. A file
 * refused with 422 illegal-orders is logged and sent again without the orders it names.
 */
export async function playGame(args: PlayArgs): Promise<WindowPlay[]> {
  const { api, game, ruleset } = args;
  const log = args.log ?? (() => {});
  const plays: WindowPlay[] = [];
  for (let index = 0; ; index++) {
    const summary = await api.summary(game.id);
    if (summary.status === 'ended' || summary.window === null) break;
    const at = { id: summary.window, turn: summary.turn ?? 0, index };
    if (!args.playWhile(at)) break;
    const style = args.style?.(at) ?? {};
    const state = await api.view(game.id, game.refereeToken);
    const window = ruleset.window(state);
    if (!window || window.id !== at.id) throw new Error(`the referee's view is at ${window?.id ?? 'the end'}, the summary at ${at.id}`);
    const files: Sent[] = [];
    for (const [side, standing] of Object.entries(style.standing ?? {})) {
      if (summary.waitingFor.includes(side)) continue;
      const template = await api.template(game.id, tokenOf(game, side));
      files.push(await sendWithRetry(args, side, template, [], { standing, final: true, signed: false }, log));
    }
    for (const side of summary.waitingFor) {
      const enemyHexes = ruleset.sides.filter((s) => s !== side).flatMap((s) => ruleset.options(state, s).map((u) => u.hex as string));
      const options = ruleset.options(state, side as Side);
      const enemyDistance = args.distanceField(enemyHexes);
      const policy = typeof args.policy === 'function' ? args.policy(side) : (args.policy ?? AGGRESSIVE);
      let orders = scriptedOrders({ accepts: window.accepts, options, enemyDistance }, policy);
      const template = await api.template(game.id, tokenOf(game, side));
      const how = { final: true, signed: false, ...(style.entropy !== undefined ? { entropy: style.entropy } : {}) };
      if (style.draftFirst) {
        const draft = await sendWithRetry(args, side, template, orders.slice(0, Math.ceil(orders.length / 2)), { ...how, final: false }, log);
        files.push(draft);
        orders = orders.filter((o) => !draft.droppedOrders.has(o));
      }
      files.push(await sendWithRetry(args, side, template, orders, { ...how, signed: style.signed === true }, log));
    }
    const closed = files.at(-1)?.receipt.adjudicated;
    if (!closed) throw new Error(`window ${at.id} did not close after its files`);
    log(`${at.id}: step ${closed.step}, ${closed.events} events, next ${closed.nextWindow ?? 'none'}`);
    plays.push({ window: at.id, turn: at.turn, files: files.map(({ droppedOrders: _d, ...f }) => f), step: closed.step });
  }
  return plays;
}

async function sendWithRetry(
  args: PlayArgs,
  side: string,
  template: string,
  planned: readonly unknown[],
  how: { final: boolean; signed: boolean; entropy?: string; standing?: unknown },
  log: (line: string) => void,
): Promise<Sent> {
  const token = tokenOf(args.game, side);
  const schemas = { order: args.ruleset.orderSchema, standing: args.ruleset.standingSchema };
  let orders = [...planned];
  const dropped: Issue[] = [];
  const droppedOrders = new Set<unknown>();
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const choices = { orders, final: how.final, ...(how.entropy !== undefined ? { entropy: how.entropy } : {}), ...(how.standing !== undefined ? { standing: how.standing } : {}) };
    let text = fillTemplate(template, choices);
    if (how.signed) {
      const signed = withSignature(text, token, schemas);
      if (!signed.ok) throw new Error(`cannot sign: ${JSON.stringify(signed.issues)}`);
      text = signed.text;
    }
    const answer = await args.api.submit(args.game.id, text, how.signed ? undefined : token);
    if (answer.status === 200 && 'receipt' in answer) {
      const base = { side, final: how.final, signed: how.signed, planned: planned.length, sent: orders.length, dropped, receipt: answer.receipt, droppedOrders };
      return how.entropy !== undefined ? { ...base, entropy: how.entropy } : base;
    }
    const failing = 'errors' in answer && answer.status === 422 && answer.code === 'illegal-orders' ? failingOrderIndexes(answer.errors) : null;
    if (!failing || !('errors' in answer)) throw new Error(`${side} file refused: ${JSON.stringify(answer)}`);
    for (const e of answer.errors) log(`${side} ${how.final ? 'file' : 'draft'} refused, dropping orders[${String(e.path[1])}]: ${e.code} ${e.message}${e.rule ? ` (${e.rule})` : ''}`);
    dropped.push(...answer.errors);
    for (const i of failing) droppedOrders.add(orders[i]);
    orders = orders.filter((_, i) => !failing.has(i));
  }
  throw new Error(`${side}: still refused after ${MAX_ATTEMPTS} attempts`);
}

function tokenOf(game: Seats, side: string): string {
  const seat = game.players.find((p) => p.side === side);
  if (!seat) throw new Error(`no token for side ${side}`);
  return seat.token;
}
