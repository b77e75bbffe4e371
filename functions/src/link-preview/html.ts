// Just enough HTML reading for a link preview: <meta> tags, <title>, <base>, JSON-LD blocks, entities.

const NAMED_ENTITIES = new Map<string, string>(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    ndash: '–',
    mdash: '—',
    hellip: '…',
    lsquo: '‘',
    rsquo: '’',
    sbquo: '‚',
    ldquo: '“',
    rdquo: '”',
    bdquo: '„',
    laquo: '«',
    raquo: '»',
    bull: '•',
    middot: '·',
    trade: '™',
    reg: '®',
    copy: '©',
    deg: '°',
    times: '×',
    frac12: '½',
    frac14: '¼',
    frac34: '¾',
    eacute: 'é',
    egrave: 'è',
    ecirc: 'ê',
    euml: 'ë',
    aacute: 'á',
    agrave: 'à',
    acirc: 'â',
    auml: 'ä',
    iacute: 'í',
    oacute: 'ó',
    ouml: 'ö',
    uacute: 'ú',
    uuml: 'ü',
    ntilde: 'ñ',
    ccedil: 'ç',
    szlig: 'ß',
  }),
);

function fromCodePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '\uFFFD';
}

/** Decodes numeric references and the common named entities; unknown ones are left as written. */
export function decodeEntities(text: string): string {
  const entity = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z][a-z0-9]{1,31}));/gi;
  return text.replace(entity, (whole: string, dec?: string, hex?: string, name?: string) => {
    if (dec) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex) return fromCodePoint(Number.parseInt(hex, 16));
    // A Map, so `&constructor;` and friends stay text rather than reaching Object.prototype.
    return NAMED_ENTITIES.get((name ?? '').toLowerCase()) ?? whole;
  });
}

/** Markup in a description (JSON-LD often carries <p> and <br>) as plain spaces. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*(?:>|$)/g, ' ');
}

/** The HTML without comments, so commented-out tags are not read. */
export function withoutComments(html: string): string {
  return html.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
}

// The patterns below run over up to 2 MB of a stranger's HTML, so none of them can fail after it
// starts to match (an unclosed quote, tag or comment runs to the end, as in a browser): every scan
// is linear, with no backtracking for a crafted page to exploit.

/** A tag's attribute list, which may hold quoted '>' characters. */
const ATTRS = String.raw`((?:[^>"']|"[^"]*(?:"|$)|'[^']*(?:'|$))*)(?:>|$)`;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)(?:"|$)|'([^']*)(?:'|$)|([^\s"'=<>`]+)))?/g;

/** Attribute names (lower case) and raw values of one tag's attribute list; the first of a name wins. */
export function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(ATTR)) {
    const name = match[1]?.toLowerCase();
    if (name && !attrs.has(name)) attrs.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/**
 * The content of each <meta>, keyed by its property, name and itemprop (lower case), entities
 * decoded. The first tag with a key wins, as crawlers do.
 */
export function readMetaTags(html: string): Map<string, string> {
  const meta = new Map<string, string>();
  for (const match of html.matchAll(new RegExp(`<meta\\b${ATTRS}`, 'gi'))) {
    const attrs = parseAttributes(match[1] ?? '');
    const content = attrs.get('content');
    if (content === undefined) continue;
    for (const keyAttr of ['property', 'name', 'itemprop']) {
      const key = attrs.get(keyAttr)?.trim().toLowerCase();
      if (key && !meta.has(key)) meta.set(key, decodeEntities(content));
    }
  }
  return meta;
}

export function readTitle(html: string): string | undefined {
  const raw = /<title\b[^>]*(?:>|$)([\s\S]*?)(?:<\/title\s*>|$)/i.exec(html)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
}

export function readBaseHref(html: string): string | undefined {
  const source = new RegExp(`<base\\b${ATTRS}`, 'i').exec(html)?.[1];
  const href = source === undefined ? undefined : parseAttributes(source).get('href');
  return href === undefined ? undefined : decodeEntities(href);
}

/** The text of every <script type="application/ld+json">. */
export function readJsonLdScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(new RegExp(`<script\\b${ATTRS}([\\s\\S]*?)(?:</script\\s*>|$)`, 'gi'))) {
    const type = parseAttributes(match[1] ?? '')
      .get('type')
      ?.split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type === 'application/ld+json') scripts.push(match[2] ?? '');
  }
  return scripts;
}
