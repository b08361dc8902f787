import { z } from 'zod';

/**
 * The shape of an archive document (src/archive/types.ts), checked before anything else.
 * Steps and referee entries may carry members unknown here: the log chain covers every
 * member they carry. The document and its game may not: a member nothing covers would be
 * a place to change the archive unseen.
 */
const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex characters');

const dieRecord = z.object({
  label: z.string().min(1),
  sides: z.number().int().min(1),
  value: z.number().int().optional(),
  commitment: hex64.optional(),
  hidden: z.boolean().optional(),
});

const submission = z.object({
  side: z.string().min(1),
  fileHash: hex64,
  entropy: z.string().max(64).optional(),
  file: z.unknown().optional(),
});

const step = z.object({
  step: z.number().int().min(1),
  window: z.string().min(1),
  stateHashBefore: hex64,
  stateHashAfter: hex64,
  ctx: hex64,
  seed: hex64,
  seedIndex: z.number().int().min(1).optional(),
  submissions: z.array(submission),
  transcript: z.array(dieRecord),
  events: z.array(z.looseObject({ type: z.string() })),
  at: z.string(),
  logHash: hex64,
});

const refereeEntry = z.object({
  seq: z.number().int().min(1),
  afterStep: z.number().int().min(0),
  action: z.enum(['preview', 'force-close', 'rollback', 'correct', 'replace-player', 'pause', 'resume', 'end']),
  by: z.enum(['referee', 'umpire']),
  reason: z.string().optional(),
  detail: z.record(z.string(), z.unknown()),
  stateHashBefore: hex64,
  stateHashAfter: hex64,
  at: z.string(),
  logHash: hex64,
});

export const archiveSchema = z.strictObject({
  format: z.literal('umpire-archive/1'),
  redaction: z.union([z.literal('public'), z.literal('full'), z.strictObject({ side: z.string().min(1) })]),
  game: z.strictObject({
    id: z.string().min(1),
    title: z.string().min(1),
    scenario: z.string().min(1),
    options: z.record(z.string(), z.unknown()),
    engineVersion: z.string(),
    sides: z.array(z.string()),
    createdAt: z.string(),
    status: z.enum(['active', 'paused', 'ended']),
    diceCommitment: hex64,
    gameSaltHash: hex64,
    gameSalt: hex64.optional(),
    outcome: z.strictObject({ winner: z.string().optional(), reason: z.string().optional() }).optional(),
    logHash: hex64,
  }),
  steps: z.array(step),
  referee: z.array(refereeEntry).optional(),
  finalView: z.unknown(),
  logHead: hex64,
  signature: z.strictObject({ alg: z.literal('Ed25519'), publicKey: hex64, value: z.string().regex(/^[0-9a-f]{128}$/, 'expected 128 lower-case hex characters') }).optional(),
});
