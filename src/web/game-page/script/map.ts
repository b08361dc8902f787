/**
 * The side's map (the same SVG as /map.svg) with a layer of clickable spots on top: the
 * side's own stacks, and for the selected unit its legal destinations and attack targets.
 */
export const mapPart = String.raw`
var SVG_NS = 'http://www.w3.org/2000/svg';

function hexAt(id) {
  var m = S.data && S.data.map;
  if (!m) return null;
  if (!S.hexIndex) { S.hexIndex = {}; m.hexes.forEach(function (h) { S.hexIndex[h.id] = h; }); }
  return S.hexIndex[id] || null;
}

// the hex as the players' map prints it ("S4336" on the CtS south map), else its id
function hexName(id) {
  var h = hexAt(id);
  return (h && h.label) || id;
}

function loadMap() {
  return fetch(BASE + '/map.svg', { credentials: 'same-origin' }).then(function (res) { return res.text(); }).then(function (text) { mountMap(text, 'live'); });
}

// Puts a map picture (the live map, or a step's in history mode) in the frame, with the layer of spots on top.
function mountMap(text, which) {
  var doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  var svg = document.importNode(doc.documentElement, true);
  svg.setAttribute('data-map', which);
  S.svgSize = { w: Number(svg.getAttribute('width')), h: Number(svg.getAttribute('height')) };
  var layer = document.createElementNS(SVG_NS, 'g');
  layer.setAttribute('id', 'overlay');
  svg.appendChild(layer);
  clear($('map')).appendChild(svg);
  applyZoom();
}

function applyZoom() {
  var svg = $('map').querySelector('svg');
  if (!svg || !S.svgSize) return;
  svg.setAttribute('width', String(Math.round(S.svgSize.w * S.zoom)));
  svg.setAttribute('height', String(Math.round(S.svgSize.h * S.zoom)));
  legibleLabels();
}

function spot(layer, hexId, cls, label, onPick) {
  var h = hexAt(hexId);
  if (!h) return;
  var c = document.createElementNS(SVG_NS, 'circle');
  c.setAttribute('cx', String(h.x));
  c.setAttribute('cy', String(h.y));
  c.setAttribute('r', String(S.data.map.radius * 0.78));
  c.setAttribute('class', 'spot ' + cls);
  c.setAttribute('data-hex', hexId);
  c.setAttribute('tabindex', '0');
  c.setAttribute('role', 'button');
  c.setAttribute('aria-label', label);
  var title = document.createElementNS(SVG_NS, 'title');
  title.textContent = label;
  c.appendChild(title);
  c.addEventListener('click', function (ev) { ev.stopPropagation(); onPick(); });
  c.addEventListener('keydown', function (ev) { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); onPick(); } });
  layer.appendChild(c);
}

function trail(layer, path) {
  var pts = path.map(hexAt).filter(Boolean).map(function (h) { return h.x + ',' + h.y; });
  if (pts.length < 2) return;
  var line = document.createElementNS(SVG_NS, 'polyline');
  line.setAttribute('points', pts.join(' '));
  line.setAttribute('class', 'trail');
  layer.appendChild(line);
}

function drawOverlay() {
  var layer = $('overlay');
  if (!layer || !S.data) return;
  while (layer.firstChild) layer.removeChild(layer.firstChild);
  if (S.historyAt !== null && S.historyAt !== undefined) return; // a past step: nothing to order on it
  drawLastMoves(layer);
  S.orders.forEach(function (o) {
    if (o.move) trail(layer, [S.unitHex[unitOfOrder(o)]].concat(o.move.path)); // a stack starts where its units are (DoS 9.5)
    if (o.sea && o.sea.path) trail(layer, [o.sea.to].concat(o.sea.path)); // on from the port it lands in (DoS 9.18)
  });
  enemySpots(layer);
  var units = (S.data.options && S.data.options.units) || [];
  var byHex = {};
  units.forEach(function (u) { (byHex[u.hex] = byHex[u.hex] || []).push(u); });
  Object.keys(byHex).forEach(function (hex) {
    var here = byHex[hex];
    var sel = S.selected && S.selected.hex === hex;
    spot(layer, hex, 'own' + (sel ? ' selected' : ''), 'Your stack in ' + hexName(hex) + ': ' + here.map(function (u) { return u.label; }).join(', '), function () {
      var next = here[0];
      if (S.selected && S.selected.hex === hex) {
        var i = here.indexOf(S.selected);
        next = here[(i + 1) % here.length];
      }
      selectUnit(next);
      inspect(hex);
    });
  });
  var u = S.selected;
  if (!u) return;
  drawOfferSpots(layer, u);
}

function centreOn(hexId) {
  var h = hexAt(hexId);
  var box = $('map');
  if (!h || !box) return;
  box.scrollLeft = Math.max(0, h.x * S.zoom - box.clientWidth / 2);
  box.scrollTop = Math.max(0, h.y * S.zoom - box.clientHeight / 2);
}
`;
