// Test-only stand-in for https://apis.google.com/js/api.js, which these machines cannot reach.
// The Firebase Auth SDK and the Auth emulator's helper iframe talk through gapi.iframes during a
// popup sign-in; this implements the few calls they use (load, getContext().open, getParentIframe,
// register, send, ping, restyle) over window.postMessage. Firebase Auth itself is not replaced:
// the real SDK, the emulator's popup and the emulator's iframe all run unchanged.
(function () {
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;
  var FILTER = 'cross-origin-iframes-filter';
  var TAG = '__recessGapiStandIn';
  var nextId = 1;

  function Channel(getTarget) {
    var handlers = {};
    var queued = {};
    var replies = {};
    var readyWaiters = [];
    var isReady = false;

    function post(message) {
      var target = getTarget();
      if (target) target.postMessage(Object.assign({ tag: TAG }, message), '*');
    }
    function answer(call) {
      var result = handlers[call.name](call.payload);
      post({ kind: 'reply', id: call.id, responses: [result] });
    }
    window.addEventListener('message', function (event) {
      var m = event.data;
      if (!m || m.tag !== TAG || event.source !== getTarget()) return;
      if (m.kind === 'hello') {
        isReady = true;
        readyWaiters.splice(0).forEach(function (fn) {
          fn();
        });
        if (!m.reply) post({ kind: 'hello', reply: true });
      } else if (m.kind === 'call') {
        if (handlers[m.name]) answer(m);
        else (queued[m.name] = queued[m.name] || []).push(m);
      } else if (m.kind === 'reply') {
        var cb = replies[m.id];
        delete replies[m.id];
        if (cb) cb(m.responses);
      }
    });
    this.hello = function () {
      post({ kind: 'hello' });
    };
    this.register = function (name, handler) {
      handlers[name] = handler;
      (queued[name] || []).splice(0).forEach(answer);
    };
    this.unregister = function (name) {
      delete handlers[name];
    };
    this.send = function (name, payload, callback) {
      var id = nextId++;
      if (callback) replies[id] = callback;
      post({ kind: 'call', id: id, name: name, payload: payload });
    };
    this.ping = function (callback) {
      return new Promise(function (resolve) {
        var done = function () {
          if (callback) callback();
          resolve();
        };
        if (isReady) done();
        else readyWaiters.push(done);
      });
    };
    this.restyle = function () {
      return Promise.resolve();
    };
  }

  var context = {
    open: function (options, onOpen) {
      var el = document.createElement('iframe');
      var style = (options.attributes && options.attributes.style) || {};
      Object.keys(style).forEach(function (k) {
        el.style[k] = style[k];
      });
      var channel = new Channel(function () {
        return el.contentWindow;
      });
      channel.element = el;
      el.src = options.url;
      (options.where || document.body).appendChild(el);
      return onOpen ? onOpen(channel) : Promise.resolve(channel);
    },
    getParentIframe: function () {
      if (!context.parent) {
        context.parent = new Channel(function () {
          return window.parent;
        });
        context.parent.hello();
      }
      return context.parent;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return context;
      },
    },
  };

  var src = (document.currentScript && document.currentScript.src) || '';
  var onload = /[?&]onload=([^&]+)/.exec(src);
  setTimeout(function () {
    if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
