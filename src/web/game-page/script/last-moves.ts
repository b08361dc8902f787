/**
 * The last moves on the live map: the steps since the side's own last window (window ids
 * name the side that acts in them, "T01/german-movement"), or the latest step when it was
 * the side's own, drawn over the live map from each step's arrows and battle badges (the
 * PDF's, as the side may see them), and the map centred on them when the page opens.
 */
export const lastMovesPart = String.raw`
function recentSteps() {
  var steps = historyOrder();
  var out = [];
  for (var i = steps.length - 1; i >= 0; i--) {
    var mine = steps[i].window.indexOf(SIDE) >= 0;
    if (mine && out.length) break;
    out.unshift(steps[i]);
    if (mine) break;
  }
  return out;
}

function recentFocus() {
  var out = [];
  recentSteps().forEach(function (s) { out = out.concat(s.focus); });
  return out;
}

function svgEl(tag, attrs) {
  var e = document.createElementNS(SVG_NS, tag);
  Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
  return e;
}

function arrowHeads(layer) {
  var defs = svgEl('defs', {});
  ['move', 'move side-soviet', 'attack', 'retreat', 'advance'].forEach(function (kind) {
    var m = svgEl('marker', { id: 'head-' + kind.replace(' ', '-'), viewBox: '0 0 10 10', refX: '8', refY: '5', markerWidth: '4', markerHeight: '4', orient: 'auto-start-reverse' });
    m.appendChild(svgEl('path', { d: 'M0,0 L10,5 L0,10 z', 'class': 'head ' + kind }));
    defs.appendChild(m);
  });
  layer.appendChild(defs);
}

function drawLastMoves(layer) {
  var steps = recentSteps();
  if (!S.showLast || steps.length === 0) return;
  var g = svgEl('g', { id: 'last-moves', 'data-steps': steps.map(function (s) { return s.step; }).join(' ') });
  arrowHeads(g);
  steps.forEach(function (s) {
    s.drawn.arrows.forEach(function (a) {
      var pts = a.hexes.map(hexAt).filter(Boolean).map(function (h) { return h.x + ',' + h.y; });
      if (pts.length < 2) return;
      g.appendChild(svgEl('polyline', { points: pts.join(' '), 'class': 'mark ' + a.kind + (a.side ? ' side-' + a.side : ''), 'marker-end': 'url(#head-' + a.kind + (a.kind === 'move' && a.side === 'soviet' ? '-side-soviet' : '') + ')', 'data-step': String(s.step) }));
    });
    s.drawn.battles.forEach(function (b) {
      var h = hexAt(b.hex);
      if (!h) return;
      var text = 'B' + b.number + ' ' + b.result + (steps.length > 1 ? ' (step ' + s.step + ')' : '');
      var y = h.y - S.data.map.radius * 0.95;
      var w = text.length * 7 + 10;
      var badge = svgEl('g', { 'class': 'badge', 'data-step': String(s.step) });
      badge.appendChild(svgEl('rect', { x: String(h.x - w / 2), y: String(y - 13), width: String(w), height: '17', rx: '4' }));
      var t = svgEl('text', { x: String(h.x), y: String(y), 'text-anchor': 'middle' });
      t.textContent = text;
      badge.appendChild(t);
      g.appendChild(badge);
    });
  });
  layer.appendChild(g);
}

function lastMovesLabel() {
  var steps = recentSteps();
  if (steps.length === 0) return '';
  var a = steps[0].step, b = steps[steps.length - 1].step;
  return (S.showLast ? 'showing ' : 'hiding ') + (a === b ? 'step ' + a : 'steps ' + a + '–' + b) + ' on it';
}

function startLastMoves() {
  S.showLast = true;
  var box = $('show-last');
  if (!box) return;
  box.addEventListener('change', function () { S.showLast = box.checked; drawOverlay(); showHistoryBar(); });
}
`;
