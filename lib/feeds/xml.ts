// Every value is escaped here, so nothing the backend sends can open or close an element, a
// CDATA section or a comment. No CDATA: a library that wrote it once let `]]>` forge an <item>.

const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** Line breaks as references, which attribute normalisation keeps. */
function xmlAttribute(value: string): string {
  return xmlText(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

/** The writer's own constants, never backend text: checked all the same. */
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

export type XmlNode = {
  name: string;
  attributes?: Record<string, string | undefined>;
  children?: (XmlNode | string)[];
};

export function element(
  name: string,
  attributes: Record<string, string | undefined> = {},
  ...children: (XmlNode | string | null | undefined | false)[]
): XmlNode {
  return {
    name,
    attributes,
    children: children.filter(
      (child): child is XmlNode | string => typeof child === 'string' || !!child,
    ),
  };
}

function write(node: XmlNode | string, depth: number): string {
  if (typeof node === 'string') return xmlText(node);
  if (!NAME.test(node.name)) throw new Error(`not an XML name: ${node.name}`);
  const attributes = Object.entries(node.attributes ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => {
      if (!NAME.test(key)) throw new Error(`not an XML name: ${key}`);
      return ` ${key}="${xmlAttribute(value)}"`;
    })
    .join('');
  const children = node.children ?? [];
  if (children.length === 0) return `<${node.name}${attributes}/>`;
  const indent = '\n' + '  '.repeat(depth + 1);
  const inner = children.every((child) => typeof child === 'string')
    ? children.map((child) => write(child, depth + 1)).join('')
    : children.map((child) => indent + write(child, depth + 1)).join('') +
      '\n' +
      '  '.repeat(depth);
  return `<${node.name}${attributes}>${inner}</${node.name}>`;
}

export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${write(root, 0)}\n`;
}
