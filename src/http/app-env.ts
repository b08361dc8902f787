import type { FontSource } from '../report/fonts/font-set';
import type { UmpireService } from '../service/types';

/** Per-request values the middleware stack sets. */
export type AppEnv = { Variables: { requestId: string } };

/** What route handlers need from the outside. */
export interface RouteDeps {
  service: UmpireService;
  adminToken: string;
  /** Fonts for PDF reports (DejaVu); without them non-Latin text is spelled in ASCII. */
  fonts?: FontSource;
}
