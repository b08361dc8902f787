import { z } from 'zod';

/**
 * The turn-file envelope (design.md "Contracts → Turn file"). The envelope keys are fixed;
 * an unknown top-level key is an error ("unknown-key") so that a typo (`order:`) never
 * silently drops the orders. Orders and standing orders are the title's, zod-validated.
 */
export const TURN_FILE_FORMAT = 'umpire-turn/1';
/** `T{nn}/{name}`, e.g. "T03/german-combat". */
export const WINDOW_ID_PATTERN = /^T\d{2}\/[a-z0-9-]+$/;
export const MAX_ENTROPY_CHARS = 64;
export const SIGNATURE_PATTERN = /^hmac-sha256:[0-9a-f]{64}$/;
export const ENVELOPE_KEYS = ['format', 'game', 'side', 'window', 'final', 'basedOn', 'entropy', 'auth', 'orders', 'standing'] as const;

export interface TurnFile {
  format: 'umpire-turn/1';
  game: string;
  side: string;
  window: string;
  /** Default true; false = a draft that is checked and kept but does not close the window. */
  final: boolean;
  /** The state hash the file was written against. */
  basedOn?: string;
  /** Mixed into the dice (at most 64 characters). */
  entropy?: string;
  auth?: { signature?: string; token?: string };
  /** Each parsed with the title's order schema; [] = no action. */
  orders: unknown[];
  /** Parsed with the title's standing-order schema. */
  standing?: unknown;
}

export interface TurnFileSchemas {
  order: z.ZodType;
  standing: z.ZodType;
}

const Auth = z
  .strictObject({
    signature: z
      .string()
      .regex(SIGNATURE_PATTERN, { error: 'a signature reads "hmac-sha256:" and 64 hex digits; `umpire sign FILE` writes it' })
      .optional(),
    token: z.string().min(1).max(256).optional(),
  })
  .refine((a) => (a.signature === undefined) !== (a.token === undefined), {
    message: 'auth carries either a signature or a token (exactly one)',
  });

/**
 * The envelope with a title's schemas. Built once per pair of schemas (zod schemas never
 * change once made), so that each file is checked by a schema zod has already compiled.
 */
export function turnFileSchema(schemas: TurnFileSchemas): ReturnType<typeof buildTurnFileSchema> {
  let byStanding = builtSchemas.get(schemas.order);
  if (!byStanding) builtSchemas.set(schemas.order, (byStanding = new WeakMap()));
  let schema = byStanding.get(schemas.standing);
  if (!schema) byStanding.set(schemas.standing, (schema = buildTurnFileSchema(schemas)));
  return schema;
}

const builtSchemas = new WeakMap<z.ZodType, WeakMap<z.ZodType, ReturnType<typeof buildTurnFileSchema>>>();

function buildTurnFileSchema(schemas: TurnFileSchemas) {
  return z.strictObject({
    format: z
      .literal(TURN_FILE_FORMAT, { error: `the first line should read: format: ${TURN_FILE_FORMAT}` })
      .describe('The turn-file format and version.'),
    game: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'a game id is letters, digits, "_" and "-", e.g. g_7QH2' })
      .describe('The game id, e.g. g_7QH2.'),
    side: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'a side is written in lower case, e.g. german' })
      .describe('Your side, in lower case, e.g. german.'),
    window: z
      .string()
      .regex(WINDOW_ID_PATTERN, { error: 'a window id reads T{nn}/{name}, e.g. T03/german-combat' })
      .describe('The decision window this file answers, e.g. T03/german-combat.'),
    final: z.boolean().default(true).describe('true (the default) closes the window for your side; false sends a draft.'),
    basedOn: z
      .string()
      .regex(/^[0-9a-f]{64}$/, { error: 'basedOn is a state hash: 64 lower-case hex digits' })
      .optional()
      .describe('The state hash the orders were written against; a file based on an older state is refused.'),
    entropy: z.string().max(MAX_ENTROPY_CHARS).optional().describe('Any words (at most 64 characters), mixed into the dice.'),
    auth: Auth.optional().describe('For mail: { signature } from `umpire sign FILE`, or { token }. Not needed over HTTP.'),
    orders: z.array(schemas.order).describe('The orders for this window; [] means no action.'),
    standing: schemas.standing.optional().describe('Standing orders for decisions taken during the opponent\'s phases.'),
  });
}

/** The envelope alone (orders and standing orders unchecked), for tools that have no title. */
export const AnyTurnFile = turnFileSchema({ order: z.unknown(), standing: z.unknown() });
