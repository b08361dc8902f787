import type { z } from 'zod';
import type { Issue } from '#kernel/engine/issues';

/** zod's issues as the API's `{path, code, message}` list, every one of them. */
export function zodIssues(error: z.ZodError, prefix: (string | number)[] = []): Issue[] {
  return error.issues.map((i) => ({
    path: [...prefix, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    code: i.code,
    message: i.message,
  }));
}
