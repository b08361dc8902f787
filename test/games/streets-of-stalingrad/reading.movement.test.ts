import { describe, expect, it } from 'vitest';
import { moverClass, type HexFragment, type MoveStep } from '#games/streets-of-stalingrad/movement/move-step';
import { stepCost } from '#games/streets-of-stalingrad/movement/step-cost';
import type { TecTerrain } from '#games/streets-of-stalingrad/data/tec';
import { sosTables } from './tables-fixture';

/** The differences found by the second reading of movement (docs/rules-audit-streets-of-stalingrad.md, M-rows). */
const tec = sosTables().tec;
const hex = (...terrain: TecTerrain[]): HexFragment => ({ terrain });
const step = (s: Partial<MoveStep>): MoveStep => ({ mover: 'foot', side: 'german', phase: 3, availableMp: 8, from: hex('clear'), to: hex('clear'), ...s });
const verdict = (s: Partial<MoveStep>) => {
  const v = stepCost(tec, step(s));
  return v.ok ? { mp: v.mp, mustStop: v.mustStop } : { refused: v.code };
};

describe('reading of movement (SoS 8.x): the allowance and the cost of one step', () => {
  // SoS 8.51: "Armored units may use breakthrough movement in both the Movement and Exploit Movement phases, but never in the Reserves Movement Phase."
  it('M-18: in a Reserves Movement Phase (4, 11) armor neither goes from one enemy ZOC hex into another nor runs on through one', () => {
    const armor = { mover: 'vehicle', armored: true, phase: 11 } as const;
    expect(verdict({ ...armor, fromZoc: true, intoZoc: true })).toMatchObject({ refused: expect.any(String) });
    expect(verdict({ ...armor, breakthroughMovement: true, fromZoc: true })).toMatchObject({ refused: expect.any(String) });
    expect(verdict({ ...armor, intoZoc: true })).toMatchObject({ mustStop: true });
  });

  // SoS 8.56: "Armored units pay an additional 2 MP for each enemy ZOC hex exited during breakthrough movement. This is in addition to the non-road terrain MP cost of the hex they are entering."
  it('M-22: armor leaving an enemy ZOC hex in breakthrough movement along a road pays 2 MP and the clear hex, not the road rate', () => {
    expect(verdict({ mover: 'vehicle', armored: true, breakthroughMovement: true, fromZoc: true, to: hex('clear', 'road'), along: 'road' })).toEqual({ mp: 3, mustStop: false });
  });

  // SoS 2.25: "Leader units and OP units ignore all terrain costs in the hexes they move into or through."
  it('M-33: an OP unit moves as a leader does, ignoring terrain', () => {
    expect(moverClass({ op: true })).toBe('leader');
  });

  // SoS 9.883: "3. The defending units are on clear, forest, suburb/village, balka/cliff, hill top/slope, Tartar Wall, or hexes with only roads or railroads."
  it('M-46: a cemetery hex is not in 9.883\'s list, so a "P" there gives no retreat', () => {
    expect(tec.terrain.cemetery!.afterP).toBe('stay');
  });
});
