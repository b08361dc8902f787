/** The selected unit's offers on the map: destinations ringed (moves, rail, entries, set-up hexes), targets dashed (attacks, assaults); none for an offer with `spot: false` (a withdrawal). */
export const offerSpotsPart = String.raw`
function drawOfferSpots(layer, u) {
  var seen = {};
  offersIn(u, windowFacts()).forEach(function (x) {
    var key = x.group + ' ' + x.hex;
    if (seen[key] || x.spot === false) return;
    seen[key] = true;
    spot(layer, x.hex, x.group === 'move' ? 'dest' : 'target', u.unit + ': ' + x.label, function () { pickOffer(u, x); });
  });
}
`;
