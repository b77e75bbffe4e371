// Sets the document title, the one canonical link and robots/description meta for a page.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteOrigin } from '../../config/site';

interface PageMetaProps {
  /** The full title, from pageTitle() or dynamicTitle. */
  title: string;
  /** Canonical path when it differs from the current path (e.g. one of several product URLs). */
  canonicalPath?: string;
  description?: string;
  noindex?: boolean;
}

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelectorAll<T>(selector);
  // Exactly one: drop strays that anything else may have added.
  found.forEach((el, i) => i > 0 && el.remove());
  const first = found[0];
  if (first) return first;
  const el = create();
  document.head.appendChild(el);
  return el;
}

export function canonicalUrl(pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${siteOrigin()}${path}`;
}

export function PageMeta({ title, canonicalPath, description, noindex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const canonical = canonicalUrl(canonicalPath ?? pathname);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const link = upsert<HTMLLinkElement>('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.rel = 'canonical';
      return l;
    });
    link.href = canonical;
  }, [canonical]);

  useEffect(() => {
    const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!noindex) {
      robots?.remove();
      return;
    }
    const meta = upsert<HTMLMetaElement>('meta[name="robots"]', () => {
      const m = document.createElement('meta');
      m.name = 'robots';
      return m;
    });
    meta.content = 'noindex';
    return () => meta.remove();
  }, [noindex]);

  useEffect(() => {
    if (!description) return;
    const meta = upsert<HTMLMetaElement>('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.name = 'description';
      return m;
    });
    meta.content = description;
  }, [description]);

  return null;
}
