// After `vite build` and the server bundle's build: keeps the built index.html as the server
// render's template (functions/ssr/template.html), then renders the pages whose content ships with
// the app (home, legal, company, programmes) into HTML files that Hosting serves as they are
// (/about → about.html with cleanUrls). Everything else is rendered per request by the `render`
// function (docs/decisions/009).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'web/dist');
const ssr = path.join(root, 'functions/ssr');

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const marker of ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->']) {
  if (!template.includes(marker)) throw new Error(`web/dist/index.html has lost its ${marker} marker`);
}
writeFileSync(path.join(ssr, 'template.html'), template);

const { render, toDocument, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href);
const started = Date.now();
for (const page of PRERENDERED_PATHS) {
  const rendered = await render(page);
  if (rendered.status !== 200) throw new Error(`Prerendering ${page} answered ${rendered.status}`);
  if (rendered.state) throw new Error(`${page} read data while prerendering: it belongs to the server render`);
  const file = page === '/' ? path.join(dist, 'index.html') : path.join(dist, `${page.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, toDocument(template, rendered));
}
console.log(`Prerendered ${PRERENDERED_PATHS.length} pages in ${Date.now() - started} ms`);
