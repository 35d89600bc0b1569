import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@tools/ui/styles.css';
import { App } from './app.tsx';
import { exchangeLaunchCode } from './launch/exchange-launch-code.ts';
import { readLaunch } from './launch/read-launch.ts';
import { readShellConfig } from './launch/shell-config.ts';

const config = readShellConfig();
// Read (and scrub the token from the address bar) before anything renders.
const launch = readLaunch({ location, history, sessionStorage, localStorage, config });
document.documentElement.lang = launch.context.locale.replace('_', '-');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App launch={launch} config={config} exchangeLaunchCode={exchangeLaunchCode} />
  </StrictMode>,
);
