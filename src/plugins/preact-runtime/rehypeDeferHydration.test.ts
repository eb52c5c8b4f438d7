import {describe, expect, it} from 'vitest';
import type {Root, RootContent} from 'hast';
import {DEFERRED_COMPONENT, deferHydration} from './rehypeDeferHydration';

const element = (tagName: string): RootContent => ({type: 'element', tagName, properties: {}, children: []});
const jsx = (name: string | null) => ({type: 'mdxJsxFlowElement', name, attributes: [], children: []}) as unknown as RootContent;
const other = (type: string) => ({type, value: ''}) as unknown as RootContent;

/** The top-level nodes after the transform: wrapped ones as `[name]`. */
function transformed(children: RootContent[]): string[] {
  const tree: Root = {type: 'root', children};
  deferHydration(tree);
  return tree.children.map((node) => {
    const n = node as unknown as {type: string; name?: string; tagName?: string; children: Array<{tagName?: string; name?: string}>};
    return n.name === DEFERRED_COMPONENT ? `[${n.children[0]!.tagName ?? n.children[0]!.name}]` : (n.tagName ?? n.name ?? n.type);
  });
}

describe('rehypeDeferHydration', () => {
  it('wraps each top-level HTML element, one wrapper per element', () => {
    expect(transformed([element('h2'), other('text'), element('p'), element('pre'), element('ul')])).toEqual([
      '[h2]',
      'text',
      '[p]',
      '[pre]',
      '[ul]',
    ]);
  });

  it('wraps raw HTML blocks and the components known to render one root element', () => {
    expect(transformed([jsx('details'), jsx('admonition'), jsx('Tabs')])).toEqual(['[details]', '[admonition]', '[Tabs]']);
  });

  it('leaves what could render no element or several: other components, fragments, head, ESM, expressions', () => {
    expect(
      transformed([jsx('SponsorList'), jsx('Foo.Bar'), jsx(null), element('head'), jsx('head'), other('mdxjsEsm'), other('mdxFlowExpression')]),
    ).toEqual(['SponsorList', 'Foo.Bar', 'mdxJsxFlowElement', 'head', 'head', 'mdxjsEsm', 'mdxFlowExpression']);
  });

  it('leaves nested content alone', () => {
    const list = {...element('ul'), children: [element('li')]} as RootContent;
    const tree: Root = {type: 'root', children: [list]};
    deferHydration(tree);
    const wrapper = tree.children[0] as unknown as {children: Array<{children: Array<{tagName: string}>}>};
    expect(wrapper.children[0]!.children.map((li) => li.tagName)).toEqual(['li']);
  });
});
