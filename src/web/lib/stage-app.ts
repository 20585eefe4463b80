import { useEffect } from 'react';

/**
 * The installable stage app (docs/decisions/024-stage-app.md), for the musician's pages only: the
 * manifest and home-screen icon are linked here rather than in index.html, so a fan's page never
 * offers to install the musician's app; the shared service worker (public/sw.js) is registered
 * and asked to keep the stage's files and the app's HTML for an offline start.
 */
export function useStageApp(): void {
  useEffect(() => {
    addLink('manifest', '/manifest.webmanifest');
    addLink('apple-touch-icon', '/icons/apple-touch-icon.png');
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: 'cache-stage' }))
      .catch((error: unknown) => console.warn('Could not register the service worker:', error));
  }, []);
}

function addLink(rel: string, href: string) {
  if (document.head.querySelector(`link[rel="${rel}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}
