import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@tools/ui/styles.css';
import { webStorage } from '@tools/ui';
import { App } from './app.tsx';
import { exchangeLaunchCode } from './launch/exchange-launch-code.ts';
import { readLaunch } from './launch/read-launch.ts';
import { readShellConfig } from './launch/shell-config.ts';

const config = readShellConfig();
// Read (and scrub the token from the address bar) before anything renders. Storage goes through
// the guard: in a cross-site frame whose storage the browser blocks, even reading it throws.
const launch = readLaunch({ location, history, session: webStorage('session'), local: webStorage('local'), config });
document.documentElement.lang = launch.context.locale.replace('_', '-');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App launch={launch} config={config} exchangeLaunchCode={exchangeLaunchCode} />
  </StrictMode>,
);
