import { esc } from '#http/docs/html';
import type { MyGameLine } from '#service/my-games';
import { pageHead } from '../page-head';

const head = (title: string): string => `${pageHead({ title: esc(title) })}
<body class="charts">
<main>
<h1>${esc(title)}</h1>`;

const FOOT = `</main>
</body>
</html>
`;

const form = (links = ''): string => `<form method="post" action="/my-games">
<p><label for="links">Paste the game links from your mails from the referee, one a line (each holds its game and your token; nothing is stored):</label></p>
<p><textarea id="links" name="links" rows="8" cols="90" spellcheck="false">${esc(links)}</textarea></p>
<p><button type="submit">Show my games</button></p>
</form>`;

/** The form a player pastes his game links into. */
export function myGamesFormHtml(): string {
  return `${head('My games')}\n${form()}\n${FOOT}`;
}

/**
 * The player's games, those waiting for his turn file first: each with its window, deadline
 * and headline, and its link (the link he gave, which opens the game page for his side).
 * `unread` are the lines that were not game links.
 */
export function myGamesListHtml(lines: readonly MyGameLine[], tokens: ReadonlyMap<string, string>, unread: readonly string[], links: string): string {
  const waiting = lines.filter((l) => 'yourTurn' in l && l.yourTurn).length;
  const rows = lines
    .map((l) => {
      if ('problem' in l) return `<tr><th scope="row">${esc(l.gameId)}</th><td colspan="6" class="problems">${esc(l.problem.message)} (${esc(l.problem.code)})</td></tr>`;
      const g = l.game;
      const href = `/games/${encodeURIComponent(l.gameId)}?token=${encodeURIComponent(tokens.get(l.gameId) ?? '')}`;
      return `<tr${l.yourTurn ? ' class="your-turn"' : ''}><th scope="row"><a href="${esc(href)}">${esc(l.gameId)}</a></th><td>${l.yourTurn ? '<strong>your turn</strong>' : g.status === 'active' ? `waiting for ${esc(g.waitingFor.join(', ') || 'no one')}` : esc(g.status)}</td><td>${esc(g.title)}, ${esc(g.scenario)}</td><td>${esc(l.as)}</td><td>${esc(g.window ?? '')}</td><td>${esc(g.deadline ?? '')}</td><td>${esc(g.headline)}</td></tr>`;
    })
    .join('\n');
  return `${head('My games')}
<p id="count">${waiting === 0 ? 'No game waits for your turn file.' : `${waiting} game${waiting === 1 ? '' : 's'} wait${waiting === 1 ? 's' : ''} for your turn file.`}</p>
<table>
<thead><tr><th scope="col">game</th><th scope="col">turn</th><th scope="col">title, scenario</th><th scope="col">you play</th><th scope="col">open window</th><th scope="col">deadline</th><th scope="col">headline</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${unread.length ? `<p class="problems">Not game links (each line should be a link like /games/g_ABC123?token=…, or a game id and a token): ${unread.map((u) => esc(u)).join('; ')}</p>` : ''}
${form(links)}
${FOOT}`;
}
