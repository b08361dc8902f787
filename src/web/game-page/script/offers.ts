/**
 * What the composer offers: each order type's part (move-order.ts, attack-order.ts, …)
 * registers how it turns a unit's options (GET /games/:id/data, the same answer as
 * Ruleset.options) into orders, and an offer is shown only when the open window takes its
 * kind (`options.accepts`) and waits for this side. Offers are plain data built from the
 * options alone, so the same functions run in the page and in the tests that check every
 * offer with the rules.
 */
export const offersPart = String.raw`
var ORDER_TYPES = [];

// t: { kinds: [order kinds it may offer], offers: function (u, w) -> [{ kind, unit, hex, label, order, group }] }
// w: { title, accepts, waiting, declarations, declared (the index of the chosen declaration), sideOptions, choices (orderChoices), orders (those given), units (every unit's options) }; group 'attack' opens the attack panel instead of adding the order at once
// optional: t.sideOffers(w) -> [{ kind, hex, label, order }] for orders of no one unit (listed under t.title); t.merge(orders, order, units) -> the orders with it folded in
function registerOrderType(t) { ORDER_TYPES.push(t); }

function windowFacts() {
  var o = S.data && S.data.options;
  if (!o) return null;
  return { title: S.data.game.title, accepts: o.accepts, waiting: S.data.game.waitingFor.indexOf(SIDE) >= 0, declarations: o.declarations || [], declared: S.declared || 0, sideOptions: o.sideOptions || {}, choices: o.orderChoices || [], orders: S.orders, units: o.units };
}

function offersIn(u, w) {
  if (!w || !w.waiting) return [];
  var out = [];
  var entered = enteredHex(u.unit, w);
  ORDER_TYPES.forEach(function (t) {
    t.offers(u, w).forEach(function (x) {
      // CtS 19.1: once an enter order has placed the unit elsewhere, it moves from there only
      if (entered && (x.kind === 'move' || x.kind === 'rail') && !x.afterEnter) return;
      // a kind the window takes, and, where the window has declarations, one some declaration lets it take
      if (w.accepts.indexOf(x.kind) < 0) return;
      if ((w.declarations || []).length > 0 && declarationFor(x.kind, w) === undefined) return;
      out.push(x);
    });
  });
  return out;
}

// the side's offers of orders that belong to no one unit (supply markers), by part, with the part's title
function sideOffersIn(w) {
  if (!w || !w.waiting) return [];
  var out = [];
  ORDER_TYPES.forEach(function (t) {
    if (!t.sideOffers) return;
    var xs = t.sideOffers(w).filter(function (x) {
      return w.accepts.indexOf(x.kind) >= 0 && !((w.declarations || []).length > 0 && declarationFor(x.kind, w) === undefined);
    });
    if (xs.length) out.push({ title: t.title, kind: t.kinds[0], offers: xs });
  });
  return out;
}

// an order its part folds into those given (one withdrawal, one supply marker): the new list; null when no part does
function mergeOrder(orders, order, units) {
  var kind = Object.keys(order)[0];
  for (var i = 0; i < ORDER_TYPES.length; i++) {
    var t = ORDER_TYPES[i];
    if (t.merge && t.kinds.indexOf(kind) >= 0) return t.merge(orders, order, units);
  }
  return null;
}

// kinds the window takes that no part composes: named for the player, to add by hand
function kindsNotComposed(w) {
  if (!w || !w.waiting) return [];
  var known = {};
  ORDER_TYPES.forEach(function (t) { t.kinds.forEach(function (k) { known[k] = true; }); });
  return w.accepts.filter(function (k) { return !known[k]; });
}

// one order a unit may carry of these kinds: a new one replaces the old (a stack move, DoS 9.5, those of each of its units)
function unitsOfOrder(o) {
  if (o.move && o.move.units) return o.move.units.slice();
  var u = unitOfOrder(o);
  return u ? [u] : [];
}

function unitOfOrder(o) {
  if (o.move) return o.move.unit || o.move.units[0];
  if (o.rail) return o.rail.unit;
  if (o.sea) return o.sea.unit;
  if (o.enter) return o.enter.units ? o.enter.units[0] : o.enter.unit;
  if (o.place) return o.place.units ? o.place.units[0] : null;
  return null;
}

// More a part may register: others(w) -> [{ offer } | { unit: {unit, label, hex} }], the window's orders
// given to no unit of the list (shown under "Other orders"); describe(o) -> text or null;
// slot(o) -> a key (a new order replaces the one with the same key) or null; rank(o) -> where
// in the file it goes (lower first, 2 by default); keeps(old, o) -> true when the unit's old
// order stays beside o.

// CtS 19.1: the hex an enter order of the file places the unit at, if any
function enteredHex(unit, w) {
  var found = null;
  ((w && w.orders) || []).forEach(function (o) { if (o.enter && o.enter.unit === unit && o.enter.hex) found = o.enter.hex; });
  return found;
}

// the title's ready-made orders (options.orderChoices) of these kinds that pass the test, as offers
function choiceOffers(w, kinds, test, group) {
  return ((w && w.choices) || []).filter(function (c) { return kinds.indexOf(c.kind) >= 0 && test(c); }).map(function (c) {
    return { kind: c.kind, unit: c.unit || '', hex: c.hex || '', group: group || 'order', label: c.label + ' (' + c.rule + ')', order: c.order };
  });
}

function otherOrdersIn(w) {
  if (!w || !w.waiting) return [];
  var out = [];
  ORDER_TYPES.forEach(function (t) {
    if (!t.others) return;
    t.others(w).forEach(function (x) {
      if (x.offer && w.accepts.indexOf(x.offer.kind) < 0) return;
      out.push(x);
    });
  });
  return out;
}

function partHook(name, o, o2) {
  for (var i = 0; i < ORDER_TYPES.length; i++) {
    var f = ORDER_TYPES[i][name];
    if (!f) continue;
    var v = f(o, o2);
    if (v !== null && v !== undefined && v !== false) return v;
  }
  return null;
}
function describedByPart(o) { return partHook('describe', o); }
function orderSlot(o) { return partHook('slot', o); }
function orderRank(o) { var r = partHook('rank', o); return r === null ? 2 : r; }
function keptBeside(old, o) { return partHook('keeps', old, o) === true; }
`;
