import { esc } from '#http/docs/html';
import { zoomToolsHtml } from './zoom-tools';
import { historyBarHtml } from './history-bar';
import { pageHead } from '../page-head';

/**
 * The game page's HTML: a shell the script fills from /games/<id>/data. It names its
 * script and stylesheet on this server only (the page's policy allows nothing else).
 */
export function gamePageHtml(p: { gameId: string; side: string; title: string }): string {
  const base = `/games/${encodeURIComponent(p.gameId)}`;
  return `${pageHead({ title: `${esc(p.title)}: game ${esc(p.gameId)}, ${esc(p.side)}`, script: '/web/game-page.js' })}
<body data-game="${esc(p.gameId)}" data-side="${esc(p.side)}">
<header class="top">
  <h1>${esc(p.title)} <span class="game-id">${esc(p.gameId)}</span>, playing <span id="side-name">${esc(p.side)}</span></h1>
  <p id="status" role="status" aria-live="polite">Loading the game…</p>
  <p class="charts-link"><a href="${base}/charts" target="_blank" rel="noopener">Combat results table and terrain chart</a> · <a href="/my-games">My games</a></p>
</header>
<main class="layout">
  <section class="map-panel" aria-label="Map">
    <div class="map-tools">
      ${zoomToolsHtml}
      <button type="button" id="wide-map" aria-pressed="false">Wide map</button>
      <span class="hint">Click one of your stacks (ringed) to see where it may move and what it may attack; click any stack to look at it. Ctrl + wheel zooms.</span>
    </div>
    ${historyBarHtml}
    <div id="map" class="map" tabindex="0" aria-label="Your map: your units in full, enemy stacks as their top unit"></div>
  </section>
  <aside class="side-panel">
    <section id="inspector" aria-labelledby="inspector-h" aria-live="polite" hidden>
      <h2 id="inspector-h">Stack</h2>
      <ul id="inspector-list" class="notes inspector"></ul>
      <button type="button" id="inspector-close">Close</button>
    </section>
    <section aria-labelledby="window-h">
      <h2 id="window-h">Open window</h2>
      <p id="window-text">…</p>
      <p id="deadline"></p>
    </section>
    <section id="unit-panel" aria-labelledby="unit-h" hidden>
      <h2 id="unit-h">Unit</h2>
      <ul id="unit-notes" class="notes"></ul>
      <h3>Move, enter, set up, withdraw and other orders</h3>
      <ul id="moves" class="choices"></ul>
      <h3>Attack</h3>
      <ul id="attacks" class="choices"></ul>
    </section>
    <section id="attack-panel" aria-labelledby="attack-h" hidden>
      <h2 id="attack-h">Attack on <span id="attack-target"></span></h2>
      <fieldset id="attackers"><legend>Units that join the attack</legend><div id="attacker-list"></div></fieldset>
      <div id="preview" class="preview" aria-live="polite"></div>
      <label>Advance after combat <select id="advance"><option value="none">none</option><option value="all">all survivors</option></select></label>
      <label id="air-box" hidden>Ground-support aircraft <select id="attack-air"></select></label>
      <p><button type="button" id="add-attack">Add this attack</button> <button type="button" id="cancel-attack">Cancel</button></p>
    </section>
    <section aria-labelledby="orders-h">
      <h2 id="orders-h">Orders</h2>
      <label id="declare-box" hidden>Phase order <select id="declare"></select></label>
      <ol id="orders" class="orders"></ol>
      <div id="side-offers"></div>
      <p id="other-kinds" class="note"></p>
    </section>
    <section id="other-orders-box" aria-labelledby="other-orders-h" hidden>
      <h2 id="other-orders-h">Other orders</h2>
      <ul id="other-orders" class="choices"></ul>
    </section>
    <section aria-labelledby="units-h">
      <h2 id="units-h">Your units</h2>
      <ul id="units" class="units"></ul>
    </section>
    <section aria-labelledby="standing-h">
      <h2 id="standing-h">Standing orders</h2>
      <label><input type="checkbox" id="standing-on"> send standing orders with this file</label>
      <label>Retreat first to <select id="standing-retreat"><option value="stack-together">stack together</option><option value="best-terrain">best terrain</option><option value="away-from-enemy">away from the enemy</option></select></label>
      <label>Attacker losses <select id="standing-losses"><option value="fewest-factors">fewest factors first</option><option value="strongest-first">strongest first</option></select></label>
    </section>
    <section aria-labelledby="file-h">
      <h2 id="file-h">Turn file</h2>
      <label><input type="checkbox" id="final" checked> final (closes the window for your side)</label>
      <pre id="turn-file" class="turn-file" tabindex="0" aria-label="The turn file"></pre>
      <p class="actions">
        <button type="button" id="submit">Submit</button>
        <button type="button" id="download">Download</button>
        <button type="button" id="download-signed" title="Signed with your token, for a mail attachment">Download signed</button>
        <a id="mail" href="mailto:">Mail it to the referee</a>
      </p>
      <div id="submit-result" role="status" aria-live="polite"></div>
    </section>
  </aside>
</main>
<section class="history" aria-labelledby="history-h">
  <h2 id="history-h">History</h2>
  <p><a id="archive" href="${base}/archive" download>Download the archive</a> (replay and verify it offline with <code>umpire verify</code>, or step through it on the map in the <a href="/web/viewer" id="viewer-link">archive viewer</a>)</p>
  <div id="steps"></div>
</section>
</body>
</html>
`;
}
