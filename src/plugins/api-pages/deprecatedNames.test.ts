import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {markDeprecatedNames} from './deprecatedNames';

describe('markDeprecatedNames', () => {
  it('says "(deprecated)" after a struck name in a list, inside its link, and leaves headings alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'heading', depth: 3, children: [{type: 'delete', children: [{type: 'text', value: 'runtime'}]}]},
        {
          type: 'list',
          children: [
            {
              type: 'listItem',
              children: [
                {
                  type: 'paragraph',
                  children: [
                    {
                      type: 'link',
                      url: 'TRPCClient.md',
                      children: [{type: 'delete', children: [{type: 'text', value: 'TRPCClient'}]}],
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              children: [
                {
                  type: 'paragraph',
                  children: [{type: 'link', url: 'x.md', children: [{type: 'text', value: 'current'}]}],
                },
              ],
            },
          ],
        },
      ],
    };
    markDeprecatedNames(tree);
    expect(tree.children[0]).toEqual({
      type: 'heading',
      depth: 3,
      children: [{type: 'delete', children: [{type: 'text', value: 'runtime'}]}],
    });
    expect(JSON.stringify(tree.children[1])).toContain(
      '"children":[{"type":"delete","children":[{"type":"text","value":"TRPCClient"}]},{"type":"text","value":" (deprecated)"}]',
    );
    expect(JSON.stringify(tree.children[1])).not.toContain('current"},{"type":"text","value":" (deprecated)');
    expect(JSON.stringify(tree).match(/\(deprecated\)/g)).toHaveLength(1);
  });
});
