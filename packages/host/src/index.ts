export { ToolProviders } from './tool-providers.tsx';
export type { ToolProvidersProps } from './tool-providers.tsx';
