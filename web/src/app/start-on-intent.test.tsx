// @isolated-module-graph: it hydrates with React's own act(), whose queue a shared graph would carry
// into the next file (vite.config.ts).
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterSignInProps, SignInFirstForm } from '../features/auth/components/SignInFirstForm';
import { readPendingAction } from '../features/auth/pending-action';
import { HELD_ATTRIBUTE, HYDRATED_EVENT, shouldStartAtOnce, startOnIntent } from './start-on-intent';

let stop: () => void = () => undefined;
let root: Root | null = null;

function serverPage(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  serverPage('<main><a href="/faqs">FAQs</a><button type="button">Open menu</button></main>');
});
afterEach(() => {
  vi.unstubAllGlobals();
  stop();
  act(() => root?.unmount());
  root = null;
});

const hydrated = () => window.dispatchEvent(new Event(HYDRATED_EVENT));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The app starts two frames after the intent, in a task of its own (the tap is answered first). */
const framesLater = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('shouldStartAtOnce', () => {
  it('waits for the visitor on a server-rendered page with nothing personal in this browser', () => {
    localStorage.setItem('recess_anonymous_id', 'a1');
    sessionStorage.setItem('recess_fbclid', '{}');
    expect(shouldStartAtOnce()).toBe(false);
  });

  it('starts at once when the server sent no page, someone is signed in, or the page has state to show', () => {
    serverPage('');
    expect(shouldStartAtOnce()).toBe(true);
    serverPage('<main><span role="progressbar" aria-label="Loading your account"></span></main>');
    expect(shouldStartAtOnce()).toBe(true);
    serverPage('<main><span role="progressbar" aria-valuenow="40" aria-label="Quiz progress"></span></main>');
    expect(shouldStartAtOnce()).toBe(false);
    for (const [store, key] of [
      [localStorage, 'recess_signed_in'],
      [localStorage, 'recess_quiz_are-you-ready-for-solids'],
      [localStorage, 'recess_pending_registry_items'],
      [sessionStorage, 'recess_registry_changed_at'],
    ] as const) {
      store.setItem(key, '1');
      expect(shouldStartAtOnce(), key).toBe(true);
      store.removeItem(key);
    }
  });

  it('starts at once for the marketplace front page when the browser holds its recently viewed listings or ZIP, and nowhere else', () => {
    serverPage('<main><h1>Buy and Sell Baby Gear</h1></main>');
    for (const key of ['recess_recently_viewed_listings', 'recess_marketplace_zip']) {
      localStorage.setItem(key, '1');
      window.history.replaceState(null, '', '/marketplace');
      expect(shouldStartAtOnce(), key).toBe(true);
      window.history.replaceState(null, '', '/marketplace/category/strollers');
      expect(shouldStartAtOnce(), key).toBe(false);
      localStorage.removeItem(key);
    }
    window.history.replaceState(null, '', '/');
  });
});

describe('startOnIntent', () => {
  it('loads the app on the first sign of intent, once, after the frame that answers it', async () => {
    const load = vi.fn(() => Promise.resolve());
    stop = startOnIntent(load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('waits for a press to end before it loads the app, so the press is answered first', async () => {
    const load = vi.fn(() => Promise.resolve());
    stop = startOnIntent(load);
    window.dispatchEvent(new Event('pointerdown'));
    await framesLater();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("starts nothing on a phone's scroll, nor on a tap on a link, the native menu or a search box", async () => {
    const load = vi.fn(() => Promise.resolve());
    serverPage(
      '<header><button type="button" popovertarget="menu-before-app">Open menu</button>' +
        '<nav id="menu-before-app" popover="auto"><a href="/faqs">FAQs</a></nav>' +
        '<form method="get" action="/search" role="search"><input type="search" name="q" aria-label="Search"></form></header>',
    );
    stop = startOnIntent(load);
    const touch = (type: string, target: EventTarget = window) =>
      target.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerType: 'touch' }));
    touch('touchstart');
    touch('pointerdown');
    touch('pointermove');
    touch('touchend');
    document.querySelector<HTMLButtonElement>('[popovertarget]')!.click();
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // A tap on text focuses <main> (the skip link's target): nothing that needs the app.
    const main = document.createElement('main');
    main.tabIndex = -1;
    document.body.append(main);
    main.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    // The browser sends the search to its server-rendered page itself.
    expect(submit.defaultPrevented).toBe(false);
    await framesLater();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts on a tap of a button only the app answers, or on a field of a form only the app sends', async () => {
    const load = vi.fn(() => Promise.resolve());
    stop = startOnIntent(load);
    document.querySelector('button')!.click();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    stop();

    const focusLoad = vi.fn(() => Promise.resolve());
    serverPage('<form><input aria-label="Offer"></form>');
    stop = startOnIntent(focusLoad);
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(focusLoad).toHaveBeenCalledTimes(1));
  });

  it('loads at once when the page needs it', () => {
    localStorage.setItem('recess_signed_in', '1');
    const load = vi.fn(() => Promise.resolve());
    stop = startOnIntent(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next intent when the app could not be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    stop = startOnIntent(load);
    window.dispatchEvent(new Event('pointermove'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Could not start the app', expect.any(Error)));
    window.dispatchEvent(new Event('pointermove'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('holds a button pressed before hydration and presses it again once the app is there', async () => {
    stop = startOnIntent(() => Promise.resolve());
    const button = document.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', () => clicks.push(true));
    button.click();
    expect(clicks).toHaveLength(0);
    // Drawn pressed at once (index.html), until the app presses it for real.
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    hydrated();
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    await flush();
    expect(clicks).toHaveLength(1);
    button.click();
    expect(clicks).toHaveLength(2);
  });

  it('leaves a button the browser handles itself (the menu before the app) to the browser', async () => {
    const load = vi.fn(() => Promise.resolve());
    stop = startOnIntent(load);
    const opener = document.createElement('button');
    opener.setAttribute('popovertarget', 'menu-before-app');
    const icon = document.createElement('svg');
    opener.append(icon);
    document.body.append(opener);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    icon.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(opener.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    await framesLater();
    expect(load).not.toHaveBeenCalled();
    opener.remove();
  });

  it('leaves links to the browser, which opens the next server-rendered page', () => {
    stop = startOnIntent(() => Promise.resolve());
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('gives React the text typed before hydration and sends the form held until then', async () => {
    const sent: string[] = [];
    function Search() {
      const [value, setValue] = useState('');
      const submit = (event: FormEvent) => {
        event.preventDefault();
        sent.push(value);
      };
      return (
        <form role="search" onSubmit={submit}>
          <input aria-label="Search" value={value} onChange={(e) => setValue(e.target.value)} />
          <button type="submit">Search</button>
        </form>
      );
    }
    serverPage(renderToString(<Search />));
    const container = document.getElementById('root')!;
    stop = startOnIntent(async () => {
      await act(async () => {
        root = hydrateRoot(container, <Search />);
        await flush();
      });
      hydrated();
    });
    const input = container.querySelector('input')!;
    input.value = 'double stroller';
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(container.querySelector('button')!.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    expect(sent).toEqual([]);
    // Once the app is there (a busy machine's frames come late): the held form, with the typed text.
    // The typed text reaches React as a browser's input event would, outside act().
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    await vi.waitFor(() => expect(sent).toEqual(['double stroller']));
    expect(container.querySelector(`[${HELD_ATTRIBUTE}]`)).toBeNull();
    expect(input.value).toBe('double stroller');
  });

  describe('an action that needs an account (SignInFirstForm)', () => {
    const path = '/marketplace/brand/littlewalk/everyday-stroller/demo-listing-001?ref=fresh';
    function Save({ onSave }: { onSave: () => void }) {
      return (
        <MemoryRouter initialEntries={[path]}>
          <SignInFirstForm>
            <button
              {...afterSignInProps({ action: 'save-listing', target: 'demo-listing-001' })}
              onClick={(event) => {
                event.preventDefault();
                onSave();
              }}
            >
              Save
            </button>
          </SignInFirstForm>
        </MemoryRouter>
      );
    }
    /** The form the browser would send, as the URL it would open (jsdom does not navigate). */
    function sentTo(form: HTMLFormElement, sent: string[]) {
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
        sent.push(`${new URL(form.action).pathname}?${query.toString()}`);
      });
    }

    it("signed out, a tap before the app is the browser's: to sign in, with the action kept for the return", async () => {
      window.history.replaceState(null, '', path);
      const load = vi.fn(() => Promise.resolve());
      serverPage(renderToString(<Save onSave={() => undefined} />));
      stop = startOnIntent(load);
      const sent: string[] = [];
      sentTo(document.querySelector('form')!, sent);
      const button = document.querySelector('button')!;
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      // The browser sends the form itself.
      expect(sent).toEqual([`/signin?next=${encodeURIComponent(path)}`]);
      expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
      expect(readPendingAction()).toMatchObject({
        action: 'save-listing',
        target: 'demo-listing-001',
        values: {},
        path,
      });
      await framesLater();
      expect(load).not.toHaveBeenCalled();
      // Back from sign-in by the back button, the page as the browser kept it shows nothing held.
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
      window.history.replaceState(null, '', '/');
    });

    it('with the signed-in hint, the tap is held for the app, which does the action itself', async () => {
      localStorage.setItem('recess_signed_in', '1');
      const saves: string[] = [];
      const page = <Save onSave={() => saves.push('saved')} />;
      serverPage(renderToString(page));
      const container = document.getElementById('root')!;
      let hydrate = () => undefined as unknown;
      const loaded = new Promise<void>((resolve) => {
        hydrate = resolve;
      });
      stop = startOnIntent(async () => {
        await loaded;
        await act(async () => {
          root = hydrateRoot(container, page);
          await flush();
        });
        hydrated();
      });
      const sent: string[] = [];
      sentTo(container.querySelector('form')!, sent);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      container.querySelector('button')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(readPendingAction()).toBeNull();
      hydrate();
      vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
      await vi.waitFor(() => expect(saves).toEqual(['saved']));
      expect(sent).toEqual([]);
    });
  });
});
