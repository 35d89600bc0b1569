/**
 * Adds uef_base.js to the page once (a re-render or StrictMode's second effect reuses the same
 * element) and resolves when it has run.
 */
export function loadScript(doc: Document, src: string): Promise<void> {
  let script = doc.querySelector<HTMLScriptElement>(`script[data-course-tools-uef]`);
  if (script?.dataset.loaded === 'true') return Promise.resolve();
  if (!script) {
    script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.courseToolsUef = '';
    doc.head.appendChild(script);
  }
  const element = script;
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => {
      element.dataset.loaded = 'true';
      resolve();
    });
    element.addEventListener('error', () => {
      // Let a later attempt (a reload of the loader) add a fresh element.
      element.remove();
      reject(new Error(`Could not load ${src}`));
    });
  });
}
