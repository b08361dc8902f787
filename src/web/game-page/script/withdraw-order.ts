/**
 * The withdrawal (DoS 8.7): each unit options() lists with a `withdraw` requirement may be
 * named in the one `withdraw: {units}` order. Naming more units of a requirement than it
 * takes drops the first named of it; the rules' default completes what the order leaves
 * open (digest §6 A6). A unit named leaves its other orders: it is out of play; a unit given
 * another order afterwards leaves the withdrawal.
 */
export const withdrawOrderPart = String.raw`
// a unit given another order stays in play: it leaves the withdrawal (the default fills its place)
function withoutWithdrawn(orders, units) {
  return orders.map(function (o) {
    return o.withdraw ? { withdraw: { units: o.withdraw.units.filter(function (x) { return units.indexOf(x) < 0; }) } } : o;
  }).filter(function (o) { return !o.withdraw || o.withdraw.units.length > 0; });
}

registerOrderType({
  kinds: ['withdraw'],
  offers: function (u) {
    if (!u.withdraw) return [];
    return [{ kind: 'withdraw', unit: u.unit, hex: u.hex, group: 'move', spot: false, label: 'Withdraw from play (one of ' + u.withdraw.of + ' ' + u.withdraw.role + ', DoS 8.7)', order: { withdraw: { units: [u.unit] } } }];
  },
  // orders: those given; order: {withdraw: {units: [one]}}; units: the side's options (their withdraw roles)
  merge: function (orders, order, units) {
    var id = order.withdraw.units[0];
    var roles = {};
    units.forEach(function (x) { if (x.withdraw) roles[x.unit] = x.withdraw; });
    var before = orders.filter(function (o) { return o.withdraw; }).map(function (o) { return o.withdraw.units; })[0] || [];
    var named = before.filter(function (x) { return x !== id; }).concat([id]);
    var mine = roles[id];
    var same = named.filter(function (x) { return roles[x] && mine && roles[x].role === mine.role; });
    while (mine && same.length > mine.of) { named.splice(named.indexOf(same.shift()), 1); }
    var rest = orders.filter(function (o) { return !o.withdraw && unitsOfOrder(o).indexOf(id) < 0 && !(o.attack && attackUnits(o).indexOf(id) >= 0) && assaultUnits(o).indexOf(id) < 0; });
    return [{ withdraw: { units: named } }].concat(rest);
  },
});
`;
