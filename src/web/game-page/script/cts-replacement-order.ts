/**
 * Campaign To Stalingrad's replacement counters (CtS 21.2-21.3): each counter not yet moved
 * is listed under "Other orders"; picked, its destinations (options' `orderChoices`, along
 * the cheapest path) are offered like a unit's moves, as {replacement: {type, from, path}};
 * in the Campaign Game a Soviet counter may instead enter a Caucasus box (CtS 34.6), as
 * {boxReplacement: {type, from, to}}.
 */
export const ctsReplacementOrderPart = String.raw`
function replacementKey(type, from) { return 'replacement ' + type + ' ' + from; }
function replacementOf(o) { return o.replacement || o.boxReplacement; }

registerOrderType({
  kinds: ['replacement'],
  offers: function (u, w) {
    return choiceOffers(w, ['replacement'], function (c) { var r = replacementOf(c.order); return replacementKey(r.type, r.from) === u.unit; }, 'move').map(function (x) { x.unit = u.unit; return x; });
  },
  others: function (w) {
    var seen = {};
    var out = [];
    (w.choices || []).forEach(function (c) {
      if (c.kind !== 'replacement') return;
      var r = replacementOf(c.order);
      var key = replacementKey(r.type, r.from);
      if (seen[key]) return;
      seen[key] = true;
      out.push({ unit: { unit: key, label: r.type + ' replacement', hex: r.from } });
    });
    return out;
  },
  describe: function (o) {
    if (o.boxReplacement) return o.boxReplacement.type + ' replacement enters the ' + o.boxReplacement.to + ' box from ' + hexName(o.boxReplacement.from);
    return o.replacement ? o.replacement.type + ' replacement moves ' + hexName(o.replacement.from) + ' → ' + o.replacement.path.map(hexName).join(' → ') : null;
  },
  slot: function (o) { var r = replacementOf(o); return r ? replacementKey(r.type, r.from) : null; },
});
`;
