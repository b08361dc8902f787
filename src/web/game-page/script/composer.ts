/**
 * The order composer: pick a unit (on the map or in the list), then one of its legal
 * destinations, or an attack target and the units that join it, with the odds and column
 * shifts the server previews before the attack is added. Nothing here guesses the rules.
 */
export const composerPart = String.raw`
function orderedUnits() {
  var done = {};
  S.orders.forEach(function (o) {
    unitsOfOrder(o).forEach(function (u) { done[u] = Object.keys(o)[0]; });
    if (o.withdraw) o.withdraw.units.forEach(function (x) { done[x] = 'withdrawn'; });
    attackUnits(o).forEach(function (x) { done[x] = 'attacks'; });
    assaultUnits(o).forEach(function (x) { done[x] = 'assaults'; });
    if (o.overrun) o.overrun.units.forEach(function (x) { done[x] = 'overruns'; });
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
  showOtherOrders();
  var others = kindsNotComposed(windowFacts());
  showSideOffers();
  $('other-kinds').textContent = others.length ? 'This window also takes ' + others.join(', ') + ' orders, not composed here: add them to the downloaded file (the template shows each).' : '';
}

// offers of the selected unit: moves, rail, entries and set-up hexes in the first list, attacks and assaults in the second
function selectUnit(u) {
  S.selected = u;
  $('unit-panel').hidden = false;
  $('unit-h').textContent = u.label + ' (' + u.unit + ')' + (u.hex ? ' in ' + hexName(u.hex) : ''); // an air unit off the map stands nowhere
  var notes = clear($('unit-notes'));
  (u.notes || []).forEach(function (n) { notes.appendChild(el('li', null, n)); });
  var offers = offersIn(u, windowFacts());
  var moves = clear($('moves'));
  var attacks = clear($('attacks'));
  offers.forEach(function (x) {
    var li = el('li');
    var attrs = { 'data-kind': x.kind };
    attrs[x.group === 'move' ? 'data-dest' : 'data-target'] = x.hex;
    li.appendChild(button(x.label, attrs, function () { pickOffer(u, x); }));
    // activations and air orders (group 'order', 'air') go with the moves: the second list is for battles
    (x.group === 'attack' || x.group === 'assault' || x.group === 'overrun' ? attacks : moves).appendChild(li);
  });
  if (!moves.firstChild) moves.appendChild(el('li', null, 'Nothing of this kind in this window.'));
  if (!attacks.firstChild) attacks.appendChild(el('li', null, 'No attack in this window.'));
  drawOverlay();
  showUnits();
}

function pickOffer(u, x) {
  if (x.group === 'attack') { startAttack(x.hex, u); return; }
  (x.before || []).forEach(function (o) { addOrder(Object.keys(o)[0], o); }); // orders the offer needs first (an HQ's activation)
  addOrder(x.kind, x.order, x.label);
}

// the declaration the order's kind needs comes with it (a move in an opening window declares movement first)
function declareFor(kind) {
  var w = windowFacts();
  var d = declarationFor(kind, w);
  if (!d) return;
  var i = w.declarations.indexOf(d);
  if (i === S.declared) return;
  S.declared = i;
  $('declare').value = String(i);
  var before = S.orders.length;
  S.orders = S.orders.filter(function (o) { return d.takes.indexOf(Object.keys(o)[0]) >= 0; });
  say('Phase order: ' + d.label + ' (' + d.rule + ')' + (before > S.orders.length ? '; orders it does not take were removed.' : '.'));
}

function addOrder(kind, order, label) {
  declareFor(kind);
  // one withdrawal, one supply marker: the part folds the order into those given
  var merged = mergeOrder(S.orders, order, (S.data.options && S.data.options.units) || []);
  if (merged) { S.orders = merged; say('Added: ' + describe(order) + '.'); refreshOrders(); return; }
  // a new order of a unit replaces its old ones, but for those a part keeps beside it (CtS 19.1: the enter before its move)
  var named = unitsOfOrder(order);
  if (named.length) S.orders = S.orders.filter(function (o) { return !unitsOfOrder(o).some(function (x) { return named.indexOf(x) >= 0; }) || keptBeside(o, order); });
  S.orders = withoutWithdrawn(S.orders, named.concat(assaultUnits(order))); // DoS 8.7
  var slot = orderSlot(order);
  if (slot) S.orders = S.orders.filter(function (o) { return orderSlot(o) !== slot; });
  if (order.assault) S.orders = S.orders.filter(function (o) { return !assaultUnits(o).some(function (x) { return assaultUnits(order).indexOf(x) >= 0; }); });
  // CtS 4.7: the units of an overrun move no further: it replaces their moves and any overrun they were in
  if (order.overrun) S.orders = S.orders.filter(function (o) { return order.overrun.units.indexOf(unitOfOrder(o)) < 0 && !(o.overrun && o.overrun.units.some(function (x) { return order.overrun.units.indexOf(x) >= 0; })); });
  // in the file's order the rules read it (CtS 23.2: air orders before any move; 19.1 an enter before its move)
  var rank = orderRank(order);
  var at = S.orders.length;
  while (at > 0 && orderRank(S.orders[at - 1]) > rank) at--;
  S.orders.splice(at, 0, order);
  say('Added: ' + describe(order) + '.');
  refreshOrders();
}

// kept for the map's destination spots
function addMove(u, m) { addOrder('move', { move: { unit: u.unit, path: m.path.slice() } }); }

function attackersOf(target) {
  return ((S.data.options && S.data.options.units) || []).filter(function (u) {
    return (u.attacks || []).some(function (a) { return a.target === target && !a.order; });
  });
}

function startAttack(target, first) {
  S.attack = { target: target, units: [first.unit] };
  $('attack-panel').hidden = false;
  $('attack-target').textContent = hexName(target);
  $('advance').parentNode.hidden = S.data.game.title !== 'drive-on-stalingrad'; // the advance-all choice is Drive on Stalingrad's
  showAttackAir(target);
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
  declareFor('attack');
  S.orders = S.orders.filter(function (o) { return !(o.attack && (attackTarget(o) === a.target || attackUnits(o).some(function (u) { return joined[u]; }))); });
  var order = attackOrder(S.data.game.title, a.target, a.units, $('advance').value);
  var air = attackAirChosen(); // DoS 11.25
  if (air) order.attack.air = air;
  S.orders = withoutWithdrawn(S.orders, a.units); // DoS 8.7
  S.orders.push(order);
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
  var byPart = describedByPart(o);
  if (byPart) return byPart;
  if (o.move) return (o.move.units || [o.move.unit]).join(', ') + ' move' + (o.move.units ? ' as a stack ' : 's ') + o.move.path.map(hexName).join(' → ');
  if (o.rail) return o.rail.unit + ' moves by rail ' + o.rail.path.map(hexName).join(' → ');
  if (o.attack) return attackUnits(o).join(', ') + ' attack ' + hexName(attackTarget(o)) + (o.attack.advance === 'all' ? ', advance all' : '') + (o.attack.air ? ', ' + o.attack.air + ' aircraft' : '');
  if (o.assault) return assaultUnits(o).join(', ') + ' mobile assault on ' + hexName(o.assault.target);
  if (o.overrun) return o.overrun.units.join(', ') + ' overrun ' + hexName(o.overrun.target);
  if (o.sea) return o.sea.unit + ' sails to ' + hexName(o.sea.to) + (o.sea.path ? ', then moves ' + o.sea.path.map(hexName).join(' → ') : '');
  if (o.withdraw) return o.withdraw.units.join(', ') + ' withdrawn from play';
  if (o.network) return 'supply marker on ' + hexName(o.network.add);
  if (o.aerial) return 'aerial supply marker on ' + hexName(o.aerial.hex);
  if (o.enter) return (o.enter.units || [o.enter.unit]).join(', ') + ' enter at ' + hexName(o.enter.at || o.enter.hex);
  if (o.place) return o.place.units.join(', ') + ' set up in ' + hexName(o.place.hex);
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
