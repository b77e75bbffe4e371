// Builds the "Add to Recess" bookmarklet: a javascript: URL that sends the open shop page to our popup.

/**
 * The script, one statement per line so it stays readable here; lines are joined as they are, so
 * every statement ends with a semicolon and there are no comments inside. ORIGIN is replaced by the
 * app's origin as a JSON string. It reads a JSON-LD Product first (the shop's own structured data),
 * then Open Graph, then the document title and the first large image, like the server's link preview.
 */
const SCRIPT_LINES = [
  '(function () {',
  'var d = document, l = location;',
  'function meta(k) {',
  "  var m = d.querySelector('meta[property=\"' + k + '\"],meta[name=\"' + k + '\"]');",
  "  return m ? m.getAttribute('content') || '' : '';",
  '}',
  'function find(x, depth) {',
  "  if (!x || typeof x !== 'object' || depth > 6) return null;",
  "  var t = [].concat(x['@type']);",
  "  if (t.indexOf('Product') > -1 || t.indexOf('ProductGroup') > -1) return x;",
  '  for (var k in x) { var r = find(x[k], depth + 1); if (r) return r; }',
  '  return null;',
  '}',
  'function one(v) { return Array.isArray(v) ? v[0] : v; }',
  'function abs(v) {',
  "  try { return typeof v === 'string' && v ? new URL(v, d.baseURI).href : ''; } catch (e) { return ''; }",
  '}',
  'var p = null;',
  '[].forEach.call(d.querySelectorAll(\'script[type="application/ld+json"]\'), function (s) {',
  '  try { p = p || find(JSON.parse(s.textContent), 0); } catch (e) {}',
  '});',
  'p = p || {};',
  'var o = one(p.offers) || one((one(p.hasVariant) || {}).offers) || {};',
  'var im = one(p.image);',
  "if (im && typeof im === 'object') im = im.url || im.contentUrl;",
  'var big = [].filter.call(d.images, function (i) {',
  '  return Math.max(i.naturalWidth, i.width) >= 200 && Math.max(i.naturalHeight, i.height) >= 200;',
  '})[0];',
  'var price = o.price != null ? o.price : o.lowPrice;',
  'var q = {',
  '  url: l.href,',
  "  title: (typeof p.name === 'string' && p.name) || meta('og:title') || d.title,",
  "  image: abs(im) || abs(meta('og:image')) || (big ? big.currentSrc || big.src : ''),",
  "  price: price != null ? price : meta('product:price:amount') || meta('og:price:amount'),",
  "  site: meta('og:site_name') || l.hostname",
  '};',
  'var s = [];',
  "for (var k in q) s.push(k + '=' + encodeURIComponent(String(q[k] == null ? '' : q[k]).trim().slice(0, 2000)));",
  "var u = ORIGIN + '/bookmarklet-popup?' + s.join('&');",
  "var w = window.open(u, 'recess_add', 'width=480,height=640,resizable=yes,scrollbars=yes');",
  'if (!w) l.href = u;',
  '})();',
];

/** The readable script the bookmarklet runs, for `origin` (the app's own origin). */
export function bookmarkletScript(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The origin must be http(s).');
  return SCRIPT_LINES.map((line) => line.trim())
    .join('')
    .replace('ORIGIN', () => JSON.stringify(url.origin));
}

/**
 * The bookmarklet's href, to drag to the bookmarks bar. Browsers percent-decode a javascript: URL
 * before running it, so the whole script is encoded: a stray % or # would otherwise break it.
 */
export function bookmarkletSource(origin: string): string {
  return `javascript:${encodeURIComponent(bookmarkletScript(origin))}`;
}
