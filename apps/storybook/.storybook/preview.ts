import type { Preview } from '@storybook/react-vite';
import '@tools/ui/styles.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
};

export default preview;
