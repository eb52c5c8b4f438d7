import {describe, expect, it} from 'vitest';
import {tweetAction} from './tweetAction';

describe('tweetAction', () => {
  it('reloads ready widgets on every route update', () => {
    expect(tweetAction({hasTweets: false, widgetsReady: true, scriptRequested: true})).toBe('reload');
    expect(tweetAction({hasTweets: true, widgetsReady: true, scriptRequested: true})).toBe('reload');
  });

  it('fetches the script once, and only for pages with posts', () => {
    expect(tweetAction({hasTweets: true, widgetsReady: false, scriptRequested: false})).toBe('inject');
    expect(tweetAction({hasTweets: true, widgetsReady: false, scriptRequested: true})).toBe('none');
    expect(tweetAction({hasTweets: false, widgetsReady: false, scriptRequested: false})).toBe('none');
  });
});
