/**
 * History on the map: step back and forward through every adjudicated step, each drawn
 * as the side may see it (the map after the step with its moves, battles, retreats and
 * advances: the PDF's arrows and battle badges), centred on what happened. The live page
 * asks the server for a step's map; the archive viewer asks with the dropped file
 * (S.stepMap, set by each page's main part). The game page holds the newest steps: stepping
 * back past the oldest one held loads the page before it (loadEarlier, script/history.ts).
 */
export const historyMapPart = String.raw`
function historyOrder() {
  return ((S.data && S.data.steps) || []).slice().sort(function (a, b) { return a.step - b.step; });
}

// Where step k stands in historyOrder().
function historyIndex(k) {
  var steps = historyOrder();
  for (var i = 0; i < steps.length; i++) if (steps[i].step === k) return i;
  return null;
}

// Steps are numbered from 1 and the newest is always held: its number is how many there are.
function historyTotal(steps) {
  return steps.length ? steps[steps.length - 1].step : 0;
}

function hasEarlier() {
  return !!(S.data && S.data.earlier);
}

// Fits the map to a step's hexes: the box around them centred, zoomed out when it is larger than the frame.
function centreOnHexes(ids, keepZoom) {
  var pts = ids.map(hexAt).filter(Boolean);
  var box = $('map');
  if (pts.length === 0 || !box) return;
  var xs = pts.map(function (h) { return h.x; });
  var ys = pts.map(function (h) { return h.y; });
  var r = S.data.map.radius * 2;
  var x0 = Math.min.apply(null, xs) - r, x1 = Math.max.apply(null, xs) + r;
  var y0 = Math.min.apply(null, ys) - r, y1 = Math.max.apply(null, ys) + r;
  var fit = Math.min(box.clientWidth / (x1 - x0), box.clientHeight / (y1 - y0));
  if (fit < S.zoom && !keepZoom) { S.zoom = Math.max(0.3, fit); applyZoom(); }
  box.scrollLeft = Math.max(0, ((x0 + x1) / 2) * S.zoom - box.clientWidth / 2);
  box.scrollTop = Math.max(0, ((y0 + y1) / 2) * S.zoom - box.clientHeight / 2);
}

function showHistoryBar() {
  var steps = historyOrder();
  var at = S.historyAt;
  var live = at === null || at === undefined;
  var total = historyTotal(steps);
  $('hist-back').disabled = steps.length === 0 || (!live && at === 0 && !hasEarlier());
  $('hist-forward').disabled = live || at >= steps.length - 1;
  $('hist-live').hidden = live || !!S.viewer;
  var s = live ? null : steps[at];
  $('hist-label').textContent = live
    ? (steps.length ? 'Live map (' + total + ' step' + (total === 1 ? '' : 's') + ' to step back through' + (S.viewer ? '' : '; ' + lastMovesLabel()) + ')' : 'Live map (no step yet)')
    : 'Step ' + s.step + ' of ' + total + ': ' + s.window + (s.focus.length ? '' : ' (nothing drawn on the map)');
  if ($('show-last-box')) $('show-last-box').hidden = !live || steps.length === 0 || !!S.viewer;
  var events = clear($('hist-events'));
  events.hidden = live;
  if (!live) s.events.forEach(function (t) { events.appendChild(el('li', null, t)); });
  document.querySelectorAll('#steps details').forEach(function (d) {
    var mine = !live && d.getAttribute('data-step') === String(s.step);
    d.classList.toggle('current', mine);
    if (mine) d.open = true;
  });
}

// Step i (0 = the first) on the map; null = back to the live map.
function showStep(i) {
  var steps = historyOrder();
  if (i !== null && (i < 0 || i >= steps.length)) return Promise.resolve();
  S.historyAt = i;
  var seq = (S.historySeq = (S.historySeq || 0) + 1);
  showHistoryBar();
  if (i === null) {
    document.body.removeAttribute('data-history-step');
    return loadMap().then(function () { drawOverlay(); });
  }
  var s = steps[i];
  $('map').setAttribute('aria-busy', 'true');
  return S.stepMap(s.step).then(function (text) {
    if (seq !== S.historySeq) return;
    $('map').removeAttribute('aria-busy');
    if (text === null) { say('The map of step ' + s.step + ' could not be drawn.'); return; }
    mountMap(text, 'step-' + s.step);
    centreOnHexes(s.focus);
    document.body.setAttribute('data-history-step', String(s.step));
  });
}

function stepBack() {
  var steps = historyOrder();
  var at = S.historyAt;
  if (at === 0 && hasEarlier()) return loadEarlier().then(function (loaded) { return loaded ? showStep(S.historyAt - 1) : undefined; });
  return showStep(at === null || at === undefined ? steps.length - 1 : at - 1);
}

function stepForward() {
  var at = S.historyAt;
  if (at === null || at === undefined) return Promise.resolve();
  return showStep(at + 1);
}

function startHistory() {
  S.historyAt = null;
  S.stepMap = S.stepMap || function (k) {
    return fetch(BASE + '/steps/' + k + '/map.svg', { credentials: 'same-origin' }).then(function (res) { return res.ok ? res.text() : null; });
  };
  $('hist-back').addEventListener('click', stepBack);
  $('hist-forward').addEventListener('click', stepForward);
  $('hist-live').addEventListener('click', function () { showStep(null); });
  // choosing a unit to order goes back to the live map, where orders are composed
  if ($('units')) $('units').addEventListener('click', function () { if (S.historyAt !== null && S.historyAt !== undefined) showStep(null); });
  $('map').addEventListener('keydown', function (ev) {
    if (ev.target !== $('map')) return;
    if (ev.key === '[') { ev.preventDefault(); stepBack(); }
    if (ev.key === ']') { ev.preventDefault(); stepForward(); }
  });
}
`;
