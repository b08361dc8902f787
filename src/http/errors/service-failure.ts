import { ServiceError } from '#service/errors';
import { FailureError, failure, type Failure } from './failure';

/**
 * The refusal a thrown error stands for (a ServiceError from a use case, a FailureError
 * from the routes), or null for a real fault, which becomes a 500.
 */
export function toFailure(err: unknown): Failure | null {
  if (err instanceof FailureError) return err.failure;
  if (err instanceof ServiceError) return failure(err.status, err.code, err.message, err.errors);
  return null;
}
