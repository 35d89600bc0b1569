export { LEARN_URL, learnServer, resetSandbox, sandbox } from './learn-server.ts';
export { launchAs, renderTool } from './render-tool.tsx';
export type { Persona } from './render-tool.tsx';
export { axeViolations } from './axe.ts';
