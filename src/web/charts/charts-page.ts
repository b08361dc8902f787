import { esc } from '#http/docs/html';
import type { Chart } from '#kernel/engine/charts';
import { pageHead } from '../page-head';

function chartHtml(c: Chart): string {
  const head = `<tr>${c.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr>`;
  const rows = c.rows.map((r) => `<tr>${r.map((cell, i) => (i === 0 ? `<th scope="row">${esc(cell)}</th>` : `<td>${esc(cell)}</td>`)).join('')}</tr>`).join('\n');
  return `<section class="chart">
<h2>${esc(c.name)} <span class="rule">(${esc(c.rule)})</span></h2>
${c.note ? `<p class="note">${esc(c.note)}</p>` : ''}
<table>
<thead>${head}</thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

/**
 * A title's charts as a page of plain tables (the combat results table, its result codes,
 * the terrain effects), linked from the game page; public: they are the rulebook's, not
 * the game's.
 */
export function chartsPageHtml(p: { name: string; gameId: string; charts: readonly Chart[] }): string {
  return `${pageHead({ title: `${esc(p.name)}: charts` })}
<body class="charts">
<main>
<h1>${esc(p.name)}: charts</h1>
<p><a href="/games/${encodeURIComponent(p.gameId)}">Back to game ${esc(p.gameId)}</a></p>
${p.charts.length ? p.charts.map(chartHtml).join('\n') : '<p>This title has no charts.</p>'}
</main>
</body>
</html>
`;
}
