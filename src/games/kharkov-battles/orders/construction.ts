import { z } from 'zod';
import { KbHexSchema } from './hex';

/** KB 18.14: place a 'Building' marker in this hex, or advance the one there (Construction Phase). */
export const BuildOrderSchema = z.strictObject({ build: z.strictObject({ hex: KbHexSchema }) });

/**
 * KB 18.21: place a 'Pontoon Bridge' marker in this friendly-occupied hex, bridging its
 * Dnepr hexside towards `across` ('Operation Star', Soviet Construction Phase).
 */
export const PontoonOrderSchema = z.strictObject({ pontoon: z.strictObject({ hex: KbHexSchema, across: KbHexSchema }) });

/**
 * KB 18.22: remove the bridge marker of the hexside between `hex` and `across` for good, "at
 * any time during a turn": at this point of the owner's own file. Outside his own windows
 * the standing `bridges` decide (digest D19).
 */
export const RemoveBridgeOrderSchema = z.strictObject({ removeBridge: z.strictObject({ hex: KbHexSchema, across: KbHexSchema }) });

/** KB 18.17: remove an own FZ or 'Building' marker. */
export const RemoveFzOrderSchema = z.strictObject({ removeFz: z.strictObject({ hex: KbHexSchema }) });
