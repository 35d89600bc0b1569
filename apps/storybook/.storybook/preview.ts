import type { Preview } from '@storybook/react-vite';
import '@tools/ui/styles.css';
import type { EmbeddedModule } from '@tools/testing/backend-host';
import { setStoryServer, STORY_VIEWPORTS } from '@tools/testing/story';

// Our real server for stories that declare `backend`: its own chunk, loaded only by those stories.
setStoryServer(() => import('@tools/server/embedded') as Promise<EmbeddedModule>);

const preview: Preview = {
  // The widths our stories are shown at (toolStory's `viewport`: a story's globals pick one).
  parameters: { layout: 'padded', viewport: { options: STORY_VIEWPORTS } },
};

export default preview;
