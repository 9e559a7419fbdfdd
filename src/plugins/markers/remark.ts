import {docsVersionOfFile, resolvePlanMarker, resolveSince} from './checks';

/**
 * Remark plugin for <Since /> and <PlanMarker />: checks each marker against src/data/coreReleases.ts and
 * src/data/paidFeatures.ts as the page compiles (failing the build with the file and the wrong value) and writes what
 * it prints into its props, so the components import no data and the release list never reaches the browser. A page's
 * docs version bounds both: no <Since> newer than the release it describes, plan markers in the 4.x docs only.
 */

type Attribute = {type: string; name?: string; value?: unknown};
type Node = {type: string; name?: string | null; attributes?: Attribute[]; children?: Node[]};
type File = {path?: string; message?: unknown};

const markers = new Set(['Since', 'PlanMarker']);

export default function remarkMarkers() {
  return (tree: Node, file: File) => {
    walk(tree, (node) => {
      if (!node.name || !markers.has(node.name)) return;
      const attrs = readAttributes(node, file);
      try {
        const docsVersion = docsVersionOfFile(file.path);
        const resolved: Record<string, string | undefined> =
          node.name === 'Since' ? resolveSince(attrs, docsVersion) : resolvePlanMarker(attrs.feature, docsVersion);
        const kept = (node.attributes ?? []).filter((a) => a.name === 'inline');
        node.attributes = [
          ...kept,
          ...Object.entries(resolved)
            .filter(([, value]) => value !== undefined)
            .map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
        ];
      } catch (error) {
        throw new Error(`${file.path ?? 'An MDX file'}: <${node.name}>: ${(error as Error).message}`);
      }
    });
  };
}

function walk(node: Node, visit: (node: Node) => void): void {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function readAttributes(node: Node, file: File): Record<string, string | undefined> {
  const attrs: Record<string, string | undefined> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      throw new Error(`${file.path}: <${node.name}> takes plain attributes only (no {...spread}).`);
    }
    if (attribute.name === 'inline') continue;
    if (typeof attribute.value !== 'string') {
      throw new Error(
        `${file.path}: <${node.name} ${attribute.name}=…> must be a quoted string, like ${attribute.name}="…".`,
      );
    }
    attrs[attribute.name] = attribute.value;
  }
  const allowed = node.name === 'Since' ? ['version', 'feature'] : ['feature'];
  for (const name of Object.keys(attrs)) {
    if (!allowed.includes(name)) {
      throw new Error(
        `${file.path}: <${node.name}> has no attribute "${name}"; it takes ${allowed.join(' or ')}${node.name === 'PlanMarker' ? ' and inline' : ''}.`,
      );
    }
  }
  return attrs;
}
