// The `render` function: loads the server bundle and its template once per instance, on first use.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRenderHandler, type Renderer } from './handler.js';

/** functions/ssr, written by web's build (vite build --ssr, then scripts/prerender.mjs). */
const SSR_DIR = fileURLToPath(new URL('../../ssr/', import.meta.url));

let loading: Promise<Renderer> | undefined;

function loadRenderer(): Promise<Renderer> {
  loading ??= Promise.all([
    import(pathToFileURL(`${SSR_DIR}entry-server.js`).href) as Promise<Omit<Renderer, 'template'>>,
    readFile(`${SSR_DIR}template.html`, 'utf8'),
  ]).then(([bundle, template]) => ({ render: bundle.render, toDocument: bundle.toDocument, template }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export const renderHandler = createRenderHandler(loadRenderer);
