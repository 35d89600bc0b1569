// Where `turbo gen` looks for generators. The generator itself, its templates and its test live in
// tooling/generators (linted, typechecked and tested like any package).
export { default } from '../../tooling/generators/src/tool-generator.ts';
