import { setupServer } from 'msw/node';
import { backendHandler } from './backend-server.ts';
import { learnHandler } from './learn-server.ts';

/** Every request a screen makes is answered in-process: Learn by the sandbox, our back end by the real server. */
export const learnServer = setupServer(learnHandler, backendHandler);
