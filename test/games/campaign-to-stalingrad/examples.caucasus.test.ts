import { describe, expect, it } from 'vitest';
import { UnitSpecSchema, type UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { axisEntersCaucasus } from '#games/campaign-to-stalingrad/rules/caucasus/track';
import { moveMarker } from '#games/campaign-to-stalingrad/rules/caucasus/marker-move';
import { caucasusEdgeHexes } from '#games/campaign-to-stalingrad/rules/caucasus/edge-hexes';
import { coastMoveRefusal } from '#games/campaign-to-stalingrad/rules/caucasus/coast-moves';
import { completeCapture } from '#games/campaign-to-stalingrad/rules/caucasus/complete-capture';
import { trackTerrainShift } from '#games/campaign-to-stalingrad/rules/caucasus/terrain';
import { unopposedAdvance } from '#games/campaign-to-stalingrad/rules/caucasus/no-opposition';
import { boxAttackSource, boxDeliveryCost } from '#games/campaign-to-stalingrad/rules/caucasus/attack-supply';
import { caucasusVictoryPoints } from '#games/campaign-to-stalingrad/rules/caucasus/victory-points';
import { garrisonRefusal } from '#games/campaign-to-stalingrad/rules/caucasus/garrison';
import { boxReplacementRefusal } from '#games/campaign-to-stalingrad/rules/caucasus/replacements';
import { realBundle } from './support/real-bundle';

const display = realBundle.caucasusDisplay!;
/** Printed south-map hex 47CC as the map's id (row + 20). */
const id = (printed: number): string => String(printed + 2000);
const run = (from: number, to: number): string[] => Array.from({ length: from - to + 1 }, (_, i) => id(to + i));
const sorted = (xs: readonly string[]) => [...xs].sort();
const unit = (id: string, side: 'axis' | 'soviet', type: string, move: number, size = 'XX'): UnitSpec =>
  UnitSpecSchema.parse({ id, name: id, side, nationality: side === 'axis' ? 'german' : 'soviet', type, size, army: '-', faces: [{ attack: 4, defense: 4, move }] });

describe('the Caucasus Control Tracks (CtS 34.3)', () => {
  it('34.3: the first Axis entry puts his marker on Kuban Steppes, free; a marker already on the track stays', () => {
    expect(axisEntersCaucasus(display, {})).toEqual({ caucasus: 'kuban-steppes' });
    expect(axisEntersCaucasus(display, { caucasus: 'maykop' })).toEqual({ caucasus: 'maykop' });
  });
  it('34.3: before the Axis marker is on the track, the Axis enters through 4737-4728 and the Soviet through any south-edge hex', () => {
    expect(sorted(caucasusEdgeHexes(display, {}, 'axis').hexes)).toEqual(run(4737, 4728));
    expect(sorted(caucasusEdgeHexes(display, {}, 'soviet').hexes)).toEqual(run(4741, 4701));
  });
  it('34.3 example (E29): the marker on Maykop, the Axis uses 4741-4725 and the Soviet 4724-4701', () => {
    expect(sorted(caucasusEdgeHexes(display, { caucasus: 'maykop' }, 'axis').hexes)).toEqual(run(4741, 4725));
    expect(sorted(caucasusEdgeHexes(display, { caucasus: 'maykop' }, 'soviet').hexes)).toEqual(run(4724, 4701));
  });
  it('34.3: once the Axis controls Pyatigorsk the Soviet has no south-edge hex into the Caucasus Box', () => {
    expect(caucasusEdgeHexes(display, { caucasus: 'pyatigorsk' }, 'soviet').hexes).toEqual([]);
    expect(caucasusEdgeHexes(display, { caucasus: 'mozdok' }, 'soviet').hexes).toEqual([]);
  });
  it('34.1: an Axis success moves the marker one space right, a Soviet one left', () => {
    expect(moveMarker(display, { caucasus: 'kuban-steppes' }, 'caucasus', 'axis').markers.caucasus).toBe('krasnodar');
    expect(moveMarker(display, { caucasus: 'maykop' }, 'caucasus', 'soviet').markers.caucasus).toBe('krasnodar');
  });
  it('34.3: taking Krasnodar opens the Black Sea Coast, an Axis marker going on Taman Peninsula', () => {
    const m = moveMarker(display, { caucasus: 'kuban-steppes' }, 'caucasus', 'axis');
    expect(m.coastOpened).toBe(true);
    expect(m.markers.blackSeaCoast).toBe('taman-peninsula');
    // retaking it later leaves the coast marker where it stands
    expect(moveMarker(display, { caucasus: 'kuban-steppes', blackSeaCoast: 'krymskaya' }, 'caucasus', 'axis').markers.blackSeaCoast).toBe('krymskaya');
  });
  it('34.3: the Axis may not enter the Black Sea Coast Box before Krasnodar, and is trapped there once the Soviet retakes it', () => {
    const inf = unit('inf', 'axis', 'infantry', 4);
    expect(coastMoveRefusal(display, { caucasus: 'kuban-steppes' }, inf, 'into-coast', false, 0)?.code).toBe('coast-closed');
    expect(coastMoveRefusal(display, { caucasus: 'krasnodar' }, inf, 'into-coast', false, 0)).toBeNull();
    expect(coastMoveRefusal(display, { caucasus: 'kuban-steppes', blackSeaCoast: 'taman-peninsula' }, inf, 'out-of-coast', false, 0)?.code).toBe('coast-trapped');
    expect(coastMoveRefusal(display, { caucasus: 'maykop', blackSeaCoast: 'taman-peninsula' }, inf, 'out-of-coast', false, 0)).toBeNull();
  });
});

describe('Caucasus <-> Black Sea Coast (CtS 34.4)', () => {
  const m: CaucasusMarkers = { caucasus: 'maykop', blackSeaCoast: 'taman-peninsula' };
  it('34.4: the Axis moves at most two non-motorized divisional units a turn, the Soviet six', () => {
    expect(coastMoveRefusal(display, m, unit('inf', 'axis', 'infantry', 4), 'into-coast', false, 1)).toBeNull();
    expect(coastMoveRefusal(display, m, unit('inf', 'axis', 'infantry', 4), 'into-coast', false, 2)?.code).toBe('coast-limit');
    expect(coastMoveRefusal(display, m, unit('rd', 'soviet', 'rifle', 4), 'out-of-coast', false, 5)).toBeNull();
    expect(coastMoveRefusal(display, m, unit('rd', 'soviet', 'rifle', 4), 'out-of-coast', false, 6)?.code).toBe('coast-limit');
  });
  it('34.4: motorized units move without limit', () => {
    expect(coastMoveRefusal(display, m, unit('pz', 'axis', 'panzer', 8), 'into-coast', false, 2)).toBeNull();
  });
  it('34.4: the move costs the entire Movement Allowance: not for a unit that has moved', () => {
    expect(coastMoveRefusal(display, m, unit('pz', 'axis', 'panzer', 8), 'into-coast', true, 0)?.code).toBe('coast-entire-ma');
  });
});

describe('complete capture (CtS 34.5)', () => {
  it('34.5: the Axis holding every space, a further Axis success moves nothing (losses only); a Soviet success pushes the marker back one', () => {
    const last = display.caucasus[display.caucasus.length - 1]!.id;
    const held = moveMarker(display, { caucasus: last }, 'caucasus', 'axis');
    expect(held.moved).toBe(0);
    expect(held.completeCapture).toMatchObject({ by: 'axis', track: 'caucasus' });
    expect(moveMarker(display, { caucasus: last }, 'caucasus', 'soviet').markers.caucasus).toBe(display.caucasus[display.caucasus.length - 2]!.id);
  });
  it('34.5: the Soviet retaking every Black Sea Coast space sends the Axis units there to the Caucasus Box, or out of play with Krasnodar Soviet', () => {
    const back = moveMarker(display, { caucasus: 'maykop', blackSeaCoast: 'taman-peninsula' }, 'blackSeaCoast', 'soviet');
    expect(back.markers.blackSeaCoast).toBeUndefined();
    expect(back.completeCapture).toMatchObject({ track: 'blackSeaCoast', axisUnits: 'retreat-to-caucasus-box' });
    expect(completeCapture(display, { caucasus: 'kuban-steppes' }, 'blackSeaCoast', 'soviet')).toMatchObject({ axisUnits: 'removed-from-play' });
  });
  it('34.5: the Soviet retaking every Caucasus space expels the Axis two hexes north through 4737-4728; the Axis enters again on Kuban Steppes', () => {
    const out = moveMarker(display, { caucasus: 'kuban-steppes' }, 'caucasus', 'soviet');
    expect(out.markers.caucasus).toBeUndefined();
    expect(out.completeCapture).toMatchObject({ track: 'caucasus', axisUnits: 'retreat-two-hexes-north' });
    expect(sorted((out.completeCapture as { hexes: string[] }).hexes)).toEqual(run(4737, 4728));
    expect(axisEntersCaucasus(display, out.markers).caucasus).toBe('kuban-steppes');
  });
});

describe('terrain and no opposition (CtS 34.8, 34.9)', () => {
  it('34.8: the terrain is that of the space just right of the Axis marker', () => {
    // Krasnodar (no mark) holds the marker; Maykop (*) is to its right
    expect(trackTerrainShift(display, { caucasus: 'krasnodar' }, 'caucasus')).toMatchObject({ value: -1, rule: 'CtS 34.8' });
    // on Maykop, Pyatigorsk (*) lies right of it; on Pyatigorsk, Mozdok (no mark)
    expect(trackTerrainShift(display, { caucasus: 'pyatigorsk' }, 'caucasus')).toBeNull();
    expect(trackTerrainShift(display, { caucasus: 'mozdok' }, 'caucasus')).toMatchObject({ value: -2 });
  });
  it('34.9 [Change]: with no enemy unit in the box the marker moves up to four spaces in the Combat Phase', () => {
    expect(unopposedAdvance(display, { caucasus: 'kuban-steppes' }, 'caucasus', 'axis', 3, 0)?.markers.caucasus).toBe('mozdok');
    expect(unopposedAdvance(display, { caucasus: 'mozdok' }, 'caucasus', 'soviet', 3, 0)?.markers.caucasus).toBe('kuban-steppes');
    expect(unopposedAdvance(display, { caucasus: 'kuban-steppes' }, 'caucasus', 'axis', 3, 1)).toBeNull();
  });
});

describe('supply in the boxes (CtS 34.2)', () => {
  it('34.2: one Depot or Activated Army HQ supplies an attack; the Soviet takes a Depot or Guards HQ first', () => {
    expect(boxAttackSource('axis', { depots: 0, activatedHqs: [{ id: '17A', guards: false }] })).toBe('army-hq');
    expect(boxAttackSource('axis', { depots: 0, activatedHqs: [] })).toBeNull();
    expect(boxAttackSource('soviet', { depots: 0, activatedHqs: [{ id: '47A', guards: false }, { id: '2GA', guards: true }] })).toBe('guards-army-hq');
  });
  it('34.2: the Soviet assumes a Connecting Rail Hex in each of his boxes: no Transport Point', () => {
    expect(boxDeliveryCost('soviet')).toMatchObject({ tp: 0, sp: 1 });
  });
  it('E28: a railhead at Rostov six hexes (road rate) from one hex off the south edge: an Army HQ in the Black Sea Coast Box costs 2 TP + 1 SP', () => {
    const m: CaucasusMarkers = { caucasus: 'krasnodar', blackSeaCoast: 'taman-peninsula' };
    expect(boxDeliveryCost('axis', { display, markers: m, edgeHex: id(4730), lengthToEdge: 5, multiple: 5 })).toMatchObject({ tp: 2, sp: 1 });
  });
  it('E28: a railhead on the last south-edge hex still costs one Transport Point', () => {
    expect(boxDeliveryCost('axis', { display, markers: { caucasus: 'kuban-steppes' }, edgeHex: id(4730), lengthToEdge: 0, multiple: 5 })).toMatchObject({ tp: 1, sp: 1 });
  });
  it('34.2: the Axis line is traced through a legal entry hex (34.3)', () => {
    expect(boxDeliveryCost('axis', { display, markers: { caucasus: 'kuban-steppes' }, edgeHex: id(4710), lengthToEdge: 2, multiple: 5 })).toHaveProperty('refused');
  });
});

describe('Soviet replacements and the garrison (CtS 34.6, 34.7)', () => {
  it('34.6: one infantry-type replacement a turn into the Caucasus Box, from those the roll made available', () => {
    expect(boxReplacementRefusal('soviet-infantry', 'caucasus', 1, 0)).toBeNull();
    expect(boxReplacementRefusal('soviet-infantry', 'caucasus', 1, 1)).toMatch(/one replacement a turn/);
    expect(boxReplacementRefusal('soviet-infantry', 'caucasus', 0, 0)).toMatch(/no soviet-infantry/);
    expect(boxReplacementRefusal('soviet-tank', 'caucasus', 1, 0)).toMatch(/not infantry type/);
  });
  it('34.6: a Naval replacement may enter the Black Sea Coast Box, no other', () => {
    expect(boxReplacementRefusal('soviet-naval', 'black-sea-coast', 1, 0)).toBeNull();
    expect(boxReplacementRefusal('soviet-infantry', 'black-sea-coast', 1, 0)).toMatch(/only a Naval/);
  });
  it('34.7, Errata 1: no Soviet unit leaves the two boxes before turn 21; between them, and from turn 21, it may', () => {
    expect(garrisonRefusal(20, 'caucasus', 'map')).toMatch(/turn 21/);
    expect(garrisonRefusal(20, 'black-sea-coast', 'caspian')).toMatch(/turn 21/);
    expect(garrisonRefusal(20, 'caucasus', 'black-sea-coast')).toBeNull();
    expect(garrisonRefusal(21, 'caucasus', 'map')).toBeNull();
  });
});

describe('Caucasus Display Victory Points (CtS 37.4 A)', () => {
  const m: CaucasusMarkers = { caucasus: 'mozdok', blackSeaCoast: 'novorossiysk' };
  it('E30: markers on Mozdok and Novorossiysk, a LOC to a south-edge road hex, the Oil Brigade in the Caucasus Box: 5 VP', () => {
    expect(caucasusVictoryPoints(display, m, { locToSouthRoadHex: true, oilBrigadeInCaucasusBox: true }).total).toBe(5);
  });
  it('E30, 37.4 A: without the Oil Brigade only the Caucasus track points are halved, rounded down', () => {
    const r = caucasusVictoryPoints(display, m, { locToSouthRoadHex: true, oilBrigadeInCaucasusBox: false });
    expect(r).toMatchObject({ caucasus: 1, blackSeaCoast: 2, total: 3 });
  });
  it('37.4 A: no Axis LOC to a road hex of the south edge at the end of turn 62, no points', () => {
    expect(caucasusVictoryPoints(display, m, { locToSouthRoadHex: false, oilBrigadeInCaucasusBox: true }).total).toBe(0);
  });
});
