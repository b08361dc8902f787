import type { UnitOptions } from '#kernel/engine/ruleset';
import type { Grid } from '#kernel/hex/grid';
import type { HexId } from '#kernel/ids';
import type { AppRequest, KbSeats } from './kb-player';

/** The Streets of Stalingrad view as far as the scripted player reads it (GET /view: the side's view under `state`). */
interface SosFront {
  state: {
    pieces: Record<string, { at: string | null; pinned: boolean; spent: boolean; eliminated: boolean }>;
    hidden: { hex: string; side: string }[];
    markers: { attack: string[] };
  };
}

interface Listing {
  window: string;
  accepts: string[];
  units: UnitOptions[];
}

interface Problem {
  path: (string | number)[];
  code: string;
  message: string;
}

/** One file the scripted player sent. */
export interface SosPlay {
  window: string;
  side: string;
  kinds: string[];
  dropped: string[];
  /** The window was closed by the referee with no file from the side it waited for: its default ran. */
  ranOut?: boolean;
}

const mine = (side: string) => (id: string) => id.startsWith(side === 'german' ? 'ger-' : 'sov-');

/** The hexes the side knows an enemy stands in: enemy pieces it sees, and the face-down stacks (7.2). */
function enemyHexes(view: SosFront, side: string): Set<string> {
  const out = new Set<string>();
  for (const [id, p] of Object.entries(view.state.pieces)) if (!mine(side)(id) && p.at && /^\d{4}$/.test(p.at)) out.add(p.at);
  for (const h of view.state.hidden) out.add(h.hex);
  return out;
}

/** Standing orders of the scripted players: the Soviet is asked about his defence (the pause, 9.4-9.5); the German answers by plan. */
export const SOS_STANDING: Record<string, unknown> = {
  german: { defense: { policy: 'plan' } },
  soviet: {},
};

/**
 * A reaction policy that fires at every moving enemy stack it may (SoS 11.1-11.11): one rule
 * naming every unit of the side in the view (on the map or in a box, so that units which
 * enter later fire too); the server keeps to each unit's range, line of sight and once a
 * phase (11.2), and fires only at movers on clear hexes (11.4, 11.6).
 */
export function fireAtWill(view: SosFront, side: string): { opportunityFire: { units: string[] }[] } {
  const units = Object.entries(view.state.pieces).filter(([id, p]) => mine(side)(id) && !p.eliminated).map(([id]) => id).sort();
  return { opportunityFire: [{ units }] };
}

/**
 * The scripted player's orders for the open window (Streets of Stalingrad), from its listing and view:
 * - a movement window: up to `moves` units, each to the listed destination nearest an enemy
 *   hex (ties: the cheaper, the first listed), then an "attack" marker (9.64) on each enemy
 *   hex next to one of its infantry units that did not move; with `openToFire`, first a probe:
 *   the first unit listed that may end on such a hex next to a known enemy hex goes there;
 * - an attack window: every marked hex attacked by the side's units next to it, not pinned
 *   or spent (9.112, 9.113), by hex (9.6);
 * - any other window: nothing (the ready-made set-up, no bombardment, the game goes on).
 * Deterministic.
 */
export function sosOrders(listing: Listing, view: SosFront, side: string, grid: Grid, moves = 5, openToFire?: (hex: string) => boolean): unknown[] {
  const enemy = enemyHexes(view, side);
  const near = (h: string) => (/^\d{4}$/.test(h) ? Math.min(...[...enemy].map((e) => grid.distance(h as HexId, e as HexId)), 99) : 99);
  const own = Object.entries(view.state.pieces).filter(([id, p]) => mine(side)(id) && p.at && /^\d{4}$/.test(p.at) && !p.eliminated);
  if (listing.accepts.includes('move')) {
    // SoS 21.2: every reinforcement the listing says is due comes in, one `enter` a box
    const due = new Map<string, string[]>();
    for (const u of listing.units) if (u.notes?.some((n) => n.startsWith('a reinforcement due'))) due.set(u.hex, [...(due.get(u.hex) ?? []), u.unit]);
    const orders: unknown[] = [...due].map(([box, units]) => ({ enter: { units, box } }));
    const moved = new Set<string>();
    const taken = new Set<string>();
    // the probe: the first unit that may end its move on an open hex (clear, 11.4) next to a known enemy hex goes there, and draws fire
    const probe = openToFire && listing.units.flatMap((u) => (u.moves ?? []).filter((m) => openToFire(m.hex) && near(m.hex) === 1).map((m) => ({ u, m })))[0];
    if (probe) {
      orders.push({ move: { units: [probe.u.unit], path: probe.m.path } });
      moved.add(probe.u.unit);
      taken.add(probe.m.hex);
    }
    for (const u of listing.units) {
      if (orders.length - due.size >= moves) break;
      if (moved.has(u.unit)) continue;
      const best = [...(u.moves ?? [])].filter((m) => !taken.has(m.hex) && near(m.hex) < near(u.hex)).sort((a, b) => near(a.hex) - near(b.hex) || a.cost - b.cost)[0];
      if (!best) continue;
      orders.push({ move: { units: [u.unit], path: best.path } });
      moved.add(u.unit);
      taken.add(best.hex);
    }
    if (listing.accepts.includes('markAttack')) {
      const marked = new Set<string>();
      for (const [id, p] of own) {
        if (moved.has(id) || p.pinned || !/^(ger-\d|ger-.*-\d|sov-\d|sov-.*-\d)/.test(id)) continue;
        for (const n of grid.neighbours(p.at as HexId)) if (enemy.has(n) && !marked.has(n)) {
          marked.add(n);
          orders.push({ markAttack: { hex: n, by: id } });
          break;
        }
      }
    }
    return orders;
  }
  if (listing.accepts.includes('attack')) {
    return view.state.markers.attack.flatMap((target) => {
      const around = new Set(grid.neighbours(target as HexId) as string[]);
      const byHex = new Map<string, string[]>();
      for (const [id, p] of own) if (around.has(p.at!) && !p.pinned && !p.spent) byHex.set(p.at!, [...(byHex.get(p.at!) ?? []), id]);
      if (byHex.size === 0) return [];
      return [{ attack: { target, fire: [...byHex].sort(([a], [b]) => (a < b ? -1 : 1)).map(([from, units]) => ({ units, from })) } }];
    });
  }
  return [];
}

/**
 * The defender's answer to a `defense` pause (9.5): in each attacked hex ("attack" marker) he
 * holds, his units there that are not pinned fire at an adjacent hex an enemy stands in (the
 * lowest); no retreat before combat.
 */
export function defenseAnswer(view: SosFront, side: string, grid: Grid): unknown {
  const enemy = enemyHexes(view, side);
  const attacks = view.state.markers.attack.flatMap((hex) => {
    const units = Object.entries(view.state.pieces).filter(([id, p]) => mine(side)(id) && p.at === hex && !p.pinned).map(([id]) => id);
    const at = (grid.neighbours(hex as HexId) as string[]).filter((n) => enemy.has(n)).sort()[0];
    return units.length && at ? [{ hex, fire: [{ units, at }] }] : [];
  });
  return { defense: { attacks } };
}

type AttackOrder = { attack: { target: string; fire: { units: string[]; from: string }[] } };
const isAttack = (o: unknown): o is AttackOrder => typeof o === 'object' && o !== null && 'attack' in o;

/**
 * SoS 9.14, 9.61: the hexes a `marked-hex-unattacked` refusal names, each with the units
 * that may attack it ("HEX (ID, ID may attack it)"), as a player reads them off the refusal.
 */
function unattacked(problems: readonly Problem[]): { hex: string; units: string[] }[] {
  return problems
    .filter((p) => p.code === 'marked-hex-unattacked')
    .flatMap((p) => [...p.message.matchAll(/(\d{4}) \(([^)]*) may attack it\)/g)].map((m) => ({ hex: m[1]!, units: m[2]!.split(', ') })));
}

/**
 * A refused file mended: a unit refused inside an attack (`orders[i].attack.fire[j].units[k]`)
 * leaves its group, the attack going on without it; another order a problem points at
 * (`orders[i]`) is dropped; the marked hexes the file must attack and does not (9.61) are
 * attacked by the units the refusal names that fire at no other hex, from where they stand.
 * Any other problem of the file as a whole leaves it empty.
 */
function repaired(orders: unknown[], problems: readonly Problem[], view: SosFront): unknown[] {
  const units = new Map<number, Set<string>>();
  const bad = new Set<number>();
  let whole = false;
  for (const p of problems) {
    const [head, i, kind, fire, j, list, k] = p.path;
    if (head !== 'orders' || typeof i !== 'number') {
      if (p.code !== 'marked-hex-unattacked') whole = true;
      continue;
    }
    const o = orders[i];
    if (isAttack(o) && kind === 'attack' && fire === 'fire' && typeof j === 'number' && list === 'units' && typeof k === 'number') {
      const u = o.attack.fire[j]?.units[k];
      if (u) units.set(i, (units.get(i) ?? new Set()).add(u));
    } else bad.add(i);
  }
  if (whole) return [];
  const kept = orders.flatMap((o, i) => {
    if (bad.has(i)) return [];
    const drop = units.get(i);
    if (!drop || !isAttack(o)) return [o];
    const fire = o.attack.fire.map((g) => ({ ...g, units: g.units.filter((u) => !drop.has(u)) })).filter((g) => g.units.length > 0);
    return fire.length ? [{ attack: { ...o.attack, fire } }] : [];
  });
  const firing = new Set(kept.flatMap((o) => (isAttack(o) ? o.attack.fire.flatMap((g) => g.units) : [])));
  for (const { hex, units: may } of unattacked(problems)) {
    const byHex = new Map<string, string[]>();
    for (const u of may) if (!firing.has(u) && view.state.pieces[u]?.at) byHex.set(view.state.pieces[u]!.at!, [...(byHex.get(view.state.pieces[u]!.at!) ?? []), u]);
    for (const list of byHex.values()) for (const u of list) firing.add(u);
    if (byHex.size) kept.push({ attack: { target: hex, fire: [...byHex].sort(([a], [b]) => (a < b ? -1 : 1)).map(([from, list]) => ({ units: list, from })) } });
  }
  return kept;
}

/** How a file reaches the referee: over the API (the default) or by mail; a refusal lists its problems. */
export type SosSend = (side: string, file: Record<string, unknown>) => Promise<{ ok: true } | { ok: false; errors: Problem[]; text: string }>;

export interface SosPlayOptions {
  grid: Grid;
  send?: SosSend;
  /** Stop at the first window whose id matches, before answering it. */
  stopAt?: RegExp;
  /** Called after each window's files are in (the mail test reads the results mails there). */
  afterWindow?: (window: string, played: SosPlay[]) => Promise<void>;
  /** The referee token, to close a pause with no answer (as its deadline would): the default runs. */
  refereeToken: string;
  /** Which defence pauses (1st, 2nd, ...) the Soviet answers; the others run out to their default. */
  answerPauses?: (n: number) => boolean;
  maxWindows?: number;
  /** Each side's first file adds the opportunity-fire policy of `fireAtWill` to SOS_STANDING. */
  opportunityFire?: boolean;
  /** The hexes where a mover is open to opportunity fire (clear hexes, 11.4): each movement window's probe (sosOrders). */
  openToFire?: (hex: string) => boolean;
}

/**
 * Plays a Streets of Stalingrad game to its end over the HTTP API: every window answered by a
 * file of sosOrders from the side's own listing and view (GET /options, GET /view); each side's
 * first file carries SOS_STANDING (with `opportunityFire`, the policy of fireAtWill); a refused
 * file is sent again mended (`repaired`: without the orders and attacking units refused, with the
 * marked hexes it must attack; up to eight times); a `defense` pause is answered with the
 * template's example answer, or,
 * where `answerPauses` says no, closed by the referee with no file so that its default runs.
 */
export async function playSosGame(request: AppRequest, game: KbSeats, o: SosPlayOptions): Promise<SosPlay[]> {
  const send: SosSend =
    o.send ??
    (async (side, file) => {
      const res = await request(`/api/games/${game.id}/turns`, { token: game.token(side), json: file });
      if (res.status === 200) return { ok: true };
      const text = await res.text();
      return { ok: false, errors: res.status === 422 ? (JSON.parse(text) as { errors: Problem[] }).errors : [], text: `${res.status} ${text}` };
    });
  const plays: SosPlay[] = [];
  const standingSent = new Set<string>();
  let pauses = 0;
  for (let n = 0; n < (o.maxWindows ?? 600); n++) {
    const summary = (await (await request(`/api/games/${game.id}`)).json()) as { window: string | null; waitingFor: string[] };
    if (!summary.window || o.stopAt?.test(summary.window)) break;
    const played: SosPlay[] = [];
    for (const side of summary.waitingFor) {
      const window = summary.window;
      if (/-defense-\d+$/.test(window)) {
        pauses++;
        if (!(o.answerPauses ?? (() => true))(pauses)) {
          const res = await request(`/api/games/${game.id}/referee/force-close`, { token: o.refereeToken, json: { reason: 'the pause runs out: its default answers' } });
          if (res.status !== 200) throw new Error(`${window}: force-close ${res.status} ${await res.text()}`);
          played.push({ window, side, kinds: [], dropped: [], ranOut: true });
          continue;
        }
      }
      const listing = (await (await request(`/api/games/${game.id}/options`, { token: game.token(side) })).json()) as Listing;
      const view = (await (await request(`/api/games/${game.id}/view`, { token: game.token(side) })).json()) as SosFront;
      let orders = sosOrders(listing, view, side, o.grid, 5, o.openToFire);
      if (/-defense-\d+$/.test(window)) orders = [defenseAnswer(view, side, o.grid)];
      const standing = standingSent.has(side) ? {} : { standing: { ...(SOS_STANDING[side] as object), ...(o.opportunityFire ? fireAtWill(view, side) : {}) } };
      let file = { format: 'umpire-turn/1', game: game.id, side, window, entropy: `${side} ${n}`, ...standing, orders };
      const dropped: string[] = [];
      let answer = await send(side, file);
      for (let tries = 0; !answer.ok && answer.errors.length > 0 && tries < 8; tries++) {
        dropped.push(...answer.errors.map((p) => `${p.path.join('.')} ${p.code}: ${p.message}`));
        // a paused window takes one answer: a refused defence plan falls back to the defaults for every attack
        file = { ...file, orders: /-defense-\d+$/.test(window) ? [{ defense: { attacks: [] } }] : repaired(file.orders, answer.errors, view) };
        answer = await send(side, file);
      }
      if (!answer.ok) throw new Error(`${window} ${side}: the file is refused: ${answer.text}\n${dropped.join('\n')}\nsent ${JSON.stringify(file.orders)}`);
      standingSent.add(side);
      played.push({ window, side, kinds: file.orders.map((x) => Object.keys(x as object)[0]!), dropped });
    }
    plays.push(...played);
    await o.afterWindow?.(summary.window, played);
  }
  return plays;
}
