import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { stateMoveQueries } from '#games/kharkov-battles/movement-phase/state-queries';
import { BOARD } from './movement-phase-fixture';
import { position } from './state-fixtures';

/**
 * KB 18.14: "place a 'Building 3' marker ... advance the marker down one step until complete
 * ... flipped to a completed 'FZ' marker"; 18.11, 18.13: what a Fortified Zone does (the
 * Mobile Assault's FZ modifier, no Mobile Infiltration into an enemy built FZ) belongs to the
 * completed FZ only, not to a Building marker.
 */
describe('KB 18.11, 18.13, 18.14: a Building marker is not a Fortified Zone in the Movement Phase', () => {
  const at = { '1213': ['sov-183-rd-kb'], '1212': ['ger-1-lah'] };
  it.each([3, 2, 1] as const)("a Soviet 'Building %s' marker: no enemy Fortified Zone for the Axis mover", (building) => {
    const { ctx, state } = position(BOARD, at, { fortifiedZones: [{ hex: hexId('1213'), side: 'soviet', building }] });
    expect(stateMoveQueries(ctx, state, 'axis').enemyFortifiedZone(hexId('1213'))).toBe(false);
  });

  it('a completed Soviet FZ: an enemy Fortified Zone for the Axis mover, not for the Soviet', () => {
    const { ctx, state } = position(BOARD, at, { fortifiedZones: [{ hex: hexId('1213'), side: 'soviet', building: 0 }] });
    expect(stateMoveQueries(ctx, state, 'axis').enemyFortifiedZone(hexId('1213'))).toBe(true);
    expect(stateMoveQueries(ctx, state, 'soviet').enemyFortifiedZone(hexId('1213'))).toBe(false);
  });
});
