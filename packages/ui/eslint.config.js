import { ui } from '@tools/eslint-config';
export default ui;
