/** A minimal parser for the well-formed HTML that preact-render-to-string emits (tests only). */
export interface Node {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: Node[];
  text: string;
}

const decode = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export function parseHtml(html: string): Node {
  const root: Node = { tag: '#root', attrs: {}, children: [], text: '' };
  const stack: Node[] = [root];
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>\/]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  for (let m = re.exec(html); m !== null; m = re.exec(html)) {
    const top = stack[stack.length - 1]!;
    if (m[5] !== undefined) {
      for (const n of stack) n.text += decode(m[5]);
      continue;
    }
    const [, close, tag, rawAttrs, selfClose] = m;
    if (close === '/') {
      if (top.tag !== tag) throw new Error(`unbalanced </${tag}> inside <${top.tag}>`);
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (rawAttrs ?? '').matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) attrs[a[1]!] = decode(a[2] ?? '');
    const node: Node = { tag: tag!, attrs, children: [], text: '' };
    top.children.push(node);
    if (selfClose !== '/') stack.push(node);
  }
  if (stack.length !== 1) throw new Error('unclosed elements');
  return root;
}

export function findAll(node: Node, pred: (n: Node) => boolean, out: Node[] = []): Node[] {
  if (pred(node)) out.push(node);
  for (const c of node.children) findAll(c, pred, out);
  return out;
}

export const byRole = (node: Node, role: string): Node[] => findAll(node, (n) => n.attrs.role === role);
