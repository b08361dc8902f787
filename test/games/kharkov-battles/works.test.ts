import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import { advanceConstruction, interruptBuilding, removeFortifiedZone, removeOccupiedFortifiedZones, startBuilding } from '#games/kharkov-battles/works/fortified-zones';
import { placePontoon, removePontoon } from '#games/kharkov-battles/works/pontoons';
import type { FortifiedZone, KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { gridMap, position, type Piece } from './state-fixtures';

const h = hexId;
const map = gridMap({
  rows: [10, 14],
  cols: [8, 24],
  hexes: { '1215': { features: ['town'] }, '1216': { features: ['city'] }, '1217': { terrain: 'marsh' }, '1220': { features: ['fz-soviet'] } },
  hexsides: [['1212', '1213', ['dnepr-river']], ['1112', '1113', ['major-river']]],
});
const LAH = 'ger-1-lah';
const RED_RD = 'sov-100-rd-kb';
const GUARDS_RD = 'sov-25g-rd-kb';
const NINE_G_TBR = 'sov-9g-tbr-kb'; // a one-step tank brigade: neither multi-step nor a rifle division

const at = (pieces: Record<string, Piece[]>, o: { phase?: KbState['at']; fz?: FortifiedZone[]; scenario?: KbState['scenario'] } = {}): ReturnType<typeof position> => {
  const p = position(map, pieces, { fortifiedZones: o.fz });
  return { ctx: p.ctx, state: { ...p.state, scenario: o.scenario ?? 'operation-star', at: o.phase ?? { turn: 4, stage: 'soviet', phase: 'construction' } } };
};
const AXIS_CONSTRUCTION = { turn: 4, stage: 'axis', phase: 'construction' } as const;

describe('Fortified Zones: building (18.14, 18.15, 18.17)', () => {
  it('an Operational Soviet rifle division places Building 3 in the Soviet Construction Phase', () => {
    const { ctx, state } = at({ '1212': [RED_RD] });
    const r = startBuilding(ctx, state, 'soviet', h('1212'), 8);
    expect(r).toMatchObject({ ok: true, events: [{ kind: 'fz-building-placed', side: 'soviet', hex: '1212', building: 3, rule: 'KB 18.14' }] });
    expect(r.ok && r.state.markers.fortifiedZones).toEqual([{ hex: '1212', side: 'soviet', building: 3 }]);
  });

  it('a multi-step German regiment builds in the Axis Construction Phase; its cadre may not (2.71)', () => {
    const full = at({ '1212': [LAH] }, { phase: AXIS_CONSTRUCTION });
    expect(startBuilding(full.ctx, full.state, 'axis', h('1212'), 8).ok).toBe(true);
    const cadre = at({ '1212': [{ id: LAH, steps: 1 }] }, { phase: AXIS_CONSTRUCTION });
    expect(startBuilding(cadre.ctx, cadre.state, 'axis', h('1212'), 8)).toMatchObject({ ok: false, refusals: [{ code: 'no-builder', rule: 'KB 18.14' }] });
  });

  it('a one-step brigade may not build, nor an OOS rifle division', () => {
    const brigade = at({ '1212': [NINE_G_TBR] });
    expect(startBuilding(brigade.ctx, brigade.state, 'soviet', h('1212'), 8)).toMatchObject({ ok: false, refusals: [{ code: 'no-builder' }] });
    const oos = at({ '1212': [RED_RD] });
    const state = withUnits(oos.state, { [RED_RD]: { supply: 'out-of-supply' } });
    expect(startBuilding(oos.ctx, state, 'soviet', h('1212'), 8)).toMatchObject({ ok: false, refusals: [{ code: 'no-builder' }] });
  });

  it.each([['1215', 'a town'], ['1216', 'a city'], ['1217', 'a Marsh hex']])('no FZ in %s (%s, 18.15)', (hex) => {
    const { ctx, state } = at({ [hex]: [RED_RD] });
    expect(startBuilding(ctx, state, 'soviet', h(hex), 8)).toMatchObject({ ok: false, refusals: [{ code: 'fz-forbidden-terrain', rule: 'KB 18.15' }] });
  });

  it('refused outside his Construction Phase, on a marker already there, off the map, and past the counter mix (18.17)', () => {
    const move = at({ '1212': [RED_RD] }, { phase: { turn: 4, stage: 'soviet', phase: 'movement' } });
    expect(startBuilding(move.ctx, move.state, 'soviet', h('1212'), 8)).toMatchObject({ ok: false, refusals: [{ code: 'not-construction-phase' }] });
    const axisTurn = at({ '1212': [RED_RD] }, { phase: AXIS_CONSTRUCTION });
    expect(startBuilding(axisTurn.ctx, axisTurn.state, 'soviet', h('1212'), 8)).toMatchObject({ ok: false, refusals: [{ code: 'not-construction-phase' }] });
    const there = at({ '1212': [RED_RD] }, { fz: [{ hex: h('1212'), side: 'soviet', building: 2 }] });
    expect(startBuilding(there.ctx, there.state, 'soviet', h('1212'), 8)).toMatchObject({ ok: false, refusals: [{ code: 'fz-already-there' }] });
    expect(startBuilding(there.ctx, there.state, 'soviet', h('9999'), 8)).toMatchObject({ ok: false, refusals: [{ code: 'off-map' }] });
    const full = at({ '1212': [RED_RD] }, { fz: [{ hex: h('1010'), side: 'soviet', building: 0 }, { hex: h('1220'), side: 'soviet', building: 0 }] });
    expect(startBuilding(full.ctx, full.state, 'soviet', h('1212'), 1)).toMatchObject({ ok: false, refusals: [{ code: 'no-fz-marker-left', rule: 'KB 18.17' }] });
    expect(startBuilding(full.ctx, full.state, 'soviet', h('1212'), 2).ok).toBe(true); // the printed FZ at 1220 takes no marker
  });

  it('E10: Building 3, then 2, then 1, then FZ in the next three Construction Phases (18.14)', () => {
    const { ctx, state } = at({ '1212': [GUARDS_RD] });
    const placed = startBuilding(ctx, state, 'soviet', h('1212'), 8);
    if (!placed.ok) throw new Error('not placed');
    let s = placed.state;
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = advanceConstruction(ctx, s, 'soviet');
      s = r.state;
      seen.push(s.markers.fortifiedZones[0]!.building);
      expect(r.events[0]).toMatchObject({ kind: 'fz-building-advanced', rule: 'KB 18.14' });
    }
    expect(seen).toEqual([2, 1, 0]);
    expect(advanceConstruction(ctx, s, 'soviet')).toEqual({ state: s, events: [] });
  });

  it("the other side's markers are not advanced in one's own phase", () => {
    const { ctx, state } = at({ '1212': [RED_RD], '1010': [LAH] }, { fz: [{ hex: h('1010'), side: 'axis', building: 3 }] });
    expect(advanceConstruction(ctx, state, 'soviet').events).toEqual([]);
  });

  it('E10: building ceases and the marker goes if the builder is OOS, leaves, or is attacked (18.16)', () => {
    const fz: FortifiedZone[] = [{ hex: h('1212'), side: 'soviet', building: 2 }];
    const oos = at({ '1212': [RED_RD] }, { fz });
    expect(interruptBuilding(oos.ctx, withUnits(oos.state, { [RED_RD]: { supply: 'out-of-supply' } }))).toMatchObject({ events: [{ kind: 'fz-building-ceased', why: 'builder-oos', rule: 'KB 18.16' }], state: { markers: { fortifiedZones: [] } } });
    const left = at({ '1213': [RED_RD] }, { fz });
    expect(advanceConstruction(left.ctx, left.state, 'soviet')).toMatchObject({ events: [{ why: 'builder-left' }], state: { markers: { fortifiedZones: [] } } });
    const attacked = at({ '1212': [RED_RD] }, { fz });
    expect(interruptBuilding(attacked.ctx, attacked.state, [h('1212')]).events).toEqual([{ kind: 'fz-building-ceased', side: 'soviet', hex: '1212', why: 'builder-attacked', rule: 'KB 18.16' }]);
    expect(interruptBuilding(attacked.ctx, attacked.state, [])).toEqual({ state: attacked.state, events: [] });
  });

  it('a completed FZ is not affected by the supply of its occupants (18.12, 18.16)', () => {
    const { ctx, state } = at({ '1212': [RED_RD] }, { fz: [{ hex: h('1212'), side: 'soviet', building: 0 }] });
    expect(interruptBuilding(ctx, withUnits(state, { [RED_RD]: { supply: 'isolated' } })).events).toEqual([]);
  });

  it('an enemy unit in a built FZ destroys it; a printed FZ stays (18.1, 18.16)', () => {
    const { ctx, state } = at({ '1212': [LAH], '1220': ['ger-2-lah'] }, { fz: [{ hex: h('1212'), side: 'soviet', building: 0 }, { hex: h('1220'), side: 'soviet', building: 0 }] });
    const r = removeOccupiedFortifiedZones(ctx, state);
    expect(r.events).toEqual([{ kind: 'fz-destroyed', side: 'soviet', hex: '1212', by: 'axis', rule: 'KB 18.16' }]);
    expect(r.state.markers.fortifiedZones).toEqual([{ hex: '1220', side: 'soviet', building: 0 }]);
  });

  it('the owner removes a marker of his at any time, never a printed FZ or one not his (18.17)', () => {
    const { ctx, state } = at({}, { fz: [{ hex: h('1212'), side: 'soviet', building: 1 }, { hex: h('1220'), side: 'soviet', building: 0 }] });
    expect(removeFortifiedZone(ctx, state, 'soviet', h('1212'))).toMatchObject({ ok: true, events: [{ kind: 'fz-removed', building: 1, rule: 'KB 18.17' }] });
    expect(removeFortifiedZone(ctx, state, 'axis', h('1212'))).toMatchObject({ ok: false, refusals: [{ code: 'no-fz-marker' }] });
    expect(removeFortifiedZone(ctx, state, 'soviet', h('1220'))).toMatchObject({ ok: false, refusals: [{ code: 'fz-printed', rule: 'KB 18.1' }] });
  });

  it('property: a Construction Phase never raises a marker, never touches a completed FZ or the other side', () => {
    const hexes = ['1010', '1111', '1212', '1313', '1414'].map(h);
    fc.assert(
      fc.property(
        fc.array(fc.record({ hex: fc.constantFrom(...hexes), side: fc.constantFrom<KbSide>('axis', 'soviet'), building: fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3) }), { maxLength: 5 }),
        fc.subarray(hexes),
        fc.constantFrom<KbSide>('axis', 'soviet'),
        (zones, builders, side) => {
          const unique = [...new Map(zones.map((z) => [z.hex, z])).values()];
          const pieces: Record<string, Piece[]> = {};
          builders.forEach((b, i) => (pieces[b] = [side === 'soviet' ? ['sov-100-rd-kb', 'sov-183-rd-kb', 'sov-305-rd-kb', 'sov-167-rd-kb', 'sov-232-rd-kb'][i]! : ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-df-dr', 'ger-1-3ss'][i]!]));
          const { ctx, state } = at(pieces, { fz: unique });
          const after = advanceConstruction(ctx, state, side).state.markers.fortifiedZones;
          for (const z of unique) {
            const now = after.find((a) => a.hex === z.hex);
            if (z.side !== side || z.building === 0) expect(now).toEqual(z);
            else if (now) expect(now.building).toBe(z.building - 1);
            else expect(builders.includes(z.hex as HexId)).toBe(false);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('Pontoon Bridges (18.21, 18.22)', () => {
  const star = (pieces: Record<string, Piece[]>, o: { pontoons?: { hex: string; across: string }[]; left?: number; scenario?: KbState['scenario']; phase?: KbState['at'] } = {}) => {
    const p = position(map, pieces, { pontoons: o.pontoons });
    return { ctx: p.ctx, state: { ...p.state, scenario: o.scenario ?? 'operation-star', pontoonsToPlace: o.left ?? 3, at: o.phase ?? { turn: 2, stage: 'soviet', phase: 'construction' } } as KbState };
  };

  it('Operation Star: in his Construction Phase the Soviet player bridges a Dnepr hexside from a hex he occupies', () => {
    const { ctx, state } = star({ '1212': [RED_RD] });
    const r = placePontoon(ctx, state, h('1212'), h('1213'));
    expect(r).toMatchObject({ ok: true, events: [{ kind: 'pontoon-placed', hex: '1212', across: '1213', left: 2, rule: 'KB 18.21' }] });
    expect(r.ok && [r.state.pontoonsToPlace, r.state.markers.pontoons]).toEqual([2, [{ hex: '1212', across: '1213' }]]);
  });

  it('refused: a hexside not of the Dnepr, an empty or enemy hex, no bridge left, bridged already, not adjacent', () => {
    const s1 = star({ '1112': [RED_RD] });
    expect(placePontoon(s1.ctx, s1.state, h('1112'), h('1113'))).toMatchObject({ ok: false, refusals: [{ code: 'not-dnepr' }] });
    const s2 = star({ '1213': [LAH] });
    expect(placePontoon(s2.ctx, s2.state, h('1212'), h('1213'))).toMatchObject({ ok: false, refusals: [{ code: 'not-friendly-occupied' }] });
    const s3 = star({ '1212': [RED_RD] }, { left: 0, pontoons: [{ hex: '1213', across: '1212' }] });
    expect(placePontoon(s3.ctx, s3.state, h('1212'), h('1213'))).toMatchObject({ ok: false, refusals: [{ code: 'no-pontoon-left' }, { code: 'already-bridged' }] });
    expect(placePontoon(s3.ctx, { ...s3.state, pontoonsToPlace: 1 }, h('1212'), h('1214'))).toMatchObject({ ok: false, refusals: [{ code: 'not-a-hexside' }] });
  });

  it('refused in Second Kharkov (set up only) and outside the Soviet Construction Phase', () => {
    const k = star({ '1212': [RED_RD] }, { scenario: 'second-kharkov' });
    expect(placePontoon(k.ctx, k.state, h('1212'), h('1213'))).toMatchObject({ ok: false, refusals: [{ code: 'no-pontoon-placement', rule: 'KB 18.21' }] });
    const m = star({ '1212': [RED_RD] }, { phase: { turn: 2, stage: 'soviet', phase: 'movement' } });
    expect(placePontoon(m.ctx, m.state, h('1212'), h('1213'))).toMatchObject({ ok: false, refusals: [{ code: 'not-construction-phase' }] });
  });

  it('either player removes a bridge with a unit of his on one side and no enemy on the other (18.22)', () => {
    const pontoons = [{ hex: '1212', across: '1213' }];
    const axis = star({ '1213': [LAH] }, { pontoons });
    expect(removePontoon(axis.ctx, axis.state, 'axis', h('1212'), h('1213'))).toMatchObject({ ok: true, events: [{ kind: 'pontoon-removed', by: 'axis', rule: 'KB 18.22' }], state: { markers: { pontoons: [] } } });
    const faced = star({ '1213': [LAH], '1212': [RED_RD] }, { pontoons });
    expect(removePontoon(faced.ctx, faced.state, 'axis', h('1213'), h('1212'))).toMatchObject({ ok: false, refusals: [{ code: 'cannot-remove-pontoon', rule: 'KB 18.22' }] });
    expect(removePontoon(faced.ctx, faced.state, 'soviet', h('1112'), h('1113'))).toMatchObject({ ok: false, refusals: [{ code: 'no-pontoon' }] });
    const none = star({}, { pontoons });
    expect(removePontoon(none.ctx, none.state, 'soviet', h('1212'), h('1213')).ok).toBe(false);
  });
});
