import { z } from 'zod';
import { SosUnitSchema } from './places';

/** SoS 16.72: one eliminated Soviet tank unit placed on the tank repair unit at the start of Soviet Movement Phase 10 (16 September and every even-numbered turn). */
export const RepairTankOrderSchema = z.strictObject({ repairTank: z.strictObject({ unit: SosUnitSchema }) });
