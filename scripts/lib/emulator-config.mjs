// The Firebase config the emulators run with: firebase.json as deployed, plus the emulators' own
// origins in the Content-Security-Policy, so production headers never carry a local address, and
// without `extensions`: the emulators fetch a declared extension from the Extensions registry, which
// these machines cannot reach (docs/decisions/007; the app writes what each extension reads).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the browser reaches each emulator, by CSP directive, from firebase.json's emulators block. */
export function emulatorOrigins(emulators) {
  const at = (name, scheme = 'http') => {
    const e = emulators?.[name];
    return e ? [`${scheme}://${e.host ?? '127.0.0.1'}:${e.port}`] : [];
  };
  return {
    'connect-src': [...at('auth'), ...at('firestore'), ...at('firestore', 'ws'), ...at('storage')],
    // The Auth emulator's sign-in helper page runs in an iframe.
    'frame-src': at('auth'),
  };
}

/** Appends sources to the named directives of one CSP header value. */
export function addCspSources(csp, sources) {
  return csp
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name] = directive.split(/\s+/);
      const extra = sources[name] ?? [];
      return extra.length ? `${directive} ${extra.join(' ')}` : directive;
    })
    .join('; ');
}

/** firebase.json's config, without extensions, with the emulator origins added to every CSP header. */
export function withEmulatorOrigins(config) {
  const copy = structuredClone(config);
  delete copy.extensions;
  const sources = emulatorOrigins(copy.emulators);
  const sites = Array.isArray(copy.hosting) ? copy.hosting : [copy.hosting].filter(Boolean);
  for (const site of sites) {
    for (const rule of site.headers ?? []) {
      for (const header of rule.headers) {
        if (header.key.toLowerCase() === 'content-security-policy') header.value = addCspSources(header.value, sources);
      }
    }
  }
  return copy;
}

/**
 * Writes the emulators' config beside firebase.json (firebase-tools resolves every path in it from
 * its folder) and returns its path. The file is git-ignored and rewritten on every run.
 */
export function writeEmulatorConfig(root) {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const file = path.join(root, 'firebase.emulators.json');
  const text = `${JSON.stringify(withEmulatorOrigins(config), null, 2)}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    // Written aside and renamed, so an emulator starting at the same moment never reads half a file.
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, text);
    renameSync(aside, file);
  }
  return file;
}
