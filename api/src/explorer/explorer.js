// A small GraphQL explorer served by the API itself: no CDN, no build step, nothing fetched
// from outside this server. It runs operations and shows the schema from introspection.
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var STORE = 'd-office-explorer';
  var saved = {};
  try { saved = JSON.parse(localStorage.getItem(STORE) || '{}'); } catch (e) { saved = {}; }
  $('query').value = saved.query || 'query Me {\n  me {\n    id\n    fullName\n    isAdmin\n  }\n}\n';
  if (saved.variables) $('variables').value = saved.variables;

  function post(body) {
    return fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    }).then(function (res) {
      return res.text().then(function (text) {
        try { return JSON.parse(text); } catch (e) { return { status: res.status, body: text }; }
      });
    });
  }

  function run() {
    var variables;
    try { variables = JSON.parse($('variables').value || '{}'); } catch (e) {
      $('output').textContent = 'Variables are not valid JSON: ' + e.message;
      return;
    }
    localStorage.setItem(STORE, JSON.stringify({ query: $('query').value, variables: $('variables').value }));
    $('output').textContent = 'Running…';
    post({ query: $('query').value, variables: variables }).then(
      function (r) { $('output').textContent = JSON.stringify(r, null, 2); },
      function (e) { $('output').textContent = 'Request failed: ' + e.message; },
    );
  }
  $('run').addEventListener('click', run);
  document.addEventListener('keydown', function (e) {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') { e.preventDefault(); run(); }
  });

  function typeName(t) {
    if (t.kind === 'NON_NULL') return typeName(t.ofType) + '!';
    if (t.kind === 'LIST') return '[' + typeName(t.ofType) + ']';
    return t.name;
  }
  function baseName(t) { return t.ofType ? baseName(t.ofType) : t.name; }
  function el(tag, cls, text) {
    var n = document.createElement(tag);
    if (cls) n.className = cls;
    if (text) n.textContent = text;
    return n;
  }

  var types = {};
  function render() {
    var filter = $('filter').value.trim().toLowerCase();
    var root = $('docs');
    root.textContent = '';
    var names = Object.keys(types).filter(function (n) { return n.indexOf('__') !== 0; });
    var order = ['Query', 'Mutation'].concat(names.filter(function (n) { return n !== 'Query' && n !== 'Mutation'; }).sort());
    order.forEach(function (name) {
      var t = types[name];
      if (!t) return;
      var fields = t.fields || t.inputFields || t.enumValues || [];
      var shown = fields.filter(function (f) {
        return !filter || name.toLowerCase().indexOf(filter) >= 0 || f.name.toLowerCase().indexOf(filter) >= 0;
      });
      if (filter && !shown.length && name.toLowerCase().indexOf(filter) < 0) return;
      var h = el('h2', null, name + ' (' + t.kind.toLowerCase().replace('_', ' ') + ')');
      h.id = 'type-' + name;
      root.appendChild(h);
      if (t.description) root.appendChild(el('div', 'desc', t.description));
      shown.forEach(function (f) {
        var row = el('div', 'field');
        var sig = f.name;
        if (f.args && f.args.length) sig += '(' + f.args.map(function (a) { return a.name + ': ' + typeName(a.type); }).join(', ') + ')';
        var code = el('code', null, sig);
        row.appendChild(code);
        var ft = f.type || f.inputType;
        if (ft) {
          row.appendChild(document.createTextNode(': '));
          var link = el('a', null, typeName(ft));
          link.addEventListener('click', function () {
            $('filter').value = '';
            render();
            var target = $('type-' + baseName(ft));
            if (target) target.scrollIntoView();
          });
          row.appendChild(link);
        }
        if (f.description) row.appendChild(el('div', 'desc', f.description));
        root.appendChild(row);
      });
    });
  }
  $('filter').addEventListener('input', render);

  var TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
  post({
    query:
      'query ExplorerSchema { __schema { types { kind name description ' +
      'fields { name description args { name type { ' + TYPE_REF + ' } } type { ' + TYPE_REF + ' } } ' +
      'inputFields { name description type { ' + TYPE_REF + ' } } ' +
      'enumValues { name description } } } }',
  }).then(
    function (r) {
      if (!r.data) { $('docs').textContent = 'The schema is not available (introspection is off in production).'; return; }
      r.data.__schema.types.forEach(function (t) { types[t.name] = t; });
      render();
    },
    function (e) { $('docs').textContent = 'Could not load the schema: ' + e.message; },
  );
})();
