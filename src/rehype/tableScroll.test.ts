import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeTableScroll, {columnHeadings} from './tableScroll';

const cell = (tagName: string, text: string): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{type: 'text', value: text}],
});
const row = (...cells: Element[]): Element => ({type: 'element', tagName: 'tr', properties: {}, children: cells});
const table = (): Element => ({
  type: 'element',
  tagName: 'table',
  properties: {},
  children: [
    {type: 'element', tagName: 'thead', properties: {}, children: [row(cell('th', 'Option'), cell('th', ' Type\n'))]},
    {type: 'element', tagName: 'tbody', properties: {}, children: [row(cell('td', 'ssr'), cell('td', 'boolean'))]},
  ],
});

describe('rehypeTableScroll', () => {
  it('reads the column headings of the first row', () => {
    expect(columnHeadings(table())).toEqual(['Option', 'Type']);
  });

  it('wraps every table, nested ones too, in a named region the keyboard reaches', () => {
    const nested: Element = {type: 'element', tagName: 'div', properties: {}, children: [table()]};
    const tree: Root = {type: 'root', children: [table(), nested]};
    rehypeTableScroll()(tree);
    const wrappers = [tree.children[0], (tree.children[1] as Element).children[0]] as Element[];
    for (const wrapper of wrappers) {
      expect(wrapper.tagName).toBe('div');
      expect(wrapper.properties).toEqual({
        className: ['table-scroll'],
        role: 'region',
        tabIndex: 0,
        ariaLabel: 'Table: Option, Type',
      });
      expect((wrapper.children[0] as Element).tagName).toBe('table');
    }
  });

  it('names a table without headings plainly', () => {
    const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'table', properties: {}, children: []}]};
    rehypeTableScroll()(tree);
    expect((tree.children[0] as Element).properties.ariaLabel).toBe('Table');
  });
});
