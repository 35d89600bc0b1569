/**
 * Browser entry of the sandbox's Ultra frame (bundled by main.ts, served at /ultra/uef-host.js):
 * wires UltraHost to the page that `ultra-frame.ts` renders. All text is set with textContent.
 */
import { UltraHost, type HostView } from './uef-host.ts';

interface FrameConfig {
  integrationOrigin: string;
  authorizeUrl: string;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const config = JSON.parse(byId('ultra-config').textContent ?? '{}') as FrameConfig;
const integration = byId<HTMLIFrameElement>('ultra-integration');

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (text !== undefined) el.textContent = text;
  return el;
}

function frame(title: string, src: string): HTMLIFrameElement {
  const iframe = element('iframe');
  iframe.title = title;
  iframe.src = src;
  iframe.className = 'ultra-portal';
  return iframe;
}

function render(view: HostView) {
  byId('ultra-authorized').textContent = view.authorized ? 'Authorized' : 'Not authorized';
  byId('ultra-subscriptions').textContent = view.subscriptions.length ? view.subscriptions.join(', ') : 'none';

  const nav = byId('ultra-basenav');
  nav.replaceChildren();
  if (view.baseNav) {
    const button = element('button', view.baseNav.displayName);
    button.type = 'button';
    button.addEventListener('click', () => host.openBaseNav());
    const item = element('li');
    item.append(button);
    nav.append(item);
  }

  const main = byId('ultra-main');
  const page = view.portals.find((p) => p.kind === 'base-nav');
  const current = main.querySelector('iframe');
  if (!page?.src) main.replaceChildren(element('p', 'Pick a course or a base navigation entry.'));
  else if (current?.getAttribute('src') !== page.src) main.replaceChildren(frame(page.title, page.src));

  const panels = byId('ultra-panels');
  const open = new Set(view.portals.filter((p) => p.kind === 'panel').map((p) => p.id));
  for (const aside of Array.from(panels.querySelectorAll<HTMLElement>('aside')))
    if (!open.has(aside.dataset.portal!)) aside.remove();
  for (const panel of view.portals.filter((p) => p.kind === 'panel')) {
    let aside = panels.querySelector<HTMLElement>(`aside[data-portal="${CSS.escape(panel.id)}"]`);
    if (!aside) {
      aside = element('aside');
      aside.dataset.portal = panel.id;
      aside.setAttribute('aria-label', `${panel.title} panel`);
      const close = element('button', 'Close panel');
      close.type = 'button';
      close.addEventListener('click', () => host.closePanel(panel.id));
      aside.append(element('h2', panel.title), close);
      panels.append(aside);
    }
    if (panel.src && !aside.querySelector('iframe')) aside.append(frame(panel.title, panel.src));
  }

  const log = byId('ultra-log');
  log.replaceChildren(...view.log.map((line) => element('li', line)));
}

const host = new UltraHost({
  integrationOrigin: config.integrationOrigin,
  integrationWindow: () => integration.contentWindow,
  verifyToken: async (token) => {
    const res = await fetch(config.authorizeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const body = (await res.json()) as { problem: string | null };
    return body.problem;
  },
  onChange: render,
});

window.addEventListener('message', (event) => {
  host.onWindowMessage(event, (message, transfer) =>
    (event.source as Window | null)?.postMessage(message, { targetOrigin: config.integrationOrigin, transfer }),
  );
});

for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('button[data-course-id]'))) {
  button.addEventListener('click', () => host.navigate(button.dataset.courseId || null));
}
