/**
 * Looking at the map: zoom that keeps the middle of the view where it is (buttons,
 * Ctrl + wheel, + and - on the map), hex labels drawn at a size that stays legible, a
 * wider map on demand, and the stack inspector: any stack on the map, one's own in full,
 * the enemy's as far as the side's view allows (the top unit and a count, DoS 11.7).
 */
export const mapViewPart = String.raw`
var LABEL_PX = 10;

function zoomBy(f) {
  var box = $('map');
  var z0 = S.zoom;
  var z1 = Math.max(0.3, Math.min(4, z0 * f));
  var cx = (box.scrollLeft + box.clientWidth / 2) / z0;
  var cy = (box.scrollTop + box.clientHeight / 2) / z0;
  S.zoom = z1;
  applyZoom();
  box.scrollLeft = Math.max(0, cx * z1 - box.clientWidth / 2);
  box.scrollTop = Math.max(0, cy * z1 - box.clientHeight / 2);
}

// The drawing prints hex labels at 0.22 of a hex radius (about 6 px at 100%), in one group
// (g.hex-labels) whose size every label inherits: it is set to LABEL_PX on screen where the
// hex has room for it (up to a third of the radius), else as large as it allows.
function legibleLabels() {
  var svg = $('map').querySelector('svg');
  if (!svg || !S.data || !S.data.map) return;
  var r = S.data.map.radius;
  var size = Math.max(r * 0.22, Math.min(LABEL_PX / S.zoom, r * 0.34));
  svg.querySelectorAll('g.hex-labels').forEach(function (g) {
    if (!g.hasAttribute('data-base-size')) g.setAttribute('data-base-size', g.getAttribute('font-size'));
    g.setAttribute('font-size', size.toFixed(2));
  });
  $('zoom-level').textContent = Math.round(S.zoom * 100) + '%';
}

function counterLine(c) {
  return c.designation + ' ' + c.size + ' ' + c.factors + (c.reduced ? ' (reduced)' : '') + (c.untried ? ' (untried)' : '') + (c.unit ? ' [' + c.unit + ']' : '');
}

// The stack in a hex as this side sees it; an empty hex closes the inspector.
function inspect(hexId) {
  var stacks = (S.data && S.data.map && S.data.map.stacks) || [];
  var st = null;
  stacks.forEach(function (s) { if (s.hex === hexId) st = s; });
  var box = $('inspector');
  if (!st) { box.hidden = true; return; }
  box.hidden = false;
  box.setAttribute('data-hex', hexId);
  var own = st.side === SIDE;
  $('inspector-h').textContent = (own ? 'Your stack' : st.side.charAt(0).toUpperCase() + st.side.slice(1) + ' stack') + ' in ' + hexName(hexId) + ': ' + st.count + ' unit' + (st.count === 1 ? '' : 's');
  var list = clear($('inspector-list'));
  st.counters.forEach(function (c) { list.appendChild(el('li', null, counterLine(c))); });
  var unseen = st.count - st.counters.length;
  if (unseen > 0) list.appendChild(el('li', { 'class': 'unseen' }, unseen + ' unit' + (unseen === 1 ? '' : 's') + ' under it you may not see'));
}

// Enemy stacks get a quiet spot of their own, so the keyboard and the pointer can inspect them too.
function enemySpots(layer) {
  ((S.data && S.data.map && S.data.map.stacks) || []).forEach(function (s) {
    if (s.side === SIDE) return;
    var top = s.counters[0];
    spot(layer, s.hex, 'enemy', s.side + ' stack in ' + hexName(s.hex) + ' (' + s.count + (top ? ', top ' + counterLine(top) : '') + ')', function () { inspect(s.hex); });
  });
}

function startMapView() {
  $('zoom-in').addEventListener('click', function () { zoomBy(1.25); });
  $('zoom-out').addEventListener('click', function () { zoomBy(1 / 1.25); });
  if ($('wide-map')) $('wide-map').addEventListener('click', function () {
    var wide = document.body.classList.toggle('wide-map');
    $('wide-map').setAttribute('aria-pressed', String(wide));
    $('wide-map').textContent = wide ? 'Map beside the orders' : 'Wide map';
  });
  if ($('inspector-close')) $('inspector-close').addEventListener('click', function () { $('inspector').hidden = true; });
  $('map').addEventListener('wheel', function (ev) {
    if (!ev.ctrlKey) return;
    ev.preventDefault();
    zoomBy(ev.deltaY < 0 ? 1.1 : 1 / 1.1);
  }, { passive: false });
  $('map').addEventListener('keydown', function (ev) {
    if (ev.target !== $('map')) return;
    if (ev.key === '+' || ev.key === '=') { ev.preventDefault(); zoomBy(1.25); }
    if (ev.key === '-') { ev.preventDefault(); zoomBy(1 / 1.25); }
  });
}
`;
