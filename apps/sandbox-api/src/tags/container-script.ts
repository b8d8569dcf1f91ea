export interface ContainerScriptOptions {
  containerId: string;
  /** the origin the request came in on: where events go when the browser cannot name the running script */
  fallbackOrigin: string;
}

/**
 * GET /tags/gtm.js?id=…: the sandbox's stand-in for Google's container. It forwards the page's data layer to
 * POST /events on the origin it was loaded from (the sandbox's, not the page's), so e2e tests can read what the site
 * pushed with GET /events. Plain ES5: it runs in the visitor's browser as served; it must never break the page, so
 * every step that touches page data or the network is guarded.
 */
export function containerScript({ containerId, fallbackOrigin }: ContainerScriptOptions): string {
  return String.raw`/* Sandbox tag-manager container (apps/sandbox-api/src/tags): forwards window.dataLayer to <its origin>/events. */
(function (window) {
  'use strict';
  var CONTAINER_ID = ${JSON.stringify(containerId)};
  var FALLBACK_ORIGIN = ${JSON.stringify(fallbackOrigin)};
  // one request stays below the 64 KB the endpoint and sendBeacon accept, even at 3 bytes per character
  var MAX_BATCH_CHARS = 20000;

  // loaded twice (another consent round), wrapping push again would send every event twice
  var containers = (window.carwebSandboxContainers = window.carwebSandboxContainers || {});
  if (containers[CONTAINER_ID]) return;
  containers[CONTAINER_ID] = true;

  // currentScript is only set while this script runs: read it now
  var endpoint = scriptOrigin() + '/events';
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var pending = [];
  var flushScheduled = false;

  function scriptOrigin() {
    try {
      var script = window.document && window.document.currentScript;
      if (script && script.src) return new URL(script.src).origin;
    } catch (ignored) {}
    return FALLBACK_ORIGIN;
  }

  // gtag() pushes its arguments object (Consent Mode: gtag('consent', 'default', {...})): a command, not an event
  function toEvent(entry) {
    if (Object.prototype.toString.call(entry) === '[object Arguments]') {
      return { event: 'gtag', command: Array.prototype.slice.call(entry) };
    }
    return entry;
  }

  // entries carry what tags use besides data (eventCallback functions, clicked elements): send only the data
  function dataOnly(key, value) {
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (typeof value === 'bigint') return String(value);
    if (value && typeof value === 'object') {
      var isWindow = value.window === value;
      var isNode = typeof value.nodeType === 'number' && typeof value.nodeName === 'string';
      if (isWindow || isNode) return undefined;
    }
    return value;
  }

  // a cycle makes JSON.stringify throw: the second try leaves out objects already written
  function withoutRepeats() {
    var seen = [];
    return function (key, value) {
      value = dataOnly(key, value);
      if (value && typeof value === 'object') {
        if (seen.indexOf(value) !== -1) return undefined;
        seen.push(value);
      }
      return value;
    };
  }

  function serialise(entry) {
    var event = toEvent(entry);
    try {
      return JSON.stringify(event, dataOnly);
    } catch (cycle) {
      try {
        return JSON.stringify(event, withoutRepeats());
      } catch (unreadable) {
        return undefined;
      }
    }
  }

  function enqueue(entry) {
    var json = serialise(entry);
    if (json === undefined) return;
    pending.push(json);
    if (flushScheduled) return;
    flushScheduled = true;
    // one request for all pushed in the same task; a microtask still runs before the page can unload
    if (typeof window.queueMicrotask === 'function') window.queueMicrotask(flush);
    else window.setTimeout(flush, 0);
  }

  function flush() {
    flushScheduled = false;
    var events = pending;
    pending = [];
    try {
      var page = window.location.pathname + window.location.search;
      var head = '{"containerId":' + JSON.stringify(CONTAINER_ID) + ',"page":' + JSON.stringify(page) + ',"events":[';
      var batch = [];
      var size = 0;
      for (var i = 0; i < events.length; i++) {
        if (batch.length && size + events[i].length > MAX_BATCH_CHARS) {
          send(head + batch.join(',') + ']}');
          batch = [];
          size = 0;
        }
        batch.push(events[i]);
        size += events[i].length + 1;
      }
      if (batch.length) send(head + batch.join(',') + ']}');
    } catch (ignored) {}
  }

  // text/plain keeps both a simple cross-origin request: no preflight, and sendBeacon allows it
  function send(json) {
    try {
      var navigator = window.navigator;
      if (navigator && navigator.sendBeacon && navigator.sendBeacon(endpoint, new Blob([json], { type: 'text/plain' }))) return;
    } catch (ignored) {}
    // sendBeacon is missing, or refused the request (too much in flight)
    try {
      if (typeof window.fetch === 'function') {
        window.fetch(endpoint, { method: 'POST', body: json, keepalive: true, mode: 'no-cors' })['catch'](function () {});
      }
    } catch (ignored) {}
  }

  // what the page pushed before the container loaded, then every later push
  for (var i = 0; i < dataLayer.length; i++) enqueue(dataLayer[i]);
  var push = dataLayer.push;
  dataLayer.push = function () {
    var result = push.apply(this, arguments);
    try {
      for (var i = 0; i < arguments.length; i++) enqueue(arguments[i]);
    } catch (ignored) {}
    return result;
  };
})(window);
`;
}
