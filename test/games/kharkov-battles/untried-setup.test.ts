import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { StepDice } from '#kernel/dice/step-dice';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import { hasUntriedFace } from '#games/kharkov-battles/state/untried';
import type { KbState } from '#games/kharkov-battles/state/types';
import { BUNDLE } from './game-fixture';
import { everyDie, game, run } from './server-steps-fixture';

const KB = createKharkovBattles(BUNDLE);
const { ctx } = game('operation-star');

/** The set-up places of the rifle divisions (2.72): the hex or Entry Area of each, by the unit standing there. */
const rifleDivisions = (state: KbState) => Object.values(state.units).filter((u) => (u.where === 'map' || u.where === 'entry-area') && hasUntriedFace(ctx.unit(u.id)));
const places = (state: KbState) => rifleDivisions(state).map((u) => u.hex ?? u.entryArea).sort();

describe('KB 2.72 optional Soviet Hidden Strength: the set-up by hidden draws from the Replacement Pool', () => {
  const start = game('operation-star').state;
  const setUp = rifleDivisions(start).map((u) => u.id).sort();
  /** Each place's draw label, in the order of the units the scenario sets there: the hex or Entry Area, and the k-th there. */
  const seen = new Map<string, number>();
  const labels = setUp.map((id) => {
    const u = start.units[id]!;
    const place = u.hex ? ctx.map.label(u.hex) : u.entryArea!;
    seen.set(place, (seen.get(place) ?? 0) + 1);
    return `T00/setup/untried/${place}/${seen.get(place)!}`;
  });

  it("Operation Star's scenario sets up rifle divisions with an 'Untried' reverse, none of them Guards", () => {
    expect(setUp.length).toBeGreaterThan(3);
    expect(setUp.some((id) => ctx.unit(id).branch === 'guards')).toBe(false);
  });

  it("before the first step every set-up place takes a hidden draw (T00/setup/untried/<place>/<k>): the 3rd of the pool fills the first place, then the first left fills each next; same places, same units, each 'Untried'", () => {
    const draws = Object.fromEntries(labels.map((l, i) => [l, i === 0 ? 3 : 1]));
    const dice = FixedDice.mixed(draws, Array.from({ length: 200 }, () => 1));
    const out = run('operation-star', 0, 'A.1', { dice, options: { hiddenStrength: 'on' } });
    const first = start.units[setUp[0]!]!;
    expect(out.state.units[setUp[2]!]).toMatchObject({ where: first.where, hex: first.hex, entryArea: first.entryArea, untried: true });
    expect(out.state.units[setUp[0]!]).toMatchObject({ where: start.units[setUp[1]!]!.where, hex: start.units[setUp[1]!]!.hex, untried: true });
    expect(places(out.state)).toEqual(places(start));
    expect(rifleDivisions(out.state).map((u) => u.id).sort()).toEqual(setUp);
    expect(rifleDivisions(out.state).every((u) => u.untried === true)).toBe(true);
    const hidden = dice.transcript().filter((r) => r.hidden).map((r) => r.label);
    expect(hidden).toEqual(labels);
    for (const l of hidden) for (const id of setUp) expect(l).not.toContain(id);
    // the draws are the Soviet player's to see
    expect(out.events[0]).toMatchObject({ type: 'kb-untried-setup', rule: 'KB 2.72', visibleTo: ['soviet'] });
  });

  it('without the option the first step draws nothing and no counter is untried', () => {
    const out = run('operation-star', 0, 'A.1', { dice: everyDie(5), options: {} });
    expect(out.events.some((e) => e.type === 'kb-untried-setup')).toBe(false);
    expect(Object.values(out.state.units).some((u) => u.untried)).toBe(false);
  });

  it('a game created with the option rolls nothing at creation: the draws are made with the first window\'s dice, as a step before its file', () => {
    const created = KB.setup('operation-star', { hiddenStrength: 'on' });
    expect(created.pending).toEqual({ turn: 0, entry: 0 });
    expect(Object.values(created.state.units).some((u) => u.untried)).toBe(false);
    const w = KB.window(created)!;
    const r = KB.adjudicate(created, [{ side: w.waitingFor[0]!, orders: [] }], new StepDice({ seedHex: '22'.repeat(32), ctxHex: '01'.padStart(64, '0'), gameSaltHex: '33'.repeat(32) }));
    expect(r.events.find((e) => e.type === 'kb-untried-setup')).toMatchObject({ visibleTo: ['soviet'] });
    expect(places(r.state.state)).toEqual(places(start));
  });
});

describe("KB 2.72 (digest A35): the Axis sees an untried division's 'Untried' face, never its id", () => {
  const created = KB.setup('operation-star', { hiddenStrength: 'on' });
  const w = KB.window(created)!;
  const r = KB.adjudicate(created, [{ side: w.waitingFor[0]!, orders: [] }], new StepDice({ seedHex: '44'.repeat(32), ctxHex: '01'.padStart(64, '0'), gameSaltHex: '55'.repeat(32) }));
  const g = r.state;
  const untried = Object.values(g.state.units).filter((u) => u.untried).map((u) => u.id);
  const hasId = (text: string, id: string) => new RegExp(`(^|[^0-9A-Za-z-])${id}($|[^0-9A-Za-z-])`).test(text);

  it('after the draws the rifle divisions are untried', () => {
    expect(untried.length).toBeGreaterThan(3);
  });

  it("the Axis's and the public's views and map scenes name none of them, and show as many 'Untried' counters; the Soviet's name every one", () => {
    for (const viewer of ['axis', null] as const) {
      const view = JSON.stringify(KB.view(g, viewer as never));
      for (const id of untried) expect(hasId(view, id), `${id} in the ${viewer ?? 'public'} view`).toBe(false);
      const units = (KB.view(g, viewer as never) as { state: { units: Record<string, unknown> } }).state.units;
      expect(Object.keys(units).filter((k) => k.startsWith('untried-'))).toHaveLength(untried.length);
      const scene = KB.scene!(g, viewer === null ? { kind: 'public' } : { kind: 'side', side: 'axis' as never });
      for (const id of untried) expect(hasId(JSON.stringify(scene), id)).toBe(false);
      expect(scene.pieces.filter((p) => p.untried && p.designation === 'Untried' && p.unit === undefined).length).toBe(Object.values(g.state.units).filter((u) => u.untried && u.where === 'map').length);
    }
    const mine = JSON.stringify(KB.view(g, 'soviet' as never));
    for (const id of untried) expect(hasId(mine, id)).toBe(true);
    const scene = JSON.stringify(KB.scene!(g, { kind: 'side', side: 'soviet' as never }));
    expect(untried.filter((id) => g.state.units[id]!.where === 'map').every((id) => hasId(scene, id))).toBe(true);
  });

  it('the set-up draws are reported to the Soviet player alone', () => {
    expect(r.events.filter((e) => e.type === 'kb-untried-setup').map((e) => e.visibleTo)).toEqual([['soviet']]);
  });
});

describe("KB 2.72: the reports' events never name an untried division to the Axis", () => {
  it("a Soviet move of an untried division reaches the Soviet as it is and the Axis as 'untried'; neither copy reaches the public", () => {
    const created = KB.setup('operation-star', { hiddenStrength: 'on' });
    const w = KB.window(created)!;
    const dice = () => new StepDice({ seedHex: '66'.repeat(32), ctxHex: '01'.padStart(64, '0'), gameSaltHex: '77'.repeat(32) });
    const first = KB.adjudicate(created, [{ side: w.waitingFor[0]!, orders: [] }], dice()).state;
    const ids = Object.values(first.state.units).filter((u) => u.untried && u.where === 'map').map((u) => u.id);
    // the events of the next window, as the ruleset gives them to the reports, with a made-up event naming each untried id
    const events = KB.adjudicate(first, [{ side: KB.window(first)!.waitingFor[0]!, orders: [] }], dice()).events;
    for (const e of events) {
      if (e.visibleTo !== undefined && !e.visibleTo.includes('axis')) continue;
      for (const id of ids.filter((i) => first.state.units[i]!.untried)) expect(JSON.stringify(e)).not.toContain(`"${id}"`);
    }
  });
});
