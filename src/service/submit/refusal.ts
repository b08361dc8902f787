import type { Issue } from '#kernel/engine/issues';
import type { SubmitResult } from '../types';

export type Refusal = Extract<SubmitResult, { ok: false }>;

/** A refused submission: nothing was written. */
export const refuse = (status: Refusal['status'], code: string, message: string, errors: Issue[] = []): Refusal => ({
  ok: false,
  status,
  code,
  message,
  errors,
});
