import type { Issue } from '#kernel/engine/issues';

/**
 * A request the API refuses, with the status design.md assigns to it. Handlers and the
 * access checks return or throw one; the app turns it into the JSON error body.
 */
export interface Failure {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422;
  code: string;
  message: string;
  errors: Issue[];
}

export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = 'FailureError';
  }
}

export const failure = (status: Failure['status'], code: string, message: string, errors: Issue[] = []): Failure => ({
  status,
  code,
  message,
  errors,
});
