import { toolStory, type Meta } from '@tools/testing/story';
import { routes } from '../index.ts';

// The two diagram tools share the title 'Tools/Diagrams' (data-flow-diagram.stories.tsx has the other).
export default { title: 'Tools/Diagrams' } satisfies Meta;

/** Before an upload: the diagram page needs no Learn data and no token. */
export const ContextDiagram = toolStory(routes, 'ContextDiagram', { persona: null });
