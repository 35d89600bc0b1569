import { attr, child, children, isNode, parseXml, type XmlNode } from './xml.ts';

/** D2L names the rubrics resource `d2l_2p0:material_type="d2lrubrics"` and its file `rubrics_d2l.xml`. */
export const RUBRICS_MATERIAL_TYPE = 'd2lrubrics';
export const RUBRICS_FILE_NAME = 'rubrics_d2l.xml';

function materialType(resource: XmlNode): string | undefined {
  const key = Object.keys(resource).find((k) => k === '@_material_type' || k.endsWith(':material_type'));
  const value = key ? resource[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Zip paths use `/`; D2L manifests write hrefs with `\` and may percent-encode them. */
export function resolveHref(manifestPath: string, href: string): string {
  let path = href.replace(/\\/g, '/');
  try {
    path = decodeURIComponent(path);
  } catch {
    // Keep a malformed escape as written.
  }
  const base = manifestPath.includes('/') ? manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1) : '';
  const parts: string[] = [];
  for (const part of `${base}${path.replace(/^\.?\//, '')}`.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The rubrics files an IMS manifest (`imsmanifest.xml`) lists: resources whose D2L material
 * type is `d2lrubrics`, as zip paths. An unreadable manifest lists none.
 */
export function rubricFilesInManifest(manifestXml: string, manifestPath: string): string[] {
  const parsed = parseXml(manifestXml);
  if (!parsed.ok || !isNode(parsed.raw.manifest)) return [];
  return children(child(parsed.raw.manifest, 'resources'), 'resource')
    .filter((r) => materialType(r)?.toLowerCase() === RUBRICS_MATERIAL_TYPE)
    .map((r) => attr(r, 'href'))
    .filter((href): href is string => !!href)
    .map((href) => resolveHref(manifestPath, href));
}
