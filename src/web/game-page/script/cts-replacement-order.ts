/**
 * Campaign To Stalingrad's replacement counters (CtS 21.2-21.3): each counter not yet moved
 * is listed under "Other orders"; picked, its destinations (options' `orderChoices`, along
 * the cheapest path) are offered like a unit's moves, as {replacement: {type, from, path}}.
 */
export const ctsReplacementOrderPart = String.raw`
function replacementKey(type, from) { return 'replacement ' + type + ' ' + from; }

registerOrderType({
  kinds: ['replacement'],
  offers: function (u, w) {
    return choiceOffers(w, ['replacement'], function (c) { return replacementKey(c.order.replacement.type, c.order.replacement.from) === u.unit; }, 'move').map(function (x) { x.unit = u.unit; return x; });
  },
  others: function (w) {
    var seen = {};
    var out = [];
    (w.choices || []).forEach(function (c) {
      if (c.kind !== 'replacement') return;
      var r = c.order.replacement;
      var key = replacementKey(r.type, r.from);
      if (seen[key]) return;
      seen[key] = true;
      out.push({ unit: { unit: key, label: r.type + ' replacement', hex: r.from } });
    });
    return out;
  },
  describe: function (o) { return o.replacement ? o.replacement.type + ' replacement moves ' + hexName(o.replacement.from) + ' → ' + o.replacement.path.map(hexName).join(' → ') : null; },
  slot: function (o) { return o.replacement ? replacementKey(o.replacement.type, o.replacement.from) : null; },
});
`;
