/**
 * The history of adjudication steps, newest first: each step's combat report with its dice
 * transcript. The page's data holds the newest steps; when there are older ones
 * (S.data.earlier) a "Show earlier steps" button at the end of the list asks the server for
 * the next page of them (GET /games/:id/steps?before=), which is added below.
 */
export const historyPart = String.raw`
function showHistory() {
  var box = clear($('steps'));
  var steps = S.data.steps;
  if (steps.length === 0) box.appendChild(el('p', null, 'No step has been adjudicated yet.'));
  steps.forEach(function (s, i) {
    var d = el('details', { 'data-step': String(s.step) });
    if (i === 0) d.open = true;
    d.appendChild(el('summary', null, 'Step ' + s.step + ': ' + s.window + ', ' + s.at));
    var links = el('p');
    links.appendChild(button('Show on the map', { 'data-show-step': String(s.step) }, function () { document.querySelector('.map-panel').scrollIntoView({ block: 'start' }); showStep(historyIndex(s.step)); }));
    if (!S.viewer) links.appendChild(el('a', { href: BASE + '/reports/' + s.step + '.pdf', 'data-report': String(s.step) }, 'Map and combat report (PDF)'));
    d.appendChild(links);
    d.appendChild(el('h3', null, 'Events'));
    var ev = el('ul', { 'class': 'events' });
    s.events.forEach(function (t) { ev.appendChild(el('li', null, t)); });
    d.appendChild(ev);
    d.appendChild(el('h3', null, 'Combat report and dice'));
    d.appendChild(el('pre', { 'class': 'report' }, s.report));
    box.appendChild(d);
  });
  var earlier = S.data.earlier;
  if (earlier) {
    var more = el('p', { 'class': 'earlier' });
    more.appendChild(button('Show earlier steps (' + earlier.count + ' more)', { id: 'hist-earlier' }, function () { loadEarlier(); }));
    box.appendChild(more);
  }
}

// The next page of older steps, added after those held; the step shown on the map stays shown.
function loadEarlier() {
  var earlier = S.data && S.data.earlier;
  if (!earlier) return Promise.resolve(false);
  if (S.loadingEarlier) return S.loadingEarlier;
  if ($('hist-earlier')) $('hist-earlier').disabled = true;
  var data = S.data;
  S.loadingEarlier = call('/steps?before=' + earlier.before).then(function (r) {
    S.loadingEarlier = null;
    if (S.data !== data) return false; // the page reloaded meanwhile: its own data names its own earlier steps
    if (!r.ok || !r.json || !r.json.steps) {
      if ($('hist-earlier')) $('hist-earlier').disabled = false;
      say((r.json && r.json.error && r.json.error.message) || 'The earlier steps could not be loaded (' + r.status + ').');
      return false;
    }
    var held = {};
    S.data.steps.forEach(function (s) { held[s.step] = true; });
    var added = r.json.steps.filter(function (s) { return !held[s.step]; });
    S.data.steps = S.data.steps.concat(added);
    S.data.earlier = r.json.earlier;
    if (S.historyAt !== null && S.historyAt !== undefined) S.historyAt += added.length;
    showHistory();
    showHistoryBar();
    return true;
  });
  return S.loadingEarlier;
}
`;
