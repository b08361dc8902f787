/** The history of adjudication steps, newest first: each step's combat report with its dice transcript. */
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
    links.appendChild(button('Show on the map', { 'data-show-step': String(s.step) }, function () { document.querySelector('.map-panel').scrollIntoView({ block: 'start' }); showStep(steps.length - 1 - i); }));
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
}
`;
