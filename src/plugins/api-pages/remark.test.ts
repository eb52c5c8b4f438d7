import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {addGuideLink} from './remark';

const guides = [
  {
    title: 'Define Routers',
    permalink: '/docs/server/routers',
    headings: [{text: 'Options of initTRPC', id: 'options-of-inittrpc', depth: 3}],
  },
];
const page = (): Root => ({
  type: 'root',
  children: [
    {type: 'heading', depth: 1, children: [{type: 'text', value: 'Variable: initTRPC'}]},
    {type: 'code', lang: 'ts', value: 'const initTRPC: TRPCBuilder<object>;'},
    {type: 'paragraph', children: [{type: 'text', value: 'Defined in: '}]},
    {type: 'heading', depth: 2, children: [{type: 'text', value: 'Type Parameters'}]},
  ],
});

describe('addGuideLink', () => {
  it('puts the link to the guide before the source line', () => {
    const tree = page();
    addGuideLink(tree, 'Variable: initTRPC', guides);
    expect(tree.children.map((n) => n.type)).toEqual(['heading', 'code', 'paragraph', 'paragraph', 'heading']);
    expect(tree.children[2]).toMatchObject({
      data: {hProperties: {className: ['api-guide-link']}},
      children: [
        {value: 'Learn it in the guide: '},
        {
          type: 'link',
          url: '/docs/server/routers#options-of-inittrpc',
          children: [{value: 'Define Routers: Options of initTRPC'}],
        },
      ],
    });
  });

  it('adds nothing when no guide names the symbol, or the page is no symbol', () => {
    for (const title of ['Variable: procedureTypes', '@trpc/server', undefined]) {
      const tree = page();
      addGuideLink(tree, title, guides);
      expect(tree).toEqual(page());
    }
  });
});

describe('addGuideLink on a deprecated symbol', () => {
  it('links no guide by name: the guide of that name teaches what replaced it', () => {
    // The page above with typedoc's "Deprecated" section.
    const deprecated = (): Root => {
      const tree = page();
      tree.children.push(
        {type: 'heading', depth: 2, children: [{type: 'text', value: 'Deprecated'}]},
        {type: 'paragraph', children: [{type: 'text', value: 'Use something else.'}]},
      );
      return tree;
    };
    const tree = deprecated();
    addGuideLink(tree, 'Variable: initTRPC', guides);
    expect(tree).toEqual(deprecated());
    // The same page without its "Deprecated" section gets the link.
    const current = page();
    addGuideLink(current, 'Variable: initTRPC', guides);
    expect(current.children).toHaveLength(page().children.length + 1);
  });
});
