import { base } from '@tools/eslint-config';
export default base;
