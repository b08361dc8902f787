import { z } from 'zod';

/**
 * A move order (DoS 9.1-9.7): one unit, or a stack that began the phase together in one
 * hex (9.5), moves hex by hex along `path`. `path` lists the hexes entered, in order; it
 * may repeat the start hex first. A stack moves at the movement factor of its slowest unit
 * (9.7). Hex ids may be printed aliases (e.g. "N3635" for Rostov 2725).
 */
const Path = z
  .array(z.string().min(1))
  .min(1)
  .describe('Hexes entered, in order (adjacent steps, DoS 9.1). Printed aliases are accepted.');

export const MoveOne = z
  .strictObject({
    unit: z.string().min(1).describe('The id of the unit that moves, e.g. "ger-gd".'),
    path: Path,
  })
  .describe('Move one unit.');

export const MoveStack = z
  .strictObject({
    units: z
      .array(z.string().min(1))
      .min(1)
      .describe('Units that began this phase together in one hex and move as a stack (DoS 9.5, 9.7).'),
    path: Path,
  })
  .describe('Move a stack at the movement factor of its slowest unit.');

export const MoveOrder = z
  .strictObject({ move: z.union([MoveOne, MoveStack]) })
  .describe('Move a unit or a stack in a movement phase (DoS 9.0).');
export type MoveOrder = z.infer<typeof MoveOrder>;

/**
 * A move that names only its destination: the server moves the unit along the path
 * `options()` lists for that hex (the cheapest; ties broken as every listed path is), and
 * the receipt shows the path it chose (kernel/options/move-destination.ts).
 */
export const MoveTo = z
  .strictObject({
    unit: z.string().min(1).describe('The id of the unit that moves, e.g. "ger-gd".'),
    to: z.string().min(1).describe('The destination; the path is the cheapest one options() lists for it (DoS 9.1).'),
  })
  .describe('Move one unit to a destination by the path options() lists.');

/** A move as a turn file may write it: with its path, or with its destination only (resolved before the rules read it). */
export const FileMoveOrder = z
  .strictObject({ move: z.union([MoveOne, MoveStack, MoveTo]) })
  .describe('Move a unit or a stack in a movement phase (DoS 9.0); {unit, to} moves one unit by the path options() lists.');

/** The units a move order names, in order. */
export const movers = (order: MoveOrder): string[] =>
  'unit' in order.move ? [order.move.unit] : order.move.units;
