import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/diagrams';
import { toolStory } from '../tool-story.tsx';

export default { title: 'Tools/Diagrams' } satisfies Meta;

/** Before an upload: the diagram pages need no Learn data and no token. */
export const DataFlowDiagram = toolStory(routes, 'DataFlowDiagram', { persona: null });
export const ContextDiagram = toolStory(routes, 'ContextDiagram', { persona: null });
