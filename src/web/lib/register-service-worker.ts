/**
 * Registers the service worker (public/sw.js) once the page has loaded and the browser is idle,
 * so its precaching never competes with a fan's first visit (DESIGN: "Offline and push").
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Could not register the service worker:', error);
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : register();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
