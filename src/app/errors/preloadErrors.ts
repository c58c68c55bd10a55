/**
 * Vite dispatches `vite:preloadError` when a lazily loaded chunk or one of its stylesheets fails to preload, and
 * then rethrows the error into the dynamic import unless the event is cancelled. The portal lets it propagate (the
 * screen's error boundary says, in the reader's language, which stylesheet failed to preload and offers a reload
 * instead of an unstyled screen) and records it here so the failure is visible in the console with its file.
 */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = (event: VitePreloadErrorEvent) => {
    console.error('A part of the portal failed to load:', event.payload.message, event.payload);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
