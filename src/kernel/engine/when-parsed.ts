import type { z } from 'zod';

/**
 * For an object's own check (a `superRefine` across its fields, passed as its `when`): run it
 * whenever the fields it reads parsed, even if others did not, so a file's problems are all
 * reported in one answer (zod skips such checks after any issue by default). A field whose
 * only issues are other checks' (custom issues) still holds its parsed value.
 */
export const whenParsed =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((i) => i.code !== 'custom' && (!i.path?.length || fields.includes(String(i.path[0]))));
