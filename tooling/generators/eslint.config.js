import { base } from '@tools/eslint-config';

// templates/ holds Handlebars sources, not modules.
export default [{ ignores: ['templates/**'] }, ...base];
