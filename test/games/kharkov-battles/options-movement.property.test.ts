import { describe, expect, it } from 'vitest';
import type { KbMovementOrder } from '#games/kharkov-battles/orders/movement';
import { executeMovementPhase } from '#games/kharkov-battles/movement-phase/execute';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import { kbUnitOptions, type OptionsInput } from '#games/kharkov-battles/options/index';
import { moveOptions } from '#games/kharkov-battles/rules/movement/reach';
import { stateMoveQueries } from '#games/kharkov-battles/movement-phase/state-queries';
import { stackingFailures } from '#games/kharkov-battles/rules/stacking/hex-limits';
import { occupancy } from '#games/kharkov-battles/state/occupancy';
import { d10 } from './combat-tables-fixture';
import { BUNDLE, realWindow } from './options-fixture';

/** The movement windows of the three scenarios' first turns, on the real data (setup/initial-state.ts). */
const WINDOWS: [KbScenarioId, number, string][] = [
  ['operation-star', 0, 'soviet-movement'],
  ['operation-star', 1, 'axis-movement'],
  ['second-kharkov', 1, 'soviet-movement'],
  ['third-kharkov', 11, 'axis-movement'],
  ['third-kharkov', 11, 'soviet-movement'],
];

/** The Movement Phase of the window with one order, as the game carries it out. */
function carryOut(input: OptionsInput, order: KbMovementOrder) {
  return executeMovementPhase({
    ctx: input.ctx, state: input.state, side: input.side, orders: [order], tec: input.tec, mobileAssaultTable: BUNDLE.tables.mobileAssault,
    dice: d10([5]), mover: input.mover, fullySupported: () => true, strengths: () => ({ attack: 6, defense: 2, combinedArms: false }),
  }).events;
}

/** Every k-th item, so that a sample runs through the whole list deterministically. */
const sample = <T>(xs: readonly T[], n: number): T[] => (xs.length <= n ? [...xs] : xs.filter((_, i) => i % Math.ceil(xs.length / n) === 0));

describe('KB 11.2: a Mobile Assault is made during Tactical Movement, so also after moving up', () => {
  it("Operation Star turn 1, Axis: the options list Mobile Assaults after a move, on hexes no unit assaults from where it stands", () => {
    const options = kbUnitOptions(realWindow('operation-star', 1, 'axis-movement'));
    const moved = options.flatMap((o) => (o.assaultMoves ?? []).map((a) => ({ ...a, unit: o.unit })));
    expect(moved.length).toBeGreaterThan(0);
    for (const a of moved) {
      expect(a.path.length).toBeGreaterThan(0);
      expect(options.find((o) => o.unit === a.unit)!.attacks?.some((x) => x.order === 'assault' && x.target === a.target) ?? false).toBe(false);
    }
  });
});

describe.each(WINDOWS)('%s turn %i, %s: what options lists, the Movement Phase carries out', (scenario, turn, name) => {
  const input = realWindow(scenario, turn, name);
  const options = kbUnitOptions(input);

  it('lists every unit of the side on the map, and some of them move', () => {
    const onMap = Object.values(input.state.units).filter((u) => u.where === 'map' && input.ctx.unit(u.id).side === input.side).map((u) => u.id).sort();
    expect(options.map((o) => o.unit)).toEqual(onMap);
    expect(options.some((o) => (o.moves ?? []).length > 0)).toBe(true);
  });

  it('KB 10.2: a sample of Tactical Movement destinations, each as `move: {unit, path}`, moved along its path at its listed cost', () => {
    let tried = 0;
    for (const o of options) {
      for (const m of sample(o.moves ?? [], 6)) {
        const events = carryOut(input, { move: { unit: o.unit, path: m.path } });
        expect(events.filter((e) => e.kind === 'skipped'), `${o.unit} to ${m.hex}`).toEqual([]);
        expect(events.find((e) => e.kind === 'moved')).toMatchObject({ unit: o.unit, path: m.path, cost: m.cost, infiltration: false });
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });

  it('KB 10.3: a sample of Strategic Movement destinations, each as `move: {unit, path, strategic: true}`, carried out', () => {
    for (const o of options) {
      for (const m of sample(o.strategicMoves ?? [], 4)) {
        const events = carryOut(input, { move: { unit: o.unit, path: m.path, strategic: true } });
        expect(events.filter((e) => e.kind === 'skipped'), `${o.unit} to ${m.hex}`).toEqual([]);
        expect(events.find((e) => e.kind === 'moved')).toMatchObject({ unit: o.unit, path: m.path, cost: m.cost });
      }
    }
  });

  it('KB 11.1, 11.31, 11.2: every Mobile Infiltration, Overrun and Mobile Assault listed is carried out, not skipped', () => {
    for (const o of options) {
      for (const m of o.infiltrations ?? []) {
        const events = carryOut(input, { move: { unit: o.unit, path: m.path, infiltrate: true } });
        expect(events.find((e) => e.kind === 'moved'), `${o.unit} into ${m.hex}`).toMatchObject({ infiltration: true, cost: m.cost });
      }
      for (const r of o.overrunMoves ?? []) {
        const events = carryOut(input, { overrun: { unit: o.unit, path: r.path, target: r.target } });
        expect(events.filter((e) => e.kind === 'skipped'), `${o.unit} overruns ${r.target}`).toEqual([]);
        expect(events.some((e) => e.kind === 'overrun' && e.hex === r.target)).toBe(true);
      }
      for (const a of (o.attacks ?? []).filter((x) => x.order === 'assault')) {
        const events = carryOut(input, { assault: { unit: o.unit, target: a.target } });
        expect(events.filter((e) => e.kind === 'skipped'), `${o.unit} assaults ${a.target}`).toEqual([]);
        expect(events.some((e) => e.kind === 'mobile-assault' && e.target === a.target)).toBe(true);
      }
    }
  });

  it('KB 11.2: every Mobile Assault listed after moving up (`assault: {unit, path, target}`) is carried out, not skipped', () => {
    for (const o of options) {
      for (const a of o.assaultMoves ?? []) {
        const events = carryOut(input, { assault: { unit: o.unit, path: a.path, target: a.target } });
        expect(events.filter((e) => e.kind === 'skipped'), `${o.unit} moves to ${a.hex} and assaults ${a.target}`).toEqual([]);
        expect(events.some((e) => e.kind === 'mobile-assault' && e.from === a.hex && e.target === a.target)).toBe(true);
      }
    }
  });

  it("the destinations are the movement rules' own search (rules/movement/reach.ts), save those over a stacking limit with the units there now (KB 6.0-6.14)", () => {
    const q = stateMoveQueries(input.ctx, input.state, input.side);
    const occ = occupancy(input.ctx, input.state);
    for (const o of options) {
      if (o.moves === undefined || (o.moves.length === 0 && o.notes?.some((n) => /may not move|never moves/.test(n)))) continue;
      const mctx = { map: input.ctx.map, tec: input.tec, weather: input.state.weather, mover: input.mover(input.state, o.unit), q };
      const st = input.state.units[o.unit]!;
      const fits = (h: string) => {
        const there = occ.at(h as never, input.side);
        return there.length === 0 || stackingFailures([...there, { def: input.ctx.unit(o.unit), state: st, hex: h as never }]).length === 0;
      };
      const rules = moveOptions(mctx, st.hex!, 'tactical').filter((m) => !m.infiltration && fits(m.hex));
      const listed = [...o.moves, ...(o.overrunMoves ?? [])].sort((a, b) => (a.hex < b.hex ? -1 : 1));
      expect(listed.map((m) => [m.hex, m.cost, m.path.join(' ')]), o.unit).toEqual(rules.map((m) => [m.hex, m.cost, m.path.join(' ')]));
      const strategic = moveOptions(mctx, st.hex!, 'strategic').filter((m) => fits(m.hex));
      expect((o.strategicMoves ?? []).map((m) => [m.hex, m.cost, m.path.join(' ')]), `${o.unit} strategic`).toEqual(strategic.map((m) => [m.hex, m.cost, m.path.join(' ')]));
    }
  });
});
