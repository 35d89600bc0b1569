import { react } from '@tools/eslint-config';
export default react;
