import {describe, expect, it} from 'vitest';
import {shortcutAction} from './shortcuts';

const page = {tagName: 'MAIN'};
const field = {tagName: 'INPUT'};

describe('search shortcuts', () => {
  it('Ctrl+K and Cmd+K toggle the modal', () => {
    expect(shortcutAction({key: 'k', ctrlKey: true, target: page}, false)).toBe('open');
    expect(shortcutAction({key: 'K', metaKey: true, target: field}, true)).toBe('close');
  });

  it('"/" opens it, except while the reader types in a field or it is open', () => {
    expect(shortcutAction({key: '/', target: page}, false)).toBe('open');
    expect(shortcutAction({key: '/', target: field}, false)).toBeNull();
    expect(shortcutAction({key: '/', target: {tagName: 'DIV', isContentEditable: true}}, false)).toBeNull();
    expect(shortcutAction({key: '/', target: page}, true)).toBeNull();
  });

  it('"/" opens it from a focused button, the search button where Escape leaves focus among them', () => {
    expect(shortcutAction({key: '/', target: {tagName: 'BUTTON'}}, false)).toBe('open');
  });

  it('Escape closes an open modal and does nothing otherwise', () => {
    expect(shortcutAction({key: 'Escape', code: 'Escape', target: field}, true)).toBe('close');
    expect(shortcutAction({key: 'Escape', code: 'Escape', target: page}, false)).toBeNull();
    expect(shortcutAction({key: 'k', target: page}, false)).toBeNull();
  });
});
