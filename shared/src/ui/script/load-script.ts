/**
 * Loads a third-party script once per page (Google Identity Services, reCAPTCHA): later callers get the
 * same promise; a failed load is forgotten so that a retry loads it again.
 */
const loads = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`${src} could not be loaded`));
    };
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}
