/// <reference types="@testing-library/jest-dom/vitest" />
export { LEARN_URL, resetSandbox, sandbox } from './learn-server.ts';
export { learnServer } from './msw-server.ts';
export {
  BACKEND_URL,
  backendRequest,
  backendRequestLog,
  backendServer,
  learnRequestsOfScreen,
} from './backend-server.ts';
export type { BackendLogEntry } from './backend-server.ts';
export { backendFault } from './backend-faults.ts';
export { ltiLaunch } from './lti-launch.ts';
export type { LtiLaunchOptions } from './lti-launch.ts';
export type { BackendFault, BackendFaultInput } from './backend-faults.ts';
export { launchAs, renderTool } from './render-tool.tsx';
export type { Persona } from './render-tool.tsx';
export { axeViolations } from './axe.ts';
export { blockWebStorage } from './block-storage.ts';
export { render, screen, within, waitFor, act, fireEvent } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
