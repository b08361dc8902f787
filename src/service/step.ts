import { redactionFor } from './access/redaction-for';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { loadGame } from './game/load-game';
import { correctionsBefore } from './referee/corrections-before';
import { stepRecord } from './steps/step-record';
import type { Principal, StepRecord } from './types';

/** Adjudication step k as the principal may see it; 404 for a step that has not happened. */
export async function step(ctx: ServiceContext, gameId: string, k: number, who: Principal | null): Promise<StepRecord> {
  const { row } = await loadGame(ctx, gameId);
  const stored = Number.isInteger(k) ? await ctx.reads.step(gameId, k) : undefined;
  if (!stored) throw new ServiceError(404, 'unknown-step', `Game ${gameId} has no step ${k} (it has ${row.lastStep}).`);
  const redaction = redactionFor(who, row.status === 'ended');
  const corrections = await correctionsBefore(ctx, gameId, k, redaction);
  return { ...stepRecord(stored, await ctx.reads.events(gameId, k), redaction), ...(corrections.length ? { corrections } : {}) };
}
