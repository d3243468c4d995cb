import { readFileSync } from 'node:fs';

// The schema.org vocabulary as schema.org publishes it (schemaorg-current-http.nt, as N-Quads in
// @vocabulary/schema), and a check of JSON-LD against it: every @type is a schema.org type, every
// property is one that schema.org defines for that type (domainIncludes, up rdfs:subClassOf), a
// nested node's type is one the property takes (rangeIncludes), and an enumeration value given
// as a schema.org URL is a member of the property's enumeration.

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';

type Vocabulary = {
  classes: Set<string>;
  properties: Set<string>;
  parents: Map<string, string[]>;
  domains: Map<string, string[]>;
  ranges: Map<string, string[]>;
  /** The types of each schema.org term other than rdfs:Class itself: an enumeration member's enumerations. */
  typesOf: Map<string, string[]>;
  supersededBy: Map<string, string>;
};

const add = (map: Map<string, string[]>, key: string, value: string) =>
  map.set(key, [...(map.get(key) ?? []), value]);

function load(): Vocabulary {
  const vocabulary: Vocabulary = {
    classes: new Set(),
    properties: new Set(),
    parents: new Map(),
    domains: new Map(),
    ranges: new Map(),
    typesOf: new Map(),
    supersededBy: new Map(),
  };
  const text = readFileSync(require.resolve('@vocabulary/schema/schema.nq'), 'utf8');
  for (const line of text.split('\n')) {
    // Only statements between two schema.org terms (or a term and an RDF/RDFS term) matter here.
    const match = /^<([^>]+)> <([^>]+)> <([^>]+)> /.exec(line);
    if (!match) continue;
    const [, subject, predicate, object] = match as unknown as [string, string, string, string];
    if (!subject.startsWith(SCHEMA)) continue;
    const term = subject.slice(SCHEMA.length);
    const value = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : object;
    if (predicate === RDF_TYPE && object === RDFS_CLASS) vocabulary.classes.add(term);
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) vocabulary.properties.add(term);
    else if (predicate === RDF_TYPE) add(vocabulary.typesOf, term, value);
    else if (predicate === SUBCLASS_OF) add(vocabulary.parents, term, value);
    else if (predicate === `${SCHEMA}domainIncludes`) add(vocabulary.domains, term, value);
    else if (predicate === `${SCHEMA}rangeIncludes`) add(vocabulary.ranges, term, value);
    else if (predicate === `${SCHEMA}supersededBy`) vocabulary.supersededBy.set(term, value);
  }
  return vocabulary;
}

let loaded: Vocabulary | undefined;
export function schemaOrg(): Vocabulary {
  loaded ??= load();
  return loaded;
}

/** The type and every type it is a subclass of. */
function ancestors(type: string): Set<string> {
  const { parents } = schemaOrg();
  const seen = new Set<string>();
  const queue = [type];
  while (queue.length) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(parents.get(next) ?? []));
  }
  return seen;
}

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOfNode = (node: Record<string, unknown>): string[] =>
  [node['@type']].flat().filter((type): type is string => typeof type === 'string');
const ENUMERATION_URL = /^https?:\/\/schema\.org\/([A-Za-z]\w*)$/;

/**
 * What in `document` (one JSON-LD document: a node or an array of them, as one script holds) is
 * not schema.org, as lines 'path: problem'; empty when all of it is. Also returns every
 * [type, property] it checked, so a test can tell it looked at something.
 */
export function schemaOrgProblems(document: unknown): {
  problems: string[];
  checked: [string, string][];
} {
  const vocabulary = schemaOrg();
  const problems: string[] = [];
  const checked: [string, string][] = [];

  function visit(
    node: Record<string, unknown>,
    path: string,
    expected: string[] | null,
    top = false,
  ) {
    const types = typesOfNode(node);
    if (types.length === 0) problems.push(`${path}: a node without @type`);
    for (const type of types) {
      if (!vocabulary.classes.has(type))
        problems.push(`${path}: @type ${type} is not a schema.org type`);
      else if (vocabulary.supersededBy.has(type))
        problems.push(
          `${path}: @type ${type} is superseded by ${vocabulary.supersededBy.get(type)}`,
        );
    }
    const lineage = new Set(types.flatMap((type) => [...ancestors(type)]));
    const known = types.length > 0 && types.every((type) => vocabulary.classes.has(type));
    if (expected && known && !expected.some((range) => lineage.has(range))) {
      problems.push(
        `${path}: a ${types.join('/')} where schema.org expects ${expected.join(' or ')}`,
      );
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '@type' || key === '@id' || (key === '@context' && top)) continue;
      const where = `${path}.${key}`;
      if (key.startsWith('@')) {
        problems.push(`${where}: JSON-LD keyword not expected here`);
        continue;
      }
      // schema.org's annotation of an Action's inputs and outputs (schema.org/docs/actions.html):
      // `query-input` says how the action's `query` is filled in. Only on an Action, only for one
      // of its own properties, and its value a PropertyValueSpecification or its short text form.
      const annotated = /^(.+)-(?:input|output)$/.exec(key)?.[1];
      if (annotated && !vocabulary.properties.has(key)) {
        const own = (vocabulary.domains.get(annotated) ?? []).some((domain) => lineage.has(domain));
        if (!lineage.has('Action') || !own)
          problems.push(`${where}: ${key} annotates no property of ${types.join('/')}`);
        else if (
          typeof value !== 'string' &&
          !(isNode(value) && value['@type'] === 'PropertyValueSpecification')
        )
          problems.push(`${where}: neither text nor a PropertyValueSpecification`);
        continue;
      }
      if (!vocabulary.properties.has(key)) {
        problems.push(`${where}: ${key} is not a schema.org property`);
        continue;
      }
      if (vocabulary.supersededBy.has(key))
        problems.push(`${where}: ${key} is superseded by ${vocabulary.supersededBy.get(key)}`);
      const domains = vocabulary.domains.get(key) ?? [];
      for (const type of types) checked.push([type, key]);
      if (!domains.some((domain) => lineage.has(domain))) {
        problems.push(
          `${where}: schema.org does not define ${key} on ${types.join('/')} (only on ${domains.join(', ')})`,
        );
      }
      const ranges = vocabulary.ranges.get(key) ?? [];
      [value].flat().forEach((item, index) => {
        const at = Array.isArray(value) ? `${where}[${index}]` : where;
        if (isNode(item)) return visit(item, at, ranges);
        const member = typeof item === 'string' ? ENUMERATION_URL.exec(item)?.[1] : undefined;
        // A schema.org URL where an enumeration is expected must name one of its members.
        const enumerations = ranges.filter((range) => ancestors(range).has('Enumeration'));
        if (member && enumerations.length) {
          const memberOf = vocabulary.typesOf.get(member) ?? [];
          if (
            !enumerations.some((enumeration) =>
              memberOf.some((type) => ancestors(type).has(enumeration)),
            )
          ) {
            problems.push(`${at}: ${item} is no member of ${enumerations.join(' or ')}`);
          }
        }
      });
    }
  }

  [document].flat().forEach((node, index) => {
    const path = Array.isArray(document) ? `$[${index}]` : '$';
    if (!isNode(node)) return problems.push(`${path}: not a JSON-LD node`);
    if (node['@context'] !== 'https://schema.org')
      problems.push(
        `${path}: @context is ${JSON.stringify(node['@context'])}, not https://schema.org`,
      );
    visit(node, path, null, true);
  });
  return { problems, checked };
}
