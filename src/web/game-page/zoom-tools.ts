/** The zoom buttons over the map (script/map-view.ts), the same on the game page and the archive viewer. */
export const zoomToolsHtml = `<button type="button" id="zoom-out" aria-label="Zoom out">−</button>
      <button type="button" id="zoom-in" aria-label="Zoom in">+</button>
      <span id="zoom-level" class="hint">100%</span>`;
