// learn-api is the one place allowed to use ky and fetch, so it takes the base config
// (the react config bans both to keep every other package going through this client).
import { base } from '@tools/eslint-config';
export default base;
