import { createGrid } from '#kernel/hex/grid';
import bundle from '../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { playSosGame } from '../test/e2e/support/sos-player';
import type { Figure } from './support/figure';
import { createBenchGame, withInProcessReferee, type InProcessReferee } from './support/in-process-referee';
import { measure } from './support/measure';
import { round } from './support/stats';

/** The side whose page is measured: the German's history is the longer to read (his and the shared steps). */
const SIDE = 'german';

/** A GET of the game page's own routes with the side's session cookie, as the page's script makes it. */
function pageGet(app: InProcessReferee['app'], token: string): (path: string) => Promise<Response> {
  return (path) => Promise.resolve(app.request(path, { headers: { cookie: `umpire_session=${token}` } }));
}

/**
 * `<name>.bytes` and `<name>.ms`: the game page's `GET /games/:id/data` for one side as it is
 * now: its size, and the median time over up to 5 runs (20 s cap) after one warm-up.
 * `<name>.steps` how many steps the answer carries. When it names older steps (`earlier`),
 * `<name>.earlier-page.bytes` and `.ms`: the next page of them, `GET /games/:id/steps?before=`
 * with the page's own size, as "Show earlier steps" asks for it.
 */
async function dataFigures(name: string, get: (path: string) => Promise<Response>, gameId: string): Promise<Figure[]> {
  const res = await get(`/games/${gameId}/data`);
  if (res.status !== 200) throw new Error(`${name}: /data ${res.status} ${await res.text()}`);
  const body = await res.text();
  const data = JSON.parse(body) as { steps: unknown[]; earlier?: { before: number } | null };
  const m = await measure(async () => (await get(`/games/${gameId}/data`)).text(), { warmup: 1, runs: 5, maxMs: 20_000 });
  const figures = [
    { name: `${name}.bytes`, value: Buffer.byteLength(body), unit: 'B' },
    { name: `${name}.ms`, value: round(m.median), unit: 'ms' },
    { name: `${name}.steps`, value: data.steps.length, unit: 'count' },
  ];
  if (!data.earlier) return figures;
  const path = `/games/${gameId}/steps?before=${data.earlier.before}`;
  const page = await get(path);
  if (page.status !== 200) throw new Error(`${name}: ${path} ${page.status} ${await page.text()}`);
  const pageBody = await page.text();
  const p = await measure(async () => (await get(path)).text(), { warmup: 1, runs: 5, maxMs: 20_000 });
  return [
    ...figures,
    { name: `${name}.earlier-page.bytes`, value: Buffer.byteLength(pageBody), unit: 'B' },
    { name: `${name}.earlier-page.ms`, value: round(p.median), unit: 'ms' },
  ];
}

/**
 * page.data.*: the game page's data at the length of Streets of Stalingrad's 67-turn campaign
 * (scenario #3, about 1,150 windows). The campaign is played once in-process (set-up, not
 * timed) by the scripted players of the HTTP games (test/e2e/support/sos-player.ts, as
 * test/e2e/full-game-streets-campaign.test.ts plays it), and the German's `/data` is
 * measured as turn 11 opens (`page.data.turn-10`, ten turns adjudicated) and once the game
 * has ended (`page.data.campaign-end`); `page.data.campaign-end.windows` the steps played.
 */
export async function run(): Promise<Figure[]> {
  return withInProcessReferee('bench page data campaign', async ({ app, request }) => {
    const { created, token } = await createBenchGame(request, 'streets-of-stalingrad/scenario-3', ['german', 'soviet']);
    const get = pageGet(app, token(SIDE));
    const figures: Figure[] = [];
    let turn10 = false;
    await playSosGame(request, { id: created.id, token }, {
      grid: createGrid(bundle.city.grid as never),
      refereeToken: created.refereeToken,
      answerPauses: (n) => n % 3 !== 2,
      maxWindows: 3000,
      afterWindow: async () => {
        if (turn10) return;
        const summary = (await (await request(`/api/games/${created.id}`)).json()) as { window: string | null };
        if (!summary.window?.startsWith('T11/')) return;
        turn10 = true;
        figures.push(...(await dataFigures('page.data.turn-10', get, created.id)));
      },
    });
    const summary = (await (await request(`/api/games/${created.id}`)).json()) as { status: string; steps: number };
    if (summary.status !== 'ended') throw new Error(`the campaign did not end: ${summary.status}`);
    if (!turn10) throw new Error('the campaign never reached turn 11');
    figures.push(...(await dataFigures('page.data.campaign-end', get, created.id)));
    figures.push({ name: 'page.data.campaign-end.windows', value: summary.steps, unit: 'count' });
    return figures;
  });
}
