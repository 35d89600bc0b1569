import type { Preview } from '@storybook/react-vite';
import '@tools/ui/styles.css';
import type { EmbeddedModule } from '@tools/testing/backend-host';
import { setStoryServer } from '@tools/testing/story';

// Our real server for stories that declare `backend`: its own chunk, loaded only by those stories.
setStoryServer(() => import('@tools/server/embedded') as Promise<EmbeddedModule>);

const preview: Preview = {
  parameters: { layout: 'padded' },
};

export default preview;
