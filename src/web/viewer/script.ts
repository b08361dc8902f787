import { domPart } from '../game-page/script/dom';
import { historyPart } from '../game-page/script/history';
import { historyMapPart } from '../game-page/script/history-map';
import { lastMovesPart } from '../game-page/script/last-moves';
import { mapPart } from '../game-page/script/map';
import { mapViewPart } from '../game-page/script/map-view';

/**
 * Opening a dropped archive and walking its steps, the same on the served viewer and the
 * offline file: the file is read by the browser and handed to S.readArchive (which checks
 * it and answers the viewer's data, or a sentence saying why not); each step's picture
 * comes from S.stepMap. Each kind of viewer sets both in its transport part.
 */
const viewerOpenPart = String.raw`
S.viewer = true;

function say(text) { $('status').textContent = text; }

function openArchive(text, name) {
  var json;
  try { json = JSON.parse(text); } catch (e) { say(name + ' is not JSON: not an Umpire archive.'); return Promise.resolve(); }
  say('Checking ' + name + '…');
  return S.readArchive(json).then(function (r) {
    if (!r.data) { say(r.error); return; }
    S.data = r.data;
    S.hexIndex = null;
    var g = S.data.game;
    $('viewer-title').textContent = g.titleName + ', ' + g.scenarioName + ': game ' + g.id + ' (' + S.data.copy + ')';
    say(name + ': ' + S.data.steps.length + ' step' + (S.data.steps.length === 1 ? '' : 's') + ', ' + g.status + (g.outcome && g.outcome.reason ? ' (' + g.outcome.reason + ')' : '') + '.');
    $('verdict').textContent = S.data.verified + (S.data.replayed ? '' : ' This copy holds no positions (only a full copy can be replayed): each step shows its moves and battles on the bare map.');
    showHistory();
    var last = historyOrder().length - 1;
    return (last >= 0 ? showStep(last) : Promise.resolve()).then(function () { document.body.setAttribute('data-ready', String(S.data.steps.length)); });
  });
}

function openFile(file) {
  if (!file) return;
  document.body.removeAttribute('data-ready');
  file.text().then(function (text) { return openArchive(text, file.name); });
}

function startViewer() {
  startMapView();
  $('file').addEventListener('change', function () { openFile($('file').files[0]); });
  document.addEventListener('dragover', function (ev) { ev.preventDefault(); $('drop').classList.add('over'); });
  document.addEventListener('dragleave', function () { $('drop').classList.remove('over'); });
  document.addEventListener('drop', function (ev) {
    ev.preventDefault();
    $('drop').classList.remove('over');
    openFile(ev.dataTransfer && ev.dataTransfer.files && ev.dataTransfer.files[0]);
  });
  startHistory();
  showHistoryBar();
}

startViewer();
`;

/** The served viewer's transport: the file is sent to this server to be checked and drawn, and kept nowhere. */
const serverTransportPart = String.raw`
S.archiveText = null;

function post(path, body) {
  return fetch(path, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json', 'x-umpire-page': '1' }, body: body })
    .then(function (res) { return res.text().then(function (text) { var json = null; try { json = JSON.parse(text); } catch (e) { json = null; } return { ok: res.ok, status: res.status, json: json, text: text }; }); });
}

S.readArchive = function (json) {
  S.archiveText = JSON.stringify(json);
  return post('/web/viewer/steps', S.archiveText).then(function (r) {
    if (r.ok && r.json && r.json.steps) return { data: r.json };
    return { error: (r.json && r.json.error && r.json.error.message) || 'The archive could not be read (' + r.status + ').' };
  });
};

S.stepMap = function (k) {
  return post('/web/viewer/steps/' + k + '/map.svg', S.archiveText).then(function (r) { return r.ok ? r.text : null; });
};
`;

/**
 * The offline file's transport: the engine bundled into the same file (offline/engine.ts,
 * global UmpireOffline) checks the archive and draws each step, with no request anywhere.
 * The check runs after the "Checking" line is painted (it takes seconds on a long game).
 */
const offlineTransportPart = String.raw`
S.readArchive = function (json) {
  return new Promise(function (done) { setTimeout(function () { done(UmpireOffline.open(json)); }, 20); });
};

S.stepMap = function (k) {
  return Promise.resolve(UmpireOffline.stepMap(k));
};
`;

const sharedParts = [domPart, mapPart, mapViewPart, historyPart, historyMapPart, lastMovesPart];

function wrap(parts: string[]): string {
  return `(function () {\n'use strict';\n${parts.join('\n')}\n})();\n`;
}

/** The archive viewer's script: the game page's map and history parts with its own opening part. */
export function viewerScript(): string {
  return wrap([...sharedParts, serverTransportPart, viewerOpenPart]);
}

/** The offline viewer's script: the same parts, drawing with the engine bundled into the file. */
export function offlineViewerScript(): string {
  return wrap([...sharedParts, offlineTransportPart, viewerOpenPart]);
}
