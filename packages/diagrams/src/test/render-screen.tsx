import { emptyLaunch, LaunchProvider } from '@tools/launch';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';

/** Renders a tool screen the way the shell does: inside a LaunchProvider, here with no token. */
export function renderScreen(Screen: ComponentType) {
  const user = userEvent.setup();
  const view = render(
    <LaunchProvider value={{ ...emptyLaunch }}>
      <Screen />
    </LaunchProvider>,
  );
  return { user, ...view };
}

export const csvFile = (text: string, name = 'upload.csv') => new File([text], name, { type: 'text/csv' });
