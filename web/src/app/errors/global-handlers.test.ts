// @vitest-environment jsdom
// Covers the window-level error policy: suppressed errors and rejections, and the once-only preload reload.
import {
  handlePreloadError,
  installGlobalHandlers,
  isSuppressedError,
  isSuppressedRejection,
  PRELOAD_ERROR_EVENT,
} from './global-handlers';

/** A stand-in window: real events and session storage, and a spy instead of a real reload. */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: (event: Event) => target.dispatchEvent(event),
    sessionStorage: window.sessionStorage,
    location: { reload },
  } as unknown as Window;
  const preloadErrors = vi.fn();
  target.addEventListener(PRELOAD_ERROR_EVENT, preloadErrors);
  return { win, reload, preloadErrors };
}

const STYLE_OF_NULL = "Cannot read properties of null (reading 'style')";

describe('isSuppressedError', () => {
  it.each([
    STYLE_OF_NULL,
    `Uncaught TypeError: ${STYLE_OF_NULL}`,
    "Cannot read property of null (reading 'style')",
    "null is not an object (evaluating 'el.style')",
  ])('suppresses %j', (message) => {
    expect(isSuppressedError(message)).toBe(true);
  });

  it.each([
    "Cannot read properties of null (reading 'width')",
    "Cannot read properties of undefined (reading 'style')",
    'ReferenceError: foo is not defined',
    '',
  ])('does not suppress %j', (message) => {
    expect(isSuppressedError(message)).toBe(false);
  });
});

describe('isSuppressedRejection', () => {
  it.each([
    ['an analytics error', new Error('Analytics: config fetch failed')],
    ['a FirebaseError from analytics', new Error('analytics/config-fetch-failed')],
    ['a Failed to fetch TypeError', new TypeError('Failed to fetch')],
    ['a Failed to fetch string', 'Failed to fetch'],
  ])('suppresses %s', (_label, reason) => {
    expect(isSuppressedRejection(reason)).toBe(true);
  });

  it.each([
    ['an unrelated Error', new Error('Permission denied')],
    ['an unrelated string', 'Something broke'],
    ['undefined', undefined],
    ['a plain object', { message: 'Failed to fetch' }],
  ])('does not suppress %s', (_label, reason) => {
    expect(isSuppressedRejection(reason)).toBe(false);
  });
});

describe('handlePreloadError', () => {
  const NOW = 1_700_000_000_000;

  it('dispatches the preload-error event and reloads the first time', () => {
    const { win, reload, preloadErrors } = fakeWindow();

    expect(handlePreloadError(win, NOW)).toBe(true);

    expect(preloadErrors).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a second time within the guard window, but still dispatches the event', () => {
    const { win, reload, preloadErrors } = fakeWindow();

    handlePreloadError(win, NOW);
    expect(handlePreloadError(win, NOW + 30_000)).toBe(false);

    expect(reload).toHaveBeenCalledTimes(1);
    expect(preloadErrors).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload across page loads through session storage', () => {
    handlePreloadError(fakeWindow().win, NOW);
    const afterReload = fakeWindow();

    expect(handlePreloadError(afterReload.win, NOW + 1_000)).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('reloads again once the guard window has passed', () => {
    const { win, reload } = fakeWindow();

    handlePreloadError(win, NOW);
    expect(handlePreloadError(win, NOW + 60_000)).toBe(true);

    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage cannot be read', () => {
    const { win, reload, preloadErrors } = fakeWindow();
    Object.defineProperty(win, 'sessionStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });

    expect(handlePreloadError(win, NOW)).toBe(false);

    expect(reload).not.toHaveBeenCalled();
    expect(preloadErrors).toHaveBeenCalledTimes(1);
  });
});

describe('installGlobalHandlers', () => {
  function errorEvent(message: string) {
    return new ErrorEvent('error', { message, cancelable: true });
  }

  function rejectionEvent(reason: unknown) {
    // jsdom has no PromiseRejectionEvent; the handler only reads `reason`.
    return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  }

  it('turns a vite:preloadError into the preload-error event and a reload', () => {
    const { win, reload, preloadErrors } = fakeWindow();
    installGlobalHandlers(win);

    const event = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(event);

    expect(preloadErrors).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // Prevented, so Vite does not also throw while the page reloads.
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets a second vite:preloadError through without reloading again', () => {
    const { win, reload, preloadErrors } = fakeWindow();
    installGlobalHandlers(win);

    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);

    expect(preloadErrors).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('prevents the default of the style-of-null ErrorEvent', () => {
    const { win } = fakeWindow();
    installGlobalHandlers(win);

    const event = errorEvent(STYLE_OF_NULL);
    win.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(true);
  });

  it('recognises the style-of-null error from event.error when the message is empty', () => {
    const { win } = fakeWindow();
    installGlobalHandlers(win);

    const event = new ErrorEvent('error', { error: new TypeError(STYLE_OF_NULL), cancelable: true });
    win.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(true);
  });

  it('does not prevent the default of other ErrorEvents', () => {
    const { win } = fakeWindow();
    installGlobalHandlers(win);

    const event = errorEvent('ReferenceError: foo is not defined');
    win.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(false);
  });

  it('prevents the default of noisy unhandled rejections only', () => {
    const { win } = fakeWindow();
    installGlobalHandlers(win);

    const noisy = rejectionEvent(new TypeError('Failed to fetch'));
    const real = rejectionEvent(new Error('Permission denied'));
    win.dispatchEvent(noisy);
    win.dispatchEvent(real);

    expect(noisy.defaultPrevented).toBe(true);
    expect(real.defaultPrevented).toBe(false);
  });

  it('returns a function that removes every handler', () => {
    const { win, reload, preloadErrors } = fakeWindow();
    const uninstall = installGlobalHandlers(win);

    uninstall();
    const error = errorEvent(STYLE_OF_NULL);
    const rejection = rejectionEvent(new TypeError('Failed to fetch'));
    win.dispatchEvent(error);
    win.dispatchEvent(rejection);
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

    expect(error.defaultPrevented).toBe(false);
    expect(rejection.defaultPrevented).toBe(false);
    expect(preloadErrors).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('listens on the real window by default', () => {
    const uninstall = installGlobalHandlers();
    try {
      const event = errorEvent(STYLE_OF_NULL);
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    } finally {
      uninstall();
    }
  });
});
