/**
 * Campaign To Stalingrad's box battles (CtS 34.1, 34.9): for a unit options() lists with
 * `boxCombat`, {boxAttack: {box, attackers: [unit], maximumEffort: 0}}, or {boxAdvance: {box}}
 * when no enemy unit is in the box: orders of the Combat Phase (the window takes them as
 * `attack`). A second unit picked for the same box joins its attack (one attack a box, 34.1);
 * an advance is given once a box.
 */
export const ctsBoxCombatOrderPart = String.raw`
registerOrderType({
  kinds: ['boxAttack', 'boxAdvance'],
  offers: function (u) {
    var c = u.boxCombat;
    if (!c) return [];
    return c.order === 'boxAttack'
      ? [{ kind: 'attack', unit: u.unit, hex: u.hex, group: 'attack', label: 'Attack in the ' + c.box + ' box', order: { boxAttack: { box: c.box, attackers: [u.unit], maximumEffort: 0 } } }]
      : [{ kind: 'attack', unit: u.unit, hex: u.hex, group: 'attack', label: 'Advance the ' + c.box + ' marker unopposed', order: { boxAdvance: { box: c.box } } }];
  },
  merge: function (orders, order) {
    if (order.boxAdvance) return orders.filter(function (o) { return !(o.boxAdvance && o.boxAdvance.box === order.boxAdvance.box); }).concat([order]);
    if (!order.boxAttack) return null;
    var box = order.boxAttack.box;
    var joined = false;
    var out = orders.map(function (o) {
      if (!o.boxAttack || o.boxAttack.box !== box) return o;
      joined = true;
      var more = order.boxAttack.attackers.filter(function (a) { return o.boxAttack.attackers.indexOf(a) < 0; });
      return { boxAttack: { box: box, attackers: o.boxAttack.attackers.concat(more), maximumEffort: o.boxAttack.maximumEffort } };
    });
    return joined ? out : orders.concat([order]);
  },
  describe: function (o) {
    if (o.boxAttack) return o.boxAttack.attackers.join(', ') + ' attack in the ' + o.boxAttack.box + ' box';
    return o.boxAdvance ? 'the ' + o.boxAdvance.box + ' marker advances unopposed' : null;
  },
  slot: function (o) { return o.boxAttack ? 'boxAttack ' + o.boxAttack.box : o.boxAdvance ? 'boxAdvance ' + o.boxAdvance.box : null; },
});
`;
