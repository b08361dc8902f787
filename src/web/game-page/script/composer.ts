/**
 * The order composer: pick a unit (on the map or in the list), then one of its legal
 * destinations, or an attack target and the units that join it, with the odds and column
 * shifts the server previews before the attack is added. Nothing here guesses the rules.
 */
export const composerPart = String.raw`
function orderedUnits() {
  var done = {};
  S.orders.forEach(function (o) {
    if (o.move) done[o.move.unit] = 'moves';
    if (o.attack) o.attack.units.forEach(function (u) { done[u] = 'attacks'; });
  });
  return done;
}

function showUnits() {
  var list = clear($('units'));
  var units = (S.data.options && S.data.options.units) || [];
  var done = orderedUnits();
  if (units.length === 0) list.appendChild(el('li', null, 'No units to order now.'));
  units.forEach(function (u) {
    var b = button(u.label + ' (' + u.unit + ') in ' + hexName(u.hex) + (done[u.unit] ? ', ' + done[u.unit] : ''), { 'data-unit': u.unit }, function () { selectUnit(u); });
    if (done[u.unit]) b.className = 'ordered';
    var li = el('li');
    li.appendChild(b);
    list.appendChild(li);
  });
}

function selectUnit(u) {
  S.selected = u;
  $('unit-panel').hidden = false;
  $('unit-h').textContent = u.label + ' (' + u.unit + ') in ' + hexName(u.hex);
  var notes = clear($('unit-notes'));
  (u.notes || []).forEach(function (n) { notes.appendChild(el('li', null, n)); });
  var moves = clear($('moves'));
  var dests = (u.moves || []).filter(function (m) { return m.hex !== u.hex; });
  if (dests.length === 0) moves.appendChild(el('li', null, u.moves ? 'Nowhere this window.' : 'No movement in this window.'));
  dests.forEach(function (m) {
    var li = el('li');
    li.appendChild(button(hexName(m.hex) + ', cost ' + m.cost + ', via ' + m.path.map(hexName).join(' → '), { 'data-dest': m.hex }, function () { addMove(u, m); }));
    moves.appendChild(li);
  });
  var attacks = clear($('attacks'));
  if (!u.attacks || u.attacks.length === 0) attacks.appendChild(el('li', null, u.attacks ? 'No enemy it may attack.' : 'No attacks in this window.'));
  (u.attacks || []).forEach(function (a) {
    var li = el('li');
    var shifts = (a.shifts || []).map(function (s) { return (s.value > 0 ? '+' + s.value + 'R' : Math.abs(s.value) + 'L'); }).join(' ');
    li.appendChild(button('Attack ' + hexName(a.target) + ' (alone: ' + (a.odds || '?') + (shifts ? ', ' + shifts : '') + ')', { 'data-target': a.target }, function () { startAttack(a.target, u); }));
    attacks.appendChild(li);
  });
  drawOverlay();
  showUnits();
}

function addMove(u, m) {
  S.orders = S.orders.filter(function (o) { return !(o.move && o.move.unit === u.unit); });
  S.orders.push({ move: { unit: u.unit, path: m.path.slice() } });
  say('Added: ' + u.unit + ' moves to ' + hexName(m.hex) + '.');
  refreshOrders();
}

function attackersOf(target) {
  return ((S.data.options && S.data.options.units) || []).filter(function (u) {
    return (u.attacks || []).some(function (a) { return a.target === target; });
  });
}

function startAttack(target, first) {
  S.attack = { target: target, units: [first.unit] };
  $('attack-panel').hidden = false;
  $('attack-target').textContent = hexName(target);
  var box = clear($('attacker-list'));
  attackersOf(target).forEach(function (u) {
    var id = 'join-' + u.unit.replace(/[^A-Za-z0-9_-]/g, '_');
    var label = el('label', { 'for': id });
    var box1 = el('input', { type: 'checkbox', id: id, 'data-join': u.unit });
    box1.checked = u.unit === first.unit;
    box1.addEventListener('change', function () {
      S.attack.units = Array.prototype.slice.call(document.querySelectorAll('[data-join]'))
        .filter(function (c) { return c.checked; }).map(function (c) { return c.getAttribute('data-join'); });
      preview();
    });
    label.appendChild(box1);
    label.appendChild(document.createTextNode(' ' + u.label + ' (' + u.unit + ') from ' + hexName(u.hex)));
    box.appendChild(label);
  });
  preview();
  $('attack-panel').scrollIntoView({ block: 'nearest' });
}

function preview() {
  var a = S.attack;
  var out = clear($('preview'));
  $('add-attack').disabled = true;
  if (!a || a.units.length === 0) { out.appendChild(el('p', null, 'Pick at least one unit.')); return; }
  var seq = ++S.previewSeq;
  out.appendChild(el('p', null, 'Working out the odds…'));
  call('/attack-preview?target=' + encodeURIComponent(a.target) + '&units=' + encodeURIComponent(a.units.join(','))).then(function (r) {
    if (seq !== S.previewSeq) return;
    clear(out);
    if (!r.ok || !r.json) { out.appendChild(el('p', { 'class': 'problems' }, (r.json && r.json.error && r.json.error.message) || 'No preview: ' + r.status)); return; }
    var p = r.json;
    var strength = function (v) { return v === undefined ? '?' : String(v); };
    out.appendChild(el('p', { 'class': 'odds', 'data-odds': p.odds || '?' }, 'Odds ' + (p.odds || '?') + (p.column ? ', column ' + p.column : '')));
    out.appendChild(el('p', null, 'Attack ' + strength(p.attack) + ' against defense ' + strength(p.defense) + (p.rawOdds ? ' = ' + p.rawOdds + ' before shifts' : '')));
    var shifts = el('ul', { 'class': 'shifts' });
    if (p.shifts.length === 0) shifts.appendChild(el('li', null, 'No column shifts.'));
    p.shifts.forEach(function (s) {
      shifts.appendChild(el('li', { 'data-shift': s.rule }, (s.value > 0 ? '+' + s.value + 'R ' : Math.abs(s.value) + 'L ') + s.reason + ' (' + s.rule + ')'));
    });
    out.appendChild(el('h3', null, 'Column shifts'));
    out.appendChild(shifts);
    p.notes.forEach(function (n) { out.appendChild(el('p', { 'class': 'note' }, n)); });
    if (p.problems.length) {
      var probs = el('ul', { 'class': 'problems' });
      p.problems.forEach(function (x) { probs.appendChild(el('li', null, x.message + (x.rule ? ' (' + x.rule + ')' : ''))); });
      out.appendChild(probs);
    }
    $('add-attack').disabled = p.problems.length > 0;
  });
}

function addAttack() {
  var a = S.attack;
  if (!a || a.units.length === 0) return;
  var joined = {};
  a.units.forEach(function (u) { joined[u] = true; });
  S.orders = S.orders.filter(function (o) { return !(o.attack && (o.attack.target === a.target || o.attack.units.some(function (u) { return joined[u]; }))); });
  S.orders.push({ attack: { target: a.target, units: a.units.slice(), advance: $('advance').value } });
  say('Added: attack on ' + hexName(a.target) + ' by ' + a.units.join(', ') + '.');
  cancelAttack();
  refreshOrders();
}

function cancelAttack() {
  S.attack = null;
  S.previewSeq++;
  $('attack-panel').hidden = true;
}

function describe(o) {
  if (o.move) return o.move.unit + ' moves ' + o.move.path.map(hexName).join(' → ');
  if (o.attack) return o.attack.units.join(', ') + ' attack ' + hexName(o.attack.target) + (o.attack.advance === 'all' ? ', advance all' : '');
  return JSON.stringify(o);
}

function refreshOrders() {
  var list = clear($('orders'));
  if (S.orders.length === 0) list.appendChild(el('li', { 'class': 'none' }, 'No orders yet.'));
  S.orders.forEach(function (o, i) {
    var li = el('li', { 'data-order': String(i) }, describe(o) + ' ');
    li.appendChild(button('Remove', { 'aria-label': 'Remove: ' + describe(o) }, function () { S.orders.splice(i, 1); refreshOrders(); }));
    list.appendChild(li);
  });
  showTurnFile();
  showUnits();
  drawOverlay();
}
`;
