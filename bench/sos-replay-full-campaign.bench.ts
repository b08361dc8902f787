import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { rulesetFor } from '#games';
import { createGrid } from '#kernel/hex/grid';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import { archiveStepData } from '#service/archive-browse/archive-steps';
import bundle from '../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { playSosGame } from '../test/e2e/support/sos-player';
import type { Figure } from './support/figure';
import { fullGameArchive } from './support/full-replay-figures';
import { createBenchGame, playedArchive } from './support/in-process-referee';
import { measure } from './support/measure';
import { round, stats } from './support/stats';

const median = (xs: readonly number[]) => stats(xs).median;

/** The steps at each end of the game whose replay time per step is compared. */
const END = 100;
/** Timed replays after the first (verifying) one; each is a few seconds. */
const RUNS = 3;

/**
 * The referee's archive of a complete game of Streets of Stalingrad scenario #3, the 67-turn
 * campaign (SoS 2.31), from the set-up windows to the victory determination, played through
 * the HTTP app in-process with a fixed clock and seeded entropy by the scripted players of the
 * HTTP games (test/e2e/support/sos-player.ts), who bring in every reinforcement on its day.
 */
export function fullCampaignArchive(): Promise<{ archive: Archive; ms: number }> {
  return playedArchive('bench full sos campaign', async ({ request }) => {
    const { created, token } = await createBenchGame(request, 'streets-of-stalingrad/scenario-3', ['german', 'soviet']);
    await playSosGame(request, { id: created.id, token }, { grid: createGrid(bundle.city.grid as never), refereeToken: created.refereeToken, answerPauses: (n) => n % 3 !== 2, maxWindows: 3000 });
    return (await (await request(`/api/games/${created.id}/archive`, { token: created.refereeToken })).json()) as Archive;
  });
}

/** One verification, with the time at which each step was done. */
function timedVerify(archive: Archive): { ms: number; first: number; last: number } {
  const at: number[] = [];
  const t0 = performance.now();
  const report = verifyArchive(archive, rulesetFor, { onProgress: () => at.push(performance.now()) });
  const ms = performance.now() - t0;
  if (!report.ok || report.scope !== 'full') throw new Error(`the campaign archive does not verify: ${report.summary}`);
  const n = at.length;
  return { ms, first: (at[END - 1]! - t0) / END, last: (at[n - 1]! - at[n - 1 - END]!) / END };
}

/**
 * sos.replay-verify.full-campaign: verifyArchive (every check and a full replay from the
 * scenario) of a complete 67-turn campaign game, and the replay's time per step over its first
 * and its last 100 steps (`.first-100.per-step`, `.last-100.per-step`, their `.ratio`): a
 * replay whose steps slowed as the game grew would show it there. `.cold` is the first
 * verification of the process; the figures are the median of RUNS more. Beside them, the
 * report PDF of the first and the last step (`sos.report.full-campaign.*`).
 */
/**
 * The referee's report PDF of the campaign's first adjudicated step and of its last (turn 67),
 * the map drawn with every piece after the step: the report of a step reads that step and the
 * position, so it should cost the same at turn 67 as on turn 1.
 */
async function reportEnds(archive: Archive): Promise<Figure[]> {
  const ruleset = rulesetFor(archive.game.title)!;
  const steps = archiveStepData(archive, ruleset);
  const fonts = await loadNodeFonts();
  const out: Figure[] = [];
  for (const [end, step] of [['first', steps[0]!], ['last', steps.at(-1)!]] as const) {
    const data = step.drawn();
    let bytes = 0;
    const timed = await measure(async () => (bytes = (await renderReportPdf(data, { fonts })).length), { warmup: 1, runs: RUNS });
    out.push({ name: `sos.report.full-campaign.${end}-step.pdf`, value: round(timed.median), unit: 'ms' }, { name: `sos.report.full-campaign.${end}-step.pdf.bytes`, value: bytes, unit: 'bytes' });
  }
  return out;
}

export async function run(): Promise<Figure[]> {
  const name = 'sos.replay-verify.full-campaign';
  const { archive, playMs } = await fullGameArchive('streets-of-stalingrad', 'scenario-3', fullCampaignArchive);
  if (archive.game.status !== 'ended') throw new Error(`the scripted campaign did not end: ${archive.game.status}`);
  const cold = timedVerify(archive);
  const runs = Array.from({ length: RUNS }, () => timedVerify(archive));
  const first = median(runs.map((r) => r.first));
  const last = median(runs.map((r) => r.last));
  const steps = archive.steps.length;
  return [
    { name, value: round(median(runs.map((r) => r.ms))), unit: 'ms' },
    { name: `${name}.per-step`, value: round(median(runs.map((r) => r.ms)) / steps), unit: 'ms' },
    { name: `${name}.first-100.per-step`, value: round(first), unit: 'ms' },
    { name: `${name}.last-100.per-step`, value: round(last), unit: 'ms' },
    { name: `${name}.last-to-first.ratio`, value: round(last / first), unit: 'ratio' },
    { name: `${name}.cold`, value: round(cold.ms), unit: 'ms' },
    { name: `${name}.steps`, value: steps, unit: 'count' },
    { name: `${name}.turns`, value: Number(/^T(\d+)\//.exec(archive.steps.at(-1)!.window)?.[1] ?? 0), unit: 'count' },
    { name: `${name}.archive-bytes`, value: Buffer.byteLength(JSON.stringify(archive)), unit: 'bytes' },
    { name: `${name}.runs`, value: RUNS, unit: 'count' },
    ...(playMs !== undefined ? [{ name: `${name}.play`, value: Math.round(playMs), unit: 'ms' }] : []),
    ...(await reportEnds(archive)),
  ];
}
