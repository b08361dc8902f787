import { zoomToolsHtml } from '../game-page/zoom-tools';
import { historyBarHtml } from '../game-page/history-bar';
import { pageHead } from '../page-head';

/**
 * The archive viewer's page (docs/game-page.md "The archive viewer"): no session, no game
 * on this server. A dropped (or chosen) archive file is read by the browser, checked and
 * drawn step by step with the game page's stylesheet and history script. `offline` names
 * the self-contained file to download (only where the server can make it).
 */
export function viewerHtml(p: { offline?: string } = {}): string {
  const offline = p.offline
    ? `\n  <p class="hint"><a id="offline-viewer" href="${p.offline}" download="umpire-viewer.html">Offline viewer</a>: this viewer as one HTML file that opens archives with no server and no network.</p>`
    : '';
  return `${pageHead({ title: 'Umpire archive viewer', script: '/web/viewer.js' })}
${viewerBody({ hint: `The file is checked as <code>umpire verify</code> checks it and drawn step by step; this server keeps nothing of it.${offline}` })}
</html>
`;
}

/** The viewer's body, the same on the served page and the offline file; `hint` and `end` (before `</body>`) are HTML put in as given. */
export function viewerBody(p: { hint: string; end?: string }): string {
  return `<body data-viewer="1">
<header class="top">
  <h1 id="viewer-title">Umpire archive viewer</h1>
  <p id="status" role="status" aria-live="polite">Drop an archive file (umpire export, or "Download the archive" on a game page) here.</p>
</header>
<section id="drop" class="drop" aria-label="Open an archive">
  <p>Drop an archive file anywhere on this page, or <label>choose one <input type="file" id="file" accept=".json,application/json"></label></p>
  <p class="hint">${p.hint}</p>
</section>
<main class="viewer-main">
  <section class="map-panel" aria-label="Map">
    <div class="map-tools">
      ${zoomToolsHtml}
      <span id="verdict" class="hint"></span>
    </div>
    ${historyBarHtml}
    <div id="map" class="map" tabindex="0" aria-label="The map after the step shown"></div>
  </section>
</main>
<section class="history" aria-labelledby="history-h">
  <h2 id="history-h">Steps</h2>
  <div id="steps"></div>
</section>
${p.end ?? ''}</body>`;
}
