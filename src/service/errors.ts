import type { Issue } from '#kernel/engine/issues';

export type ServiceStatus = 401 | 403 | 404 | 409 | 413 | 422;

/**
 * A request the service refuses. Thrown by every use case except submitTurn (which
 * returns its refusals as a SubmitResult). Channels map `status`, `code`, `message`
 * and `errors` straight to their reply.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: ServiceStatus,
    readonly code: string,
    message: string,
    readonly errors: Issue[] = [],
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const unknownGame = (gameId: string): ServiceError =>
  new ServiceError(404, 'unknown-game', `There is no game ${JSON.stringify(gameId)}.`);
