import { z } from 'zod';
import { oddsIndex } from '#kernel/combat/odds';
import { parseMobileAssaultResult } from '../combat/mobile-assault-result';
import { parsePreparedResult } from '../combat/result';
import { TecMovementSchema } from './tec-movement';

/**
 * Kharkov Battles charts (scenarios/kharkov-battles/tables.yaml): the Prepared Assault
 * CRT, the Mobile Assault Table, the Breakout, Attrition, Support and Soviet Command &
 * Control Tables and the combat side of the Terrain Effects Chart. None is printed in the
 * rulebook text; each carries its provenance and a note saying what it was fitted to.
 * compile/tables.ts checks what zod cannot (column ladder, rows that join, every cell).
 */
const Provenance = {
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string().min(1),
  /** The rules the chart serves, e.g. "KB 12.0, 12.6". */
  rule: z.string().min(1),
};

/** An odds column heading on the n-1 / 1-n ladder: "5-1", "1-2", "1-1". */
export const OddsHeadingSchema = z.string().refine((s) => oddsIndex(s) !== null, { message: 'an odds heading is n-1 or 1-n' });

const valid = (parse: (code: string) => unknown) => (code: string) => {
  try {
    parse(code);
    return true;
  } catch {
    return false;
  }
};
export const PreparedCodeSchema = z.string().refine(valid(parsePreparedResult), { message: 'not a Prepared Assault result (KB 12.6)' });
export const MobileAssaultCodeSchema = z.string().refine(valid(parseMobileAssaultResult), { message: 'not a Mobile Assault result (KB 11.26, 11.27)' });

/** One row of a table read by a (modified) die: from/to inclusive, an open end reads everything beyond it (kernel die-rows). */
const dieRow = <T extends z.ZodType>(result: T) =>
  z.object({ from: z.number().int().optional(), to: z.number().int().optional(), result }).strict();

export const CrtSchema = z
  .object({
    ...Provenance,
    /** Printed ratio columns, lowest odds first; one column per step of the odds ladder. */
    columns: z.array(OddsHeadingSchema).min(1),
    /** 12.64: final odds at or below / at or above these give a result without a roll. */
    automatic: z
      .object({
        attacker: z.object({ atOrBelow: OddsHeadingSchema, result: PreparedCodeSchema }).strict(),
        defender: z.object({ atOrAbove: OddsHeadingSchema, result: PreparedCodeSchema }).strict(),
      })
      .strict(),
    /** Terrain lines, least favourable to the defender first (12.24 picks the last one any defending hex uses): column -> result per die 0..9. */
    lines: z.record(z.string(), z.record(z.string(), z.array(PreparedCodeSchema))),
  })
  .strict();
export type Crt = z.infer<typeof CrtSchema>;

/** Die roll modifiers of the Mobile Assault Table for conditions the rules name (5.21 air; the rest reconstructed, digest A28). */
export const MobileAssaultModifiersSchema = z
  .object({
    attackerAir: z.number().int(),
    defenderAir: z.number().int(),
    combinedArms: z.number().int(),
    woods: z.number().int(),
    minorRiver: z.number().int(),
    fortifiedZone: z.number().int(),
  })
  .strict();
export type MobileAssaultModifiers = z.infer<typeof MobileAssaultModifiersSchema>;

export const MobileAssaultTableSchema = z
  .object({
    ...Provenance,
    /** 11.21: below these odds the assault is not made. */
    minimumOdds: OddsHeadingSchema,
    /** Modified die -> result. */
    results: z.array(dieRow(MobileAssaultCodeSchema)).min(1),
    modifiers: MobileAssaultModifiersSchema,
    /** Odds lines, each free-standing (27.2: a 4-1 is not also a 3-1); at most one "atLeast" line, above every "at" line. */
    odds: z.array(z.union([z.object({ at: OddsHeadingSchema, drm: z.number().int() }).strict(), z.object({ atLeast: OddsHeadingSchema, drm: z.number().int() }).strict()])),
    /** Lines by the defending hex's total strength (Designer's Note to 11.2). */
    defenderStrength: z.array(dieRow(z.number().int())).min(1),
  })
  .strict();
export type MobileAssaultTable = z.infer<typeof MobileAssaultTableSchema>;

export const BreakoutResultSchema = z.enum(['fail', 'normal', 'free']);
export type BreakoutResult = z.infer<typeof BreakoutResultSchema>;
export const CommandResultSchema = z.enum(['halt', 'hold', 'normal']);
export type CommandResult = z.infer<typeof CommandResultSchema>;

const dieTable = <T extends z.ZodType>(result: T) => z.object({ ...Provenance, rows: z.array(dieRow(result)).min(1) }).strict();

export const BreakoutTableSchema = dieTable(BreakoutResultSchema);
export const AttritionTableSchema = dieTable(z.number().int().min(0));
export const SupportTableSchema = dieTable(z.number().int().min(0));
export const CommandTableSchema = dieTable(CommandResultSchema);

/** Combat effects of the Terrain Effects Chart: the CRT line of each hex terrain and the column shifts the rules state. */
export const TecCombatSchema = z
  .object({
    ...Provenance,
    /** Hex terrain -> CRT terrain line (12.0). */
    lines: z.record(z.string(), z.string()),
    /** Column shifts, negative = left (12.32, 12.34, 5.44, 18.11). */
    shifts: z.object({ town: z.number().int(), minorRiver: z.number().int(), rubble: z.number().int(), fortifiedZone: z.number().int() }).strict(),
  })
  .strict();
export type TecCombat = z.infer<typeof TecCombatSchema>;

export const TablesSchema = z
  .object({
    crt: CrtSchema,
    mobileAssault: MobileAssaultTableSchema,
    breakout: BreakoutTableSchema,
    attrition: AttritionTableSchema,
    support: SupportTableSchema,
    commandControl: CommandTableSchema,
    tec: TecCombatSchema,
    /** Movement costs of the Terrain Effects Chart (data/tec-movement.ts). */
    tecMovement: TecMovementSchema,
  })
  .strict();
export type Tables = z.infer<typeof TablesSchema>;
