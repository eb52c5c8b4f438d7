import {describe, expect, it} from 'vitest';
import {renderMarkdownPage} from './markdownPage';
import {extractRecords} from './records';

const source = `---
title: Routers
---
import Tabs from '@theme/Tabs';

Intro with \`code\` and **bold**.

## Define a router

- First point
- Second point

\`\`\`ts
const hidden = 'code is not indexed';
\`\`\`

### Custom id {#my-id}

<Tabs><TabItem value="a">

Inside a tab.

</TabItem></Tabs>

## Define a router
`;

describe('renderMarkdownPage (dev index)', () => {
  const html = renderMarkdownPage({
    source,
    title: 'Routers',
    description: 'About <routers>',
    tag: 'docs-default-current',
    section: 'Backend Usage',
  });
  const records = extractRecords(html, '/docs/server/routers');

  it('renders what the extractor indexes, with the anchors Docusaurus gives headings', () => {
    expect(records.map((r) => [r.type, r.anchor, r.content])).toEqual([
      ['lvl1', null, 'About <routers>'],
      ['content', null, 'Intro with code and bold.'],
      ['lvl2', 'define-a-router', null],
      ['content', 'define-a-router', 'First point'],
      ['content', 'define-a-router', 'Second point'],
      ['lvl3', 'my-id', null],
      ['content', 'my-id', 'Inside a tab.'],
      ['lvl2', 'define-a-router-1', null],
    ]);
    expect(records[0]!.hierarchy.lvl0).toBe('Backend Usage');
    expect(records[0]!.docusaurus_tag).toBe('docs-default-current');
  });

  it('leaves code and imports out', () => {
    expect(JSON.stringify(records)).not.toMatch(/hidden|@theme\/Tabs/);
  });

  it("keeps the categories below the section, as the built page's breadcrumbs do", () => {
    const nested = renderMarkdownPage({
      source: 'Text.\n',
      title: 'Aborting Procedure Calls',
      description: 'Abort',
      tag: 'docs-default-current',
      section: 'Client Usage',
      trail: ['Next.js'],
    });
    const [page] = extractRecords(nested, '/docs/client/nextjs/aborting-procedure-calls');
    expect(page).toMatchObject({hierarchy: {lvl0: 'Client Usage'}, trail: 'Next.js'});
    expect(records[0]!.trail).toBeUndefined();
  });
});

describe('renderMarkdownPage with an id escaped as MDX asks', () => {
  it('reads `\\{#id\\}` as the heading id, as the build does', () => {
    const html = renderMarkdownPage({
      source: '## "A message" \\{#a-message\\}\n\nWhat it means.\n',
      title: 'Troubleshooting',
      description: 'Errors',
      tag: 'docs-default-current',
      section: 'Docs',
    });
    const records = extractRecords(html, '/docs/troubleshooting');
    expect(records.map((r) => [r.type, r.anchor])).toContainEqual(['lvl2', 'a-message']);
  });
});
