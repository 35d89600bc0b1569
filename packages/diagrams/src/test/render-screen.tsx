import { emptyLaunch, type ToolRoute } from '@tools/launch';
import { renderTool, userEvent } from '@tools/testing';

/** Renders a diagram tool the way the shell hosts it, here with no token (the tools need none). */
export async function renderScreen(tool: ToolRoute) {
  const user = userEvent.setup();
  return { user, ...(await renderTool(tool, { ...emptyLaunch })) };
}

export const csvFile = (text: string, name = 'upload.csv') => new File([text], name, { type: 'text/csv' });
