import { z } from 'zod';
import type { CreatedGame, GameSummary } from '#service/types';
import { named } from '../openapi/components';
import type { SameShape } from './same-shape';

export const createGameBodySchema = named(
  'CreateGame',
  z.strictObject({
    scenario: z.string().min(1).max(200).describe('A scenario id from GET /api/scenarios'),
    players: z
      .array(
        z.strictObject({
          side: z.string().min(1).max(40),
          email: z.email().optional(),
        }),
      )
      .min(1)
      .max(16),
    options: z.record(z.string(), z.unknown()).optional().describe('Title-specific options (optional rules); `timing`: deadlines, reminders, missed orders (docs/deadlines.md)'),
    refereeEmail: z.email().optional().describe("Where the referee's notices go (missed orders, outage pauses); never published"),
  }),
);

export const createdGameSchema = named(
  'CreatedGame',
  z.object({
    id: z.string(),
    refereeToken: z.string().describe('Shown once: keep it; it is never stored in clear'),
    players: z.array(
      z.object({
        side: z.string(),
        token: z.string(),
        page: z.string().describe("The side's game page, token included: give it to that player only (the page trades it for a session cookie)"),
      }),
    ),
    diceCommitment: z.string().describe('s_0 of the dice chain, 64 hex characters'),
  }),
);

export const gameSummarySchema = named(
  'GameSummary',
  z.object({
    id: z.string(),
    title: z.string(),
    scenario: z.string(),
    turn: z.number().int().nullable(),
    window: z.string().nullable().describe('The open decision window, e.g. "T03/german-combat"'),
    waitingFor: z.array(z.string()),
    deadline: z.string().nullable(),
    status: z.enum(['active', 'paused', 'ended']),
    headline: z.string(),
    diceCommitment: z.string(),
    steps: z.number().int(),
    outcome: z.object({ winner: z.string().optional(), reason: z.string().optional() }).optional(),
  }),
);

export const viewSchema = named(
  'View',
  z.unknown().describe("The state as the token's holder may see it; its shape is the title's"),
);

true satisfies SameShape<z.infer<typeof createdGameSchema>, CreatedGame & { players: (CreatedGame['players'][number] & { page: string })[] }>;
true satisfies SameShape<z.infer<typeof gameSummarySchema>, GameSummary>;
