// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { hydrateFromDocument, QUERY_STATE_ELEMENT_ID, queryStateScript } from './server-state';

describe('hydrateFromDocument', () => {
  function serverState() {
    const server = new QueryClient();
    server.setQueryData(['registries', 'lookup', 'maya-okafor'], { uid: 'demo-maya', title: '</script>' });
    return queryStateScript(dehydrate(server));
  }

  it('starts the cache from the server’s queries, once, and removes the element', () => {
    document.body.innerHTML = `<div id="root"></div>${serverState()}`;
    const client = new QueryClient();
    expect(hydrateFromDocument(client, document)).toBe(true);
    expect(client.getQueryData(['registries', 'lookup', 'maya-okafor'])).toEqual({
      uid: 'demo-maya',
      title: '</script>',
    });
    expect(document.getElementById(QUERY_STATE_ELEMENT_ID)).toBeNull();
    expect(hydrateFromDocument(new QueryClient(), document)).toBe(false);
  });

  it('ignores an unreadable state: the page fetches as without a server render', () => {
    document.body.innerHTML = `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">{not json</script>`;
    const client = new QueryClient();
    expect(hydrateFromDocument(client, document)).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
