import type { Route } from '../openapi/route';
import { absenceRoutes } from './absences/routes';
import { adjudicationRoutes } from './adjudication/routes';
import { archiveRoutes } from './archive/routes';
import { docsRoutes } from './docs/routes';
import { gameRoutes } from './games/routes';
import { healthRoutes } from './health/routes';
import { mapRoutes } from './map/routes';
import { optionsRoutes } from './options/routes';
import { refereeRoutes } from './referee/routes';
import { reportRoutes } from './reports/routes';
import { scenarioRoutes } from './scenarios/routes';
import { stepRoutes } from './steps/routes';
import { tournamentRoutes } from './tournaments/routes';
import { turnRoutes } from './turns/routes';

/** The route registry: the app mounts exactly these and documents exactly these. */
export function allRoutes(): Route[] {
  const routes: Route[] = [
    ...healthRoutes,
    ...scenarioRoutes,
    ...gameRoutes,
    ...turnRoutes,
    ...optionsRoutes,
    ...stepRoutes,
    ...adjudicationRoutes,
    ...absenceRoutes,
    ...archiveRoutes,
    ...refereeRoutes,
    ...tournamentRoutes,
    ...reportRoutes,
    ...mapRoutes,
  ];
  routes.push(...docsRoutes(() => routes));
  return routes;
}
