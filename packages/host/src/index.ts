export { ToolProviders } from './tool-providers.tsx';
export type { ToolProvidersProps } from './tool-providers.tsx';
export { ToolFrame, loadTool } from './tool-frame.tsx';
export type { LoadedTool, LostSignIn } from './tool-frame.tsx';
