import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import { createContext, scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { controlledHexes, setControl } from '#games/drive-on-stalingrad/rules/control';
import { addNetworkMarker, networkCandidates } from '#games/drive-on-stalingrad/rules/supply/network-markers';
import { hexIndex } from '#games/drive-on-stalingrad/rules/supply/hex-index';
import { sideNetwork, SUPPLY_LINE_LENGTH } from '#games/drive-on-stalingrad/rules/supply/network';
import { controlKey } from '#games/drive-on-stalingrad/rules/supply/position-key';
import { traceLines } from '#kernel/supply/trace';
import { isNetworkTown, isUltimateSource, networkMembers, townsOf } from '#games/drive-on-stalingrad/rules/supply/network-members';
import { onSheet, sectionOf, type Section } from '#games/drive-on-stalingrad/rules/supply/sections';
import { supplyOfAll } from '#games/drive-on-stalingrad/rules/supply/supply-of';
import type { SupplyStatus } from '#games/drive-on-stalingrad/rules/supply/supply-status';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import { sideOf } from '#games/drive-on-stalingrad/state/units';
import { draftOf } from '#games/drive-on-stalingrad/state/unit-writes';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { tinyBundle, type TinySpec } from './support/tiny-bundle';

/** DoS 7.2-7.18 as properties: supply is a function of the position, and enemy units only ever take it away. */

const HEXES: string[] = [];
for (let r = 24; r <= 29; r++) for (let c = 20; c <= 27; c++) HEXES.push(`${r}${c}`);
const RANK: Record<SupplyStatus, number> = { regular: 3, aerial: 2, coastal: 1, oos: 0 };

const hexArb = fc.record({
  terrain: fc.constantFrom('clear', 'clear', 'clear', 'clear', 'desert-steppe', 'lake', 'sea'),
  feature: fc.constantFrom<string[]>([], [], [], [], ['town'], ['town'], ['town', 'ultimate-german'], ['town', 'ultimate-soviet'], ['east-of-volga'], ['fort']),
  coast: fc.constantFrom<string | undefined>(undefined, undefined, undefined, 'azov'),
  german: fc.boolean(),
});
const positionArb = fc.record({
  hexes: fc.array(hexArb, { minLength: HEXES.length, maxLength: HEXES.length }),
  units: fc.array(fc.record({ german: fc.boolean(), at: fc.nat(HEXES.length - 1) }), { minLength: 2, maxLength: 14 }),
  volga: fc.array(fc.nat(HEXES.length - 1), { maxLength: 4 }),
  aerial: fc.option(fc.nat(HEXES.length - 1)),
  pick: fc.nat(),
});

type Position = typeof positionArb extends fc.Arbitrary<infer T> ? T : never;

function build(p: Position) {
  const hexes: TinySpec['hexes'] = {};
  const german: string[] = [];
  HEXES.forEach((h, i) => {
    const x = p.hexes[i]!;
    const water = x.terrain === 'lake' || x.terrain === 'sea';
    hexes[h] = { terrain: x.terrain, ...(water ? {} : { features: x.feature }), ...(x.coast && !water ? { coast: x.coast } : {}) };
    if (x.german && !water) german.push(h);
  });
  const units: TinySpec['units'] = {};
  const position: Record<string, string> = {};
  p.units.forEach((u, i) => {
    let at = u.at;
    while (['lake', 'sea'].includes(p.hexes[at]!.terrain)) at = (at + 1) % HEXES.length;
    const id = `${u.german ? 'g' : 's'}${i}`;
    units[id] = { nat: u.german ? 'german' : 'soviet', type: 'infantry', full: '4-4-4' };
    position[id] = HEXES[at]!;
  });
  // keep one side per hex
  const holder = new Map<string, boolean>();
  for (const [id, h] of Object.entries(position)) {
    const g = id.startsWith('g');
    if (holder.has(h) && holder.get(h) !== g) delete position[id], delete units[id];
    else holder.set(h, g);
  }
  const hexsides: Record<string, string[]> = {};
  for (const v of p.volga) {
    const a = HEXES[v]!;
    const b = HEXES[(v + 1) % HEXES.length]!;
    if (a.slice(0, 2) === b.slice(0, 2)) hexsides[[a, b].sort().join('|')] = ['volga'];
  }
  const spec: TinySpec = { hexes, hexsides, units, position, german, supply: 'traced' };
  const bundle = tinyBundle(spec);
  const ctx = createContext(bundle);
  let state: DosState = { ...setupScenario(ctx, 'test'), turn: 3 };
  if (p.aerial !== null) state = { ...state, supply: { ...state.supply, aerial: { hex: hexId(HEXES[p.aerial]!), turn: 3 } } };
  return { bundle, ctx, state };
}

const noWorse = (before: Record<string, SupplyStatus>, after: Record<string, SupplyStatus>, ids: string[]) => {
  for (const id of ids) expect(RANK[after[id]!], `${id}: ${before[id]} -> ${after[id]}`).toBeGreaterThanOrEqual(RANK[before[id]!]);
};

describe('supply properties (DoS 7.2-7.18)', () => {
  it('is deterministic: the same position gives the same states, cached or not, whatever the order units are listed in', () => {
    fc.assert(
      fc.property(positionArb, (p) => {
        const { bundle, ctx, state } = build(p);
        const first = supplyOfAll(ctx, state);
        expect(supplyOfAll(ctx, state)).toEqual(first);
        expect(supplyOfAll(createContext(bundle), structuredClone(state))).toEqual(first);
        const reordered = { ...state, units: Object.fromEntries(Object.entries(state.units).reverse()) };
        expect(supplyOfAll(ctx, reordered)).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });

  it('follows hex control (DoS 3.4, 7.14): after each change of control, cached networks and states match a fresh search', () => {
    const flips = fc.array(fc.record({ at: fc.nat(HEXES.length - 1), german: fc.boolean() }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(positionArb, flips, (p, changes) => {
        const { bundle, ctx, state } = build(p);
        let now = state;
        supplyOfAll(ctx, now);
        for (const c of changes) {
          now = { ...now, control: { ...now.control, [HEXES[c.at]!]: c.german ? 'german' : 'soviet' } };
          const fresh = createContext(bundle);
          expect(supplyOfAll(ctx, now)).toEqual(supplyOfAll(fresh, structuredClone(now)));
          for (const side of ['german', 'soviet'] as const) {
            const [cachedNet, freshNet] = [sideNetwork(ctx, now, side), sideNetwork(fresh, structuredClone(now), side)];
            for (const sheet of ['north', 'south'] as const) expect(cachedNet[sheet].nodes).toEqual(freshNet[sheet].nodes);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('follows hex control taken in place (DoS 3.4, 7.14): drafts written one hex at a time, one of them copied from the other while it is written, keep keys, networks and states equal to a fresh search; the position they came from keeps its control', () => {
    const takes = fc.array(fc.record({ second: fc.boolean(), at: fc.nat(HEXES.length - 1), german: fc.boolean() }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(positionArb, takes, (p, changes) => {
        const { bundle, ctx, state } = build(p);
        const start = JSON.stringify(state.control);
        supplyOfAll(ctx, state);
        const first = draftOf(state);
        let second: DosState | undefined;
        // what each draft's control should hold: every hex taken, by whom (the start controller's hexes left out)
        const expected = new Map<DosState, Map<string, DosSide>>([[first, new Map()]]);
        for (const c of changes) {
          if (c.second && second === undefined) expected.set((second = draftOf(first)), new Map(expected.get(first)));
          const draft = c.second ? second! : first;
          const hex = hexId(HEXES[c.at]!);
          const side: DosSide = c.german ? 'german' : 'soviet';
          setControl(ctx, draft, hex, side);
          const start = scenarioOf(ctx, draft.scenario).initialControl.get(hex) ?? null;
          if (side === start) expected.get(draft)!.delete(hex);
          else expected.get(draft)!.set(hex, side);
          for (const [now, held] of expected) {
            expect(Object.entries(now.control).sort()).toEqual([...held].sort());
            const fresh = createContext(bundle);
            const copy = structuredClone(now);
            expect(controlKey(ctx, now)).toBe(controlKey(fresh, copy));
            expect(controlledHexes(ctx, now)).toEqual(controlledHexes(fresh, copy));
            expect(supplyOfAll(ctx, now)).toEqual(supplyOfAll(fresh, copy));
            for (const side of ['german', 'soviet'] as const) {
              const [cachedNet, freshNet] = [sideNetwork(ctx, now, side), sideNetwork(fresh, copy, side)];
              for (const sheet of ['north', 'south'] as const) expect(cachedNet[sheet].nodes).toEqual(freshNet[sheet].nodes);
            }
          }
        }
        expect(JSON.stringify(state.control)).toBe(start);
      }),
      { numRuns: 30 },
    );
  });

  it('answers "has this hex a line" hex by hex as a trace of the whole sheet does (DoS 7.12), before and after enough hexes are asked to trace it', () => {
    fc.assert(
      fc.property(positionArb, fc.array(fc.nat(HEXES.length - 1), { minLength: 1, maxLength: 24 }), (p, order) => {
        const { bundle, state } = build(p);
        for (const side of ['german', 'soviet'] as const) {
          // a network no one has asked yet: a context of its own
          const ctx = createContext(bundle);
          const { index } = hexIndex(ctx);
          const net = sideNetwork(ctx, state, side);
          for (const k of order) {
            const hex = HEXES[k]!;
            const i = index.get(hexId(hex))!;
            const sheet = net[sectionOf(ctx, hexId(hex))];
            const full = traceLines(sheet.rules, [...sheet.nodes.keys()].sort((a, b) => a - b), SUPPLY_LINE_LENGTH).distance[i] !== -1;
            expect(sheet.reaches(i), `${side} ${hex}`).toBe(full);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('finds the network members the plain way: every ultimate source and network town of the sheet, by hex (DoS 7.3, 7.8, 7.11, 7.13, 7.14)', () => {
    // the first version: every candidate of the map asked in full
    const plainMembers = (ctx: DosContext, state: DosState, side: DosSide, sheet: Section) => {
      const here = (h: HexId) => (side === 'german' ? sectionOf(ctx, h) === sheet : onSheet(ctx, h, sheet));
      const ids = ctx.map.hexIds();
      const ultimates = ids.filter((h) => ctx.map.hasFeature(h, `ultimate-${side}`) && here(h) && isUltimateSource(ctx, state, side, h));
      const intermediates = townsOf(ctx).filter((h) => here(h) && !ultimates.includes(h) && isNetworkTown(ctx, state, side, h));
      const { index } = hexIndex(ctx);
      return { ultimates: ultimates.map((h) => index.get(h)!), intermediates: intermediates.map((h) => index.get(h)!) };
    };
    const changes = fc.array(fc.record({ at: fc.nat(HEXES.length - 1), german: fc.boolean(), mark: fc.boolean() }), { maxLength: 8 });
    fc.assert(
      fc.property(positionArb, changes, fc.boolean(), (p, cs, taman) => {
        const { ctx, state } = build(p);
        const control = { ...state.control };
        const markers = { german: [...state.supply.markers.german], soviet: [...state.supply.markers.soviet] };
        for (const c of cs) {
          control[HEXES[c.at]!] = c.german ? 'german' : 'soviet';
          if (c.mark) markers[c.german ? 'german' : 'soviet'].push(hexId(HEXES[c.at]!));
        }
        const now: DosState = { ...state, control, supply: { ...state.supply, markers, taman: { ...state.supply.taman, active: taman } } };
        for (const side of ['german', 'soviet'] as const) {
          for (const sheet of ['north', 'south'] as const) expect(networkMembers(ctx, now, side, sheet)).toEqual(plainMembers(ctx, now, side, sheet));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is monotone: removing an enemy unit never leaves a unit less supplied', () => {
    const seen: Record<string, number> = {};
    fc.assert(
      fc.property(positionArb, (p) => {
        const { ctx, state } = build(p);
        const ids = Object.keys(state.units);
        const victim = ids[p.pick % ids.length]!;
        const before = supplyOfAll(ctx, state);
        for (const s of Object.values(before)) seen[s] = (seen[s] ?? 0) + 1;
        const after = supplyOfAll(ctx, { ...state, units: { ...state.units, [victim]: { hex: null, steps: 0, status: 'eliminated' } } });
        const side = sideOf(ctx.units.get(victim)!);
        noWorse(before, after, ids.filter((id) => id !== victim && sideOf(ctx.units.get(id)!) !== side));
      }),
      { numRuns: 200 },
    );
    expect(Object.keys(seen).sort(), 'the positions cover every supply state').toEqual(['aerial', 'coastal', 'oos', 'regular']);
  });

  it('is monotone in the network: a supply marker never leaves a unit less supplied', () => {
    fc.assert(
      fc.property(positionArb, (p) => {
        const { ctx, state } = build(p);
        for (const side of ['german', 'soviet'] as const) {
          const candidates = networkCandidates(ctx, state, side);
          if (candidates.length === 0) continue;
          const marked = structuredClone(state);
          addNetworkMarker(ctx, marked, side, candidates[p.pick % candidates.length]!);
          noWorse(supplyOfAll(ctx, state), supplyOfAll(ctx, marked), Object.keys(state.units));
        }
      }),
      { numRuns: 150 },
    );
  });
});
