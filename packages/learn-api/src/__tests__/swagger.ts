import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

interface Parameter {
  name?: string;
  $ref?: string;
  description?: string;
}
interface Operation {
  parameters?: Parameter[];
}
export interface Swagger {
  paths: Record<string, Record<string, Operation>>;
  definitions: Record<string, { properties?: Record<string, unknown> }>;
  parameters: Record<string, Parameter>;
}

/** learn-swagger.json from the shared folder next to the repo, or $LEARN_SWAGGER. */
export function loadSwagger(): Swagger {
  const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
  const file = process.env.LEARN_SWAGGER ?? resolve(packageRoot, '../../../shared/learn-api/learn-swagger.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Swagger;
}

/** An operation's parameters with `$ref`s resolved. */
export function parametersOf(swagger: Swagger, path: string, method: string): Parameter[] {
  const item = swagger.paths[path] ?? {};
  const raw = [
    ...((item.parameters as Parameter[] | undefined) ?? []),
    ...(item[method.toLowerCase()]?.parameters ?? []),
  ];
  return raw.map((p) => (p.$ref ? (swagger.parameters[p.$ref.replace('#/parameters/', '')] ?? p) : p));
}

/** The swagger path template a concrete path matches, if any (for that method). */
export function matchTemplate(swagger: Swagger, method: string, pathname: string): string | undefined {
  const candidates = Object.keys(swagger.paths).filter((template) => {
    if (!swagger.paths[template]?.[method.toLowerCase()]) return false;
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
  // Prefer the most literal template (e.g. /columns/finalGrade would not match a literal anyway).
  return candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}
