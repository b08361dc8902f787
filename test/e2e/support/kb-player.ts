import type { OrderChoice, UnitOptions } from '#kernel/engine/ruleset';

/** An HTTP call to the app (hono's app.request, or a fixture's request). */
export type AppRequest = (path: string, call?: { token?: string; json?: unknown }) => Promise<Response>;

/** A game created over the API, with each side's token. */
export interface KbSeats {
  id: string;
  token(side: string): string;
}

/** The Kharkov Battles view as far as the scripted player reads it (GET /view: the state under `state`). */
interface KbFront {
  scenario?: string;
  state: { units: Record<string, { hex: string | null; marks?: { preparedAssault?: boolean } }> };
}

/** What GET /options answered. */
interface Listing {
  window: string;
  accepts: string[];
  units: UnitOptions[];
  orderChoices?: OrderChoice[];
}

const isSoviet = (unit: string): boolean => unit.startsWith('sov-');
const rc = (hex: string): [number, number] => [Number(hex.slice(0, 2)), Number(hex.slice(2, 4))];
/** A rough distance between two four-digit hex ids (rows and columns apart): enough to move toward the enemy. */
const apart = (a: string, b: string): number => {
  const [ra, ca] = rc(a);
  const [rb, cb] = rc(b);
  return Math.max(Math.abs(ra - rb), Math.abs(ca - cb));
};

/** The hexes holding the other side's units, from the side's view. */
export function enemyHexes(view: KbFront, side: string): string[] {
  const out = new Set<string>();
  for (const [id, u] of Object.entries(view.state.units)) if (u.hex && isSoviet(id) !== (side === 'soviet')) out.add(u.hex);
  return [...out].sort();
}

/**
 * Standing orders that never pause a window (docs/kharkov-battles.md "Decisions and
 * pauses"): one defending Air Point for an attack on a city, retreat in full by the
 * default ranking, no Breakout Attempt, no advance after a defence, overrun units
 * displaced, a Pontoon Bridge removed once the enemy stands next to it (none named here).
 */
export const KB_STANDING = {
  air: { budget: 1, preparedAssault: [{ city: true }], mobileAssault: [] },
  tigers: 'use',
  retreat: { policy: 'retreat' },
  breakout: 'never',
  advance: { policy: 'none' },
  displace: { policy: 'displace' },
};

/** KB 20.1: the Operation Star hexes of the Axis edge duty (the east map edge, rows 01-15) and the column next to it. */
const EDGE_COLUMNS = new Set(['33', '34']);
const onEastEdge = (hex: string) => EDGE_COLUMNS.has(hex.slice(2, 4)) && Number(hex.slice(0, 2)) <= 15;
/** KB 20.3: the Third Kharkov rows of the Axis north and south edge duty (rows 48 and 30 of the play area) and the rows next to them. */
const EDGE_ROWS = new Set(['29', '30', '31', '47', '48', '49']);
const onNorthOrSouthEdge = (hex: string) => EDGE_ROWS.has(hex.slice(0, 2));

/**
 * The Axis units that hold the east edge (KB 20.1: an Axis-controlled east map edge hex at
 * the end of every Game-Turn, else the Soviet player wins after two): those on the edge
 * column or next to it, rows 01-15. They stay put, so the scripted game runs its 17 turns
 * instead of ending on turn 4 as the plain policy does. In Third Kharkov (the view's
 * `scenario`), those on the north and south edge rows or next to them (KB 20.3). A unit under a Prepared Assault
 * marker is no keeper: it must attack (KB 7.26, 12.1).
 */
export function edgeKeepers(view: KbFront, marked: ReadonlySet<string>): Set<string> {
  const onEdge = view.scenario === 'third-kharkov' ? onNorthOrSouthEdge : onEastEdge;
  return new Set(Object.entries(view.state.units).filter(([id, u]) => !id.startsWith('sov-') && !marked.has(id) && u.hex !== null && onEdge(u.hex)).map(([id]) => id));
}

/** The orders without any move, Mobile Assault or attack of a keeper (an attack keeps its other attackers). */
export function withoutKeepers(orders: unknown[], keep: ReadonlySet<string>): unknown[] {
  if (keep.size === 0) return orders;
  return orders.flatMap((o) => {
    const r = o as { move?: { unit: string }; assault?: { unit: string }; attack?: { attackers: string[]; targets: string[]; advance?: { units: string[]; path: string[] }[] } };
    if (r.move && keep.has(r.move.unit)) return [];
    if (r.assault && keep.has(r.assault.unit)) return [];
    if (r.attack) {
      const attackers = r.attack.attackers.filter((a) => !keep.has(a));
      if (attackers.length === 0) return [];
      if (attackers.length === r.attack.attackers.length) return [o];
      return [{ attack: { ...r.attack, attackers, advance: [{ units: attackers.slice(0, 1), path: r.attack.targets }] } }];
    }
    return [o];
  });
}

/** How much the player orders a window. */
export interface KbLimits {
  moves: number;
  assaults: number;
  battles: number;
  choices: number;
}
export const KB_LIMITS: KbLimits = { moves: 6, assaults: 2, battles: 3, choices: 4 };

/**
 * The scripted player's orders for the open window, from its options and view:
 * - a Preparation window: every `support` flip offered (KB 9.21: a corps HQ to its Supported
 *   side, so the Axis attacks have full support, 9.3, 12.0), then up to `choices` other
 *   ready-made orders (GET /options `orderChoices`), one per kind;
 * - a Movement window: up to `assaults` Mobile Assaults (KB 11.2) from the listed targets,
 *   each on its own hex, then up to `moves` other units each to the listed destination
 *   nearest the enemy (ties: the cheaper, then the first listed), no two to one hex;
 * - a Combat window: the attacks of planAttacks;
 * - a decision window: the first example of the template, else nothing.
 * Deterministic.
 */
export function kbOrders(listing: Listing, enemy: readonly string[], marked: ReadonlySet<string> = new Set(), limits: KbLimits = KB_LIMITS): unknown[] {
  const { accepts, units } = listing;
  if (accepts.includes('move')) {
    const orders: unknown[] = [];
    const busy = new Set<string>();
    const hit = new Set<string>();
    for (const u of units) {
      if (orders.length >= limits.assaults) break;
      const a = (u.attacks ?? []).find((x) => x.order === 'assault' && !hit.has(x.target));
      if (!a) continue;
      hit.add(a.target);
      busy.add(u.unit);
      orders.push({ assault: { unit: u.unit, target: a.target } });
    }
    const taken = new Set<string>();
    let moves = 0;
    for (const u of units) {
      if (moves >= limits.moves) break;
      if (busy.has(u.unit)) continue;
      const near = (h: string) => (enemy.length ? Math.min(...enemy.map((e) => apart(e, h))) : 0);
      const best = (u.moves ?? []).filter((m) => !taken.has(m.hex) && near(m.hex) < near(u.hex)).sort((x, y) => near(x.hex) - near(y.hex) || x.cost - y.cost)[0];
      if (!best) continue;
      taken.add(best.hex);
      moves++;
      orders.push({ move: { unit: u.unit, path: best.path } });
    }
    return orders;
  }
  if (accepts.includes('attack')) return planAttacks(units, marked, limits.battles);
  const choices = listing.orderChoices ?? [];
  if (choices.length > 0) {
    const seen = new Set<string>(['support']);
    // KB 9.21, 12.0: every corps HQ flipped to its Supported side first, so that the Axis attacks have full support (9.3)
    const orders: unknown[] = choices.filter((c) => c.kind === 'support').map((c) => c.order);
    const limit = orders.length + limits.choices;
    for (const c of choices) {
      if (orders.length >= limit) break;
      const key = `${c.kind}/${c.unit ?? ''}`;
      if (seen.has(key) || seen.has(c.kind)) continue;
      seen.add(key);
      seen.add(c.kind);
      orders.push(c.order);
    }
    return orders;
  }
  return [];
}

/**
 * A Combat window's Prepared Assaults (KB 12.0-12.2): first every unit under a Prepared
 * Assault marker attacks (7.26, 12.1: it must), joined by the units next to its targets and no
 * other enemy stack (so the join owes no further attack, 12.1), then up to `battles` more enemy hexes in hex
 * order; each hex attacked by every unit that lists it and has not attacked yet, the first
 * attacker advancing (12.8). Then KB 12.1: every enemy hex an attacker lists (an enemy
 * stack next to it, which exerts a ZOC on it) is attacked too, by the units left that list
 * it; a hex no unit is left for makes the attacks that called for it drop out, in turn.
 */
export function planAttacks(units: UnitOptions[], marked: ReadonlySet<string>, battles: number): unknown[] {
  const listed = (u: UnitOptions) => (u.attacks ?? []).filter((a) => !a.order).map((a) => a.target as string);
  const byUnit = new Map(units.map((u) => [u.unit as string, listed(u)]));
  const used = new Set<string>();
  const attacks: { targets: string[]; attackers: string[] }[] = [];
  const attacked = () => new Set(attacks.flatMap((a) => a.targets));
  const open = (t: string) => {
    if (attacked().has(t)) return true;
    const attackers = units.filter((u) => !used.has(u.unit) && byUnit.get(u.unit)!.includes(t)).map((u) => u.unit as string);
    if (attackers.length === 0) return false;
    attackers.forEach((a) => used.add(a));
    attacks.push({ targets: [t], attackers });
    return true;
  };
  /** Attacks `t`, and every hex its attackers owe (12.1), or nothing when one cannot be met. */
  const attackWithDuties = (t: string) => {
    const before = { n: attacks.length, used: new Set(used) };
    const queue = [t];
    for (let h = queue.shift(); h !== undefined; h = queue.shift()) {
      if (attacked().has(h)) continue;
      if (!open(h)) {
        attacks.length = before.n;
        used.clear();
        before.used.forEach((u) => used.add(u));
        return;
      }
      for (const a of attacks.at(-1)!.attackers) queue.push(...byUnit.get(a)!);
    }
  };
  // KB 7.26: a marked unit attacks every enemy stack next to it, in one combat (12.21), with the units left that are next to all of them
  // and to no other, or joins the combat of another marked unit on one of them (12.1: a joining unit would owe an attack on every other enemy stack next to it too)
  for (const u of [...marked].sort()) {
    const targets = byUnit.get(u) ?? [];
    if (used.has(u) || targets.length === 0) continue;
    // a target another marked unit already attacks: it joins that combat (its other targets are owed after, 12.1)
    const joined = attacks.find((a) => a.targets.some((t) => targets.includes(t)));
    if (joined) {
      joined.attackers.push(u);
      used.add(u);
      continue;
    }
    const others = units.filter((x) => x.unit !== u && !used.has(x.unit) && targets.every((t) => byUnit.get(x.unit)!.includes(t)) && byUnit.get(x.unit)!.every((t) => targets.includes(t))).map((x) => x.unit as string);
    const attackers = [u, ...others];
    attackers.forEach((a) => used.add(a));
    attacks.push({ targets: [...targets], attackers });
  }
  for (const t of [...new Set(attacks.flatMap((a) => a.attackers.flatMap((x) => byUnit.get(x)!)))].sort()) attackWithDuties(t);
  const voluntary = [...new Set(units.flatMap(listed))].sort();
  for (const t of voluntary) {
    if (attacks.length >= battles + marked.size) break;
    attackWithDuties(t);
  }
  return attacks.map((a) => ({ attack: { attackers: a.attackers, targets: a.targets, advance: [{ units: a.attackers.slice(0, 1), path: a.targets }] } }));
}

/** Attackers that may not fight together (KB 6.2, 13.x separate armies): the attack is made by its first attacker alone. */
const SHRINK = new Set(['separate-armies', 'too-many-multi-step-units']);

/**
 * The orders again without what the errors name: an attack whose attackers may not fight
 * together keeps its units under a Prepared Assault marker (they must attack, KB 7.26, 12.1),
 * else its first attacker; any other order named is dropped; an error that names no order
 * leaves no orders.
 */
function repaired(orders: unknown[], errors: readonly { path: (string | number)[]; code: string }[], marked: ReadonlySet<string>): unknown[] {
  if (errors.some((e) => e.path[0] !== 'orders' || typeof e.path[1] !== 'number')) return [];
  const drop = new Set<number>();
  const shrink = new Set<number>();
  for (const e of errors) (SHRINK.has(e.code) && e.path[3] === 'attackers' ? shrink : drop).add(e.path[1] as number);
  return orders.flatMap((o, i) => {
    if (drop.has(i)) return [];
    if (!shrink.has(i)) return [o];
    const a = (o as { attack: { attackers: string[]; targets: string[] } }).attack;
    if (a.attackers.length <= 1) return [];
    const must = a.attackers.filter((u) => marked.has(u));
    const kept = must.length > 0 && must.length < a.attackers.length ? must : a.attackers.slice(0, 1);
    return [{ attack: { ...a, attackers: kept, advance: [{ units: kept.slice(0, 1), path: a.targets.slice(0, 1) }] } }];
  });
}

/** One window played: its id, the side, the orders wanted and sent, and the problems of the refused attempts. */
export interface KbPlay {
  window: string;
  side: string;
  planned: number;
  sent: number;
  kinds: string[];
  dropped: string[];
  /** Mobile Assaults the options listed (KB 11.2). */
  assaultsListed: number;
}

/** A problem of a refused file, as the API's 422 and the refusal mail name it. */
export interface KbProblem {
  path: (string | number)[];
  code: string;
  message: string;
}

/** What became of a file sent: accepted, or refused with every problem (`text`: the whole answer, for the failure message). */
export type KbAnswer = { ok: true } | { ok: false; errors: KbProblem[]; text: string };

/** Sends one side's turn file and answers what the referee made of it. */
export type KbSend = (side: string, file: Record<string, unknown>) => Promise<KbAnswer>;

/** How playKbGame plays. */
export interface KbPlayOptions {
  /** At most this many windows (default 400). */
  maxWindows?: number;
  /** The Axis units holding the edges of his duty stay put (edgeKeepers: 'Operation Star' the east edge, KB 20.1; Third Kharkov the north and south edges, 20.3). */
  keepEdges?: boolean;
  /** The standing orders of each side's first file (default KB_STANDING). */
  standing?: unknown;
  /** Stop at the first window whose id matches. */
  stopAt?: RegExp;
  /** How a file goes to the referee (default: POST /api/games/:id/turns with the side's token). */
  send?: KbSend;
  /** Called once every side the window waited for has answered, with the window and its plays. */
  afterWindow?: (window: string, plays: KbPlay[]) => Promise<void>;
}

/** POST /api/games/:id/turns with the side's token: a 422 names the problems. */
export function sendOverHttp(request: AppRequest, game: KbSeats): KbSend {
  return async (side, file) => {
    const res = await request(`/api/games/${game.id}/turns`, { token: game.token(side), json: file });
    if (res.status === 200) return { ok: true };
    const text = await res.text();
    const errors = res.status === 422 ? (JSON.parse(text) as { errors: KbProblem[] }).errors : [];
    return { ok: false, errors, text: `${res.status} ${text}` };
  };
}

/**
 * Plays a Kharkov Battles game to its end (at most `maxWindows` windows), reading the game
 * through the HTTP API: every window answered by a file built from the side's own options and
 * view (GET /options, GET /view), sent by `send` (the API by default, or mail); each side's
 * first file carries KB_STANDING (or `standing`); a file the rules refuse is sent again
 * repaired (`repaired`, up to twelve times); with `keepEdges` the Axis units holding the edges
 * of his duty stay put (edgeKeepers: 'Operation Star' the east edge, KB 20.1; Third Kharkov
 * the north and south edges, 20.3); `stopAt` stops at the first window whose id it matches.
 * Throws when a file is still refused.
 */
export async function playKbGame(request: AppRequest, game: KbSeats, options: KbPlayOptions = {}): Promise<KbPlay[]> {
  const { maxWindows = 400, keepEdges = false, send = sendOverHttp(request, game), afterWindow, standing: standingOrders, stopAt } = options;
  const plays: KbPlay[] = [];
  const standingSent = new Set<string>();
  for (let n = 0; n < maxWindows; n++) {
    const summary = (await (await request(`/api/games/${game.id}`)).json()) as { window: string | null; waitingFor: string[] };
    if (!summary.window || stopAt?.test(summary.window)) break;
    const played: KbPlay[] = [];
    for (const side of summary.waitingFor) {
      const listing = (await (await request(`/api/games/${game.id}/options`, { token: game.token(side) })).json()) as Listing;
      const view = (await (await request(`/api/games/${game.id}/view`, { token: game.token(side) })).json()) as KbFront;
      const marked = new Set(Object.entries(view.state.units).filter(([, u]) => u.marks?.preparedAssault).map(([u]) => u));
      const keep = keepEdges && side === 'axis' ? edgeKeepers(view, marked) : new Set<string>();
      const orders = withoutKeepers(kbOrders(listing, enemyHexes(view, side), marked), keep);
      const standing = standingSent.has(side) ? {} : { standing: standingOrders ?? KB_STANDING };
      let file = { format: 'umpire-turn/1', game: game.id, side, window: summary.window, entropy: `${side} ${n}`, ...standing, orders };
      const dropped: string[] = [];
      let answer = await send(side, file);
      for (let tries = 0; !answer.ok && answer.errors.length > 0 && tries < 12; tries++) {
        dropped.push(...answer.errors.map((e) => `${e.path.join('.')} ${e.code}: ${e.message}`));
        file = { ...file, orders: repaired(file.orders, answer.errors, marked) };
        answer = await send(side, file);
      }
      if (!answer.ok) {
        const text = answer.text;
        const named = listing.units.filter((u) => text.includes(u.unit)).map((u) => JSON.stringify(u));
        const ids = [...new Set(text.match(/\b(ger|sov)-[a-z0-9-]+/g) ?? [])];
        named.push(...ids.map((id) => `${id} in the view: ${JSON.stringify(view.state.units[id])}`));
        const tpl = await (await request(`/api/games/${game.id}/template`, { token: game.token(side) })).text();
        named.push(...tpl.split('\n').filter((l) => ids.some((id) => l.includes(id))));
        throw new Error(`${summary.window} ${side}: the file is refused, ${text}\n${dropped.join('\n')}\n${named.join('\n')}\nsent ${JSON.stringify(file.orders)}`);
      }
      standingSent.add(side);
      played.push({ window: summary.window, side, planned: orders.length, sent: file.orders.length, kinds: file.orders.map((o) => Object.keys(o as object)[0]!), dropped, assaultsListed: listing.units.reduce((n, u) => n + (u.attacks ?? []).filter((a) => a.order === 'assault').length, 0) });
    }
    plays.push(...played);
    await afterWindow?.(summary.window, played);
  }
  return plays;
}
