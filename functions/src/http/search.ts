// /api routes of search: products and registries by keyword, and find-a-registry. Public and cacheable.
import { Router } from 'express';
import { findRegistry, findRegistryQuery } from '../search/find-registry.js';
import { search, searchQuery } from '../search/search.js';
import { parse } from '../lib/validate.js';

export const searchRouter = Router();

/** The same answer for everyone, so a CDN or browser may keep it for a minute. Errors stay no-store. */
const PUBLIC_CACHE = 'public, max-age=60';

searchRouter.get('/search', async (req, res) => {
  const body = await search(parse(searchQuery, req.query));
  res.set('Cache-Control', PUBLIC_CACHE).json(body);
});

searchRouter.get('/find-registry', async (req, res) => {
  const body = await findRegistry(parse(findRegistryQuery, req.query));
  res.set('Cache-Control', PUBLIC_CACHE).json(body);
});
