/** Loading the game, the status line, and sending the turn file (submit, download, mail). */
export const mainPart = String.raw`
function say(text) { $('status').textContent = text; }

function showWindow() {
  var g = S.data.game;
  var o = S.data.options;
  var waiting = g.waitingFor.length ? 'waiting for ' + g.waitingFor.join(' and ') : 'waiting for no one';
  $('window-text').textContent = g.status === 'ended'
    ? 'The game has ended. ' + ((g.outcome && g.outcome.reason) || '')
    : (g.window || '') + ': ' + waiting + (!o ? '.' : g.waitingFor.indexOf(SIDE) >= 0
      ? '; this window takes ' + o.accepts.join(', ') + ' orders.'
      : '; you may send standing orders now.');
  $('deadline').textContent = g.deadline ? 'Deadline: ' + new Date(g.deadline).toUTCString() : 'No deadline.';
  say(g.headline + ', turn ' + (g.turn === null ? '-' : g.turn) + ', ' + g.steps + ' step' + (g.steps === 1 ? '' : 's') + ' adjudicated.');
}

function load() {
  return call('/data').then(function (r) {
    if (!r.ok || !r.json) { say((r.json && r.json.error && r.json.error.message) || 'The game could not be loaded (' + r.status + ').'); return; }
    S.data = r.json;
    S.hexIndex = null;
    S.unitHex = {};
    ((S.data.options && S.data.options.units) || []).forEach(function (u) { S.unitHex[u.unit] = u.hex; });
    S.selected = null;
    $('unit-panel').hidden = true;
    cancelAttack();
    showWindow();
    showDeclarations();
    showHistory();
    S.historyAt = null;
    document.body.removeAttribute('data-history-step');
    showHistoryBar();
    refreshOrders();
    return (S.data.map ? loadMap() : Promise.resolve()).then(function () {
      drawOverlay();
      var first = S.data.options && S.data.options.units[0];
      var recent = S.showLast ? recentFocus() : [];
      if (!S.centred && recent.length) { centreOnHexes(recent, true); S.centred = true; }
      if (first && !S.centred) { centreOn(first.hex); S.centred = true; }
      document.body.setAttribute('data-ready', String(S.data.game.steps));
    });
  });
}

// The server's refusal: its message, then every error with its path and rule.
function showRefusal(out, r) {
  var err = (r.json && r.json.error) || { message: 'The server answered ' + r.status + '.' };
  out.appendChild(el('p', { 'class': 'errors' }, err.message));
  var list = el('ul', { 'class': 'errors' });
  ((r.json && r.json.errors) || []).forEach(function (x) {
    list.appendChild(el('li', null, (x.path && x.path.length ? x.path.join('.') + ': ' : '') + x.message + (x.rule ? ' (' + x.rule + ')' : '')));
  });
  out.appendChild(list);
}

function submit() {
  var out = clear($('submit-result'));
  $('submit').disabled = true;
  out.appendChild(el('p', null, 'Sending…'));
  call('/turns', { method: 'POST', headers: { accept: 'application/json', 'content-type': 'text/yaml', 'x-umpire-page': '1' }, body: turnFileText() }).then(function (r) {
    clear(out);
    if (r.ok && r.json && r.json.receipt) {
      var rc = r.json.receipt;
      var line = 'Accepted for ' + rc.window + ' (version ' + rc.version + (rc.duplicate ? ', already received' : '') + ').';
      if (rc.adjudicated) line += ' The window closed: step ' + rc.adjudicated.step + ' adjudicated' + (rc.adjudicated.nextWindow ? ', next window ' + rc.adjudicated.nextWindow : '') + '.';
      out.appendChild(el('p', { 'class': 'accepted', 'data-receipt': rc.fileHash }, line));
      S.orders = [];
      return load();
    }
    showRefusal(out, r);
    $('submit').disabled = false;
  });
}

function saveFile(text, name) {
  var url = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
  var a = el('a', { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
}

function download() { saveFile(turnFileText(), fileName()); }

// The server signs with the session's token (the script never holds it), as umpire sign would.
function downloadSigned() {
  var out = clear($('submit-result'));
  call('/sign', { method: 'POST', headers: { accept: 'text/yaml', 'content-type': 'text/yaml', 'x-umpire-page': '1' }, body: turnFileText() }).then(function (r) {
    if (r.ok) { saveFile(r.text, fileName().replace(/\.yaml$/, '.signed.yaml')); out.appendChild(el('p', { 'class': 'signed' }, 'Signed file saved: attach it to a mail to the referee.')); return; }
    showRefusal(out, r);
  });
}

function start() {
  $('submit').addEventListener('click', submit);
  $('download').addEventListener('click', download);
  $('download-signed').addEventListener('click', downloadSigned);
  $('add-attack').addEventListener('click', addAttack);
  $('cancel-attack').addEventListener('click', cancelAttack);
  $('declare').addEventListener('change', onDeclare);
  ['final', 'standing-on', 'standing-retreat', 'standing-losses'].forEach(function (id) { $(id).addEventListener('change', showTurnFile); });
  startMapView();
  document.addEventListener('keydown', function (ev) { if (ev.key === 'Escape') { cancelAttack(); } });
  startHistory();
  startLastMoves();
  load();
}

start();
`;
