export { ToolProviders } from './tool-providers.tsx';
export type { ToolProvidersProps } from './tool-providers.tsx';
export { ToolFrame, loadTool } from './tool-frame.tsx';
export type { LoadedTool } from './tool-frame.tsx';
