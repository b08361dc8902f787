/** The history controls over the map (script/history-map.ts), the same on the game page and the archive viewer. */
export const historyBarHtml = `<div class="history-bar" role="group" aria-label="History on the map">
      <button type="button" id="hist-back" title="Step back (key [ on the map)">◀ Step back</button>
      <span id="hist-label" role="status" aria-live="polite">Live map</span>
      <button type="button" id="hist-forward" title="Step forward (key ] on the map)">Step forward ▶</button>
      <button type="button" id="hist-live" hidden>Back to the live map</button>
      <label id="show-last-box" hidden><input type="checkbox" id="show-last" checked> last moves on the map</label>
    </div>
    <ul id="hist-events" class="hist-events" aria-label="What happened in this step" hidden></ul>`;
