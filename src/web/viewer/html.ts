import { zoomToolsHtml } from '../game-page/zoom-tools';
import { historyBarHtml } from '../game-page/history-bar';
import { pageHead } from '../page-head';

/**
 * The archive viewer's page (docs/game-page.md "The archive viewer"): no session, no game
 * on this server. A dropped (or chosen) archive file is read by the browser, checked and
 * drawn step by step with the game page's stylesheet and history script.
 */
export function viewerHtml(): string {
  return `${pageHead({ title: 'Umpire archive viewer', script: '/web/viewer.js' })}
<body data-viewer="1">
<header class="top">
  <h1 id="viewer-title">Umpire archive viewer</h1>
  <p id="status" role="status" aria-live="polite">Drop an archive file (umpire export, or "Download the archive" on a game page) here.</p>
</header>
<section id="drop" class="drop" aria-label="Open an archive">
  <p>Drop an archive file anywhere on this page, or <label>choose one <input type="file" id="file" accept=".json,application/json"></label></p>
  <p class="hint">The file is checked as <code>umpire verify</code> checks it and drawn step by step; this server keeps nothing of it.</p>
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
</body>
</html>
`;
}
