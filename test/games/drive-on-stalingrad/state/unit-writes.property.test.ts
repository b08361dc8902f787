import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { positionsOf } from '#games/drive-on-stalingrad/windows/arrival-hooks';
import { draftOf, updateUnits } from '#games/drive-on-stalingrad/state/unit-writes';
import { occupancy, sideOf, sortedUnitIds, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState, UnitState } from '#games/drive-on-stalingrad/state/types';
import { side, type HexId } from '#kernel/ids';
import bundle from '../../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { createContext, scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import { enterHex } from '#games/drive-on-stalingrad/rules/enter-hex';
import { noConsequences } from '#games/drive-on-stalingrad/rules/consequences';
import { enemyHexes, networkKeyParts } from '#games/drive-on-stalingrad/rules/supply/position-key';
import { sideNetwork } from '#games/drive-on-stalingrad/rules/supply/network';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import { FixedDice } from '#kernel/dice';

const start = driveOnStalingrad.setup('operation-blue') as DosState;
const ids = Object.keys(start.units);
const hexes = [...new Set(Object.values(start.units).flatMap((u) => (u.hex === null ? [] : [u.hex])))].slice(0, 12);

/** A write: units moved to a hex, eliminated, or a new unit added. */
const write = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), units: fc.subarray(ids, { minLength: 1, maxLength: 3 }), hex: fc.constantFrom(...hexes) }),
  fc.record({ kind: fc.constant('eliminate' as const), units: fc.subarray(ids, { minLength: 1, maxLength: 2 }) }),
  fc.record({ kind: fc.constant('add' as const), id: fc.constantFrom('aaa-new', 'zzz-new', 'ger-0new'), hex: fc.constantFrom(...hexes) }),
);

/** The same units in a record no cache has seen: what every cache must agree with. */
const fresh = (state: DosState): DosState => ({ ...state, units: structuredClone(state.units) });
const entries = (state: DosState) => [...occupancy(state)].map(([h, list]) => [h, [...list]]);

describe('the units caches (state/unit-writes.ts)', () => {
  it('occupancy and the sorted ids brought up to date after any writes equal those built afresh, hexes in the same order', () => {
    fc.assert(
      fc.property(fc.array(write, { maxLength: 40 }), (writes) => {
        const draft = structuredClone(start);
        occupancy(draft);
        sortedUnitIds(draft);
        for (const w of writes) {
          if (w.kind === 'move') updateUnits(draft, w.units, (u) => ({ ...u, hex: w.hex as HexId, status: 'on-map' }));
          else if (w.kind === 'eliminate') updateUnits(draft, w.units, (u) => ({ ...u, hex: null, steps: 0, status: 'eliminated' }));
          else updateUnits(draft, [w.id], (): UnitState => ({ hex: w.hex as HexId, steps: 1, status: 'on-map' }));
          const [patched, built] = [occupancy(draft), occupancy(fresh(draft))];
          for (const h of [...hexes, ...built.keys()]) {
            expect(patched.get(h as HexId)).toEqual(built.get(h as HexId));
            expect(patched.has(h as HexId)).toBe(built.has(h as HexId));
          }
          expect(patched.size).toBe(built.size);
          expect(entries(draft)).toEqual(entries(fresh(draft)));
          expect(sortedUnitIds(draft)).toEqual(sortedUnitIds(fresh(draft)));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the supply network key\'s enemy hexes, kept, patched or built again after any writes, are those of a plain scan of the units (DoS 7.12)', () => {
    const ctx = createContext(DataBundle.parse(bundle));
    const known = ids.filter((id) => ctx.units.has(id));
    const pending = known.filter((id) => start.units[id]!.status !== 'on-map');
    const unitWrite = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), units: fc.subarray(known, { minLength: 1, maxLength: 3 }), hex: fc.constantFrom(...hexes) }),
      fc.record({ kind: fc.constant('eliminate' as const), units: fc.subarray(known, { minLength: 1, maxLength: 2 }) }),
      fc.record({ kind: fc.constant('step' as const), units: fc.subarray(known, { minLength: 1, maxLength: 3 }) }),
      fc.record({ kind: fc.constant('arrive' as const), units: fc.subarray(pending, { minLength: 1, maxLength: 2 }), hex: fc.constantFrom(...hexes) }),
    );
    // the first version: every unit of the record asked, in its order
    const plainKey = (state: DosState, s: DosSide) =>
      Object.keys(state.units)
        .filter((id) => state.units[id]!.status === 'on-map' && state.units[id]!.hex !== null && sideOf(unitDef(ctx, id)) !== s)
        .map((id) => state.units[id]!.hex)
        .join('');
    const plainHexes = (state: DosState, s: DosSide) => [...new Set(plainKey(state, s).match(/.{4}/g) ?? [])].sort();
    fc.assert(
      fc.property(fc.array(unitWrite, { maxLength: 30 }), fc.boolean(), fc.boolean(), (writes, early, askedFirst) => {
        const draft = structuredClone(start);
        // asked before the first write: the draft's own copy of the units starts from these keys
        if (askedFirst) for (const s of ['german', 'soviet'] as const) networkKeyParts(ctx, draft, s);
        for (const [i, w] of writes.entries()) {
          if (w.kind === 'eliminate') updateUnits(draft, w.units, (u) => ({ ...u, hex: null, steps: 0, status: 'eliminated' }));
          else if (w.kind === 'step') updateUnits(draft, w.units, (u) => ({ ...u, steps: Math.max(1, u.steps - 1), revealed: true }));
          else updateUnits(draft, w.units, (u) => ({ ...u, hex: w.hex as HexId, status: 'on-map' }));
          if (!early && i < writes.length - 1 && i % 3 !== 0) continue; // some keys asked after several writes at once
          for (const s of ['german', 'soviet'] as const) {
            expect(networkKeyParts(ctx, draft, s)[0]).toBe(plainKey(draft, s));
            expect(enemyHexes(ctx, draft, s)).toEqual(plainHexes(draft, s));
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a side\'s supply network, kept across writes to its own units only, is the one its key finds after any writes (DoS 7.12)', () => {
    const known = ids.filter((id) => start.units[id]!.status === 'on-map');
    const unitWrite = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), units: fc.subarray(known, { minLength: 1, maxLength: 2 }), hex: fc.constantFrom(...hexes) }),
      fc.record({ kind: fc.constant('eliminate' as const), units: fc.subarray(known, { minLength: 1, maxLength: 2 }) }),
      fc.record({ kind: fc.constant('step' as const), units: fc.subarray(known, { minLength: 1, maxLength: 2 }) }),
    );
    fc.assert(
      fc.property(fc.array(unitWrite, { maxLength: 12 }), fc.constantFrom<DosSide>('german', 'soviet'), (writes, own) => {
        // a context of its own: fewer networks than its cache keeps, so one key finds one network object
        const ctx = createContext(DataBundle.parse(bundle));
        const mine = known.filter((id) => sideOf(unitDef(ctx, id)) === own);
        const draft = structuredClone(start);
        for (const w of writes) {
          // most writes to the side's own units, so the network is kept across several of them
          const units = w.units.length > 1 ? w.units : w.units.map((id) => mine[id.length % mine.length]!);
          if (w.kind === 'eliminate') updateUnits(draft, units, (u) => ({ ...u, hex: null, steps: 0, status: 'eliminated' }));
          else if (w.kind === 'step') updateUnits(draft, units, (u) => ({ ...u, steps: Math.max(1, u.steps - 1) }));
          else updateUnits(draft, units, (u) => ({ ...u, hex: w.hex as HexId, status: 'on-map' }));
          for (const s of ['german', 'soviet'] as const) expect(sideNetwork(ctx, draft, s)).toBe(sideNetwork(ctx, fresh(draft), s));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('the control part of the network key, carried over from record to record as hexes are taken, and the networks it keeps, are those of a record no cache has seen (DoS 3.4, 7.14)', () => {
    const base = createContext(DataBundle.parse(bundle));
    const towns = base.map.hexIds().filter((h) => ['town', 'city', 'ultimate-german', 'ultimate-soviet'].some((f) => base.map.hasFeature(h, f)));
    const open = base.map.hexIds().filter((h) => !towns.includes(h));
    const take = fc.record({ hex: fc.oneof(fc.constantFrom(...towns.slice(0, 60)), fc.constantFrom(...open.slice(0, 200)), fc.constantFrom(...hexes)), side: fc.constantFrom<DosSide>('german', 'soviet'), ask: fc.nat(3) });
    fc.assert(
      fc.property(fc.array(take, { maxLength: 24 }), (takes) => {
        // a context of its own: fewer networks than its cache keeps, so one key finds one network object
        const ctx = createContext(DataBundle.parse(bundle));
        const draft = draftOf(start);
        for (const t of takes) {
          enterHex(ctx, draft, t.side, t.hex as HexId, noConsequences());
          if (t.ask === 0) continue; // some keys carried over several records at once
          const unseen: DosState = { ...draft, control: { ...draft.control } };
          for (const s of ['german', 'soviet'] as const) {
            expect(networkKeyParts(ctx, draft, s)[1]).toBe(networkKeyParts(ctx, unseen, s)[1]);
            if (t.ask === 1) expect(sideNetwork(ctx, draft, s)).toBe(sideNetwork(ctx, { ...unseen, units: structuredClone(draft.units) }, s));
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a units record read before a write is not answered from the cache after it', () => {
    const draft = structuredClone(start);
    const [id] = ids;
    const before = positionsOf(draft);
    const old = draft.units[id!]!.hex!;
    expect(occupancy(draft).get(old)).toContain(id);
    updateUnits(draft, [id!], (u) => ({ ...u, hex: null, status: 'eliminated' }));
    expect(occupancy(draft).get(old) ?? []).not.toContain(id);
    expect(before.units[id!]!.hex).toBe(old); // a record this module did not make is copied, not written
  });

  it('a draft shares the control record of its position; taking a hex replaces the draft\'s, leaving the position\'s as it was (DoS 3.4)', () => {
    const ctx = createContext(DataBundle.parse(bundle));
    const position = structuredClone(start);
    const kept = structuredClone(position.control);
    const draft = draftOf(position);
    expect(draft.control).toBe(position.control);
    const soviet = [...scenarioOf(ctx, 'operation-blue').initialControl].find(([h, s]) => s === 'soviet' && !Object.hasOwn(position.control, h))![0];
    enterHex(ctx, draft, 'german', soviet, noConsequences());
    expect(draft.control[soviet]).toBe('german');
    expect(position.control).toEqual(kept);
  });

  it('a draft shares the units of its position until its first write, which leaves the position as it was', () => {
    const position = structuredClone(start);
    const draft = draftOf(position);
    expect(Object.keys(draft)).toEqual(Object.keys(position));
    expect(draft.units).toBe(position.units);
    const [id] = ids;
    const hex = position.units[id!]!.hex;
    updateUnits(draft, [id!], (u) => ({ ...u, hex: null, status: 'eliminated' }));
    expect(position.units[id!]!.hex).toBe(hex);
    expect(occupancy(position).get(hex!)).toContain(id);
    expect(draft.units[id!]!.status).toBe('eliminated');
    // the draft's own copy: the same units in the same key order, every other unit state shared
    expect(draft.units).not.toBe(position.units);
    expect(Object.keys(draft.units)).toEqual(Object.keys(position.units));
    for (const other of ids.slice(1)) expect(draft.units[other]).toBe(position.units[other]);
  });

  it('adjudicating again from a position an adjudication returned, with other moves, leaves that position as it was', () => {
    const r = driveOnStalingrad;
    const dice = () => new FixedDice(Array.from({ length: 40 }, () => 4));
    const opening = r.adjudicate(start, [{ side: side('german'), orders: [] }], dice()).state as DosState;
    const movers = r.options(opening, side('german')).filter((o) => (o.moves?.length ?? 0) > 0);
    const move = (i: number) => ({ move: { unit: movers[i]!.unit, path: movers[i]!.moves!.at(-1)!.path } });
    const moved = r.adjudicate(opening, [{ side: side('german'), orders: [move(0)] }], dice()).state as DosState;
    const kept = structuredClone(moved);
    // the same window again from the moved position: its units record is shared with the new draft
    const again: DosState = { ...moved, at: opening.at, phaseOrder: opening.phaseOrder };
    const second = r.adjudicate(again, [{ side: side('german'), orders: [move(1)] }], dice()).state as DosState;
    expect(second.units[movers[1]!.unit]!.hex).not.toBe(moved.units[movers[1]!.unit]!.hex);
    expect(moved).toEqual(kept);
  });
});
