import type { FontSource } from '#report/fonts/font-set';
import type { Admission, UmpireService } from '#service/types';
import type { HeadSigner } from '#archive/head-signature';

/**
 * Per-request values the middleware stack sets; `admission` on POST /api/games/:id/turns,
 * what the checks before the body found (routes/turns/before-body.ts).
 */
export type AppEnv = { Variables: { requestId: string; admission?: Admission } };

/** What route handlers need from the outside. */
export interface RouteDeps {
  service: UmpireService;
  adminToken: string;
  /** Fonts for PDF reports (DejaVu); without them non-Latin text is spelled in ASCII. */
  fonts?: FontSource;
  /** Signs archive log heads; its public key is GET /api/key (docs/storage.md "Signed heads"). */
  headSigner?: HeadSigner;
}
