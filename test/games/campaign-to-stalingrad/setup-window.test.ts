import { afterAll, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';
import { campaignToStalingrad as r } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { verifyArchive } from '#archive/verify';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { apiFixture } from '../../http/support/api-fixture';
import { playFullGame } from './support/full-game-player';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { defaultSetupLosses } from '#games/campaign-to-stalingrad/setup/setup-losses';
import { realBundle } from './support/real-bundle';

/**
 * The players' set-up of Fall Blau (CtS 35.1), chosen with the game option `setup:
 * players`: "The Soviet Player sets up first, followed by the Axis Player", each unit on
 * its own side of the June 28th line inside its army's area on the (reconstructed) set-up
 * card, the line held, stacking kept.
 */
const start = (): CtsState => r.setup('fall-blau', { setup: 'players' });
const sub = (who: string, orders: unknown[], standing?: unknown) => ({ side: side(who), orders, ...(standing ? { standing } : {}) });
const place = (units: string[], hex: string) => ({ place: { units, hex } });
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const afterSoviet = (orders: unknown[] = [], standing?: unknown) => r.adjudicate(start(), [sub('soviet', orders, standing)], new FixedDice([]));

describe('set-up windows (CtS 35.1)', () => {
  it('the Soviet sets up first, then the Axis, then turn 1 opens as without the option', () => {
    expect(r.window(r.setup('fall-blau'))?.id).toBe('T01/axis-movement');
    const s0 = start();
    expect(r.window(s0)).toMatchObject({ id: 'T00/soviet-setup', waitingFor: ['soviet'], accepts: ['place'] });
    expect(r.headline(s0)).toBe('Set-up (CtS 35.1): Soviet to set up');
    const s1 = afterSoviet().state;
    expect(r.window(s1)).toMatchObject({ id: 'T00/axis-setup', waitingFor: ['axis'] });
    const s2 = r.adjudicate(s1, [sub('axis', [])], new FixedDice([])).state;
    expect(r.window(s2)?.id).toBe('T01/axis-movement');
    // the historical position; the default set-up losses were taken as the Soviet set up (35.1(4))
    const { setupLossesTaken, ...position } = s2;
    expect(position).toEqual(r.setup('fall-blau'));
    expect(setupLossesTaken).toHaveLength(10);
  });

  it('a unit moves inside its army\'s area, within three hexes of the line ([Change])', () => {
    const orders = [place(['sov-143rd'], '1043')];
    expect(r.check(start(), sub('soviet', orders))).toEqual([]);
    const { state, events } = afterSoviet(orders);
    expect(state.units['sov-143rd']?.hex).toBe('1043');
    expect(events.find((e) => e.type === 'set-up')).toMatchObject({ side: 'soviet', rule: 'CtS 35.1', placed: [{ unit: 'sov-143rd', hex: '1043' }] });
  });

  it('the Axis sets up seeing the Soviet set-up ("The Soviet Player sets up first, followed by the Axis Player")', () => {
    const s1 = afterSoviet([place(['sov-143rd'], '1043')]).state;
    const view = r.view(s1, side('axis')) as CtsState;
    expect(r.window(s1)?.id).toBe('T00/axis-setup');
    expect(view.units['sov-143rd']?.hex).toBe('1043');
  });

  it('35.1(2): the Soviet must hold the line, so that no Axis unit can cross it except by combat', () => {
    const issues = r.check(start(), sub('soviet', [place(['sov-8rd'], '1545')]));
    expect(issues).toEqual([expect.objectContaining({ path: ['orders'], code: 'line-not-held', rule: 'CtS 35.1(2)' })]);
    expect(issues[0]!.message).toContain('1046 - 1045');
  });

  it('reports every problem of a set-up file at once', () => {
    const issues = r.check(
      start(),
      sub('soviet', [
        place(['sov-143rd'], '1047'), // the Axis side of the line
        place(['sov-15rd'], '1040'), // more than three hexes from the line
        place(['sov-8rd'], '2044'), // another army's rows
        place(['ger-45', 'sov-nobody'], '1145'),
        place(['sov-143rd'], '1045'), // placed twice
        place(['sov-12cd'], '1545'), // the Kuban Garrison stays near S4336 (35.6)
        { move: { unit: 'sov-8rd', path: ['1044'] } },
      ]),
    );
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.6', 'wrong-window', 'CtS 35.1'],
      ['orders.0.place.units.0', 'wrong-side-of-start-line', 'CtS 35.1(1)'],
      ['orders.1.place.units.0', 'outside-set-up-area', 'CtS 35.1'],
      ['orders.2.place.units.0', 'outside-set-up-area', 'CtS 35.1'],
      ['orders.3.place.units.0', 'not-your-unit', undefined],
      ['orders.3.place.units.1', 'unknown-unit', undefined],
      ['orders.4.place.units.0', 'placed-twice', 'CtS 35.1'],
      ['orders.5.place.units.0', 'outside-set-up-area', 'CtS 35.1'],
    ]);
    expect(issues[2]!.message).toMatch(/within 3 hexes of the line/);
  });

  it('35.1 "in any hex": with the game option setupArea: any-hex a unit may leave its army\'s area, still within three hexes of the line and clear of the Kuban Garrison', () => {
    const anyHex = r.setup('fall-blau', { setup: 'players', setupArea: 'any-hex' });
    expect(anyHex.rules).toEqual({ setupArea: 'any-hex' });
    expect(r.setup('fall-blau', { setup: 'players', setupArea: 'card' }).rules).toBeUndefined();
    expect(() => r.setup('fall-blau', { setupArea: 'anywhere' })).toThrow(/setupArea.*CtS 35\.1/);
    const orders = [place(['sov-15rd'], '1040'), place(['sov-8rd'], '2044'), place(['sov-12cd'], '1545')];
    expect(codes(r.check(start(), sub('soviet', orders)))).toEqual(['outside-set-up-area', 'outside-set-up-area', 'outside-set-up-area']);
    const issues = r.check(anyHex, sub('soviet', orders));
    expect(issues.filter((i) => i.code === 'outside-set-up-area').map((i) => i.path.join('.'))).toEqual(['orders.0.place.units.0', 'orders.2.place.units.0']);
    expect(r.window(anyHex)?.description).toContain('setupArea: any-hex');
  });

  it('stacking (5.0) and the units the card fixes (35.6: Kursk and Oboyan)', () => {
    const s1 = afterSoviet().state;
    expect(codes(r.check(s1, sub('axis', [place(['hun-7'], '2151')])))).toEqual(['fixed-set-up']);
    // four divisions in 1046 (2nd Army): over-stacked, and the hexes they left open the line
    expect(codes(r.check(s1, sub('axis', [place(['ger-95', 'ger-299', 'ger-387'], '1046')])))).toEqual(['over-stacked', 'line-not-held']);
    expect(r.check(s1, sub('axis', [place(['ger-387'], '1046')]))).toEqual([]); // 1347 stays covered by the bonds around it
  });

  it('35.2 [Change]: the Axis sets up his two depots in any hex west of the June 28th start line', () => {
    const s1 = afterSoviet().state;
    const [a, b] = s1.depots.filter((d) => d.side === 'axis').map((d) => d.hex);
    const orders = [{ place: { depot: a, hex: '1650' } }, { place: { depot: b, hex: '4548' } }];
    expect(r.check(s1, sub('axis', orders))).toEqual([]);
    const { state, events } = r.adjudicate(s1, [sub('axis', orders)], new FixedDice([]));
    expect(state.depots.filter((d) => d.side === 'axis').map((d) => d.hex).sort()).toEqual(['1650', '4548']);
    expect(events.find((e) => e.type === 'set-up')?.text).toContain('depot in 1650');
    const bad = r.check(s1, sub('axis', [{ place: { depot: a, hex: '1045' } }, { place: { depot: '1650', hex: '1650' } }, { place: { depot: a, hex: '1749' } }]));
    expect(bad.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0.place.hex', 'wrong-side-of-start-line', 'CtS 35.2'],
      ['orders.1.place.depot', 'no-depot-there', 'CtS 35.2'],
      ['orders.2.place.depot', 'placed-twice', 'CtS 35.2'],
    ]);
    expect(codes(r.check(start(), sub('soviet', [{ place: { depot: a, hex: '1045' } }])))).toEqual(['not-your-depot']);
  });

  it('35.1(4): the Soviet takes his set-up losses in his own set-up window, before the Axis sets up; no later list changes them', () => {
    const ctx = createContext(realBundle);
    const scenario = ctx.scenarios.get('fall-blau')!;
    const reducible = scenario.setup.map((p) => ctx.units.get(p.unit)!).filter((u) => u.side === 'soviet' && u.faces.length > 1);
    const of = (army: string) => reducible.filter((u) => u.army === army).map((u) => u.id).sort();
    const armies = [...new Set(reducible.filter((u) => u.type === 'rifle').map((u) => u.army))].filter((a) => a !== '38A');
    const first = [...of('38A').slice(0, 5), ...armies.slice(0, 5).map((a) => of(a)[0]!)];
    const second = [...of('38A').slice(0, 5), ...armies.slice(0, 5).map((a) => of(a)[1]!)];
    const reduced = (st: CtsState) => Object.values(st.units).filter((u) => u.where === 'map' && ctx.units.get(u.id)!.side === 'soviet' && u.steps < ctx.units.get(u.id)!.faces.length).map((u) => u.id).sort();
    const s1 = afterSoviet([], { setupLosses: first });
    expect(s1.events).toContainEqual(expect.objectContaining({ type: 'setup-losses', units: first }));
    expect(reduced(s1.state)).toEqual([...first].sort());
    // the Axis sets up seeing the reduced units; the Soviet may not choose again once he has seen the Axis set-up
    const late = sub('soviet', [], { setupLosses: second });
    expect(codes(r.check(s1.state, late))).toEqual(['set-up-losses-taken']);
    const s2 = r.adjudicate(s1.state, [sub('axis', []), late], new FixedDice([])).state;
    expect(reduced(s2)).toEqual([...first].sort());
    expect(Object.values(s2.units).every((u) => u.steps <= ctx.units.get(u.id)!.faces.length)).toBe(true);
    const s3 = r.adjudicate(s2, [sub('axis', []), late], new FixedDice({ 'T01/axis-movement/replacements': 1 })).state;
    expect(reduced(s3)).toEqual([...first].sort());
    // the same list again is no change and no problem
    expect(r.check(s2, sub('soviet', [], { setupLosses: first }))).toEqual([]);
  });

  it('35.1(4): without a list in his set-up window the default losses are the Soviet\'s set-up losses', () => {
    const ctx = createContext(realBundle);
    const scenario = ctx.scenarios.get('fall-blau')!;
    const s1 = afterSoviet().state;
    expect(codes(r.check(s1, sub('soviet', [], { setupLosses: [...defaultSetupLosses(ctx, scenario)].reverse() })))).toEqual([]);
    const other = defaultSetupLosses(ctx, scenario).map((id) => id);
    other[other.length - 1] = scenario.setup.map((p) => ctx.units.get(p.unit)!).find((u) => u.side === 'soviet' && u.type === 'rifle' && u.faces.length > 1 && !other.includes(u.id) && u.army === ctx.units.get(other[other.length - 1]!)!.army)!.id;
    expect(codes(r.check(s1, sub('soviet', [], { setupLosses: other })))).toEqual(['set-up-losses-taken']);
  });

  it('the replacements of the 6th Army go with its HQ (35.4); the template lists every constraint and an example that passes', () => {
    const s1 = afterSoviet().state;
    const hq = r.options(s1, side('axis')).find((o) => o.unit === 'ger-6A-hq')!;
    const to = hq.placements!.find((h) => h !== hq.hex)!;
    const s2 = r.adjudicate(s1, [sub('axis', [place(['ger-6A-hq'], to)])], new FixedDice([])).state;
    expect(s2.replacementsOnMap.filter((c) => c.side === 'axis').map((c) => c.hex)).toEqual([to, to]);
    for (const [state, who] of [[start(), 'soviet'], [s1, 'axis']] as const) {
      const t = r.template(state, side(who));
      expect(t.notes.join(' ')).toMatch(/35\.1\(1\).*35\.1\([23]\)/);
      expect(t.units.every((u) => u.placements!.includes(u.hex))).toBe(true);
      expect(r.check(state, sub(who, t.exampleOrders))).toEqual([]);
    }
  });
});

describe('a scripted Fall Blau game with the players\' set-up, over HTTP', () => {
  const fx = apiFixture({ title: { scenario: 'campaign-to-stalingrad/fall-blau', sides: ['axis', 'soviet'], first: 'soviet', rulesets: [...rulesets] } });
  afterAll(() => fx.dispose());

  it('plays both set-up windows and the first turn; the archive records the option and verifies', async () => {
    const game = await fx.createGame({ setup: 'players' });
    const template = await (await fx.request(`/api/games/${game.id}/template`, { token: game.token('soviet') })).text();
    expect(template).toMatch(/T00\/soviet-setup/);
    expect(template).toMatch(/sets up in:/);
    await playFullGame(fx.request, game, 4);
    const archive = (await (await fx.request(`/api/games/${game.id}/archive`, { token: game.token('axis') })).json()) as { game: { options: unknown }; steps: { window: string; events: { type: string; placed?: unknown[] }[] }[] };
    expect(archive.steps.map((s) => s.window)).toEqual(['T00/soviet-setup', 'T00/axis-setup', 'T01/axis-movement', 'T01/axis-combat']);
    for (const step of archive.steps.slice(0, 2)) expect(step.events.find((e) => e.type === 'set-up')?.placed?.length).toBeGreaterThan(0);
    expect(archive.game.options).toMatchObject({ setup: 'players' });
    expect(verifyArchive(archive as never, rulesetFor)).toMatchObject({ ok: true });
  }, 300_000);
});
