// When the app takes over a server-rendered page (docs/decisions/012). The HTML is the whole page:
// a visitor can read it, scroll it and follow its links (each one a server-rendered page) with no
// JavaScript at all. The app (React, MUI, the router: about 150 kB gzipped) is fetched and hydrated
// when it is needed, or at once when the page cannot be finished without it (see shouldStartAtOnce).
// On a desktop that is the first sign of intent (the mouse moving, a key, the wheel). On a phone it
// is the first touch of something only the app can do: a button, a field of a form the browser
// cannot send by itself. Reading, scrolling, the menu (a native popover), the search boxes (GET
// forms) and links cost a phone no JavaScript at all (issue 24). A click on a button or a form sent
// before the app is ready is held and replayed once it is, and text typed before that reaches the
// form's state: nothing the visitor did is lost.

// The auth pieces the boot needs, from their own import-free module (not the feature's index.ts,
// which would bring the auth feature's dependencies into the boot script).
import { AFTER_SIGN_IN_ATTRIBUTE, hasSignedInHint, keepActionForAfterSignIn } from '../features/auth/before-app';
import { routeOf } from '@shared/routes';
import { START_AT_ONCE_EVERYWHERE, type StorageKey } from '@shared/storage-keys';

/** Set on <html> once the app has hydrated the page (AppLayout); end-to-end tests wait for it. */
export const HYDRATED_EVENT = 'recess:hydrated';

/**
 * Marks a button (or the form's sender) whose click is held until the app is there: index.html draws
 * it pressed, with a busy cursor, in the frame of the tap, so the visitor sees it was taken even
 * while the app is still on its way (issue 24). Removed when the held click is replayed.
 */
export const HELD_ATTRIBUTE = 'data-held';

/**
 * A visitor's first sign of intent. A mouse's or a key's starts the app; a touch's only when it lands
 * on something that needs the app (wantsApp below).
 */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** A finger or a pen, not a mouse: a scroll, or a tap the click and focus handlers look at. */
function isTouch(event: Event): boolean {
  if (event.type.startsWith('touch')) return true;
  const { pointerType } = event as Partial<PointerEvent>;
  return typeof pointerType === 'string' && pointerType !== '' && pointerType !== 'mouse';
}

/** A form the browser sends by itself to a server-rendered page (the search boxes, the filters). */
function sendsItself(form: HTMLFormElement | null): boolean {
  return form !== null && form.method.toLowerCase() === 'get' && form.hasAttribute('action');
}

/**
 * Whether focus on this element needs the app: a control (a button, a field) that is not the native
 * menu's and not part of a form the browser sends by itself. A tap on text focuses nothing that
 * needs it (a tap on a heading focuses <main>, the skip link's target).
 */
function wantsApp(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest<HTMLElement>('button, input, textarea, select, [role="button"], [contenteditable]');
  if (!control || control.closest('[popover]') || control.hasAttribute('popovertarget')) return false;
  const form = 'form' in control ? (control.form as HTMLFormElement | null) : null;
  return !sendsItself(form);
}

/** The end of a press, after which the app may start without holding back the tap's answer. */
const GESTURE_ENDS = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'click'] as const;

function keysOf(storage: () => Storage): string[] {
  try {
    const store = storage();
    return Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
  } catch {
    return [];
  }
}

/**
 * True when the app must start without waiting for the visitor: the server sent no page, the page is
 * still loading something only the browser can finish (a sign-in check, a read that failed on the
 * server: an indeterminate progress indicator), or this browser holds state the page must show.
 */
export function shouldStartAtOnce(win: Window = window): boolean {
  const root = win.document.getElementById('root');
  if (!root?.firstElementChild) return true;
  if (root.querySelector('[role="progressbar"]:not([aria-valuenow])')) return true;
  // Storage that means the page shows something personal after hydration: what every page shows
  // (the signed-in hint, a quiz in progress...) and what this page's route names.
  const wanted = [...START_AT_ONCE_EVERYWHERE, ...(routeOf(win.location.pathname).startAtOnce ?? [])];
  const held = (storage: StorageKey['storage'], key: string) =>
    wanted.some((w) => w.storage === storage && (w.prefix ? key.startsWith(w.key) : key === w.key));
  return (
    keysOf(() => win.localStorage).some((key) => held('local', key)) ||
    keysOf(() => win.sessionStorage).some((key) => held('session', key))
  );
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Hands text typed before hydration to React's onChange, as if it had been typed just now. */
function handOverTypedText(doc: Document): void {
  const fields = doc.querySelectorAll<Field>('#root input:not([type=checkbox]):not([type=radio]), #root textarea');
  for (const field of fields) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const proto = Object.getPrototypeOf(field) as object;
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
    if (!descriptor?.set) continue;
    // React's value tracker sits on the element's own `value` property: set it back to what the
    // server rendered, put the typed text in through the prototype, and the input event is a change.
    field.value = field.defaultValue;
    // The prototype's own setter, called on the element on purpose (it bypasses React's tracker).
    // eslint-disable-next-line @typescript-eslint/unbound-method
    Reflect.apply(descriptor.set, field, [typed]);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Starts the app now or on the first intent, whichever the page needs. `load` imports and hydrates
 * the app; the page dispatches HYDRATED_EVENT on window when it has. Returns a function that stops
 * listening (tests).
 */
export function startOnIntent(load: () => Promise<unknown>, win: Window = window): () => void {
  const doc = win.document;
  let started = false;
  let hydrated = false;
  let heldClick: HTMLElement | null = null;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, start, true);
    load().catch((error: unknown) => {
      // The page stays readable and its links work; the next intent tries again.
      started = false;
      listen();
      console.error('Could not start the app', error);
    });
  };
  // Starting the app inserts a dozen module preloads, a task of over 100 ms on a slow phone: run in
  // the tap's own event, it held back the frame that answers the tap (the menu, the focus, a held
  // button) by as much (issue 24). So the app starts once the touch has ended and a frame has been
  // drawn: two animation frames later, then a task of its own.
  let scheduled = false;
  const afterNextFrame = () => {
    const frame = win.requestAnimationFrame?.bind(win) ?? ((fn: () => void) => win.setTimeout(fn, 16));
    frame(() => frame(() => win.setTimeout(begin, 0)));
  };
  const start = (event?: Event) => {
    if (started || scheduled) return;
    // A phone's scroll or tap on what the browser answers itself starts nothing (issue 24).
    if (event && isTouch(event)) return;
    if (event?.type === 'focusin' && !wantsApp(event.target)) return;
    scheduled = true;
    const pressing = event?.type === 'pointerdown' || event?.type === 'touchstart';
    if (!pressing) return afterNextFrame();
    // A finger or button still down: wait for it to lift (or at most a second: a long press).
    let done = false;
    const lifted = () => {
      if (done) return;
      done = true;
      for (const type of GESTURE_ENDS) win.removeEventListener(type, lifted, true);
      afterNextFrame();
    };
    for (const type of GESTURE_ENDS) win.addEventListener(type, lifted, { capture: true, passive: true });
    win.setTimeout(lifted, 1000);
  };
  const listen = () => {
    scheduled = false;
    for (const type of INTENT_EVENTS) win.addEventListener(type, start, { capture: true, passive: true });
  };

  // A button pressed before hydration would do nothing: hold the click and replay it. Links are left
  // alone: the browser follows them to the next server-rendered page.
  const onClick = (event: MouseEvent) => {
    if (hydrated || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) return;
    const control = event.target.closest<HTMLElement>('button, [role="button"], input[type="submit"]');
    if (!control) return;
    // The browser does this one itself (the server's menu is a native popover): let it. A phone's
    // tap on it needs no app; a mouse's click has started it already.
    if (control.hasAttribute('popovertarget')) return;
    // An action that needs an account, tapped by a visitor this browser knows as signed out: its
    // form takes them to sign in (SignInFirstForm), and the action waits for their return. With
    // the signed-in hint, the app (starting already) does the action itself: the click is held.
    const afterSignIn = control.getAttribute(AFTER_SIGN_IN_ATTRIBUTE);
    const signedIn = hasSignedInHint(() => win.localStorage);
    if (afterSignIn !== null && !signedIn) {
      keepActionForAfterSignIn(() => win.sessionStorage, afterSignIn, win.location.pathname + win.location.search);
      // Drawn pressed until the sign-in page is there (cleared if the visitor comes back: pageshow).
      control.setAttribute(HELD_ATTRIBUTE, '');
      return;
    }
    // A submit button's click goes on to send its form: that submit is what gets held (below).
    const sendsForm =
      (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
      control.type === 'submit' &&
      control.form !== null;
    if (sendsForm && afterSignIn === null) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = control;
    control.setAttribute(HELD_ATTRIBUTE, '');
    // A button only the app can answer: on a phone, the tap that starts it.
    start();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (hydrated || !(event.target instanceof HTMLFormElement)) return;
    // A search or a filter goes to its server-rendered page: the browser sends it, nothing is held.
    if (sendsItself(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    heldSubmit = { form: event.target, submitter: event.submitter instanceof HTMLElement ? event.submitter : null };
    (heldSubmit.submitter ?? event.target.querySelector('[type="submit"]'))?.setAttribute(HELD_ATTRIBUTE, '');
    start();
  };
  const onHydrated = () => {
    hydrated = true;
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    handOverTypedText(doc);
    for (const held of doc.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) held.removeAttribute(HELD_ATTRIBUTE);
    const click = heldClick;
    const submit = heldSubmit;
    heldClick = null;
    heldSubmit = null;
    // After React has committed the typed text: the replayed action sees what the visitor sees.
    win.setTimeout(() => {
      if (click?.isConnected) click.click();
      if (submit?.form.isConnected) {
        if (submit.submitter?.isConnected) submit.form.requestSubmit(submit.submitter);
        else submit.form.requestSubmit();
      }
    }, 0);
  };

  // Back from sign-in to this page as the browser kept it (the back/forward cache): nothing is held.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || heldClick || heldSubmit) return;
    for (const held of doc.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) held.removeAttribute(HELD_ATTRIBUTE);
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  win.addEventListener('pageshow', onPageShow);
  win.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });
  if (shouldStartAtOnce(win)) begin();
  else listen();
  return () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, start, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    win.removeEventListener('pageshow', onPageShow);
    win.removeEventListener(HYDRATED_EVENT, onHydrated);
  };
}
