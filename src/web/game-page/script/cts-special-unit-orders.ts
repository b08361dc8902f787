/**
 * Campaign To Stalingrad's special units (Section II): an Artillery Division's side for the
 * next Supply Phase (CtS 28.2) and the German infantry regiments made, from a replacement
 * or joined to a division (CtS 30.0, 30.1), each as options' `orderChoices` lists it, under
 * "Other orders".
 */
export const ctsSpecialUnitOrdersPart = String.raw`
registerOrderType({
  kinds: ['mobility', 'regiment'],
  offers: function () { return []; },
  others: function (w) {
    return choiceOffers(w, ['mobility', 'regiment'], function () { return true; }, 'order').map(function (x) { return { offer: x }; });
  },
  describe: function (o) {
    if (o.mobility) return o.mobility.unit + ' to its ' + (o.mobility.side === 'mobile' ? 'mobile' : 'non-mobile') + ' side in the Supply Phase';
    if (!o.regiment) return null;
    if (o.regiment.division) return 'a regiment from ' + o.regiment.division;
    if (o.regiment.replacement) return 'a regiment from the Infantry Replacement in ' + hexName(o.regiment.replacement);
    return o.regiment.unit + ' joins ' + o.regiment.joins;
  },
  slot: function (o) {
    if (o.mobility) return 'mobility ' + o.mobility.unit;
    return o.regiment ? 'regiment ' + JSON.stringify(o.regiment) : null;
  },
});
`;
