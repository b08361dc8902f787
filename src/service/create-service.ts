import { adjudicate } from './adjudicate';
import { archive } from './archive';
import { authenticate } from './authenticate';
import { closeDueWindows } from './close-due-windows';
import { serviceContext, type ServiceDeps } from './context';
import { createGame } from './create-game';
import { listScenarios } from './list-scenarios';
import { myGames } from './my-games';
import { titleCharts } from './title-charts';
import { options, previewAttack } from './options';
import { reportData } from './report-data';
import { declareAbsence } from './schedule/declare-absence';
import { sweep } from './schedule/sweep';
import { refereeAct } from './referee/act';
import { addTournamentGame } from './tournament/add-game';
import { createTournament } from './tournament/create-tournament';
import { tournamentView } from './tournament/load-tournament';
import { signTurnFile } from './sign-turn-file';
import { step } from './step';
import { checkBeforeReading, submitTurn } from './submit-turn';
import { summary } from './summary';
import { template } from './template';
import type { DeadlineSweep, UmpireService } from './types';
import type { MailIntake } from './mail/types';
import { receiveMail } from './mail/receive-mail';
import { view } from './view';
import { archiveStep, browseArchive } from './archive-browse/browse-archive';

export type { ServiceDeps } from './context';

/**
 * The service the channels call. Every refusal except submitTurn's is thrown as a
 * ServiceError (status, code, message, errors); submitTurn returns its refusals.
 */
export function createService(deps: ServiceDeps): UmpireService & DeadlineSweep & MailIntake {
  const ctx = serviceContext(deps);
  return {
    listScenarios: () => listScenarios(ctx.rulesets.values()),
    titleCharts: (title) => titleCharts(ctx.rulesets.values(), title),
    myGames: (links) => myGames(ctx, links),
    createGame: (input) => createGame(ctx, input),
    summary: (gameId) => summary(ctx, gameId),
    authenticate: (gameId, token) => authenticate(ctx, gameId, token),
    view: (gameId, who) => view(ctx, gameId, who),
    template: (gameId, side) => template(ctx, gameId, side),
    options: (gameId, side, unit) => options(ctx, gameId, side, unit),
    previewAttack: (gameId, side, attack) => previewAttack(ctx, gameId, side, attack),
    signTurnFile: (gameId, token, text) => signTurnFile(ctx, gameId, token, text),
    submitTurn: (input) => submitTurn(ctx, input),
    checkBeforeReading: (input) => checkBeforeReading(ctx, input),
    adjudicate: (gameId, who) => adjudicate(ctx, gameId, who),
    step: (gameId, k, who) => step(ctx, gameId, k, who),
    archive: (gameId, who) => archive(ctx, gameId, who),
    reportData: (gameId, k, who, opts) => reportData(ctx, gameId, k, who, opts),
    browseArchive: (input) => browseArchive(ctx, input),
    archiveStep: (input, k) => archiveStep(ctx, input, k),
    referee: (gameId, who, request) => refereeAct(ctx, gameId, who, request),
    createTournament: (input) => createTournament(ctx, input),
    addTournamentGame: (id, input) => addTournamentGame(ctx, id, input),
    tournament: (id) => tournamentView(ctx, id),
    declareAbsence: (gameId, who, input) => declareAbsence(ctx, gameId, who, input),
    sweep: () => sweep(ctx, deps.schedule),
    closeDueWindows: () => closeDueWindows(ctx),
    receiveMail: (mail) => receiveMail(ctx, mail),
  };
}
