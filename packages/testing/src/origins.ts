/** The Learn origin screen tests launch against; the sandbox answers it in-process. */
export const LEARN_URL = 'https://learn.test';

/** The origin screen tests' launches name as `backendUrl`; our real server answers it in-process. */
export const BACKEND_URL = 'https://tools.test';
