/**
 * Declarations (a phase order, DoS 5.4): the select lists only those options() says the side
 * may make now, and an order of a kind the chosen declaration does not let the window take
 * brings in the first declaration that does (a move in an opening window declares
 * movement first). `declarationFor` is what the page and the tests both use.
 */
export const declareOrderPart = String.raw`
// the declaration a file with an order of this kind needs: undefined = none needed; null = the default
function declarationFor(kind, w) {
  var ds = (w && w.declarations) || [];
  if (ds.length === 0) return undefined;
  var current = ds[w.declared || 0] || ds[0];
  if (current.takes.indexOf(kind) >= 0) return current;
  for (var i = 0; i < ds.length; i++) if (ds[i].takes.indexOf(kind) >= 0) return ds[i];
  return undefined;
}

registerOrderType({ kinds: ['declare'], offers: function () { return []; } });

// the select: the declarations the side may make now; a choice drops the orders it does not take
function showDeclarations() {
  var w = windowFacts();
  var ds = (w && w.waiting && w.declarations) || [];
  var sel = clear($('declare'));
  ds.forEach(function (d, i) { sel.appendChild(el('option', { value: String(i) }, d.label + ' (' + d.rule + ')')); });
  S.declared = 0;
  sel.value = '0';
  $('declare-box').hidden = ds.length === 0;
}

function onDeclare() {
  var ds = windowFacts().declarations;
  S.declared = Number($('declare').value) || 0;
  var d = ds[S.declared];
  if (d) S.orders = S.orders.filter(function (o) { return d.takes.indexOf(Object.keys(o)[0]) >= 0; });
  // DoS 9.27, 9.18: an air declaration takes both aircraft, so the attacks fly none
  if (d && d.order && d.order.declare && (d.order.declare.schwerpunkt || d.order.declare.blockSeaMovement)) S.orders.forEach(function (o) { if (o.attack) delete o.attack.air; });
  if (S.selected) selectUnit(S.selected);
  refreshOrders();
}
`;
