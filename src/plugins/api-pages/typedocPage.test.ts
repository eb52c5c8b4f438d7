import {describe, expect, it} from 'vitest';
import {plainText, reshapeApiPage, typedocPagesPlugin} from './typedocPage';

const facts = {typeParameters: [] as string[], packageName: '@trpc/server', version: '10.30.0'};

describe('reshapeApiPage', () => {
  it('puts the description under the signature, the source line after it, and a clean title naming its package in the front matter', () => {
    const page = [
      '# Type Alias: inferRouterOutputs\\<TRouter *extends* [`AnyRouter`](AnyRouter.md)\\>',
      '',
      '```ts',
      'type inferRouterOutputs<TRouter extends AnyRouter> = GetInferenceHelpers<"output", TRouter>;',
      '```',
      '',
      'Defined in: [server/src/core/types.ts:73](https://example.test/types.ts#L73)',
      '',
      'The output of every procedure, by `path`\\_.',
      '',
      '## Type Parameters',
      '',
      '### TRouter',
    ].join('\n');
    expect(reshapeApiPage(page, {...facts, typeParameters: ['TRouter']})).toBe(
      [
        '---',
        'title: "Type Alias: inferRouterOutputs<TRouter> in @trpc/server"',
        'description: "The output of every procedure, by path_."',
        '---',
        '# Type Alias: inferRouterOutputs\\<TRouter\\>',
        '',
        '```ts',
        'type inferRouterOutputs<TRouter extends AnyRouter> = GetInferenceHelpers<"output", TRouter>;',
        '```',
        '',
        'The output of every procedure, by `path`\\_.',
        '',
        'Defined in: [server/src/core/types.ts:73](https://example.test/types.ts#L73)',
        '',
        '## Type Parameters',
        '',
        '### TRouter',
      ].join('\n'),
    );
  });

  it('writes a description for a symbol without one, drops the strike-through, and folds empty objects', () => {
    const page = [
      '# ~~Function: experimental\\_router()~~',
      '',
      '```ts',
      'function router(): Router<{',
      '}>;',
      '```',
      '',
      'Defined in: [x.ts:1](https://example.test/x.ts)',
    ].join('\n');
    const out = reshapeApiPage(page, facts);
    expect(out).toContain('title: "Function: experimental_router() in @trpc/server"');
    expect(out).toContain('description: "The function experimental_router of @trpc/server 10.30.0."');
    expect(out).toContain('# Function: experimental\\_router()\n');
    expect(out).toContain('function router(): Router<{}>;');
    expect(out.trimEnd().endsWith('Defined in: [x.ts:1](https://example.test/x.ts)')).toBe(true);
  });

  it('leaves pages with front matter (the overviews) and pages it does not know as they are', () => {
    expect(reshapeApiPage('---\ntitle: x\n---\n# @trpc/server', facts)).toBe('---\ntitle: x\n---\n# @trpc/server');
    expect(reshapeApiPage('# Something else', facts)).toBe('# Something else');
  });
});

describe('plainText', () => {
  it('keeps the words of links, code and emphasis', () => {
    expect(plainText('Use [`initTRPC`](x.md) **once** per\n*backend*')).toBe('Use initTRPC once per backend');
  });
});

describe('typedocPagesPlugin', () => {
  it('reshapes every page typedoc writes, last among the page listeners', () => {
    const listeners: Array<[string, (page: {contents?: string}) => void, number | undefined]> = [];
    typedocPagesPlugin('10.30.0')({
      renderer: {on: (event, listener, priority) => listeners.push([event, listener, priority])},
    });
    expect(listeners.map(([event, , priority]) => [event, priority])).toEqual([['endPage', -100]]);
    const page = {
      contents: '# Variable: initTRPC\n\n```ts\nconst initTRPC: TRPCBuilder<object>;\n```',
      project: {name: '@trpc/server'},
    };
    listeners[0]![1](page);
    expect(page.contents).toContain('description: "The variable initTRPC of @trpc/server 10.30.0."');
  });

  it('gives the typedoc cache a key that changes with the page shape', () => {
    expect(JSON.stringify([typedocPagesPlugin('10.30.0')])).toContain('reshapeApiPage');
  });
});
