import { z } from 'zod';
import type { Archive } from '#archive/types';
import { named } from '../openapi/components';
import type { SameShape } from './same-shape';
import { dieRecordSchema, gameEventSchema } from './step';

export const archiveStepSchema = named(
  'ArchiveStep',
  z.object({
    step: z.number().int(),
    window: z.string(),
    stateHashBefore: z.string(),
    stateHashAfter: z.string(),
    ctx: z.string(),
    seed: z.string(),
    seedIndex: z.number().int().optional().describe('The dice chain index of seed when it is not step (a replay after a rollback)'),
    submissions: z.array(
      z.object({
        side: z.string(),
        fileHash: z.string(),
        entropy: z.string().optional(),
        file: z.unknown().optional(),
      }),
    ),
    transcript: z.array(dieRecordSchema),
    events: z.array(gameEventSchema),
    at: z.string(),
    logHash: z.string(),
  }),
);

export const archiveRefereeEntrySchema = named(
  'ArchiveRefereeEntry',
  z.object({
    seq: z.number().int(),
    afterStep: z.number().int(),
    action: z.enum(['preview', 'force-close', 'rollback', 'correct', 'replace-player', 'pause', 'resume', 'end']),
    by: z.enum(['referee', 'umpire']),
    reason: z.string().optional(),
    detail: z.record(z.string(), z.unknown()),
    stateHashBefore: z.string(),
    stateHashAfter: z.string(),
    at: z.string(),
    logHash: z.string(),
  }),
);

export const archiveSchema = named(
  'Archive',
  z.object({
    format: z.literal('umpire-archive/1'),
    redaction: z.union([z.literal('public'), z.object({ side: z.string() }), z.literal('full')]),
    game: z.object({
      id: z.string(),
      title: z.string(),
      scenario: z.string(),
      options: z.record(z.string(), z.unknown()),
      engineVersion: z.string(),
      sides: z.array(z.string()),
      createdAt: z.string(),
      status: z.enum(['active', 'paused', 'ended']),
      diceCommitment: z.string(),
      gameSaltHash: z.string(),
      gameSalt: z.string().optional(),
      outcome: z.object({ winner: z.string().optional(), reason: z.string().optional() }).optional(),
      logHash: z.string().describe('The first link of the log chain: covers every member of game but gameSalt, status and outcome'),
    }),
    steps: z.array(archiveStepSchema),
    referee: z.array(archiveRefereeEntrySchema).optional().describe('Referee actions, chained with the steps (docs/referee.md)'),
    finalView: z.unknown(),
    logHead: z.string().describe('Seals the copy: the last logHash with redaction, status, outcome and finalView (docs/storage.md)'),
    signature: z
      .object({ alg: z.literal('Ed25519'), publicKey: z.string(), value: z.string() })
      .optional()
      .describe("The server's Ed25519 signature on logHead; its public key is GET /api/key"),
  }),
  'One self-contained JSON document per game; `umpire verify` checks it offline',
);

true satisfies SameShape<z.infer<typeof archiveSchema>, Archive>;

export const serverKeySchema = named(
  'ServerKey',
  z.object({
    alg: z.literal('Ed25519'),
    publicKey: z.string().describe('32 bytes, hex'),
  }),
);
