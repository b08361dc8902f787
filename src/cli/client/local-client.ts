import type { Need } from '#http/access/need';
import { resolveAccess } from '#http/access/resolve-access';
import { templateSide } from '#http/access/template-side';
import { toFailure } from '#http/errors/service-failure';
import type { Principal, UmpireService } from '#service/types';
import { CommandFailed } from '../errors';
import type { Client } from './client';

/**
 * The Client on the database directly: the same service the server runs, with the same
 * token rules as the HTTP routes. Whoever can open the database file is the admin, so
 * creating a game needs no admin token here.
 */
export function localClient(service: UmpireService, close: () => void): Client {
  async function as(gameId: string, token: string | undefined, need: Need): Promise<Principal | null> {
    const access = await guard(() => resolveAccess(service, gameId, token, need));
    if (!access.ok) throw failed(access.failure);
    return access.principal;
  }

  return {
    kind: 'local',
    scenarios: async () => service.listScenarios(),
    createGame: (input) => guard(() => service.createGame(input)),
    summary: (id) => guard(() => service.summary(id)),
    async template(id, token, side) {
      const who = templateSide(await as(id, token, 'side-or-referee'), side);
      if ('status' in who) throw failed(who);
      return guard(() => service.template(id, who.side));
    },
    async submit(id, text, token) {
      const result = await service.submitTurn({ gameId: id, text, ...(token ? { bearer: token } : {}), channel: 'cli' });
      if (result.ok) return result.receipt;
      throw new CommandFailed(result.message, result.code, result.errors, result.status);
    },
    async adjudicate(id, token) {
      const who = await as(id, token, 'referee');
      return guard(() => service.adjudicate(id, who!));
    },
    async declareAbsence(id, token, input) {
      const who = await as(id, token, 'side-or-referee');
      return guard(() => service.declareAbsence(id, who!, input));
    },
    async step(id, n, token) {
      const who = await as(id, token, 'optional');
      return guard(() => service.step(id, n, who));
    },
    async reportPdf(id, n, token) {
      const who = await as(id, token, 'side-or-referee');
      const data = await guard(() => service.reportData(id, n, who));
      // Loaded on demand: the PDF renderer (pdfkit) is slow to import and only this command needs it.
      const [{ renderReportPdf }, { loadNodeFonts }] = await Promise.all([
        import('#report/pdf/render-report-pdf'),
        import('#report/fonts/node-fonts'),
      ]);
      return renderReportPdf(data, { fonts: await loadNodeFonts() });
    },
    async archive(id, token) {
      const who = await as(id, token, 'optional');
      return guard(() => service.archive(id, who));
    },
    async referee(id, token, request) {
      const who = await as(id, token, 'referee');
      return guard(() => service.referee(id, who!, request));
    },
    createTournament: (input) => guard(() => service.createTournament(input)),
    addTournamentGame: (id, input) => guard(() => service.addTournamentGame(id, input)),
    tournament: (id) => guard(() => service.tournament(id)),
    close: async () => close(),
  };
}

function failed(f: { status: number; code: string; message: string; errors: CommandFailed['errors'] }): CommandFailed {
  return new CommandFailed(f.message, f.code, f.errors, f.status);
}

/** Turns the service's refusals into CommandFailed; real faults pass through. */
async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const f = toFailure(err);
    if (f) throw failed(f);
    throw err;
  }
}
