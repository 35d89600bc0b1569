/** Shared Prettier settings: the style the code base is written in. */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
  arrowParens: 'always',
};
