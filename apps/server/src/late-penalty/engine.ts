// The late-penalty engine is pure TypeScript shared with the browser. The server package does not
// declare @tools/late-penalty as a dependency yet (apps/server/package.json is not ours to edit),
// so it is imported by path; switch to '@tools/late-penalty/domain' once the dependency is added.
export { parseRule } from '../../../../packages/late-penalty/src/domain/index.ts';
