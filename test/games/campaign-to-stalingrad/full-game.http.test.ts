import { afterAll, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '../../../src/games';
import { verifyArchive } from '../../../src/archive/verify';
import type { UnitOptions } from '../../../src/kernel/engine/ruleset';
import type { HexId } from '../../../src/kernel/ids';
import { createMap } from '../../../src/kernel/map/game-map';
import { apiFixture } from '../../http/support/api-fixture';

/**
 * A complete scripted game of Fall Blau through the HTTP API: every window answered by a
 * turn file built from the side's own options (GET /options), each side moving its first
 * units and attacking up to three enemy hexes every Combat Phase, to the victory check of
 * turn 15; the archive verifies.
 */
const fx = apiFixture({ title: { scenario: 'campaign-to-stalingrad/fall-blau', sides: ['axis', 'soviet'], first: 'axis', rulesets: [...rulesets] } });
afterAll(() => fx.dispose());

const map = createMap(rulesetFor('campaign-to-stalingrad')!.map!);

/** Hexes next to an enemy unit, from the side's view of the state. */
function frontOf(view: { units: Record<string, { hex: string | null; where: string }> }, side: string): Set<string> {
  const enemy = side === 'axis' ? 'sov-' : /^(ger|hun|ita|rum)-/;
  const out = new Set<string>();
  for (const [id, u] of Object.entries(view.units)) {
    const isEnemy = typeof enemy === 'string' ? id.startsWith(enemy) : enemy.test(id);
    if (isEnemy && u.where === 'map' && u.hex) for (const n of map.neighbours(u.hex as HexId)) out.add(n);
  }
  return out;
}

function ordersFrom(units: UnitOptions[], accepts: string[], front: Set<string>): unknown[] {
  if (accepts.includes('move')) {
    const taken = new Set<string>();
    const moves: unknown[] = [];
    for (const u of units) {
      const all = [...(u.moves ?? [])].reverse().filter((x) => !taken.has(x.hex));
      const m = all.find((x) => front.has(x.hex)) ?? all[0];
      if (!m || moves.length >= 6) continue;
      taken.add(m.hex);
      moves.push({ move: { unit: u.unit, path: m.path } });
    }
    return moves;
  }
  const used = new Set<string>();
  const orders: unknown[] = [];
  for (const t of [...new Set(units.flatMap((u) => (u.attacks ?? []).map((a) => a.target)))].sort()) {
    if (orders.length >= 3) break;
    // 10.1.10: out of one hex at most one regular tank corps and one more regular tank unit
    const tanks = new Map<string, { corps: number; all: number }>();
    const attackers = units
      .filter((u) => !used.has(u.unit) && (u.attacks ?? []).some((a) => a.target === t))
      .filter((u) => {
        if (!/Tank (Corps|Brigade)/.test(u.label) || /Guards/.test(u.label)) return true;
        const n = tanks.get(u.hex) ?? { corps: 0, all: 0 };
        const corps = /Tank Corps/.test(u.label) ? 1 : 0;
        if (n.all >= 2 || n.corps + corps > 1) return false;
        tanks.set(u.hex, { corps: n.corps + corps, all: n.all + 1 });
        return true;
      })
      .map((u) => u.unit);
    if (attackers.length === 0) continue;
    attackers.forEach((a) => used.add(a));
    orders.push({ attack: { attackers, targets: [t], advance: { units: attackers.slice(0, 1), path: [t] } } });
  }
  return orders;
}

describe('a complete scripted Fall Blau game over HTTP', () => {
  it('plays all 15 turns, both sides attacking every turn, to a victory check whose archive verifies', async () => {
    const game = await fx.createGame();
    const template = await fx.request(`/api/games/${game.id}/template`, { token: game.token('axis') });
    expect(template.status).toBe(200);
    expect(await template.text()).toMatch(/T01\/axis-movement/);
    const attacksBy = new Map<string, number>();
    let windows = 0;
    for (; windows < 70; windows++) {
      const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { window: string | null; waitingFor: string[] };
      if (!summary.window) break;
      for (const side of summary.waitingFor) {
        const listing = (await (await fx.request(`/api/games/${game.id}/options`, { token: game.token(side) })).json()) as { window: string; accepts: string[]; units: UnitOptions[] };
        const view = (await (await fx.request(`/api/games/${game.id}/view`, { token: game.token(side) })).json()) as Parameters<typeof frontOf>[0];
        const orders = ordersFrom(listing.units, listing.accepts, frontOf(view, side));
        // a player whose file is refused drops the orders the errors name and sends it again
        let file = { format: 'umpire-turn/1', game: game.id, side, window: summary.window, entropy: `${side} ${windows}`, orders };
        let res = await fx.request(`/api/games/${game.id}/turns`, { token: game.token(side), json: file });
        for (let tries = 0; res.status === 422 && tries < 5; tries++) {
          const body = (await res.json()) as { errors: { path: (string | number)[] }[] };
          const bad = new Set(body.errors.map((e) => e.path[1]));
          file = { ...file, orders: file.orders.filter((_, i) => !bad.has(i)) };
          res = await fx.request(`/api/games/${game.id}/turns`, { token: game.token(side), json: file });
        }
        expect([summary.window, side, res.status, res.status === 200 ? '' : await res.text()]).toEqual([summary.window, side, 200, '']);
        if (listing.accepts.includes('attack')) attacksBy.set(`${summary.window.slice(0, 3)}/${side}`, file.orders.length);
      }
    }
    expect(windows).toBe(60);
    for (let t = 1; t <= 15; t++) {
      for (const side of ['axis', 'soviet']) expect([t, side, (attacksBy.get(`T${String(t).padStart(2, '0')}/${side}`) ?? 0) > 0]).toEqual([t, side, true]);
    }
    const summary = (await (await fx.request(`/api/games/${game.id}`)).json()) as { status: string; outcome?: { winner?: string; reason?: string } };
    expect(summary.status).toBe('ended');
    expect(summary.outcome?.reason).toMatch(/CtS 35\.8/);
    const archive = await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json();
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
  }, 900_000);
});
