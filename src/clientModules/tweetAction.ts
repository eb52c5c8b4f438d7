/** What to do with Twitter's widget script after a route update. */
export type TweetAction = 'reload' | 'inject' | 'none';

export function tweetAction(page: {hasTweets: boolean; widgetsReady: boolean; scriptRequested: boolean}): TweetAction {
  // Ready widgets are asked to reload on every route update (spec), so new embeds render.
  if (page.widgetsReady) return 'reload';
  // The script is fetched only by pages that embed posts, once.
  if (page.hasTweets && !page.scriptRequested) return 'inject';
  return 'none';
}
